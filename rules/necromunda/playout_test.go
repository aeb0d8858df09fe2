package necromunda

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Random games on every shipped arena end within maxSteps, and the
// invariants hold after every action (checkInvariants).
func TestRandomPlayouts(t *testing.T) {
	rs := newRuleset(t)
	seeds := 8
	if testing.Short() {
		seeds = 2
	}
	for _, arena := range testArenas {
		for seed := range uint64(seeds) {
			g := playout(t, rs, rs.DefaultSetup(arena), seed)
			t.Logf("%s seed %d: round %d, %+v", arena, seed, g.Round(), g.Result())
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

// Every action a game offers is described for a screen (rules.Describer).
func TestEveryActionDescribed(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("tower"), 5)
	if err != nil {
		t.Fatal(err)
	}
	pick := rules.NewRNG(5)
	for steps := 0; !g.Over() && steps < maxSteps; steps++ {
		for _, a := range g.Legal() {
			if h, ok := g.Describe(a); !ok || h.Title == "" {
				t.Fatalf("%s is not described", a.Text())
			}
		}
		legal := g.Legal()
		if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if v := g.Evaluate(rules.Blue); v != -g.Evaluate(rules.Red) {
		t.Fatalf("Evaluate is not symmetric: %v", v)
	}
}

// Random games of Scavenge (two caskets each, credits first) end on every
// shipped arena with the invariants holding.
func TestRandomPlayoutsScavenge(t *testing.T) {
	rs := newRuleset(t)
	for _, arena := range testArenas {
		for seed := range uint64(3) {
			s := rs.DefaultSetup(arena)
			s.Scenario = ScenarioScavenge
			g := playout(t, rs, s, seed+20)
			if len(g.st.Caskets) > 4 {
				t.Fatalf("%d caskets", len(g.st.Caskets))
			}
			t.Logf("%s seed %d: round %d, %+v", arena, seed, g.Round(), g.Result())
		}
	}
}

// A fighter's card names its weapons plainly: ranges, strength (a melee
// weapon's as the user's), thrown grenades.
func TestCardWeaponLines(t *testing.T) {
	rs := newRuleset(t)
	for _, c := range []struct{ id, want string }{
		{"knife", "Knife melee S as user AP-1 D1"},
		{"heavy-club", "Heavy Club melee S user+1 AP0 D2"},
		{"frag-grenade", "Frag Grenade thrown S×3\" S3 AP0 D1 · Grenade, Blast 3\""},
		{"autogun", "Autogun 8\"/24\" S3 AP0 D1 · Rapid Fire 1"},
	} {
		w, _ := rs.data.Weapon(c.id)
		if got := weaponLine(w); got != c.want {
			t.Errorf("%s: %q, want %q", c.id, got, c.want)
		}
	}
}
