package flashpoint

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// kindMsgs gives h, the title and help of action kind, their messages:
// FpAct + the kind in CamelCase ("drop-flag" is FpActDropFlag) and
// FpActHelp + the same.
func kindMsgs(kind string, h rules.ActionHelp) rules.ActionHelp {
	camel := ""
	for _, p := range strings.Split(kind, "-") {
		if p != "" {
			camel += strings.ToUpper(p[:1]) + p[1:]
		}
	}
	h.TitleMsg, h.HelpMsg = rules.Say("FpAct"+camel), rules.Say("FpActHelp"+camel)
	return h
}

// moreHelp is h with text added to its Help and message id, which takes
// the help so far by reference as Help, and args, to its HelpMsg. Help
// words that are a message with arguments of their own cannot be taken
// by reference: the help is then left without a message (shown in
// English).
func moreHelp(h rules.ActionHelp, text, id string, args ...string) rules.ActionHelp {
	h.Help += text
	if h.HelpMsg.IsZero() || len(h.HelpMsg.Args) > 0 {
		h.HelpMsg = rules.Msg{}
		return h
	}
	h.HelpMsg = rules.Say(id, append([]string{"Help", rules.Ref(h.HelpMsg.ID)}, args...)...)
	return h
}

// moreTitle is h with text added to its Title and message id to its
// TitleMsg, as moreHelp does for the help.
func moreTitle(h rules.ActionHelp, text, id string, args ...string) rules.ActionHelp {
	h.Title += text
	if h.TitleMsg.IsZero() || len(h.TitleMsg.Args) > 0 {
		h.TitleMsg = rules.Msg{}
		return h
	}
	h.TitleMsg = rules.Say(id, append([]string{"Title", rules.Ref(h.TitleMsg.ID)}, args...)...)
	return h
}

// helpOf is an action's title and help as one message each, for the
// steps and orders whose words are written whole (doneHelp, orderHelp).
func helpOf(title, help, titleID, helpID string) rules.ActionHelp {
	return rules.ActionHelp{Title: title, Help: help, TitleMsg: rules.Say(titleID), HelpMsg: rules.Say(helpID)}
}

// optionWords is h with the action's option named in its title by a
// message of its own, where the option is a command die's face, a
// special order or going first or second ("Reroll die (assault)"): the
// screen then shows the title as it is (NamesOption). The English title
// reads as the screen wrote it before, the option after the title in
// brackets; an action that names a model, a cube or a weapon keeps the
// screen's order of words, the option left as it is.
func optionWords(a rules.Action, h rules.ActionHelp) rules.ActionHelp {
	if a.Option == "" || h.NamesOption || a.Target != "" || a.Cell != nil || a.Weapon != "" {
		return h
	}
	id := ""
	switch a.Kind {
	case "spend", "reroll", "carry":
		if f := faceNamed(a.Option); f != faceNone {
			id = faceMsgID(f, "FpOpt")
		}
	case "order":
		id = orderOptionID(a.Option)
	case "initiative":
		id = orderWord(a.Option).id
	}
	if id == "" {
		return h
	}
	h = moreTitle(h, " ("+a.Option+")", "FpActTitleOption", "Option", rules.Ref(id))
	h.NamesOption = true
	return h
}

// orderOptionID is the ID of the message naming special order o as an
// action's option writes it ("snap shot"); "" for no order.
func orderOptionID(o string) string {
	switch o {
	case OrderSnapShot:
		return "FpOptSnapShot"
	case OrderReturnToSender:
		return "FpOptReturnToSender"
	case OrderOneManArmy:
		return "FpOptOneManArmy"
	case OrderAlliance + " move":
		return "FpOptAllianceMove"
	case OrderAlliance + " shoot":
		return "FpOptAllianceShoot"
	case OrderReinforcements:
		return "FpOptReinforcements"
	}
	return ""
}

// outcomeWords gives every outcome of a forecast, its models' too, its
// message (rules.Outcome.LabelMsg): FpOutcome and the label's words.
func outcomeWords(f *rules.Forecast) {
	label := func(os []rules.Outcome) {
		for i := range os {
			id := ""
			switch os[i].Label {
			case OutcomeNoDamage:
				id = "FpOutcomeNoDamage"
			case OutcomeShieldsOnly:
				id = "FpOutcomeShieldsOnly"
			case OutcomeWound:
				id = "FpOutcomeWound"
			case OutcomeKill:
				id = "FpOutcomeKill"
			case OutcomeNoEffect:
				id = "FpOutcomeNoEffect"
			case OutcomePinned:
				id = "FpOutcomePinned"
			case "loses a shield":
				id = "FpOutcomeLosesShield"
			}
			if id != "" {
				os[i].LabelMsg = rules.Say(id)
			}
		}
	}
	label(f.Outcomes)
	for i := range f.Targets {
		label(f.Targets[i].Outcomes)
		modWords(&f.Targets[i].Defence)
	}
	modWords(&f.Attack)
	modWords(&f.Defence)
	f.SightMsg = sightMsg(f.Sight)
}

// sightMsg is a line of sight's words as a message (world.Sight's String:
// "clear shot", "visible", "none"); the zero Msg for other words.
func sightMsg(sight string) rules.Msg {
	switch sight {
	case world.ClearShot.String():
		return rules.Say("FpSightClear")
	case world.Visible.String():
		return rules.Say("FpSightVisible")
	case world.NoSight.String():
		return rules.Say("FpSightNone")
	}
	return rules.Msg{}
}

// modWords gives a forecast pool's modifiers their messages
// (rules.PoolInfo.ModMsgs): FpMod and the modifier's name in CamelCase,
// its dice as N ("+2", "-2"; the base without a sign). A modifier whose
// text is not its name and its dice is left without one.
func modWords(pi *rules.PoolInfo) {
	if len(pi.Mods) == 0 {
		return
	}
	pi.ModMsgs = make([]rules.Msg, len(pi.Mods))
	for i, m := range pi.Mods {
		cut := strings.LastIndexByte(m, ' ')
		if cut <= 0 {
			continue
		}
		camel := ""
		for _, w := range strings.Fields(m[:cut]) {
			camel += strings.ToUpper(w[:1]) + w[1:]
		}
		pi.ModMsgs[i] = rules.Say("FpMod"+camel, "N", m[cut+1:])
	}
}
