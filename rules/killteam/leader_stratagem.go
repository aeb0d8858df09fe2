package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// LeaderOrderInches is how near to its Leader a model must be to fight at
// the Leader's stratagem (KT-SPEC).
const LeaderOrderInches = 3

// leaderOrderActions lists the Leader i's stratagem after its fight
// (KT-SPEC, A16), "blue.1 order blue.3": for 1 command point, a friendly
// model within 3" (one cube) that has not fought this phase and has an
// enemy to fight fights at once.
func (g *Game) leaderOrderActions(i int) []rules.Action {
	m := &g.st.Models[i]
	if m.Spec != Leader || !m.onTable() || m.Stratagem || g.st.CP[m.Seat] < StratagemCost || g.st.Phase != PhaseFight {
		return nil
	}
	var out []rules.Action
	for k := range g.st.Models {
		f := &g.st.Models[k]
		if k == i || f.Seat != m.Seat || !f.onTable() || f.Shaken || f.Done || world.Distance(f.Pos, m.Pos) > InchesToCubes(LeaderOrderInches) || len(g.fightActions(k)) == 0 {
			continue
		}
		out = append(out, rules.Action{Seat: m.Seat, Kind: "order", Actor: m.ID, Target: f.ID})
	}
	return out
}

// offerLeaderOrder makes model i's seat, i having just fought (and
// consolidated), choose whether to use the Leader's stratagem (i being the
// Leader) or the Combat specialist's when it may (a pending decision,
// PendingLeader).
func (g *Game) offerLeaderOrder(i int) {
	if g.st.Pending == "" && len(g.afterFightActions(i)) > 0 {
		g.st.Pending, g.st.PendingKind = g.st.Models[i].ID, PendingLeader
	}
}

// applyLeaderOrder carries out the choice after model i's fight: the
// Leader's order, which spends the command point and makes the friend
// fight next (a pending choice of the seat among its fights), or
// declining.
func (g *Game) applyLeaderOrder(i int, a rules.Action) []rules.Event {
	m := &g.st.Models[i]
	g.st.clearPending()
	if a.Kind != "order" {
		text, msg := fmt.Sprintf("%s gives no order.", m.ID), g.say("KtNoOrder", "Model", m.ID)
		if len(g.leaderOrderActions(i)) == 0 {
			text, msg = fmt.Sprintf("%s uses no stratagem after %s's fight.", m.Seat, m.ID), g.say("KtNoStratagemAfterFight", "Seat", seatRef(m.Seat), "Model", m.ID)
		}
		return []rules.Event{{Kind: "decline", Seat: m.Seat, Actor: m.ID, Text: g.words(text), Msg: msg}}
	}
	g.st.CP[m.Seat] -= StratagemCost
	m.Stratagem = true
	g.st.Pending, g.st.PendingKind = a.Target, PendingStratagem
	return []rules.Event{{Kind: "stratagem", Seat: m.Seat, Actor: m.ID, Target: a.Target,
		Text: g.textf("%s spends %d command point on the Leader stratagem of %s: %s fights at once (KT-SPEC); it has %d.", m.Seat, StratagemCost, m.ID, a.Target, g.st.CP[m.Seat]),
		Msg:  g.say("KtLeaderOrder", "Seat", seatRef(m.Seat), "Cost", rules.Num(StratagemCost), "Model", m.ID, "Target", a.Target, "CP", rules.Num(g.st.CP[m.Seat]))}}
}
