package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// StratagemCost is what a specialist's stratagem costs (A16).
const StratagemCost = 1

// ScoutStratagemInches is what the Scout's stratagem adds to its Move
// (KT-SPEC).
const ScoutStratagemInches = 2

// stratagemPhase is the phase in which a specialism's stratagem is used
// before the model acts, and whether the game plays it so (KT-SPEC): the
// Scout's in the Movement phase; the Sniper's, the Demolitions' and the
// Heavy's in the Shooting phase; the Zealot's in the Fight phase; the
// Comms' before the Morale phase's tests; the Veteran's before round 1's
// Initiative phase. The Leader's and the Combat
// specialist's come after a fight (leader_stratagem.go,
// combat_stratagem.go), the Medic's names a friend (medic_stratagem.go).
func stratagemPhase(s Specialism) (Phase, bool) {
	switch s {
	case Scout:
		return PhaseMovement, true
	case Sniper, Demolitions, Heavy:
		return PhaseShooting, true
	case Zealot:
		return PhaseFight, true
	case Veteran:
		return PhaseVeteran, true
	case Comms:
		return PhaseMorale, true
	}
	return 0, false
}

// stratagemActions lists model i's stratagem, "blue.4 stratagem", when it
// may use it now: before it acts in its stratagem's phase (also when it
// must act next after the Comms passive or a friend's order), once in the
// phase, with a command point to spend; the Medic's names a friend.
func (g *Game) stratagemActions(i int) []rules.Action {
	m := &g.st.Models[i]
	if m.Spec == Medic {
		return g.medicActions(i)
	}
	p, ok := stratagemPhase(m.Spec)
	if !ok || p != g.st.Phase || m.Stratagem || m.Done || g.st.CP[m.Seat] < StratagemCost ||
		g.st.Pending != "" && (g.st.Pending != m.ID || g.st.PendingKind != PendingStratagem) ||
		m.Spec == Comms && !g.commsStratagemUseful(i) {
		return nil
	}
	return []rules.Action{g.simple(i, "stratagem")}
}

// applyStratagem spends the command point of model i's stratagem and
// makes it act next (a pending choice of its seat among its actions).
func (g *Game) applyStratagem(i int) []rules.Event {
	m := &g.st.Models[i]
	g.st.clearPending() // the choice after a fight, for a Combat specialist
	g.st.CP[m.Seat] -= StratagemCost
	m.Stratagem = true
	if g.st.Phase != PhaseMorale {
		g.st.Pending, g.st.PendingKind = m.ID, PendingStratagem
	}
	what := map[Specialism]string{
		Comms:       "-1 to the nerve tests of its team's models within 2\" this phase",
		Scout:       fmt.Sprintf("+%d\" to its Move this phase", ScoutStratagemInches),
		Sniper:      "+1 to hit this phase",
		Demolitions: "+1 to wound this phase",
		Heavy:       "+1 attack for each weapon that has more than 1",
		Combat:      "it fights at once",
		Zealot:      "each hit roll of 6+ in its fight this phase gives an extra attack",
		Veteran:     "a Normal Move or Advance before the Initiative phase, once a game",
	}[m.Spec]
	return []rules.Event{{Kind: "stratagem", Seat: m.Seat, Actor: m.ID,
		Text: g.textf("%s spends %d command point on the %s stratagem of %s: %s (KT-SPEC); it has %d.", m.Seat, StratagemCost, m.Spec, m.ID, what, g.st.CP[m.Seat]),
		Msg:  g.say("KtStratagem", "Seat", seatRef(m.Seat), "Cost", rules.Num(StratagemCost), "Spec", specRef(m.Spec), "Model", m.ID, "What", g.stratagemRef(m.Spec), "CP", rules.Num(g.st.CP[m.Seat]))}}
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

// commsStratagemUseful reports whether the Comms specialist i's
// stratagem may change a nerve test (KT-MOR-3): a model of its team
// within 2" (one cube), itself included, has a flesh wound, or the team
// is broken. (A team that breaks in this phase's break test is not
// foreseen.)
func (g *Game) commsStratagemUseful(i int) bool {
	m := &g.st.Models[i]
	for k := range g.st.Models {
		f := &g.st.Models[k]
		if f.Seat == m.Seat && f.onTable() && world.Distance(f.Pos, m.Pos) <= InchesToCubes(CommsSupportInches) && (f.Flesh > 0 || g.st.Broken[m.Seat]) {
			return true
		}
	}
	return false
}

// CommsSupportInches is the reach of the Comms stratagem (KT-SPEC).
const CommsSupportInches = 2

// moraleChoice reports whether a player may use a stratagem before the
// Morale phase's tests.
func (g *Game) moraleChoice() bool {
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if p, ok := stratagemPhase(m.Spec); ok && p == PhaseMorale && m.onTable() && !m.Shaken &&
			g.st.CP[m.Seat] >= StratagemCost && g.commsStratagemUseful(i) {
			return true
		}
	}
	return false
}
