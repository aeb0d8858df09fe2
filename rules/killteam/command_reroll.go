package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// CommandRerollCost is what a Command Re-roll costs (KT-CP-3).
const CommandRerollCost = 1

// freeReroll reports whether pending model i re-rolls its roll for
// nothing: a Scout re-rolls its Advance rolls (KT-SPEC, Scout passive).
func (g *Game) freeReroll(i int) bool {
	return g.st.PendingKind == PendingAdvance && g.st.Models[i].Spec == Scout
}

// mayReroll reports whether pending model i's seat may roll its pending
// roll again: an Advance or a failed charge not rolled again yet (A17),
// with a command point to spend (KT-CP-3) or for a Scout's Advance.
func (g *Game) mayReroll(i int) bool {
	if g.st.Pending != g.st.Models[i].ID || g.st.PendingRerolled {
		return false
	}
	switch g.st.PendingKind {
	case PendingAdvance, PendingCharge:
		return g.freeReroll(i) || g.st.CP[g.st.Models[i].Seat] >= CommandRerollCost
	}
	return false
}

// applyReroll rolls pending model i's Advance or failed charge again
// (KT-CP-3: the whole roll), spending a command point unless it is a
// Scout's Advance, and goes on with the new roll.
func (g *Game) applyReroll(i int) []rules.Event {
	m := &g.st.Models[i]
	text, msg := fmt.Sprintf("%s is a Scout: it re-rolls its Advance (KT-SPEC).", m.ID), g.say("KtScoutReroll", "Model", m.ID)
	if !g.freeReroll(i) {
		g.st.CP[m.Seat] -= CommandRerollCost
		text = fmt.Sprintf("%s spends %d command point on a Command Re-roll for %s and has %d (KT-CP-3).", m.Seat, CommandRerollCost, m.ID, g.st.CP[m.Seat])
		msg = g.say("KtRerollFor", "Seat", seatRef(m.Seat), "Cost", rules.Num(CommandRerollCost), "Model", m.ID, "CP", rules.Num(g.st.CP[m.Seat]))
	}
	ev := []rules.Event{{Kind: "reroll", Seat: m.Seat, Actor: m.ID, Text: g.words(text), Msg: msg}}
	g.st.PendingRerolled = true
	if g.st.PendingKind == PendingCharge {
		return append(ev, g.chargeRoll(i)...)
	}
	d := g.roll(6)
	g.st.PendingInches = g.moveInches(i) + d + g.stimBonus(i)
	return append(ev, rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "advance", Dice: []int{d}, Hits: g.st.PendingInches,
		Text: g.textf("%s advances: rolls %d again, %d\" (KT-MOV-3).", m.ID, d, g.st.PendingInches),
		Msg:  g.say("KtAdvanceAgain", "Model", m.ID, "Die", rules.Num(d), "Inches", rules.Num(g.st.PendingInches))})
}
