package rules

// TerrainKind names a feature of the arena a screen explains: a kind of
// floor, of cube side or of zone.
type TerrainKind string

// The terrain kinds a screen explains.
const (
	TerrainGirder  TerrainKind = "girder"   // a partial floor of beams
	TerrainOpenAir TerrainKind = "open-air" // no floor at all
	TerrainLowWall TerrainKind = "low-wall" // a side with a low wall
	TerrainWall    TerrainKind = "wall"     // a side with a solid wall
	TerrainDeploy  TerrainKind = "deploy"   // a side's deployment zone
	TerrainRespawn TerrainKind = "respawn"  // a side's respawn zone
	TerrainDrop    TerrainKind = "drop"     // a weapon-drop spot
)

// Terrain is one feature of a cube a screen explains: its kind, and for a
// zone the side it belongs to (NoSeat for nobody's).
type Terrain struct {
	Kind TerrainKind `json:"kind"`
	Seat Seat        `json:"seat"`
}

// TerrainDescriber is implemented by games that say what the arena's
// features do under their rules, so a screen explains a cube in the
// ruleset's words and knows no rule itself. TerrainHelp is the sentence
// that follows the feature's name on the screen ("beams to stand on; …"
// after "Girder: ") in English, and msg the same words as a message (see
// Msg), so the screen shows them in the player's language; ok is false
// when the feature plays no part in the ruleset and the screen names it
// without a rule.
type TerrainDescriber interface {
	TerrainHelp(t Terrain) (help string, msg Msg, ok bool)
}

// DiceDescriber is implemented by games that say what dice they roll, so
// a screen draws them: DieFaces is the number of faces of every die the
// game rolls (6 for d6, 8 for d8). A game without it rolls d8.
type DiceDescriber interface {
	DieFaces() int
}

// ZonePlayer is implemented by games that play only some kinds of the
// arena's zones: PlaysZone reports whether zones of kind (TerrainDeploy,
// TerrainRespawn or TerrainDrop) play a part in the game, and a screen
// neither marks on the board nor names the zones that do not (Kill Team's
// weapon-drop spots). A game without it plays every zone.
type ZonePlayer interface {
	PlaysZone(kind TerrainKind) bool
}
