package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// StratagemCost is what a specialist's stratagem costs (A16).
const StratagemCost = 1

// ScoutStratagemInches is what the Scout's stratagem adds to its Move
// (KT-SPEC).
const ScoutStratagemInches = 2

// stratagemPhase is the phase in which a specialism's stratagem is used
// before the model acts, and whether the game plays it (KT-SPEC): the
// Scout's in the Movement phase; the Sniper's, the Demolitions' and the
// Heavy's in the Shooting phase.
func stratagemPhase(s Specialism) (Phase, bool) {
	switch s {
	case Scout:
		return PhaseMovement, true
	case Sniper, Demolitions, Heavy:
		return PhaseShooting, true
	}
	return 0, false
}

// stratagemActions lists model i's stratagem, "blue.4 stratagem", when it
// may use it now: before it acts in its stratagem's phase, once in the
// phase, with a command point to spend.
func (g *Game) stratagemActions(i int) []rules.Action {
	m := &g.st.Models[i]
	p, ok := stratagemPhase(m.Spec)
	if !ok || p != g.st.Phase || m.Stratagem || m.Done || g.st.CP[m.Seat] < StratagemCost || g.st.Pending != "" {
		return nil
	}
	return []rules.Action{g.simple(i, "stratagem")}
}

// applyStratagem spends the command point of model i's stratagem and
// makes it act next (a pending choice of its seat among its actions).
func (g *Game) applyStratagem(i int) []rules.Event {
	m := &g.st.Models[i]
	g.st.CP[m.Seat] -= StratagemCost
	m.Stratagem = true
	g.st.Pending, g.st.PendingKind = m.ID, PendingStratagem
	what := map[Specialism]string{
		Scout:       fmt.Sprintf("+%d\" to its Move this phase", ScoutStratagemInches),
		Sniper:      "+1 to hit this phase",
		Demolitions: "+1 to wound this phase",
		Heavy:       "+1 attack for each weapon that has more than 1",
	}[m.Spec]
	return []rules.Event{{Kind: "stratagem", Seat: m.Seat, Actor: m.ID,
		Text: fmt.Sprintf("%s spends %d command point on the %s stratagem of %s: %s (KT-SPEC); it has %d.", m.Seat, StratagemCost, m.Spec, m.ID, what, g.st.CP[m.Seat])}}
}

// moveInches is model i's Move: M, plus 2" while its Scout stratagem
// lasts (KT-SPEC).
func (g *Game) moveInches(i int) int {
	m := &g.st.Models[i]
	n := g.unit(m).Stats.M
	if m.Spec == Scout && m.Stratagem {
		n += ScoutStratagemInches
	}
	return n
}

// shootingBonus is model i's bonus to hit when shooting (KT-SPEC): +1
// while its Sniper stratagem lasts, +1 from the Comms passive.
func (g *Game) shootingBonus(i int) int {
	m := &g.st.Models[i]
	n := 0
	if m.Spec == Sniper && m.Stratagem {
		n++
	}
	if m.Comms {
		n++ // the Comms passive (comms.go)
	}
	return n
}
