package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// EvalCommandDie is what an unspent command die is worth to its side in
// Evaluate (in kills): a little, so that a search spends dice when they
// buy more than that and keeps them otherwise.
const EvalCommandDie = 0.05

// commandWorth is blue's unspent command dice against red's, for
// Evaluate. Command dice are public, so the evaluation may read them.
func (g *Game) commandWorth() float64 {
	if !g.cmd.On {
		return 0
	}
	return EvalCommandDie * float64(g.unspentTotal(rules.Blue)-g.unspentTotal(rules.Red))
}
