package rulestest

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// BenchRandomGames is a ruleset's RandomGame benchmark: each iteration
// starts a game with newGame (seeds 1, 2, …) and plays it to the end, every
// decision a uniformly random action of legal(g), drawn from a generator
// seeded like the game and applied by its index (rules.ApplyIndex). It reports the decisions a game took.
func BenchRandomGames[G rules.Game](b *testing.B, newGame func(seed uint64) (G, error), legal func(G) []rules.Action) {
	b.ReportAllocs()
	seed := uint64(0)
	steps := 0
	for b.Loop() {
		seed++
		g, err := newGame(seed)
		if err != nil {
			b.Fatal(err)
		}
		pick := rules.NewRNG(seed)
		for !g.Over() {
			acts := legal(g)
			if _, err := rules.ApplyIndex(g, pick.Intn(len(acts))); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.ReportMetric(float64(steps)/float64(b.N), "decisions/game")
}
