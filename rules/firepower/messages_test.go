package firepower

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// TestEveryTextHasAMessage plays random games of every scenario on every
// arena with terrain (G7), each squad against another, and checks that
// every text the ruleset words (events, prompt, phase, notes, soldier
// cards and marks) carries a message of the translation files that fills
// to exactly that English text (issue 17).
func TestEveryTextHasAMessage(t *testing.T) {
	rs := NewRuleset()
	ids := rs.Rosters()
	var total rulestest.MessageCount
	seed := uint64(0)
	for _, arena := range []string{"beginner", "standard", "tower", "underhive"} {
		for _, sc := range rs.Scenarios() {
			for k, blue := range ids {
				seed++
				red := ids[(k+1)%len(ids)]
				s := rules.Setup{Arena: arena, Scenario: sc, Rosters: [2]string{blue, red}}
				t.Run(fmt.Sprintf("%s/%s/%s-%s", arena, sc, blue, red), func(t *testing.T) {
					g, err := rs.New(s, seed)
					if err != nil {
						t.Fatal(err)
					}
					n := rulestest.CheckMessages(t, g, seed, 3000, true)
					total.With, total.Without = total.With+n.With, total.Without+n.Without
					if n.With == 0 {
						t.Error("no texts checked")
					}
				})
			}
		}
	}
	t.Logf("%d texts with a message, %d without", total.With, total.Without)
}
