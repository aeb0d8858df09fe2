package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// BenchmarkRandomGame plays whole Skirmish games on the standard arena with
// the default kill teams, the deployment included, every decision a
// uniformly random legal action: the engine's cost of a game (Legal and
// Apply), as Flashpoint's benchmark of the same name measures it.
func BenchmarkRandomGame(b *testing.B) {
	benchRandomGames(b, false)
}

// benchRandomGames plays BenchmarkRandomGame's games, loud or quiet.
func benchRandomGames(b *testing.B, quiet bool) {
	rs := NewRuleset()
	setup := rs.DefaultSetup("standard")
	rulestest.BenchRandomGames(b, func(seed uint64) (*Game, error) {
		g, err := rs.NewGame(setup, seed)
		if err == nil {
			g.SetQuiet(quiet)
		}
		return g, err
	})
}

// BenchmarkRandomGameQuiet is BenchmarkRandomGame on quiet games
// (SetQuiet), as a computer player's search plays them.
func BenchmarkRandomGameQuiet(b *testing.B) { benchRandomGames(b, true) }
