package main

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// Random rosters of every ruleset with a roster builder keep every limit
// of the builder, most seeds build one, they vary, and the game plays each
// from its text: the soak plays with built rosters (randomRoster).
func TestRandomRosters(t *testing.T) {
	// The fewest of 60 seeds that must build a roster; where a ruleset's
	// limits leave the random builder more dead ends, fewer.
	minBuilt := map[string]int{"flashpoint": 50}
	reg := all.Registry()
	tested := 0
	for _, name := range reg.Names() {
		r, err := reg.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		b, ok := r.(rules.RosterBuilder)
		if !ok {
			continue
		}
		tested++
		units := map[string]bool{}
		built := 0
		for seed := uint64(1); seed <= 60; seed++ {
			spec, ok := randomRoster(b, rules.NewRNG(seed), "x")
			if !ok {
				continue
			}
			built++
			if rep := b.CheckRoster(spec); !rep.OK() {
				t.Fatalf("%s seed %d: %+v breaks %v", name, seed, spec, rep.Problems)
			}
			for _, m := range spec.Models {
				units[m.Unit] = true
			}
			s := r.DefaultSetup(simArena(r))
			s.RosterTexts = []string{string(b.FormatRoster(spec)), ""}
			if _, err := r.New(s, seed); err != nil {
				t.Fatalf("%s seed %d: %v\n%s", name, seed, err, s.RosterTexts[0])
			}
		}
		t.Logf("%s: %d of 60 random rosters built, of %d units", name, built, len(units))
		if want := max(minBuilt[name], 30); built < want {
			t.Errorf("%s: only %d of 60 random rosters were built, want %d", name, built, want)
		}
		if n := len(b.RosterCatalog().Units); len(units) < n {
			t.Errorf("%s: 60 random rosters used %d of the %d units", name, len(units), n)
		}
	}
	if tested < 3 {
		t.Errorf("%d rulesets build rosters, want 3 or more", tested)
	}
}
