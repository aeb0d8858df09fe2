package firepower

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Random games on every shipped arena and in both scenarios end within
// maxSteps, and the invariants hold after every action (checkInvariants).
func TestRandomPlayouts(t *testing.T) {
	rs := newRuleset(t)
	seeds := 6
	if testing.Short() {
		seeds = 2
	}
	for _, arena := range testArenas {
		for _, sc := range rs.Scenarios() {
			for seed := range uint64(seeds) {
				s := rs.DefaultSetup(arena)
				s.Scenario = sc
				g := playout(t, rs, s, seed)
				t.Logf("%s %s seed %d: turn %d, %+v", arena, sc, seed, g.Round(), g.Result())
			}
		}
	}
}

// playout plays a random game to its end, checking the invariants after
// every action and that an illegal action is refused (rulestest.Playout).
func playout(t *testing.T, rs *Ruleset, s rules.Setup, seed uint64) *Game {
	t.Helper()
	g, err := rs.NewGame(s, seed)
	if err != nil {
		t.Fatal(err)
	}
	check := func(rules.Game) error { return checkInvariants(rs, g) }
	rulestest.Playout(t, g, seed+1000, maxSteps, check, fmt.Sprintf("%s seed %d", s.Arena, seed))
	return g
}

// Every action a game offers is described for a screen (rules.Describer)
// and every attack is forecast; Evaluate is symmetric.
func TestEveryActionDescribed(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("beginner"), 5)
	if err != nil {
		t.Fatal(err)
	}
	pick := rules.NewRNG(5)
	for steps := 0; !g.Over() && steps < maxSteps; steps++ {
		for _, a := range g.Legal() {
			if h, ok := g.Describe(a); !ok || h.Title == "" {
				t.Fatalf("%s is not described", a.Text())
			}
			attack := a.Kind == "fire" || a.Kind == "grenade" || a.Kind == "melee"
			if _, ok := g.Forecast(a); ok != attack {
				t.Fatalf("%s: forecast %v", a.Text(), ok)
			}
		}
		if v := g.Evaluate(rules.Blue); v != -g.Evaluate(rules.Red) {
			t.Fatalf("Evaluate is not symmetric: %v", v)
		}
		legal := g.Legal()
		if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}
