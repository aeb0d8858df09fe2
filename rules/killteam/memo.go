package killteam

import (
	"sync"

	"github.com/flashpoint-arena/flashpoint/world"
)

// searchMemo is what a Determinize copy and every copy made from it
// (Clone, Determinize) share, so that a computer player's search plays and
// values positions faster: the sight between cubes (it depends only on
// the arena), what the evaluation reads of the setup (each model's worth
// and weapons, the objectives) and the harm of attacks (exact odds, by
// weapon and target). Everything in it is
// worked out from the setup and never changes the play; a mutex guards
// it, so copies may be used on several goroutines.
type searchMemo struct {
	mu    sync.Mutex
	arena *world.Arena
	cubes int
	sight []uint8              // by from·cubes+to: 0 unknown, else Sight+1
	big   map[[2]int]uint8     // the same for arenas too big for the slice
	harm  map[harmKey]harmOdds // expected harm of attacks (harm.go)
	// static is what the evaluation reads of the setup (evalStatic); nil
	// until worked out.
	static *evalStatic
}

// memoCubes bounds the arenas whose sight memo is a flat slice
// (cubes² bytes).
const memoCubes = 400

// newSearchMemo returns an empty memo for arena a.
func newSearchMemo(a *world.Arena) *searchMemo {
	m := &searchMemo{arena: a, cubes: a.Cubes(), harm: map[harmKey]harmOdds{}}
	if m.cubes <= memoCubes {
		m.sight = make([]uint8, m.cubes*m.cubes)
	} else {
		m.big = map[[2]int]uint8{}
	}
	return m
}

// lineOfSight is Arena.LineOfSight between two standing models,
// remembered.
func (m *searchMemo) lineOfSight(from, to world.Pos) world.Sight {
	i, j := m.arena.Index(from), m.arena.Index(to)
	if i < 0 || j < 0 {
		return m.arena.LineOfSight(from, false, to, false)
	}
	m.mu.Lock()
	var v uint8
	if m.sight != nil {
		v = m.sight[i*m.cubes+j]
	} else {
		v = m.big[[2]int{i, j}]
	}
	m.mu.Unlock()
	if v != 0 {
		return world.Sight(v - 1)
	}
	s := m.arena.LineOfSight(from, false, to, false)
	m.mu.Lock()
	if m.sight != nil {
		m.sight[i*m.cubes+j] = uint8(s) + 1
	} else {
		m.big[[2]int{i, j}] = uint8(s) + 1
	}
	m.mu.Unlock()
	return s
}

// sight is how well a standing model in cube from sees one in cube to
// (world.Arena.LineOfSight), through the search memo when the game has
// one.
func (g *Game) sight(from, to world.Pos) world.Sight {
	if g.memo != nil {
		return g.memo.lineOfSight(from, to)
	}
	return g.arena.LineOfSight(from, false, to, false)
}
