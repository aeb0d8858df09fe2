package world

import "sync/atomic"

// Arena is a W×D×H grid of cubes with floors, walls and zones. It is
// immutable once loaded, so one arena may be shared by many games and
// goroutines. Parse reads one from text and New starts one in code; the
// movement graph is kept with the cubes (SetFloor and SetSide update it),
// so freshly built arenas with the same cubes and zones compare equal. The
// sight table is a cache that sight queries fill (sight_table.go), safe
// for concurrent use.
type Arena struct {
	Name  string // display name
	Notes string // free text from the file's "note" lines
	W     int    // columns (X)
	D     int    // rows (Y)
	H     int    // levels (Z)
	cells []Cell // index (z*D+y)*W+x
	Zones []Zone // in a stable order: deploy blue, deploy red, respawn blue, respawn red, drops A.., objectives 1..

	graph  []uint32 // movement graph: maxSteps packed steps per cube (see graph.go)
	degree []uint8  // number of steps of each cube
	cubes  []Pos    // every cube by index, so hot loops need no division

	sightRows []atomic.Pointer[sightRow] // remembered sight by observer cube (see sight_table.go)
	reachMemo *memoStore                 // remembered searches (see reach_memo.go)
}
