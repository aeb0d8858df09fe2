package ai

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

// scenarioYard is a 5x3 yard: blue deploys west, red east; the red flag's
// home is 4,0,0.
const scenarioYard = `arena Yard
size 5 3 1
level 0
+--+--+--+--+--+
|#b #  #  #  #r|
+  +  +  +  +  +
|#B #  #  #  #R|
+  +  +  +  +  +
|#b #  #  #  #r|
+--+--+--+--+--+
`

// The computer players play for the objective (RULES-SCENARIOS.md
// "Computer players"): with the enemy flag or the ball within a move, Easy
// and Normal take it in this activation (Normal shoots first, then moves).
func TestPlayersTakeTheObjective(t *testing.T) {
	for _, c := range []struct {
		scenario string
		objs     string
	}{
		{"ctf", `[{"kind":"flag","team":"blue","pos":"0,0,0"},{"kind":"flag","team":"red","pos":"4,0,0"}]`},
		{"oddball", `[{"kind":"ball","pos":"4,0,0"}]`},
	} {
		pos := map[string]any{
			"arena": "yard", "arena_text": scenarioYard, "scenario": c.scenario, "to_move": "blue",
			"active": "blue.1",
			"models": []map[string]any{
				{"id": "blue.1", "unit": "operator", "pos": "2,0,0"},
				{"id": "red.1", "unit": "operator", "pos": "4,2,0", "activated": true},
			},
			"objectives": json.RawMessage(c.objs),
		}
		data, _ := json.Marshal(pos)
		for _, level := range []string{"easy", "normal"} {
			g, err := flashpoint.NewRuleset().LoadPosition(data)
			if err != nil {
				t.Fatal(err)
			}
			p, _ := New(level, 1)
			picked := false
			var chosen []string
			for step := 0; step < 6 && g.ToMove() == rules.Blue && !picked; step++ {
				a, err := p.Choose(context.Background(), g)
				if err != nil {
					t.Fatal(err)
				}
				chosen = append(chosen, a.Text())
				events, err := g.Apply(a)
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range events {
					picked = picked || e.Kind == "objective-pickup"
				}
			}
			if !picked {
				t.Errorf("%s %s: chose %q and took nothing", c.scenario, level, chosen)
			}
		}
	}
}
