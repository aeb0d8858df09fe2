package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// benchGame returns a standard-arena game a few decisions in, so Legal has
// moves and shots to list.
func benchGame(b *testing.B) *Game {
	b.Helper()
	rs := NewRuleset()
	g, err := rs.NewGame(rs.DefaultSetup("standard"), 3)
	if err != nil {
		b.Fatal(err)
	}
	pick := rules.NewRNG(3)
	for i := 0; i < 40 && !g.Over(); i++ {
		legal := g.Legal()
		if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

func BenchmarkLegal(b *testing.B) {
	g := benchGame(b)
	b.ReportAllocs()
	for b.Loop() {
		g.legalOK = false
		_ = g.legalActions()
	}
}

func BenchmarkApply(b *testing.B) {
	g := benchGame(b)
	legal := g.Legal()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		c := g.clone()
		if _, err := c.Apply(legal[i%len(legal)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

func BenchmarkClone(b *testing.B) {
	g := benchGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.clone()
	}
}

func BenchmarkHash(b *testing.B) {
	g := benchGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Hash()
	}
}

// BenchmarkRandomGame plays a full random Slayer game on the standard
// arena (target: under 2 ms).
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
			legal := g.legalActions()
			if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.ReportMetric(float64(steps)/float64(b.N), "decisions/game")
}
