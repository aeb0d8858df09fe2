package main

import (
	"context"
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// The soak plays Necromunda's, Firepower's and the urban game's every scenario on every
// shipped arena the ruleset fits (rules.ArenaChecker), the underhive among them: one game of random players for
// each scenario on each arena, every state checked and every game
// replayed.
func TestSoakEveryScenario(t *testing.T) {
	for _, name := range []string{"necromunda", "firepower", "urban"} {
		t.Run(name, func(t *testing.T) {
			r, err := ruleset(name)
			if err != nil {
				t.Fatal(err)
			}
			pairs := len(r.Scenarios()) * len(rules.FittingArenas(r, assets.ArenaNames()))
			cfg := soakConfig{seed: 0, games: pairs, workers: 2, players: []string{"random"}, effort: 1}
			played := soak(context.Background(), r, cfg, func() {})
			seen := map[string]bool{}
			for _, g := range played {
				if g.err != nil {
					t.Errorf("seed %d: %s on %s: %v", g.seed, g.scenario, g.arena, g.err)
				}
				seen[g.scenario+" on "+g.arena] = true
			}
			if len(seen) != pairs {
				t.Errorf("%d scenario and arena pairs played, want %d: %v", len(seen), pairs, seen)
			}
		})
	}
}
