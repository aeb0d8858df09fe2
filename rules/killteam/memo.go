package killteam

import (
	"sync"

	"github.com/flashpoint-arena/flashpoint/world"
)

// searchMemo is what a Determinize copy and every copy made from it
// (Clone, Determinize) share, so that a computer player's search plays and
// values positions faster: the cover of the target's own cube between
// cubes (it depends only on the arena; the sight between cubes the arena
// keeps itself), what the evaluation reads of the setup (each model's
// worth and weapons, the objectives) and the harm of attacks (exact odds,
// by weapon and target). Everything in it is worked out from the setup and
// never changes the play; a mutex guards it, so copies may be used on
// several goroutines.
type searchMemo struct {
	mu    sync.Mutex
	arena *world.Arena
	cubes int
	cover pairTable            // OwnCubeCover by pair of cubes: 1 false, 2 true
	harm  map[harmKey]harmOdds // expected harm of attacks (harm.go)
	// static is what the evaluation reads of the setup (evalStatic); nil
	// until worked out.
	static *evalStatic
}

// memoCubes bounds the arenas whose cover memo is a flat slice (cubes²
// bytes).
const memoCubes = 400

// newSearchMemo returns an empty memo for arena a.
func newSearchMemo(a *world.Arena) *searchMemo {
	n := a.Cubes()
	return &searchMemo{arena: a, cubes: n, cover: newPairTable(n), harm: map[harmKey]harmOdds{}}
}

// pairTable is a byte for each ordered pair of cubes, 0 while unknown: a
// flat slice by from·cubes+to, or a map for arenas too big for one.
type pairTable struct {
	flat []uint8
	big  map[[2]int]uint8
}

// newPairTable returns an empty table for an arena of n cubes.
func newPairTable(n int) pairTable {
	if n <= memoCubes {
		return pairTable{flat: make([]uint8, n*n)}
	}
	return pairTable{big: map[[2]int]uint8{}}
}

// get is the byte of cubes i and j of an arena of n cubes; the caller
// holds the memo's mutex.
func (t *pairTable) get(i, j, n int) uint8 {
	if t.flat != nil {
		return t.flat[i*n+j]
	}
	return t.big[[2]int{i, j}]
}

// set stores the byte of cubes i and j; the caller holds the mutex.
func (t *pairTable) set(i, j, n int, v uint8) {
	if t.flat != nil {
		t.flat[i*n+j] = v
	} else {
		t.big[[2]int{i, j}] = v
	}
}

// remembered is the byte of table t for cubes from and to, worked out
// with work (which returns it, never 0) the first time.
func (m *searchMemo) remembered(t *pairTable, from, to world.Pos, work func() uint8) uint8 {
	i, j := m.arena.Index(from), m.arena.Index(to)
	if i < 0 || j < 0 {
		return work()
	}
	m.mu.Lock()
	v := t.get(i, j, m.cubes)
	m.mu.Unlock()
	if v != 0 {
		return v
	}
	v = work()
	m.mu.Lock()
	t.set(i, j, m.cubes, v)
	m.mu.Unlock()
	return v
}

// ownCubeCover is Arena.OwnCubeCover between two standing models,
// remembered.
func (m *searchMemo) ownCubeCover(from, to world.Pos) bool {
	v := m.remembered(&m.cover, from, to, func() uint8 {
		if m.arena.OwnCubeCover(from, false, to, false) {
			return 2
		}
		return 1
	})
	return v == 2
}

// sight is how well a standing model in cube from sees one in cube to
// (world.Arena.LineOfSight, which the arena remembers).
func (g *Game) sight(from, to world.Pos) world.Sight {
	return g.arena.LineOfSight(from, false, to, false)
}
