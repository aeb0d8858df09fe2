package urban

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// TestEveryTextHasAMessage plays random games of every scenario on both
// arenas the ruleset fits (UF-GEN-2), each crew against each crew, and
// checks that every text the ruleset words (events, prompt, phase, notes,
// the Event panel, model cards and marks) carries a message of the
// translation files that fills to exactly that English text (issue 17).
func TestEveryTextHasAMessage(t *testing.T) {
	rs := NewRuleset()
	ids := rs.Rosters()
	var total rulestest.MessageCount
	seed := uint64(0)
	for _, arena := range []string{"streets", "underhive"} {
		for _, sc := range rs.Scenarios() {
			for k := range 4 * len(ids) {
				seed++
				blue, red := ids[k%len(ids)], ids[(k+1+k/len(ids))%len(ids)]
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
