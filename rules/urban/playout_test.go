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
