package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// combatActions lists the Combat specialist's stratagem offered after
// model i fought (KT-SPEC, A16), "blue.3 stratagem": for 1 command point
// a Combat specialist of i's team, not i, on the table, not shaken, that
// has not fought this phase and has an enemy to fight, fights at once
// (in Hammer of Wrath too); once a phase.
func (g *Game) combatActions(i int) []rules.Action {
	m := &g.st.Models[i]
	if g.st.Phase != PhaseFight || g.st.CP[m.Seat] < StratagemCost {
		return nil
	}
	for k := range g.st.Models {
		c := &g.st.Models[k]
		if k != i && c.Seat == m.Seat && c.Spec == Combat && c.onTable() && !c.Shaken && !c.Done && !c.Stratagem && len(g.fightActions(k)) > 0 {
			return []rules.Action{g.simple(k, "stratagem")}
		}
	}
	return nil
}

// afterFightActions lists what model i's seat may choose right after its
// fight: the Leader's order (i being the Leader) and the Combat
// specialist's stratagem.
func (g *Game) afterFightActions(i int) []rules.Action {
	return append(g.leaderOrderActions(i), g.combatActions(i)...)
}
