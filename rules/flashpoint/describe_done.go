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
		return helpOf("No Snap Shot", "Let the charge come without firing first.", "FpActNoSnapShot", "FpActHelpNoSnapShot")
	case taskBoost, taskBlastBoost, taskHazardBoost:
		if g.cmd.Extra[g.taskSeat(t)] > 0 {
			return helpOf("No more Extra d8", "Roll the test with the Extra d8 dice declared so far.", "FpActNoMoreExtra", "FpActHelpNoMoreExtra")
		}
		return helpOf("No Extra d8", "Roll the test without spending Extra d8 dice.", "FpActNoExtra", "FpActHelpNoExtra")
	case taskReturn:
		return helpOf("No Return to Sender", "Let the grenade land without trying to catch it.", "FpActNoReturn", "FpActHelpNoReturn")
	case taskReroll:
		return helpOf("Keep the dice", "Keep the command dice as rolled (no Tactician reroll).", "FpActKeepDice", "FpActHelpKeepDice")
	case taskCarry:
		return helpOf("Carry no more", "Keep no more unspent command dice for the next round.", "FpActCarryNoMore", "FpActHelpCarryNoMore")
	case taskBid:
		return helpOf("No bid", "Spend no +1 Model die on the first turn of the next round.", "FpActNoBid", "FpActHelpNoBid")
	}
	return h
}
