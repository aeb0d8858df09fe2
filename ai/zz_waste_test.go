package ai

import (
	"context"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

func TestZZWaste(t *testing.T) {
	r := flashpoint.NewRuleset()
	waste, drops := 0, 0
	for gs := uint64(1); gs <= 4; gs++ {
		g, _ := r.New(rules.Setup{Arena: "standard", Scenario: "slayer", Rosters: [2]string{"vanguard", "iron-wolves"}}, gs)
		players := [2]Player{}
		players[0], _ = New("normal", gs*3)
		players[1], _ = New("normal", gs*3+1)
		var lastDrop rules.Action
		for step := 0; step < 3000 && !g.Over(); step++ {
			a, _ := players[g.ToMove()].Choose(context.Background(), g)
			if a.Kind == "drop" {
				drops++
				lastDrop = a
			} else if a.Kind == "pickup" && lastDrop.Actor == a.Actor && lastDrop.Weapon == a.Weapon {
				waste++
				t.Logf("game %d step %d: %s after %s", gs, step, a.Text(), lastDrop.Text())
			}
			if a.Kind == "end" || a.Kind == "activate" {
				lastDrop = rules.Action{}
			}
			g.Apply(a)
		}
	}
	t.Logf("drops %d, wasted %d", drops, waste)
}
