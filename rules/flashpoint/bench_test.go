package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
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

func BenchmarkApply(b *testing.B) { benchApply(b, false) }

// benchApply applies each legal action of a mid-game position in turn, on
// a clone, loud or quiet (SetQuiet).
func benchApply(b *testing.B, quiet bool) {
	g := benchGame(b)
	g.SetQuiet(quiet)
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
// arena (target: under 2 ms), reading the legal actions without copying
// them (legalActions).
func BenchmarkRandomGame(b *testing.B) { benchRandomGames(b, loud) }

// eventMode is how much of its events a benchmark's game builds.
type eventMode int

const (
	loud   eventMode = iota // events with text
	quiet                   // events without text (SetQuiet)
	silent                  // no events (SetSilent)
)

// benchRandomGames plays BenchmarkRandomGame's games in the given mode.
func benchRandomGames(b *testing.B, mode eventMode) {
	rs := NewRuleset()
	setup := rs.DefaultSetup("standard")
	rulestest.BenchRandomGames(b, func(seed uint64) (*Game, error) {
		g, err := rs.NewGame(setup, seed)
		if err == nil {
			g.SetQuiet(mode == quiet)
			g.SetSilent(mode == silent)
		}
		return g, err
	})
}

// BenchmarkRandomGameQuiet is BenchmarkRandomGame on quiet games
// (SetQuiet), as a computer player's search and a simulation that records
// nothing play them: the events carry no text.
func BenchmarkRandomGameQuiet(b *testing.B) { benchRandomGames(b, quiet) }

// BenchmarkRandomGameSilent is BenchmarkRandomGame on silent games
// (SetSilent), as a random playout plays them: no events at all.
func BenchmarkRandomGameSilent(b *testing.B) { benchRandomGames(b, silent) }

// BenchmarkApplyQuiet is BenchmarkApply on a quiet game (SetQuiet).
func BenchmarkApplyQuiet(b *testing.B) { benchApply(b, true) }
