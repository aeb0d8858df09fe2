package ai

import (
	"context"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

// Issue "The computer does not waste actions": within one activation a
// computer player never comes back to a position it has been at (it
// dropped a Sniper Rifle and picked it straight back up; in four games
// between two Normal players five of seven weapon drops were undone so).
// The search leaves out lines that reach a position the long way round
// (roundabout) and charges every action a little (lineCost).
func TestNormalDoesNotComeBack(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	r := flashpoint.NewRuleset()
	decisions, drops := 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := r.New(rules.Setup{Arena: "standard", Scenario: "slayer", Rosters: [2]string{"vanguard", "iron-wolves"}}, seed)
		if err != nil {
			t.Fatal(err)
		}
		players := [2]Player{NewNormal(seed*3, Options{}), NewNormal(seed*3+1, Options{})}
		var been map[uint64]string
		for step := 0; step < 3000 && !g.Over(); step++ {
			if been == nil {
				been = map[uint64]string{}
			}
			h := g.(rules.PositionHasher).PositionHash()
			a, err := players[g.ToMove()].Choose(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			if prev, ok := been[h]; ok {
				t.Errorf("game %d, action %d: %s came back to the position it left with %q", seed, step, a.Seat, prev)
			}
			been[h] = a.Text()
			decisions++
			if a.Kind == "drop" {
				drops++
			}
			ev, err := g.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			if endsTurn(ev) {
				been = nil
			}
		}
	}
	t.Logf("%d decisions, %d weapons dropped", decisions, drops)
}
