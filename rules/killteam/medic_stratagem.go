package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// MedicStratagemInches is how near to its Medic a friend must be to get
// the Medic's stratagem (KT-SPEC).
const MedicStratagemInches = 2

// medicActions lists the Medic i's stratagem (KT-SPEC, A16),
// "blue.6 stratagem blue.3": at the start of its team's Movement phase
// (before any model of the team has acted in it), for 1 command point, a
// friend within 2" (one cube), not the Medic itself, on the table and
// not shaken gets +1 to its Advance and charge rolls and +1 attack until
// the next round; once a phase.
func (g *Game) medicActions(i int) []rules.Action {
	m := &g.st.Models[i]
	if m.Spec != Medic || g.st.Phase != PhaseMovement || m.Stratagem || m.Done || m.Shaken || !m.onTable() ||
		g.st.CP[m.Seat] < StratagemCost || g.st.Pending != "" || g.st.Charging != "" || g.teamActed(m.Seat) {
		return nil
	}
	var out []rules.Action
	for k := range g.st.Models {
		f := &g.st.Models[k]
		if k == i || f.Seat != m.Seat || !f.onTable() || f.Shaken || f.Stimmed || world.Distance(f.Pos, m.Pos) > InchesToCubes(MedicStratagemInches) {
			continue
		}
		out = append(out, rules.Action{Seat: m.Seat, Kind: "stratagem", Actor: m.ID, Target: f.ID})
	}
	return out
}

// teamActed reports whether a model of seat has acted in this phase.
func (g *Game) teamActed(seat rules.Seat) bool {
	for i := range g.st.Models {
		if g.st.Models[i].Seat == seat && g.st.Models[i].Done {
			return true
		}
	}
	return false
}

// applyMedic spends the command point of the Medic i's stratagem on the
// friend of a. The Medic need not act next: its team goes on moving.
func (g *Game) applyMedic(i int, a rules.Action) []rules.Event {
	m := &g.st.Models[i]
	g.st.CP[m.Seat] -= StratagemCost
	m.Stratagem = true
	g.st.Models[g.modelIndex(a.Target)].Stimmed = true
	return []rules.Event{{Kind: "stratagem", Seat: m.Seat, Actor: m.ID, Target: a.Target,
		Text: g.textf("%s spends %d command point on the Medic stratagem of %s: %s gets +1 to its Advance and charge rolls and +1 attack until the next round (KT-SPEC); it has %d.", m.Seat, StratagemCost, m.ID, a.Target, g.st.CP[m.Seat]),
		Msg:  g.say("KtMedic", "Seat", seatRef(m.Seat), "Cost", rules.Num(StratagemCost), "Model", m.ID, "Target", a.Target, "CP", rules.Num(g.st.CP[m.Seat]))}}
}

// stimBonus is what the Medic's stratagem adds to model i's Advance and
// charge rolls this round (KT-SPEC): 1 or 0.
func (g *Game) stimBonus(i int) int {
	if g.st.Models[i].Stimmed {
		return 1
	}
	return 0
}

// stimText is " + 1 (Medic)" when model i has the Medic's stratagem.
func (g *Game) stimText(i int) string {
	if g.st.Models[i].Stimmed {
		return " + 1 (Medic)"
	}
	return ""
}
