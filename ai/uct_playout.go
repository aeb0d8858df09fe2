package ai

import (
	"math"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// uctPlayoutCap is the most actions a UCT playout plays before it is
// scored where it stands (uctReward): a random Flashpoint game on the
// standard arena lasts some 350 actions, and playing each to its end
// would make a decision of uctIterations playouts take seconds.
const uctPlayoutCap = 100

// uctEvalScale is the squashing of a position's value at a capped
// playout: a lead of v kills (rules.Evaluator) scores 1/(1+e^(-v/uctEvalScale))
// for the seat that has it, so a lead of one kill scores 0.62 and one of
// four 0.88.
const uctEvalScale = 2.0

// uctCheckEvery is how many playout actions go between two looks at the
// clock.
const uctCheckEvery = 16

// playout plays uniformly random legal actions on g, drawn from rng, until
// the game ends or uctPlayoutCap actions are played, and returns the
// reward for the blue seat (uctReward). ok is false when the clock ran
// out first.
func playout(g rules.Game, rng *rules.RNG, clk *clock) (blue float64, ok bool, err error) {
	for i := 0; i < uctPlayoutCap && !g.Over(); i++ {
		if i%uctCheckEvery == uctCheckEvery-1 && clk.out() {
			return 0, false, nil
		}
		n := rules.NumLegal(g)
		if _, err := rules.ApplyIndex(g, rng.Intn(n)); err != nil {
			return 0, false, err
		}
	}
	return uctReward(g), true, nil
}

// uctReward is what position g is worth to the blue seat, in [0,1]: 1 for
// a won game, 0 for a lost one, 1/2 for a draw; a game still running is
// valued by the game's evaluation squashed to (0,1) (uctEvalScale), or as
// a draw in a game without one. The red seat's reward is 1 less it.
func uctReward(g rules.Game) float64 {
	if g.Over() {
		switch g.Result().Winner {
		case rules.Blue:
			return 1
		case rules.Red:
			return 0
		}
		return 0.5
	}
	if e, ok := g.(rules.Evaluator); ok {
		return 1 / (1 + math.Exp(-e.Evaluate(rules.Blue)/uctEvalScale))
	}
	return 0.5
}
