package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// doneHelp names the "done" of the step now pending by what it declines,
// so the action bar and the combat log say "No Snap Shot" rather than a
// bare "Done"; h (the kind's own help) when no step is pending.
func (g *Game) doneHelp(h rules.ActionHelp) rules.ActionHelp {
	if len(g.tasks) == 0 {
		return h
	}
	t := &g.tasks[len(g.tasks)-1]
	switch t.Kind {
	case taskSnap:
		return rules.ActionHelp{Title: "No Snap Shot", Help: "Let the charge come without firing first."}
	case taskBoost, taskBlastBoost, taskHazardBoost:
		if g.cmd.Extra[g.taskSeat(t)] > 0 {
			return rules.ActionHelp{Title: "No more Extra d8", Help: "Roll the test with the Extra d8 dice declared so far."}
		}
		return rules.ActionHelp{Title: "No Extra d8", Help: "Roll the test without spending Extra d8 dice."}
	case taskReturn:
		return rules.ActionHelp{Title: "No Return to Sender", Help: "Let the grenade land without trying to catch it."}
	case taskReroll:
		return rules.ActionHelp{Title: "Keep the dice", Help: "Keep the command dice as rolled (no Tactician reroll)."}
	case taskCarry:
		return rules.ActionHelp{Title: "Carry no more", Help: "Keep no more unspent command dice for the next round."}
	case taskBid:
		return rules.ActionHelp{Title: "No bid", Help: "Spend no +1 Model die on the first turn of the next round."}
	}
	return h
}
