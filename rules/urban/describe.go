package urban

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Describe names and explains an action for a screen (rules.Describer),
// with what it costs; a title that names no card, weapon or spell is also
// a message (titleMsgs).
func (g *Game) Describe(a rules.Action) (rules.ActionHelp, bool) {
	h, ok := g.describe(a)
	if id, found := titleMsgs[h.Title]; found {
		h.TitleMsg = rules.Say(id)
	}
	return h, ok
}

// titleMsgs are the message IDs of the actions' titles that name no card,
// weapon or spell, by their English words.
var titleMsgs = map[string]string{
	"Activate":             "UrbActActivate",
	"Pass":                 "UrbActPass",
	"End activation":       "UrbActEnd",
	"Discard for a reroll": "UrbActRerollCard",
	"Move":                 "UrbActMove",
	"Cross":                "UrbActCross",
	"Put out the fire":     "UrbActExtinguish",
	"Shift":                "UrbActShift",
	"Smash the wall":       "UrbActSmashWall",
	"Keep the roll":        "UrbActKeep",
	"Reroll":               "UrbActReroll",
}

// describe is Describe without the title's message.
func (g *Game) describe(a rules.Action) (rules.ActionHelp, bool) {
	card := func() *Card {
		c, _ := g.data.Card(a.Target)
		return c
	}
	switch a.Kind {
	case KindEvent:
		c := card()
		if c == nil {
			return rules.ActionHelp{}, false
		}
		help := "Lay it over the Event shifted up: its lucky number and condition, both cards' combinations."
		if a.Option == ShiftDown {
			help = "Lay it over the Event shifted down: both lucky numbers, its condition and its combinations."
		}
		return rules.ActionHelp{Title: fmt.Sprintf("%s over the Event (%s)", c.Name, a.Option), Help: help, NamesOption: true}, true
	case KindDiscard:
		if c := card(); c != nil {
			return rules.ActionHelp{Title: "Discard " + c.Name, Help: "Leave the Event as it is."}, true
		}
	case KindActivate:
		return rules.ActionHelp{Title: "Activate", Help: "Declare this model activated: up to three act together, in any order."}, true
	case KindPass:
		return rules.ActionHelp{Title: "Pass", Help: "Activate nothing now; when both players pass in a row the round ends.", Spare: true}, true
	case KindEnd:
		return rules.ActionHelp{Title: "End activation", Help: "End the activation of every activated model; unspent AP are lost."}, true
	case KindCondition:
		if c := card(); c != nil {
			k, _ := g.data.Condition(c.Condition)
			return rules.ActionHelp{Title: "Event Zone: " + c.Name, Help: fmt.Sprintf("Add %s to the table to the round's end: %s.", k.Name, k.Text), Spare: true}, true
		}
	case KindRerollCard:
		return rules.ActionHelp{Title: "Discard for a reroll", Help: "Discard this card: the model may roll one of its rolls again in this activation.", Spare: true}, true
	case KindMove:
		h := rules.ActionHelp{Title: "Move", Help: "Move up to SPD inches (3 a cube), then take a posture.", Cost: g.costWord(a, 1)}
		if a.Option != "" {
			h.Title = "Move and " + a.Option
			h.NamesOption = true
		}
		return h, true
	case KindAttack:
		w, ok := g.data.Weapon(a.Weapon)
		if !ok {
			return rules.ActionHelp{}, false
		}
		help := fmt.Sprintf("Melee: your 2d6 against the defender's red die; on a hit 2d6 + STR + %d - ARM wounds; a defender at least as high counters.", w.POW)
		if w.Ranged() {
			help = fmt.Sprintf("Shoot: 2d6 + modifiers at least %d hits for %d wounds, ignoring ARM; one more roll for each %v inches beyond, the worst kept.", w.Skill, w.POW, w.RNG)
		}
		h := rules.ActionHelp{Title: "Attack with " + w.Name, Help: help, Attack: true, PickOnBoard: true, Cost: g.costWord(a, 1+boostCost(a.Option))}
		if a.Option != "" {
			h.Title += " (" + a.Option + " die)"
			h.NamesOption = true
		}
		return h, true
	case KindCast:
		s, ok := g.data.Spell(a.Weapon)
		if !ok {
			return rules.ActionHelp{}, false
		}
		if terrainOption(a.Option) {
			what, then := terrainWords(a.Option)
			return rules.ActionHelp{Title: "Cast " + s.Name + " at the " + what, Help: fmt.Sprintf("Difficulty %d; its damage above the %s's ARM destroys it: %s.", s.Difficulty, what, then),
				Attack: true, NamesOption: true, Cost: g.costWord(a, 1)}, true
		}
		if s.Template == TemplateBlade {
			d, opt, _ := splitBladeOption(a.Option)
			h := rules.ActionHelp{Title: fmt.Sprintf("Cast %s facing %s", s.Name, d), Help: fmt.Sprintf("Difficulty %d on 2d6; lucky numbers count. %s.", s.Difficulty, templateText(s)),
				Attack: true, PickOnBoard: true, NamesOption: true, Cost: g.costWord(a, castCost(opt))}
			if opt != "" {
				h.Title += " (boost " + opt + ")"
			}
			return h, true
		}
		h := rules.ActionHelp{Title: "Cast " + s.Name, Help: fmt.Sprintf("Difficulty %d on 2d6; lucky numbers count.", s.Difficulty), Attack: s.Template != TemplateSelf,
			PickOnBoard: s.Template != TemplateSelf, Cost: g.costWord(a, castCost(a.Option))}
		if t := templateText(s); t != "" {
			h.Help += " " + t + "."
		}
		if a.Option != "" {
			h.Title += " (boost " + a.Option + ")"
			h.NamesOption = true
		}
		return h, true
	case KindCross:
		return rules.ActionHelp{Title: "Cross", Help: "Cross the difficult terrain beside the model to this cube beside it.", Cost: g.costWord(a, 1)}, true
	case KindExtinguish:
		return rules.ActionHelp{Title: "Put out the fire", Help: "End Burning.", Cost: g.costWord(a, 1)}, true
	case KindShift:
		return rules.ActionHelp{Title: "Shift", Help: "Turn into the beast again, with full Fury; the activation ends.", Cost: g.costWord(a, shiftCost)}, true
	case KindSmash:
		if a.Option != "" {
			what, then := terrainWords(a.Option)
			return rules.ActionHelp{Title: "Smash the " + what, Help: fmt.Sprintf("A Heavy blow: 2d6 + STR + POW above the %s's ARM destroys it: %s.", what, then),
				Attack: true, NamesOption: true, Cost: g.costWord(a, 1)}, true
		}
		return rules.ActionHelp{Title: "Smash the wall", Help: "A Heavy blow: 2d6 + STR + POW above the wall's ARM destroys it, and debris flies beyond.", Attack: true, Cost: g.costWord(a, 1)}, true
	case KindKeep:
		return rules.ActionHelp{Title: "Keep the roll", Help: "Play no more cards on this roll."}, true
	case KindReroll:
		return rules.ActionHelp{Title: "Reroll", Help: "Use the model's reroll: roll the dice again."}, true
	case KindPlay:
		if c := card(); c != nil {
			help, _ := g.cardHelp(c)
			return rules.ActionHelp{Title: "Play " + c.Name, Help: help, NamesOption: a.Option != ""}, true
		}
	case KindSymbol:
		if c := card(); c != nil {
			return rules.ActionHelp{Title: "Discard " + c.Name + " for a symbol", Help: "One more ♦ on this roll."}, true
		}
	case KindCombo:
		if c := card(); c != nil {
			return rules.ActionHelp{Title: "Play " + c.Name + "'s combinations", Help: "Its two combinations count for this roll."}, true
		}
	}
	return rules.ActionHelp{}, false
}

// costWord is what an action costs its model: AP, or Fury for a beast.
func (g *Game) costWord(a rules.Action, n int) string {
	if m := g.model(a.Actor); m != nil && g.profile(m).Fury() && !m.Rest {
		return fmt.Sprintf("%d Fury", n)
	}
	return fmt.Sprintf("%d AP", n)
}

// terrainWords name the terrain a blow or a spell's option aims at and
// what its destruction does.
func terrainWords(opt string) (what, then string) {
	switch opt {
	case optFloor:
		return "floor", "debris falls on the floor below, and the models on it fall"
	case partMast:
		return "mast", "it gives no more cover, and debris flies beyond"
	case partCar:
		return "car", "it is no more difficult terrain, and debris flies beyond"
	}
	return "wall", "debris flies beyond"
}
