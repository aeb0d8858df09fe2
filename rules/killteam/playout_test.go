package killteam

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Random games on every shipped arena and many seeds end within maxSteps,
// and the invariants hold after every action (checkInvariants).
func TestRandomPlayouts(t *testing.T) {
	rs := newRuleset(t)
	seeds := 12
	if testing.Short() {
		seeds = 3
	}
	for _, arena := range testArenas {
		for seed := range uint64(seeds) {
			g := playout(t, rs, rs.DefaultSetup(arena), seed)
			t.Logf("%s seed %d: round %d, %+v", arena, seed, g.Round(), g.Result())
		}
	}
}

// playout plays a random game of setup s with seed to its end, checking
// the invariants after every action (checkInvariants) and that illegal
// actions are refused (rulestest.Playout), and returns the finished game.
func playout(t *testing.T, rs *Ruleset, s rules.Setup, seed uint64) *Game {
	t.Helper()
	g, err := rs.NewGame(s, seed)
	if err != nil {
		t.Fatal(err)
	}
	check := func(rules.Game) error { return checkInvariants(rs, g) }
	rulestest.Playout(t, g, seed+1000, maxSteps, check, fmt.Sprintf("%s %v seed %d", s.Arena, s.Rosters, seed))
	return g
}

// Random games of every pairing of shipped rosters (the psyker's Ember
// Choir among them, so the Psychic phase is played, KT-PSY-1..7) end
// within maxSteps with the invariants holding.
func TestRandomPlayoutsEveryRoster(t *testing.T) {
	rs := newRuleset(t)
	seeds := 2
	if testing.Short() {
		seeds = 1
	}
	ids := rs.Rosters()
	for _, blue := range ids {
		for _, red := range ids {
			for seed := range uint64(seeds) {
				s := rs.DefaultSetup("standard")
				s.Rosters = [2]string{blue, red}
				g := playout(t, rs, s, seed+50)
				t.Logf("%s against %s seed %d: round %d, %+v", blue, red, seed, g.Round(), g.Result())
			}
		}
	}
}
