package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// cmdPrompt words the decision of a command dice step.
func (g *Game) cmdPrompt(t *task, seat rules.Seat) (string, rules.Msg) {
	switch t.Kind {
	case taskReroll:
		return say("FpAskReroll", "Seat Count _", "%s: reroll up to %d command %s (Tactician), or done.", seat, t.Used, plural(t.Used, "die", "dice"))
	case taskCarry:
		return say("FpAskCarry", "Seat Count _", "%s: keep up to %d unspent command %s for the next round (Tactician), or done.", seat, t.Used, plural(t.Used, "die", "dice"))
	case taskBid:
		return say("FpAskBid", "Seat", "%s: spend a +1 Model die to take the initiative for the next round, or done.", seat)
	case taskInitiative:
		return say("FpAskInitiative", "Seat", "%s: you hold the initiative; go first or second next round.", seat)
	case taskBoost:
		return say("FpAskBoost", "Seat Model", "%s: add Extra d8 dice to the test of %s before the roll, or done.", seat, g.models[t.Actor].ID)
	case taskReturn:
		return g.returnPrompt(t, seat)
	case taskBlastBoost:
		return g.blastPrompt(t, seat)
	case taskHazardBoost:
		return g.hazardPrompt(t, seat)
	case taskSnap:
		return say("FpAskSnap", "Seat Model Other", "%s: %s is charged by %s; give the order Snap Shot, or done.", seat, g.models[t.Actor].ID, g.models[t.Other].ID)
	}
	return say("FpAskDecide", "Seat", "%s: decide.", seat)
}

// orderHelp says what a special order does.
func orderHelp(o string) string {
	switch o {
	case OrderSnapShot:
		return "Snap Shot: a free short shot at the model charging this one, before the charge is rolled."
	case OrderReturnToSender:
		return "Return to Sender: catch a grenade aimed at this cube (3 Survive dice, 2 successes) and throw it back."
	case OrderOneManArmy:
		return "One Man Army: this activation the model may use more than one Move +1, Shoot and Assault die."
	case OrderAlliance + " move", OrderAlliance + " shoot":
		return "Alliance: the model may repeat the short action it took (" + o[len(OrderAlliance)+1:] + ") with its second action."
	case OrderReinforcements:
		return "Reinforcements Incoming: this killed model, already activated, may activate again this round to respawn."
	}
	return ""
}

// cmdDescribe adds to the help of a command action what its die or order
// does.
func cmdDescribe(a rules.Action, h rules.ActionHelp) rules.ActionHelp {
	switch a.Kind {
	case "spend":
		if f := faceNamed(a.Option); f != faceNone {
			h.Help = faceLabel(f) + ": " + faceHelp(f)
			h.HelpMsg = rules.Say("FpActHelpFace", "Face", rules.Ref(faceMsgID(f, "FpChip")), "Help", rules.Ref(faceMsgID(f, "FpChipHelp")))
		}
	case "order":
		if s := orderHelp(a.Option); s != "" {
			h.Help, h.HelpMsg = s, rules.Say(orderHelpID(a.Option))
		}
	case "reroll", "carry":
		if f := faceNamed(a.Option); f != faceNone {
			h = moreHelp(h, " ("+faceLabel(f)+")", "FpActHelpWithFace", "Face", rules.Ref(faceMsgID(f, "FpChip")))
		}
	}
	return h
}

// orderHelpID is the ID of orderHelp's message for order o.
func orderHelpID(o string) string {
	switch o {
	case OrderSnapShot:
		return "FpOrderHelpSnapShot"
	case OrderReturnToSender:
		return "FpOrderHelpReturnToSender"
	case OrderOneManArmy:
		return "FpOrderHelpOneManArmy"
	case OrderAlliance + " move":
		return "FpOrderHelpAllianceMove"
	case OrderAlliance + " shoot":
		return "FpOrderHelpAllianceShoot"
	}
	return "FpOrderHelpReinforcements"
}
