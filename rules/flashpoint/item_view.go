package flashpoint

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// itemTokensView adds the item tokens, barriers and smoke to a View's
// tokens. A face-down token shows as "?" and Hidden to both seats: its
// identity never reaches a View (fair play, DESIGN section 3), only a
// RevealedView.
func (g *Game) itemTokensView(out []rules.Token) []rules.Token {
	for _, t := range g.it.Tokens {
		switch {
		case t.FaceUp:
			out = append(out, rules.Token{Kind: "item", Label: itemName(t.Item), LabelMsg: nameMsg(itemName(t.Item)), Pos: t.Pos, Seat: rules.NoSeat})
		case g.revealAll:
			out = append(out, rules.Token{Kind: "item", Label: itemName(t.Item) + " (face down)", LabelMsg: rules.Say("FpTokenFaceDown", "Name", itemName(t.Item)), Pos: t.Pos, Seat: rules.NoSeat})
		default:
			out = append(out, rules.Token{Kind: "item", Label: "?", LabelMsg: rules.Say("FpTokenHidden"), Pos: t.Pos, Hidden: true, Seat: rules.NoSeat})
		}
	}
	for _, b := range g.it.Barriers {
		out = append(out, rules.Token{Kind: "barrier", Label: fmt.Sprintf("Energy Shield Barrier %d", b.Shields),
			LabelMsg: rules.Say("FpTokenBarrier", "Shields", rules.Num(b.Shields)), Pos: b.Pos, Seat: rules.NoSeat})
	}
	for _, p := range g.it.Smoke {
		out = append(out, rules.Token{Kind: "smoke", Label: "Smoke", LabelMsg: rules.Say("FpTokenSmoke"), Pos: p, Seat: rules.NoSeat})
	}
	return out
}

// RevealedView is the View with the face-down items named, for a finished
// game's replay (rules.Revealer).
func (g *Game) RevealedView() rules.View {
	c := g.clone()
	c.revealAll = true
	return c.View()
}

// itemNotes are the View notes of the items: sensors and the stack.
func (g *Game) itemNotes() []string {
	var out []string
	for _, s := range rules.Seats {
		if g.it.Sensor[s] {
			out = append(out, fmt.Sprintf("%s's Threat Sensor is on this round", s))
		}
	}
	if len(g.it.Pool) > 0 {
		out = append(out, fmt.Sprintf("Item stack: %d face down", len(g.it.Pool)))
	}
	return out
}

// describeItem adds the item's own name and help to an item action.
func (g *Game) describeItem(a rules.Action, h rules.ActionHelp) rules.ActionHelp {
	switch a.Kind {
	case kindUse, kindDropIt, kindDestroy:
		id, opt, _ := strings.Cut(a.Option, " ")
		// A cube chosen for smoke or a pull is aimed at, not walked to.
		h.Attack = a.Cell != nil && (id == ItemSmoke || strings.HasPrefix(opt, "pull "))
		if it := itemInfo(id); it != nil {
			h.NamesOption = opt == "" // the option is the item alone
			if target, ok := strings.CutPrefix(opt, "pull "); ok {
				// A Grapple Hook's pull names what it pulls, not its ID.
				if w := g.b.data.Weapons[target]; w != nil {
					h = moreTitle(h, ": "+it.Name+", pull the "+w.Name, "FpActTitleItemPullWeapon", "Item", it.Name, "Weapon", w.Name)
				} else {
					h = moreTitle(h, ": "+it.Name+", pull the item token", "FpActTitleItemPullToken", "Item", it.Name)
				}
				h.NamesOption = true
			} else {
				h = moreTitle(h, ": "+it.Name, "FpActTitleItem", "Item", it.Name)
			}
			if a.Kind == kindUse {
				h = moreHelp(h, " "+it.Name+": "+it.Help, "FpActHelpItem", "Item", it.Name, "ItemHelp", it.Help)
			}
		}
	case kindTake:
		// A face-up token is public: name it; a face-down one stays "item".
		// The option (the token's ID, item.3) is no name for a player.
		h.NamesOption = true
		if n, leave, ok := splitTakeOption(a.Option); ok {
			named := ""
			if ti := g.itemToken(n); ti >= 0 && g.it.Tokens[ti].FaceUp {
				named = itemName(g.it.Tokens[ti].Item)
				h.Title, h.TitleMsg = say("FpActTakeNamed", "Item", "Take %s", named)
			}
			switch {
			case leave != "" && named != "":
				h.Title, h.TitleMsg = say("FpActTakeNamedLeave", "Item Leave", "Take %s, leave %s", named, itemName(leave))
			case leave != "":
				h = moreTitle(h, ", leave "+itemName(leave), "FpActTitleLeave", "Item", itemName(leave))
			}
		}
	case "pickup":
		h.Attack = false // a weapon picked up in a cube passed through
		if a.Cell != nil {
			h.Help = "Free: take the weapon lying in a cube the model moved through into the PICKUP slot (a weapon already there is left in the model's cube)."
			h.HelpMsg = rules.Say("FpActHelpPickupPassed")
		}
	case "shoot":
		if _, ammo := splitAmmo(a.Option); ammo {
			kw := h.HelpMsg
			h = moreHelp(h, " With Explosive Ammo: +1 die and Lethal 1 (the item is used up).", "FpActHelpAmmo")
			if kw.ID == "FpActHelpKeywords" { // the weapon's keywords, then the ammo
				h.HelpMsg = rules.Msg{ID: "FpActHelpKeywordsAmmo", Args: kw.Args}
			}
		}
	}
	return h
}

// itemView adds the items to a View: tokens, barriers and smoke on the
// board. Their notes (itemNotes) follow the scenario's, which comes first.
func (g *Game) itemView(v *rules.View) {
	v.Tokens = g.itemTokensView(v.Tokens)
}
