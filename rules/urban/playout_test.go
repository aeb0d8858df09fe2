package urban

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Random games on every shipped arena and in both scenarios end within
// maxSteps, and the invariants hold after every action (checkInvariants):
// the random-playout invariant test.
func TestRandomPlayouts(t *testing.T) {
	rs := newRuleset(t)
	seeds := 5
	if testing.Short() {
		seeds = 2
	}
	for _, arena := range testArenas {
		for _, sc := range rs.Scenarios() {
			for seed := range uint64(seeds) {
				s := rs.DefaultSetup(arena)
				s.Scenario = sc
				if seed%2 == 1 {
					s.Rosters[0], s.Rosters[1] = s.Rosters[1], s.Rosters[0]
				}
				g, err := rs.NewGame(s, seed)
				if err != nil {
					t.Fatal(err)
				}
				check := func(rules.Game) error { return checkInvariants(rs, g) }
				rulestest.Playout(t, g, seed+1000, maxSteps, check, fmt.Sprintf("%s %s seed %d", arena, sc, seed))
				t.Logf("%s %s seed %d: round %d, %+v", arena, sc, seed, g.Round(), g.Result())
			}
		}
	}
}

// Random games of crews built with every template's spells (UF-TPL-1:
// the Triple blade, the enlarged AOE, Spray and blade) keep the
// invariants after every action, damage windows included (UF-DICE-4).
func TestRandomPlayoutsWithTemplates(t *testing.T) {
	rs := newRuleset(t)
	spec := rules.RosterSpec{ID: "blades", Name: "Blades", Limit: 100, Models: []rules.ModelSpec{
		{Unit: "adept", Gear: []string{"knife", "blade-storm", "whirling-blades"}},
		{Unit: "adept", Gear: []string{"knife", "thunderclap", "inferno"}},
		{Unit: "hedge-witch", Gear: []string{"knife", "blade-storm", "flame-jet"}},
		{Unit: "warden", Gear: []string{"axe"}},
	}}
	if rep := rs.CheckRoster(spec); !rep.OK() {
		t.Fatalf("the crew is refused: %+v", rep.Problems)
	}
	text := string(rs.FormatRoster(spec))
	for seed := range uint64(2) {
		s := rs.DefaultSetup(testArenas[0])
		s.RosterTexts = []string{text, text}
		g, err := rs.NewGame(s, seed)
		if err != nil {
			t.Fatal(err)
		}
		check := func(rules.Game) error { return checkInvariants(rs, g) }
		rulestest.Playout(t, g, seed+2000, maxSteps, check, fmt.Sprintf("templates seed %d", seed))
	}
}
