package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
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
			g, err := rs.NewGame(rs.DefaultSetup(arena), seed)
			if err != nil {
				t.Fatal(err)
			}
			if err := checkInvariants(rs, g); err != nil {
				t.Fatalf("%s seed %d at the start: %v", arena, seed, err)
			}
			pick := rules.NewRNG(seed + 1000)
			steps := 0
			for ; !g.Over() && steps < maxSteps; steps++ {
				legal := g.Legal()
				a := legal[pick.Intn(len(legal))]
				if _, err := g.Apply(a); err != nil {
					t.Fatalf("%s seed %d step %d: %s: %v", arena, seed, steps, a.Text(), err)
				}
				if err := checkInvariants(rs, g); err != nil {
					t.Fatalf("%s seed %d step %d after %s: %v", arena, seed, steps, a.Text(), err)
				}
				if steps%16 == 0 && !g.Over() {
					if err := checkRefusal(g); err != nil {
						t.Fatalf("%s seed %d step %d: %v", arena, seed, steps, err)
					}
				}
			}
			if !g.Over() {
				t.Fatalf("%s seed %d: not over after %d steps", arena, seed, steps)
			}
			if _, err := g.Apply(rules.Action{Kind: "pass"}); err == nil {
				t.Fatalf("%s seed %d: a finished game took an action", arena, seed)
			}
			t.Logf("%s seed %d: %d steps, round %d, %+v", arena, seed, steps, g.Round(), g.Result())
		}
	}
}
