package firepower

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Every action's title carries its message, which fills to the English
// title, in seeded random games.
func TestActionTitlesCarryMessages(t *testing.T) {
	rs := NewRuleset()
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := rs.New(rs.DefaultSetup(""), seed)
		if err != nil {
			t.Fatal(err)
		}
		if n := rulestest.CheckActionTitles(t, g, seed, 1500); n == 0 {
			t.Fatal("no action had a title")
		}
	}
}
