package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// searchMemo is what a determinized copy and every copy made from it
// share, so that a computer player's search values positions faster: the
// success distributions of dice pools. (The sight between cubes is kept
// by the arena itself.) It is not safe for concurrent use; a search runs
// on one goroutine.
type searchMemo struct {
	dists distMemo
	nets  map[netKey][evalMaxHits + 1]float64 // net hits of opposed tests
}

// newSearchMemo returns an empty memo.
func newSearchMemo() *searchMemo {
	return &searchMemo{nets: map[netKey][evalMaxHits + 1]float64{}}
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
