package ai

import (
	"context"
	"testing"
)

// benchmarkLevel times one decision of a level, with its default budget,
// on each saved mid-game position.
func benchmarkLevel(b *testing.B, name string) {
	for _, sp := range savedPositions {
		b.Run(sp.name, func(b *testing.B) {
			g := loadPosition(b, sp.name)
			p, err := New(name, 1)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := p.Choose(context.Background(), g); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkEasy(b *testing.B)   { benchmarkLevel(b, "easy") }
func BenchmarkNormal(b *testing.B) { benchmarkLevel(b, "normal") }
func BenchmarkHard(b *testing.B)   { benchmarkLevel(b, "hard") }

// BenchmarkUCTDecision times one decision of the UCT baseline (its full
// uctIterations iterations) on each saved position: Slayer on the
// standard arena.
func BenchmarkUCTDecision(b *testing.B) { benchmarkLevel(b, "uct") }
