package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// BenchmarkRandomGame plays whole Skirmish games on the standard arena with
// the default kill teams, every decision a uniformly random legal action:
// the engine's cost of a game (Legal and Apply), as Flashpoint's benchmark
// of the same name measures it.
func BenchmarkRandomGame(b *testing.B) {
	rs := NewRuleset()
	setup := rs.DefaultSetup("standard")
	b.ReportAllocs()
	seed := uint64(0)
	steps := 0
	for b.Loop() {
		seed++
		g, err := rs.NewGame(setup, seed)
		if err != nil {
			b.Fatal(err)
		}
		pick := rules.NewRNG(seed)
		for !g.Over() {
			legal := g.Legal()
			if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.ReportMetric(float64(steps)/float64(b.N), "decisions/game")
}
