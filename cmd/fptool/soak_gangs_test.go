package main

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Random gangs keep every limit of the gang builder, most seeds build
// one, and the game plays each from its text: the soak plays Necromunda
// with built gangs.
func TestRandomGangs(t *testing.T) {
	r, err := ruleset("necromunda")
	if err != nil {
		t.Fatal(err)
	}
	b, ok := r.(rules.RosterBuilder)
	if !ok {
		t.Fatal("necromunda builds no gangs")
	}
	built := 0
	for seed := uint64(1); seed <= 60; seed++ {
		spec, ok := randomRoster(b, rules.NewRNG(seed), "x")
		if !ok {
			continue
		}
		built++
		if rep := b.CheckRoster(spec); !rep.OK() {
			t.Fatalf("seed %d: %+v breaks %v", seed, spec, rep.Problems)
		}
		s := r.DefaultSetup("standard")
		s.RosterTexts = []string{string(b.FormatRoster(spec)), ""}
		if _, err := r.New(s, seed); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, s.RosterTexts[0])
		}
	}
	t.Logf("%d of 60 random gangs built", built)
	if built < 30 {
		t.Errorf("only %d of 60 random gangs were built", built)
	}
}
