package urban

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// maxGroup is how many models a player activates at once (UF-PH-2a).
const maxGroup = 3

// points is what a model has left to act with in its activation: its AP,
// or its Fury tokens in beast form (UF-STAT-5, UF-STAT-7).
func (g *Game) points(m *model) int {
	if g.profile(m).Fury() && !m.Rest {
		return m.Fury
	}
	return m.AP
}

// spend pays n AP (or Fury tokens) for an action; a werewolf whose Fury
// runs out turns human, a war beast gains Rest (UF-FUR-2, UF-FUR-3).
func (g *Game) spend(m *model, n int) {
	m.Acted = true
	m.Spent += n
	if m.Dead {
		return
	}
	p := g.profile(m)
	if !p.Fury() || m.Rest {
		m.AP -= n
		return
	}
	m.Fury -= n
	if m.Fury > 0 {
		return
	}
	switch {
	case p.Has(SkillWerewolf):
		m.Profile = p.Human
		m.AP = 0
		g.emit(rules.Event{Kind: "form", Seat: m.Seat, Actor: m.ID}, func() rules.Msg { return rules.Say("UrbHumanForm", "Model", m.ID) }, "%s has no Fury left and turns back into human form", m.ID)
	case p.Has(SkillWarBeast):
		m.Rest = true
		g.emit(rules.Event{Kind: "state", Seat: m.Seat, Actor: m.ID, Test: "rest"}, func() rules.Msg { return rules.Say("UrbNoFuryRest", "Model", m.ID) }, "%s has no Fury left and comes to Rest", m.ID)
	}
}

// groupSize counts the models activating now, and whether any has acted.
func (g *Game) groupSize() (n int, acted bool) {
	for i := range g.st.Models {
		if m := &g.st.Models[i]; m.Active {
			n++
			acted = acted || m.Acted
		}
	}
	return n, acted
}

// activate declares a model activated (UF-PH-2a) and carries out the
// start of its activation: its AP are filled, and a Burning model rolls
// a White die to put the fire out (1–2) or loses 1 HP (UF-EFF-1, A12).
func (g *Game) activate(m *model) {
	st := &g.st
	st.Passes = 0
	m.Active, m.Activated, m.Acted = true, true, false
	m.Spent, m.Rerolls = 0, 0
	m.AP = g.profile(m).AP
	if m.Rest {
		m.AP = 1 // one move, or one skill on itself (UF-ST-1)
	}
	g.emit(rules.Event{Kind: "activate", Seat: m.Seat, Actor: m.ID}, func() rules.Msg { return rules.Say("UrbActivates", "Model", m.ID) }, "%s activates", m.ID)
	if !m.Burning {
		return
	}
	f := g.rollIndex()
	vals, ds := g.rolled([]string{DieWhite}, []int{f})
	if vals[0] <= 2 {
		m.Burning = false
		g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "burning", Dice: vals, Rolled: ds, Need: 2, Under: true, Hits: 1},
			func() rules.Msg { return rules.Say("UrbFireOut", "Model", m.ID, "Face", rules.Num(vals[0])) }, "%s rolls %d: the fire goes out", m.ID, vals[0])
		return
	}
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "burning", Dice: vals, Rolled: ds, Need: 2, Under: true},
		func() rules.Msg { return rules.Say("UrbBurns", "Model", m.ID, "Face", rules.Num(vals[0])) }, "%s rolls %d and burns", m.ID, vals[0])
	g.harm(m, 1+g.condSum(func(c *Condition) int { return c.Burn }), false, "fire")
}

// finishModel ends one model's activation: Stun received before it
// ends (A11), a model at Rest that spent nothing leaves Rest and a war
// beast's Fury comes back (A13).
func (g *Game) finishModel(m *model) {
	m.Active, m.Done = false, false
	m.AP = 0
	if m.Stunned {
		if m.StunFresh {
			m.StunFresh = false
		} else {
			m.Stunned = false
		}
	}
	if m.Rest && m.Spent == 0 {
		m.Rest = false
		if p := g.profile(m); p.Fury() {
			m.Fury = p.FUR
		}
		g.emit(rules.Event{Kind: "state", Seat: m.Seat, Actor: m.ID, Test: "rest"}, func() rules.Msg { return rules.Say("UrbLeavesRest", "Model", m.ID) }, "%s skips its activation and leaves Rest", m.ID)
	}
}

// settleGroup ends the activation of every model of the group with
// nothing left to do (dead, out of AP, or at Rest after its one action)
// and, once none of the group is left, passes the turn.
func (g *Game) settleGroup() {
	if g.st.Over || g.st.Pending != nil {
		return
	}
	had, left := false, false
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if !m.Active {
			continue
		}
		had = true
		if m.Dead || m.Done || g.points(m) == 0 || m.Rest && m.Acted {
			g.finishModel(m)
			continue
		}
		left = true
	}
	if had && !left {
		g.nextTurn(g.st.Turn.Other())
	}
}

// endGroup ends the activation of the whole group (its unspent AP are
// lost) and passes the turn.
func (g *Game) endGroup() {
	for i := range g.st.Models {
		if m := &g.st.Models[i]; m.Active {
			g.finishModel(m)
		}
	}
	g.nextTurn(g.st.Turn.Other())
}

// pass declines to activate (UF-PH-2a); two passes in a row end the
// round.
func (g *Game) pass() {
	st := &g.st
	seat := st.Turn
	st.Passes++
	g.emit(rules.Event{Kind: "pass", Seat: seat}, func() rules.Msg { return rules.Say("UrbPasses", "Side", seatRef(seat)) }, "%s passes", seat)
	if st.Passes >= 2 || !g.canActivate(seat.Other()) {
		st.Passes = 0
		g.endRound()
		return
	}
	st.Turn = seat.Other()
}
