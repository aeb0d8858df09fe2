package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// A quiet game plays like a loud one with events without words, and a
// silent one with no events (rules.Quieter, rules.Silencer).
func TestQuietAndSilent(t *testing.T) {
	rs := newRuleset(t)
	for _, arena := range testArenas {
		for seed := uint64(1); seed <= 3; seed++ {
			n := rulestest.CheckQuiet(t, func() (rules.Game, error) { return rs.New(rs.DefaultSetup(arena), seed) }, seed, 3000)
			if n == 0 {
				t.Fatalf("%s seed %d: no events compared", arena, seed)
			}
		}
	}
}

// Determinize copies play on with dice of their own from the same
// position, and equal seeds give equal copies.
func TestDeterminize(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("standard"), 3)
	if err != nil {
		t.Fatal(err)
	}
	a, b := g.Determinize(9), g.Determinize(9)
	if a.Hash() != b.Hash() || a.(*Game).PositionHash() != g.PositionHash() {
		t.Fatal("Determinize copies of one position differ")
	}
}
