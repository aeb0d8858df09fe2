package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// glossaryKey is the part of the message IDs of a glossary term that the
// ruleset's card words in the player's language ("on fire" is OnFire:
// FpTermOnFire, FpGlossOnFire); "" for a term the card keeps as it is (a
// stat, a keyword of the data).
func glossaryKey(term string) string {
	switch term {
	case "PICKUP":
		return "Pickup"
	case "ITEM":
		return "Item"
	case "wounds":
		return "Wounds"
	case "shields":
		return "Shields"
	case "pinned":
		return "Pinned"
	case "crouched":
		return "Crouched"
	case "on fire":
		return "OnFire"
	case "Items":
		return "Items"
	case "Effects":
		return "Effects"
	case "overshield":
		return "Overshield"
	case "active camo":
		return "ActiveCamo"
	case "barrier":
		return "Barrier"
	case "in smoke":
		return "InSmoke"
	}
	return ""
}

// glossaryWords is d's glossary (a copy) with messages (TermMsg,
// MeaningMsg) for the words of the card the ruleset words itself, so a
// screen finds them on a translated card and explains them in the same
// language. A term whose meaning the data changed from the shipped one
// keeps the data's words (no message): the messages say what the shipped
// glossary says. The other terms of the shipped glossary (stats and
// keywords, which the card shows as they are) have their meaning as a
// message FpRefGloss<key> (referenceKey of the term) while the data
// keeps it.
func glossaryWords(d *Data) []rules.Term {
	out := make([]rules.Term, len(d.Glossary))
	for i, t := range d.Glossary {
		if k := glossaryKey(t.Term); k != "" {
			if t.Meaning == shippedMeaning(k) {
				t.TermMsg, t.MeaningMsg = rules.Say("FpTerm"+k), rules.Say("FpGloss"+k)
			}
		} else if m, ok := d.shippedMeanings[t.Term]; ok && m == t.Meaning {
			t.MeaningMsg = rules.Say("FpRefGloss" + referenceKey(t.Term))
		}
		out[i] = t
	}
	return out
}

// shippedMeaning is the shipped glossary's meaning of the term whose key
// is k (glossaryKey).
func shippedMeaning(k string) string {
	switch k {
	case "Pickup":
		return "A weapon picked up on the arena (a weapon drop); it can be dropped again."
	case "Item":
		return "A weapon that came from an item token."
	case "Wounds":
		return "Wounds taken of the model's Health; at full Health it is killed."
	case "Shields":
		return "Energy shields left of the model's most; each absorbs a hit."
	case "Pinned":
		return "Pinned: the model must Stand Up before anything else and rolls fewer dice."
	case "Crouched":
		return "Crouched: one more die to shoot and one more Survive die against shots, until it moves."
	case "OnFire":
		return "A Fire token: spend a short action to put it out, or take a wound at the end of the activation."
	case "Items":
		return "Items the model carries (at most two): see the Rules reference."
	case "Effects":
		return "What acts on the model now: an overshield, active camo, a shield barrier, smoke."
	case "Overshield":
		return "One more shield, spent first."
	case "ActiveCamo":
		return "Cannot be targeted until it Sprints, Shoots, Assaults or dies."
	case "Barrier":
		return "An Energy Shield Barrier in the cube: shields shared by every model there, against shots only."
	case "InSmoke":
		return "Smoke blocks sight through this cube for the rest of the round."
	}
	return ""
}
