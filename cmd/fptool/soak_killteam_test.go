package main

import (
	"context"
	"testing"
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
