package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// tokenHelp fills the Help of every token of the view, with its message:
// what a player may do with it under these rules (the board shows it
// when the pointer rests on its cube).
func (g *Game) tokenHelp(v *rules.View) {
	for i := range v.Tokens {
		v.Tokens[i].Help, v.Tokens[i].HelpMsg = g.helpFor(&v.Tokens[i])
	}
}

// helpFor is one token's Help and its message.
func (g *Game) helpFor(t *rules.Token) (string, rules.Msg) {
	switch t.Kind {
	case "item":
		if t.Hidden {
			return "A model that moves into, out of or through this cube, or crouches in it, may pick it up; it is revealed then.", rules.Say("FpHelpItemHidden")
		}
		return "Item, face up. A model passing this cube may pick it up.", rules.Say("FpHelpItem")
	case "weapon":
		return "Weapon. A model passing this cube may pick it up.", rules.Say("FpHelpWeapon")
	case "barrier":
		return "Models in this cube spend its shields first against ranged attacks; it is gone when empty.", rules.Say("FpHelpBarrier")
	case "smoke":
		return "Blocks sight into, out of and through this cube until the end of the round.", rules.Say("FpHelpSmoke")
	case "flag":
		owner := t.Seat
		if owner != rules.Blue && owner != rules.Red {
			return "Carry the enemy flag into your half of the arena to score; a carrier may not shoot.", rules.Say("FpHelpFlag")
		}
		enemy := owner.Other()
		return seatTitle(enemy) + " scores by carrying it into " + seatTitle(enemy) + "'s half of the arena; " + seatTitle(owner) +
			" returns it home by touching it away from home. A carrier may not shoot.", rules.Say(seatMsgID("FpHelpFlag", owner))
	case "area":
		s := t.Seat
		if s != rules.Blue && s != rules.Red {
			return "", rules.Msg{}
		}
		return seatTitle(s) + "'s half of the arena begins here: " + seatTitle(s) + " captures the " + s.Other().String() +
			" flag by carrying it onto this line or anywhere behind it.", rules.Say(seatMsgID("FpHelpArea", s))
	case "ball":
		return "The side holding it at the end of a round scores 1 (and 1 for each Assault its carrier hits with); a carrier may not shoot.", rules.Say("FpHelpBall")
	case "zone":
		rule, ruleID := "Zones go to the side with more unpinned models in them at the end of a round.", "FpHelpZoneRule"
		if g.is(ScenarioTotalControl) {
			rule += " A side that owns every zone then scores 1, and they turn neutral."
			ruleID = "FpHelpZoneRuleTotal"
		}
		switch {
		case t.State == rules.ZoneContested:
			return "Contested (as many models of each side). " + rule, rules.Say("FpHelpZoneContested", "Rule", rules.Ref(ruleID))
		case t.Seat == rules.Blue || t.Seat == rules.Red:
			return seatTitle(t.Seat) + "'s. " + rule, rules.Say(seatMsgID("FpHelpZone", t.Seat), "Rule", rules.Ref(ruleID))
		}
		return "Nobody's. " + rule, rules.Say("FpHelpZoneNobody", "Rule", rules.Ref(ruleID))
	}
	return "", rules.Msg{}
}

// seatTitle is a seat's name as a sentence starts it: "Blue", "Red".
func seatTitle(s rules.Seat) string { return capital(s.String()) }

// seatMsgID is prefix and the seat, the ID of a message of one seat's:
// seatMsgID("FpHelpZone", rules.Blue) is "FpHelpZoneBlue".
func seatMsgID(prefix string, s rules.Seat) string {
	if s == rules.Blue {
		return prefix + "Blue"
	}
	return prefix + "Red"
}
