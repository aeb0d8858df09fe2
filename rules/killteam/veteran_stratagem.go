package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// veteranReady reports whether model i may use the Veteran's stratagem
// before round 1's Initiative phase (KT-SPEC, A16): a Veteran on the
// table, not shaken, that has not acted, with a command point to spend.
func (g *Game) veteranReady(i int) bool {
	m := &g.st.Models[i]
	return m.Spec == Veteran && m.onTable() && !m.Shaken && !m.Done && !m.Stratagem && g.st.CP[m.Seat] >= StratagemCost
}

// veteranChoice reports whether a player may use its Veteran's stratagem
// now, at the start of round 1 (once a game: it is offered in round 1
// only).
func (g *Game) veteranChoice() bool {
	if g.st.Round != 1 {
		return false
	}
	for i := range g.st.Models {
		if g.veteranReady(i) {
			return true
		}
	}
	return false
}

// veteranOptions lists model i's options while the game waits before
// round 1's Initiative phase: its stratagem, "blue.4 stratagem"; once
// used, a Normal Move or an Advance (no Ready, stay or charge: the
// stratagem buys a move).
func (g *Game) veteranOptions(i int) []rules.Action {
	m := &g.st.Models[i]
	if g.st.Pending == m.ID && g.st.PendingKind == PendingStratagem {
		return append(g.moveActions(i, "move", MoveCubes(g.moveInches(i))), g.simple(i, "advance"))
	}
	if g.st.Pending != "" || !g.veteranReady(i) {
		return nil
	}
	return []rules.Action{g.simple(i, "stratagem")}
}

// startAfterVeterans ends the wait for the Veterans' moves: round 1's
// Initiative phase is rolled and the Movement phase begins.
func (g *Game) startAfterVeterans() []rules.Event {
	ev := g.rollInitiative()
	g.enterPhase(PhaseMovement)
	return append(ev, g.phaseEvent())
}

// veteranPhaseText announces the wait for the Veterans.
func veteranPhaseText() string {
	return fmt.Sprintf("Before round 1's Initiative phase: each player's Veteran may make a Normal Move or Advance for %d command point, %s first (KT-SPEC).", StratagemCost, rules.Blue)
}
