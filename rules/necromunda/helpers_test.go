package necromunda

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The game and the ruleset implement the engine interface and its
// optional parts.
var (
	_ rules.Game           = (*Game)(nil)
	_ rules.Ruleset        = (*Ruleset)(nil)
	_ rules.Quieter        = (*Game)(nil)
	_ rules.Silencer       = (*Game)(nil)
	_ rules.IndexApplier   = (*Game)(nil)
	_ rules.Determinizer   = (*Game)(nil)
	_ rules.PositionHasher = (*Game)(nil)
	_ rules.Evaluator      = (*Game)(nil)
	_ rules.Describer      = (*Game)(nil)
	_ rules.Forecaster     = (*Game)(nil)
)

// testArenas are the shipped arenas the tests play on.
var testArenas = [...]string{"beginner", "standard", "tower", "underhive"}

// maxSteps bounds the actions of one game in the tests.
const maxSteps = 6000

// newRuleset reads the shipped data or fails the test.
func newRuleset(t testing.TB) *Ruleset {
	t.Helper()
	rs := NewRuleset()
	if err := rs.Err(); err != nil {
		t.Fatal(err)
	}
	return rs
}

// checkInvariants checks what must hold after every action.
func checkInvariants(rs *Ruleset, g *Game) error {
	count := map[world.Pos][2]int{}
	for i := range g.st.Fighters {
		f := &g.st.Fighters[i]
		t := g.ftype(i)
		if f.Wounds < 0 || f.Wounds > t.W {
			return fmt.Errorf("%s has %d wounds of %d", f.ID, f.Wounds, t.W)
		}
		if !f.onBoard() {
			continue
		}
		if !g.arena.Standable(f.Pos) {
			return fmt.Errorf("%s stands in %s, which has no floor", f.ID, f.Pos)
		}
		c := count[f.Pos]
		c[f.Seat]++
		count[f.Pos] = c
	}
	for p, c := range count {
		if c[0]+c[1] > CubeCapacity || c[0] > SideCapacity || c[1] > SideCapacity {
			return fmt.Errorf("%s holds %v fighters", p, c)
		}
	}
	if g.Over() != (len(g.Legal()) == 0) {
		return fmt.Errorf("over %v with %d legal actions", g.Over(), len(g.Legal()))
	}
	if !g.Over() && g.ToMove() == rules.NoSeat {
		return fmt.Errorf("no seat decides a running game")
	}
	if g.Clone().Hash() != g.Hash() {
		return fmt.Errorf("a clone hashes differently")
	}
	data, err := g.Save()
	if err != nil {
		return err
	}
	back, err := rs.Load(data)
	if err != nil {
		return fmt.Errorf("load: %v", err)
	}
	if back.Hash() != g.Hash() {
		return fmt.Errorf("save and load change the hash")
	}
	seen := map[string]bool{}
	for _, a := range g.Legal() {
		if seen[a.Text()] {
			return fmt.Errorf("two legal actions read %q", a.Text())
		}
		seen[a.Text()] = true
	}
	return nil
}
