package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// Determinize returns a copy of the game for a computer player to search
// (rules.Determinizer; fair play, DESIGN section 3). Kill Team hides
// nothing from the players, so only the future of the dice is replaced:
// the copy's generator is re-seeded from seed and the seed the game
// started from is forgotten (with it and the actions played, the real
// generator could be rebuilt). A dice source set by SetDice is not carried
// over. The position is the game's own (PositionHash is equal) and the
// game itself is not changed.
//
// The copy and every copy made from it share a search memo (memo.go):
// sight between cubes and the odds of attacks, remembered, so that a
// search plays and values positions faster.
func (g *Game) Determinize(seed uint64) rules.Game {
	c := g.clone()
	c.st.RNG = rules.RNG{State: seed}
	c.seed = seed
	c.opening = nil
	if c.memo == nil {
		c.memo = newSearchMemo(g.arena)
	}
	return c
}
