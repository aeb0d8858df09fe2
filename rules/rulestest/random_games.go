package rulestest

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// BenchRandomGames is a ruleset's RandomGame benchmark: each iteration
// starts a game with newGame (seeds 1, 2, …) and plays it to the end, every
// decision a uniformly random one of its legal actions, drawn from a
// generator seeded like the game and applied by its index
// (rules.NumLegal, rules.ApplyIndex). It reports the decisions a game
// took.
func BenchRandomGames[G rules.Game](b *testing.B, newGame func(seed uint64) (G, error)) {
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
			if _, err := rules.ApplyIndex(g, pick.Intn(rules.NumLegal(g))); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.ReportMetric(float64(steps)/float64(b.N), "decisions/game")
}
