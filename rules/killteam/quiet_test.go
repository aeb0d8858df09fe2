package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// TestQuietGamesPlayAlike plays every mission loud and quiet side by side:
// the same hashes and events, without words in the quiet one.
func TestQuietGamesPlayAlike(t *testing.T) {
	rs := NewRuleset()
	for _, sc := range rs.Scenarios() {
		for seed := uint64(1); seed <= 3; seed++ {
			setup := rs.DefaultSetup("standard")
			setup.Scenario = sc
			n := rulestest.CheckQuiet(t, func() (rules.Game, error) { return rs.New(setup, seed) }, seed, 5000)
			if n == 0 {
				t.Errorf("%s seed %d: no events compared", sc, seed)
			}
		}
	}
}

// TestQuietCopies checks that Clone and Determinize copies of a quiet game
// are quiet, and that the setting leaves the hash alone.
func TestQuietCopies(t *testing.T) {
	rs := NewRuleset()
	g, err := rs.NewGame(rs.DefaultSetup("standard"), 5)
	if err != nil {
		t.Fatal(err)
	}
	h := g.Hash()
	g.SetQuiet(true)
	if g.Hash() != h {
		t.Fatal("SetQuiet changed the hash")
	}
	if !g.clone().quiet {
		t.Error("a clone of a quiet game is loud")
	}
	if d, ok := g.Determinize(7).(*Game); !ok || !d.quiet {
		t.Error("a determinized copy of a quiet game is loud")
	}
}
