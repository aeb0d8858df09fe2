package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// chargeTargets lists the enemies model m declared as the targets of its
// charge this round (KT-MOV-5), in the order declared.
func (m *model) chargeTargets() []string {
	if m.ChargeTarget == "" {
		return nil
	}
	return append([]string{m.ChargeTarget}, m.ChargeAlso...)
}

// declared reports whether model m declared enemy id a target of its
// charge this round.
func (m *model) declared(id string) bool {
	if id == m.ChargeTarget && id != "" {
		return true
	}
	for _, t := range m.ChargeAlso {
		if t == id {
			return true
		}
	}
	return false
}

// mayChargeAt reports whether model i may declare enemy j a target of a
// charge (KT-MOV-5): on the table, within 12" (4 cubes), in a cube with
// room for the charger.
func (g *Game) mayChargeAt(i, j int) bool {
	m, t := &g.st.Models[i], &g.st.Models[j]
	return t.Seat != m.Seat && t.onTable() && world.Distance(m.Pos, t.Pos) <= InchesToCubes(ChargeRangeInches) && g.roomFor(i, t.Pos)
}

// moreChargeTargets lists the enemies model i, declaring a charge, may
// still add to its targets: those it may charge that come after the last
// one declared in roster order (so that each set of targets is declared
// one way only).
func (g *Game) moreChargeTargets(i int) []rules.Action {
	m := &g.st.Models[i]
	ts := m.chargeTargets()
	last := g.modelIndex(ts[len(ts)-1])
	var out []rules.Action
	for j := last + 1; j < len(g.st.Models); j++ {
		if g.mayChargeAt(i, j) {
			out = append(out, rules.Action{Seat: m.Seat, Kind: "charge", Actor: m.ID, Target: g.st.Models[j].ID})
		}
	}
	return out
}

// declareActions lists the pending charger i's options while it declares
// (PendingDeclare): another target, or "blue.2 go" to end the
// declaration.
func (g *Game) declareActions(i int) []rules.Action {
	return append(g.moreChargeTargets(i), g.simple(i, "go"))
}

// addChargeTarget adds the action's target to pending charger i's
// targets; with none left to add, the declaration ends.
func (g *Game) addChargeTarget(i int, a rules.Action) []rules.Event {
	m := &g.st.Models[i]
	m.ChargeAlso = append(append([]string(nil), m.ChargeAlso...), a.Target)
	ev := []rules.Event{{Kind: "declare", Seat: m.Seat, Actor: m.ID, Target: a.Target,
		Text: g.textf("%s also declares %s a target of its charge (KT-MOV-5).", m.ID, a.Target),
		Msg:  g.say("KtAlsoDeclares", "Model", m.ID, "Target", a.Target)}}
	if len(g.moreChargeTargets(i)) > 0 {
		return ev
	}
	g.st.clearPending()
	return append(ev, g.nextReaction(i)...)
}

// nextReaction goes on with charger i's charge after its declaration or
// a target's reaction (KT-MOV-5): the next declared target, in the order
// declared, that is on the table and has a choice to make reacts (the
// charge waits for it, Charging); when none is left, the charge is rolled.
// A charger taken out by Overwatch ends its charge.
func (g *Game) nextReaction(i int) []rules.Event {
	m := &g.st.Models[i]
	ts := m.chargeTargets()
	for m.onTable() && m.Reacted < len(ts) {
		if j := g.modelIndex(ts[m.Reacted]); j >= 0 && len(g.reactionActions(i, j)) > 1 {
			g.st.Charging = m.ID
			return nil
		}
		m.Reacted++
	}
	g.st.Charging = ""
	return g.rollCharge(i)
}

// chargeGoals lists the cubes of model i's declared targets still on the
// table, in the order declared, each once.
func (g *Game) chargeGoals(i int) []world.Pos {
	var out []world.Pos
	seen := map[world.Pos]bool{}
	for _, id := range g.st.Models[i].chargeTargets() {
		if j := g.modelIndex(id); j >= 0 && g.st.Models[j].onTable() && !seen[g.st.Models[j].Pos] {
			seen[g.st.Models[j].Pos] = true
			out = append(out, g.st.Models[j].Pos)
		}
	}
	return out
}

// undeclaredIn reports whether cube p holds an enemy of charger i that it
// did not declare (KT-MOV-5: it may not move within 1" of one).
func (g *Game) undeclaredIn(i int, p world.Pos) bool {
	m := &g.st.Models[i]
	for k := range g.st.Models {
		t := &g.st.Models[k]
		if t.Seat != m.Seat && t.onTable() && t.Pos == p && !m.declared(t.ID) {
			return true
		}
	}
	return false
}
