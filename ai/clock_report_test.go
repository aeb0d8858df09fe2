package ai

import (
	"context"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

// A match reports the decisions the think budget cut short, by seat: none
// when work ends every search, some when the budget is a nanosecond.
func TestMatchCountsDecisionsCutShort(t *testing.T) {
	rs := flashpoint.NewRuleset()
	for _, c := range []struct {
		budget time.Duration
		cut    bool
	}{{time.Minute, false}, {time.Nanosecond, true}} {
		g, err := rs.New(rs.DefaultSetup("beginner"), 3)
		if err != nil {
			t.Fatal(err)
		}
		players := [2]Player{NewNormal(1, Options{Budget: c.budget}), NewRandom(2)}
		st, err := PlayMatch(context.Background(), g, players, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		if st.TimedOut[rules.Red] != 0 {
			t.Errorf("the random player has no clock, yet %d decisions were cut short", st.TimedOut[rules.Red])
		}
		if got := st.TimedOut[rules.Blue]; (got > 0) != c.cut || got > st.Decisions[rules.Blue] {
			t.Errorf("budget %v: %d of %d decisions cut short", c.budget, got, st.Decisions[rules.Blue])
		}
	}
}
