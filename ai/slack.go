package ai

import (
	"math"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// easySlack is Easy's slack in a game whose turns are single actions
// (rules.Pacer), in the evaluation's units (kills): an action valued this
// much below the best is taken about 1/e times as often as the best. One
// ply ahead is a whole turn there, which made Easy search as far as
// Normal's core and play nearly as well (README.md, "Kill Team"); with the
// slack it plays as a beginner does, taking a good-looking action rather
// than always the best, and never one far worse.
const easySlack = 0.1

// slackSalt separates the draw among near-best actions from the other
// seeds of a decision.
const slackSalt = 0x51acc0ffee5eed00

// pickWithSlack takes one of opts (valued from one ply, quick) at random:
// each with a weight of exp(−(best − quick)/slack), so the best is the
// likeliest and an action far below it all but never taken. The draw
// comes from seed alone, so a decision replays from its seed. It returns
// nil when opts is empty.
func pickWithSlack(opts []option, slack float64, seed uint64) *option {
	if len(opts) == 0 {
		return nil
	}
	best := opts[0].quick
	for i := range opts {
		best = max(best, opts[i].quick)
	}
	weights := make([]float64, len(opts))
	total := 0.0
	for i := range opts {
		weights[i] = math.Exp((opts[i].quick - best) / slack)
		total += weights[i]
	}
	r := rules.RNG{State: seed ^ slackSalt}
	x := float64(r.Next()>>11) / (1 << 53) * total
	for i := range opts {
		x -= weights[i]
		if x < 0 {
			return &opts[i]
		}
	}
	return &opts[len(opts)-1]
}
