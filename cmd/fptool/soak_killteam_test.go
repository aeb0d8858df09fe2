package main

import (
	"context"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The soak plays Kill Team's every mission on every shipped arena: 6
// games of random players cover the 2 missions on the 3 arenas, every
// state checked and every game replayed.
func TestSoakKillTeamMissions(t *testing.T) {
	r, err := ruleset("killteam")
	if err != nil {
		t.Fatal(err)
	}
	cfg := soakConfig{seed: 1, games: 6, workers: 2, players: []string{"random"}, effort: 1}
	played := soak(context.Background(), r, cfg, func() {})
	seen := map[string]bool{}
	for _, g := range played {
		if g.err != nil {
			t.Errorf("seed %d: %s on %s: %v", g.seed, g.scenario, g.arena, g.err)
		}
		seen[g.scenario+" on "+g.arena] = true
	}
	if want := len(r.Scenarios()) * 3; len(seen) != want || want != 6 {
		t.Errorf("%d mission and arena pairs played, want %d: %v", len(seen), want, seen)
	}
}

// Random kill teams keep every limit, and most seeds build one; the game
// plays each from its text.
func TestRandomKillTeams(t *testing.T) {
	r, err := ruleset("killteam")
	if err != nil {
		t.Fatal(err)
	}
	b := r.(rules.RosterBuilder)
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
		s := r.DefaultSetup("beginner")
		s.RosterTexts = []string{string(b.FormatRoster(spec)), ""}
		if _, err := r.New(s, seed); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, s.RosterTexts[0])
		}
	}
	t.Logf("%d of 60 random kill teams built", built)
	if built < 30 {
		t.Errorf("only %d of 60 random kill teams were built", built)
	}
}
