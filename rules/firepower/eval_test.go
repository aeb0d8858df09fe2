package firepower

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The evaluation's small terms for computer players: a soldier facing its
// nearest enemy is worth more than one turned away (valueFacing), and
// Movement Factors spent in the phase on anything but fire cost a little
// (valueSpent), also after the impulse has ended, so that ending it is
// never worse than spending them for nothing.
func TestEvaluateFacingAndSpent(t *testing.T) {
	value := func(facing string, spent int) float64 {
		g := position(t, open9, nil, place("blue.1 rifleman 2,0 "+facing), "red.1 rifleman 2,8 N")
		sol(t, g, "blue.1").Spent = spent
		return g.Evaluate(rules.Blue)
	}
	toward, away, side := value("S", 0), value("N", 0), value("E", 0)
	if !(toward > side && side > away) {
		t.Errorf("facing the enemy %.4f, beside %.4f, away %.4f: want them in that order", toward, side, away)
	}
	if d := toward - value("S", 2); d < 1.9*valueSpent || d > 2.1*valueSpent {
		t.Errorf("2 MF spent cost %.4f, want %.4f", d, 2*valueSpent)
	}
}
