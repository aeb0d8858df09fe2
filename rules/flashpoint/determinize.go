package flashpoint

import (
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Determinize returns a copy of the game for a computer player to search
// (rules.Determinizer; fair play, DESIGN section 3). Everything a player at
// the table cannot know is replaced:
//
//   - the future of the dice: the copy's generator is re-seeded from seed,
//     and the seed the game started from is forgotten (with it and the
//     actions played, the real generator could be rebuilt);
//   - the weapon-drop supply: which power weapons are left is public (every
//     power weapon not on the board or in a hand), and which one drops next
//     is decided by the dice; the copy keeps the supply sorted, so two
//     states that listed it in different orders determinize alike.
//
// A dice source set by SetDice is not carried over. The game itself is not
// changed.
//   - the face-down item tokens: what lies under each is re-drawn from the
//     tokens and the stack together, with the copy's new dice.
//
// The copy plays exactly like the game (every rules.Game method is the
// game's own) and evaluates like it, faster: it and every copy made from
// it remember the sight between cubes, so they must stay on one goroutine.
// It is not a *Game.
func (g *Game) Determinize(seed uint64) rules.Game {
	return &searchCopy{Game: g.determinized(seed), memo: newSearchMemo()}
}

// determinized is a plain copy of the game with its hidden information
// re-drawn (see Determinize).
func (g *Game) determinized(seed uint64) *Game {
	c := g.clone()
	c.rng = rules.RNG{State: seed}
	c.seed = seed
	slices.Sort(c.supply)
	c.redrawItems(seed)
	c.invalidate()
	return c
}
