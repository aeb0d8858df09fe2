package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// TestQuietGamesPlayAlike plays every mission loud and quiet side by side:
// the same hashes and events, without words in the quiet one.
func TestQuietGamesPlayAlike(t *testing.T) {
	rulestest.CheckQuietScenarios(t, NewRuleset(), "standard", 3, 5000)
}

// TestQuietCopies checks that Clone and Determinize copies of a quiet game
// are quiet, and that the setting leaves the hash alone.
func TestQuietCopies(t *testing.T) {
	rs := NewRuleset()
	g, err := rs.NewGame(rs.DefaultSetup("standard"), 5)
	if err != nil {
		t.Fatal(err)
	}
	rulestest.CheckQuietCopies(t, g)
}
