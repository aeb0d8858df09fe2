package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Every event of a game, in every scenario, carries a message that fills
// in English to exactly its text (issue 17: the ruleset's words reach the
// screen in the player's language; the English stays byte for byte).
func TestEventsCarryMessages(t *testing.T) {
	rs := NewRuleset()
	for _, sc := range rs.Scenarios() {
		for seed := uint64(1); seed <= 3; seed++ {
			setup := rs.DefaultSetup("standard")
			setup.Scenario = sc
			g, err := rs.New(setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			n := rulestest.CheckMessages(t, g, seed, maxSteps, false)
			if n.With == 0 {
				t.Errorf("%s seed %d: no text carried a message", sc, seed)
			}
		}
	}
}
