package killteam

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The game and the ruleset implement the engine interface.
var (
	_ rules.Game    = (*Game)(nil)
	_ rules.Ruleset = (*Ruleset)(nil)
)

// testArenas are the shipped arenas the tests play on.
var testArenas = [...]string{"beginner", "standard", "tower"}

// maxSteps bounds the actions of one game in the tests.
const maxSteps = 5000

// newRuleset reads the shipped data or fails the test.
// reload saves g and loads it back with a new ruleset; it returns the
// loaded game and the saved data.
func reload(t *testing.T, g *Game) (rules.Game, []byte) {
	t.Helper()
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := newRuleset(t).Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return back, data
}

func newRuleset(t testing.TB) *Ruleset {
	t.Helper()
	rs := NewRuleset()
	if err := rs.Err(); err != nil {
		t.Fatal(err)
	}
	return rs
}

// newGame starts a default game on the arena with both teams placed by
// the game (the option deploy=auto), in round 1's Movement phase.
func newGame(t testing.TB, arena string, seed uint64) *Game {
	t.Helper()
	rs := newRuleset(t)
	g, err := rs.NewGame(autoSetup(rs, arena), seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// autoSetup is the default setup on the arena with the option
// deploy=auto: the tests that set up positions of their own skip the
// players' deployment (KT-DEP-2).
func autoSetup(rs *Ruleset, arena string) rules.Setup {
	s := rs.DefaultSetup(arena)
	s.Options = map[string]string{DeployOption: DeployAuto}
	return s
}

// checkInvariants checks what must hold after every action: capacity,
// models on standable cubes with wounds in range, a decision unless over,
// Clone and Save/Load giving the same Hash.
func checkInvariants(rs *Ruleset, g *Game) error {
	count := map[world.Pos][2]int{}
	for _, m := range g.st.Models {
		if m.Undeployed && (g.st.Phase != PhaseDeploy || m.Out) {
			return fmt.Errorf("%s waits to deploy in the %s phase", m.ID, g.st.Phase)
		}
		if m.Out || m.Undeployed {
			continue
		}
		if g.st.Phase == PhaseDeploy && !slices.Contains(g.deployArea(m.Seat), m.Pos) {
			return fmt.Errorf("%s deployed at %s, outside its deployment area", m.ID, m.Pos)
		}
		if !g.arena.Standable(m.Pos) {
			return fmt.Errorf("%s stands at %s, not a standable cube", m.ID, m.Pos)
		}
		if m.Wounds < 1 || m.Wounds > g.unit(&m).Stats.W || m.Flesh > MaxFleshWounds {
			return fmt.Errorf("%s has %d wounds and %d flesh wounds", m.ID, m.Wounds, m.Flesh)
		}
		c := count[m.Pos]
		c[m.Seat]++
		count[m.Pos] = c
		if c[m.Seat] > SideCapacity || c[0]+c[1] > CubeCapacity {
			return fmt.Errorf("cube %s holds %v", m.Pos, c)
		}
	}
	legal := g.Legal()
	if g.Over() != (len(legal) == 0) {
		return fmt.Errorf("over %v with %d legal actions", g.Over(), len(legal))
	}
	if g.Over() != (g.ToMove() == rules.NoSeat) {
		return fmt.Errorf("over %v but %s to move", g.Over(), g.ToMove())
	}
	seen := map[string]bool{}
	for _, a := range legal {
		if seen[a.Text()] {
			return fmt.Errorf("two legal actions read %q", a.Text())
		}
		seen[a.Text()] = true
		if a.Seat != g.ToMove() {
			return fmt.Errorf("legal action %q of %s while %s decides", a.Text(), a.Seat, g.ToMove())
		}
	}
	if g.Clone().Hash() != g.Hash() {
		return errors.New("a clone hashes differently")
	}
	data, err := g.Save()
	if err != nil {
		return err
	}
	back, err := rs.Load(data)
	if err != nil {
		return fmt.Errorf("load: %w", err)
	}
	if back.Hash() != g.Hash() {
		return errors.New("save and load change the hash")
	}
	return nil
}
