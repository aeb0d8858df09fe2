package world

// Floor is what a cube stands on.
type Floor uint8

// The floors.
const (
	FloorNone   Floor = iota // open air: a model here falls
	FloorGirder              // a partial floor (beam): holds a falling model on a d8 of 5–8
	FloorSolid               // a full floor
)

// Side is one vertical face of a cube.
type Side uint8

// The sides.
const (
	Open    Side = iota // nothing
	LowWall             // waist-high: blocks sight below half the cube's height, can be crossed
	Wall                // full height: blocks sight and movement (the board edge is a Wall)
)

// Dir is one of the four sides of a cube.
type Dir uint8

// The four sides, clockwise from north (north is -Y).
const (
	North Dir = iota
	East
	South
	West
)

// Dir8 is one of the eight horizontal neighbours, clockwise from north.
// A d8 scatter roll of f moves towards Dir8(f-1): 1 north, 2 north-east, ...
type Dir8 uint8

// The eight horizontal directions.
const (
	N Dir8 = iota
	NE
	E
	SE
	S
	SW
	W
	NW
)

// Cell is one cube of the arena.
type Cell struct {
	Floor Floor
	Sides [4]Side // by Dir; kept equal on both sides of a shared face
}

// ZoneKind says what a zone is for.
type ZoneKind uint8

// The zone kinds.
const (
	ZoneDeploy    ZoneKind = iota // a side's deployment zone
	ZoneRespawn                   // a side's respawn cube(s)
	ZoneDrop                      // a weapon-drop spot, labelled A, B, C, ...
	ZoneObjective                 // a scenario objective, labelled 1, 2, 3, ...
)

// Zone is a named set of cubes.
type Zone struct {
	Kind  ZoneKind
	Team  int    // 0 blue, 1 red for deploy and respawn zones; -1 otherwise
	Label string // "A".."H" for drop spots, "1".."9" for objectives, "" otherwise
	Cells []Pos  // in reading order: level, row, column
}
