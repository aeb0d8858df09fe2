package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// BenchmarkRandomGame plays whole Skirmish games on the underhive with the
// default gangs, every decision a uniformly random legal action: the
// engine's cost of a game (Legal and Apply).
func BenchmarkRandomGame(b *testing.B) {
	rs := NewRuleset()
	setup := rs.DefaultSetup("underhive")
	rulestest.BenchRandomGames(b, func(seed uint64) (*Game, error) { return rs.NewGame(setup, seed) })
}

// BenchmarkLegal lists the legal actions of a fighter activating on the
// underhive.
func BenchmarkLegal(b *testing.B) {
	rs := NewRuleset()
	g, err := rs.NewGame(rs.DefaultSetup("underhive"), 1)
	if err != nil {
		b.Fatal(err)
	}
	for g.st.Active < 0 {
		if _, err := g.ApplyIndex(0); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		g.legal = nil
		_ = g.Legal()
	}
}
