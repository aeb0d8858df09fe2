package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// TestQuietCopies checks that Clone and Determinize copies of a quiet game
// are quiet, and that the setting leaves the hash alone.
func TestQuietCopies(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("standard"), 5)
	if err != nil {
		t.Fatal(err)
	}
	rulestest.CheckQuietCopies(t, g)
}
