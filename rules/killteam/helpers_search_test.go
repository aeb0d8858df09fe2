package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// randomPositions plays seeded random games on every test arena and
// returns copies of the positions met every few actions, finished games
// included.
func randomPositions(t *testing.T, seeds, every int) []*Game {
	t.Helper()
	rs := newRuleset(t)
	var out []*Game
	for _, arena := range testArenas {
		for seed := range uint64(seeds) {
			g, err := rs.NewGame(rs.DefaultSetup(arena), seed)
			if err != nil {
				t.Fatal(err)
			}
			pick := rules.NewRNG(seed + 500)
			for step := 0; !g.Over() && step < maxSteps; step++ {
				if step%every == 0 {
					out = append(out, g.clone())
				}
				legal := g.Legal()
				if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			out = append(out, g.clone())
		}
	}
	return out
}
