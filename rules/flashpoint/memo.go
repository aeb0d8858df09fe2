package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// searchMemo is what a determinized copy and every copy made from it
// share, so that a computer player's search values positions faster: the
// sight between cubes (it depends only on the arena) and the success
// distributions of dice pools. It is not safe for concurrent use; a search
// runs on one goroutine.
type searchMemo struct {
	arena *world.Arena
	sight []uint8          // by (from, crouched, to, crouched) index: 0 unknown, else Sight+1
	big   map[uint32]uint8 // the same for arenas too big for the slice
	dists distMemo
	nets  map[netKey][evalMaxHits + 1]float64 // net hits of opposed tests
}

// memoCubes bounds the arenas whose sight memo is a flat slice
// ((2·cubes)² bytes).
const memoCubes = 400

// newSearchMemo returns an empty memo for arena a.
func newSearchMemo(a *world.Arena) *searchMemo {
	m := &searchMemo{arena: a, nets: map[netKey][evalMaxHits + 1]float64{}}
	if n := 2 * a.Cubes(); a.Cubes() <= memoCubes {
		m.sight = make([]uint8, n*n)
	} else {
		m.big = map[uint32]uint8{}
	}
	return m
}

// lineOfSight is Arena.LineOfSight, remembered.
func (m *searchMemo) lineOfSight(a *world.Arena, from world.Pos, fromCrouched bool, to world.Pos, toCrouched bool) world.Sight {
	i, j := a.Index(from), a.Index(to)
	if a != m.arena || i < 0 || j < 0 {
		return a.LineOfSight(from, fromCrouched, to, toCrouched)
	}
	if fromCrouched {
		i += a.Cubes()
	}
	if toCrouched {
		j += a.Cubes()
	}
	k := uint32(i*2*a.Cubes() + j)
	var v uint8
	if m.sight != nil {
		v = m.sight[k]
	} else {
		v = m.big[k]
	}
	if v != 0 {
		return world.Sight(v - 1)
	}
	s := a.LineOfSight(from, fromCrouched, to, toCrouched)
	if m.sight != nil {
		m.sight[k] = uint8(s) + 1
	} else {
		m.big[k] = uint8(s) + 1
	}
	return s
}

// searchCopy is what Determinize returns: a game for a search to play on,
// with the memo it shares with every copy made from it (Clone,
// Determinize). Everything but the evaluation is the game's own.
type searchCopy struct {
	*Game
	memo *searchMemo
}

// Clone returns an independent copy of the game sharing the memo.
func (s *searchCopy) Clone() rules.Game { return &searchCopy{Game: s.Game.clone(), memo: s.memo} }

// Determinize is Game.Determinize keeping the memo.
func (s *searchCopy) Determinize(seed uint64) rules.Game {
	return &searchCopy{Game: s.Game.determinized(seed), memo: s.memo}
}

// Evaluate is Game.Evaluate with the memo.
func (s *searchCopy) Evaluate(seat rules.Seat) float64 { return s.Game.evaluate(seat, s.memo) }
