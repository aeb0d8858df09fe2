package necromunda

import "github.com/flashpoint-arena/flashpoint/rules"

// Describe names and explains an action for a screen (rules.Describer),
// its title also as a message (titleMsgs).
func (g *Game) Describe(a rules.Action) (rules.ActionHelp, bool) {
	h, ok := g.describe(a)
	if id, found := titleMsgs[h.Title]; found {
		h.TitleMsg = rules.Say(id)
	}
	return h, ok
}

// titleMsgs are the message IDs of the actions' titles, by their English
// words.
var titleMsgs = map[string]string{
	"Place casket":           "NecActPlace",
	"Activate":               "NecActActivate",
	"End activation":         "NecActEnd",
	"Pass":                   "NecActPass",
	"Climb":                  "NecActClimb",
	"Jump down":              "NecActJump",
	"Leap":                   "NecActLeap",
	"Leap down":              "NecActLeapDown",
	"Drag casket":            "NecActDrag",
	"Long leap":              "NecActLongLeap",
	"Leap too far":           "NecActTooFar",
	"Move":                   "NecActMove",
	"Charge":                 "NecActCharge",
	"Shoot":                  "NecActShoot",
	"Fight":                  "NecActFight",
	"Retreat":                "NecActRetreat",
	"Coup de grâce":          "NecActCoup",
	"Reload":                 "NecActReload",
	"Force casket":           "NecActForce",
	"Open casket":            "NecActOpen",
	"Stand up":               "NecActStand",
	"Shoot (priority test)":  "NecActShootPriority",
	"Shoot two pistols":      "NecActShootBoth",
	"Shoot through the vent": "NecActShootVent",
}

// describe is Describe without the title's message.
func (g *Game) describe(a rules.Action) (rules.ActionHelp, bool) {
	switch a.Kind {
	case "place":
		return rules.ActionHelp{Title: "Place casket", Help: "Place your loot casket on this cube (NEC-LOOT-1)."}, true
	case "activate":
		return rules.ActionHelp{Title: "Activate", Help: "Start this fighter's activation: 2 action points."}, true
	case "end":
		return rules.ActionHelp{Title: "End activation", Help: "End this fighter's activation; unspent points are lost."}, true
	case "pass":
		return rules.ActionHelp{Title: "Pass", Help: "Place no casket."}, true
	case "move":
		switch a.Option {
		case OptClimb:
			return rules.ActionHelp{Title: "Climb", Help: "Move and climb: 2\" of movement per inch of height; a fighter that starts and ends an activation on the wall, not on a ladder, falls. 1 action point."}, true
		case OptJump:
			return rules.ActionHelp{Title: "Jump down", Help: "Jump down: an Initiative test at the fall table's modifier; on a fail the fighter falls. 1 action point."}, true
		case OptLeap:
			return rules.ActionHelp{Title: "Leap", Help: "Leap the gap: longer than half M, an Initiative test or land Pinned at the edge. 1 action point."}, true
		case OptLeapDown:
			return rules.ActionHelp{Title: "Leap down", Help: "Leap the gap and drop to the floor below: one Initiative test at the drop's modifier; on a fail the fighter falls. 1 action point."}, true
		case OptDrag:
			return rules.ActionHelp{Title: "Drag casket", Help: "Drag the casket or ammo cache in this cube one cube along, at half speed. 1 action point."}, true
		case OptLongLeap:
			return rules.ActionHelp{Title: "Long leap", Help: "Leap the gap over two Moves: 2 action points; longer than half M, an Initiative test."}, true
		case OptTooFar:
			return rules.ActionHelp{Title: "Leap too far", Help: "Leap at a gap longer than M: the fighter gets as far as it can and falls. Its activation ends."}, true
		}
		return rules.ActionHelp{Title: "Move", Help: "Move up to M inches: 3\" a cube, 3\" more over a low wall. 1 action point."}, true
	case "charge":
		return rules.ActionHelp{Title: "Charge", Help: "Move M + D3 inches into the enemy's cube and fight at +1. 2 action points.", PickOnBoard: true}, true
	case "shoot":
		h := rules.ActionHelp{Title: "Shoot", Help: "The shooting sequence: hit roll against BS, the Firepower die, an Ammo check on Ammo. 1 action point.", PickOnBoard: true}
		switch a.Option {
		case OptPriority:
			h.Title, h.Help = "Shoot (priority test)", "Not the nearest target: a Willpower test first; on a fail the fighter shoots the nearest. 1 action point."
		case OptBoth:
			h.Title, h.Help = "Shoot two pistols", "Both pistols at the same target, each at -1 to hit. 1 action point."
		case OptVent:
			h.Title, h.Help = "Shoot through the vent", "At an enemy at the vent's other end: hits on 5+ whatever the modifiers. 1 action point."
		}
		return h, true
	case "fight":
		return rules.ActionHelp{Title: "Fight", Help: "Attack an enemy in this cube: A dice against WS; an Active enemy strikes back. 1 action point.", PickOnBoard: true}, true
	case "retreat":
		return rules.ActionHelp{Title: "Retreat", Help: "Break away from the fight to this cube: an Initiative test; on a fail the fighter stays and each enemy in the fight strikes it once. 1 action point."}, true
	case "coup":
		return rules.ActionHelp{Title: "Coup de grâce", Help: "Take a Seriously Injured enemy in this cube out of action. 1 action point."}, true
	case "reload":
		return rules.ActionHelp{Title: "Reload", Help: "Load a weapon that is Out of Ammo. 1 action point."}, true
	case "open":
		if a.Option == OptForce {
			return rules.ActionHelp{Title: "Force casket", Help: "D6 + S of 6 or more opens it, -1 on the contents. 1 action point.", NamesOption: true}, true
		}
		return rules.ActionHelp{Title: "Open casket", Help: "An Intelligence test (2D6) opens it. 1 action point.", NamesOption: true}, true
	case "stand":
		return rules.ActionHelp{Title: "Stand up", Help: "A Pinned fighter stands up. 1 action point."}, true
	}
	return rules.ActionHelp{}, false
}
