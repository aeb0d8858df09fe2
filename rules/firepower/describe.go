package firepower

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Describe names and explains an action for a screen (rules.Describer),
// with its cost in Movement Factors.
func (g *Game) Describe(a rules.Action) (rules.ActionHelp, bool) {
	h, ok := g.describe(a)
	h.Cost = g.mfCost(a)
	h.TitleMsg = titleMsg(h.Title, a)
	return h, ok
}

// titleMsgs are the message IDs of the actions' titles, by their English
// words; a turn's and a fire's with movement after it get theirs in
// titleMsg.
var titleMsgs = map[string]string{
	"Impulse here":          "FpwActImpulse",
	"Pass":                  "FpwActPass",
	"End impulse":           "FpwActEnd",
	"Enter cube":            "FpwActEnter",
	"Go prone":              "FpwActProne",
	"Stand up":              "FpwActStand",
	"Fire (semi-automatic)": "FpwActFireSemi",
	"Fire (automatic)":      "FpwActFireAuto",
	"Throw grenade":         "FpwActGrenade",
	"Melee":                 "FpwActMelee",
	"Melee together":        "FpwActMeleeTogether",
}

// titleMsg is an action's title as a message: the title's own, a turn's
// with its facing, a fire's with the movement it declares after; the zero
// Msg for a title that has none.
func titleMsg(title string, a rules.Action) rules.Msg {
	if id, ok := titleMsgs[title]; ok {
		return rules.Say(id)
	}
	if a.Kind == "turn" && title == "Turn "+a.Option {
		return rules.Say("FpwActTurn", "Facing", a.Option)
	}
	for base, id := range titleMsgs {
		var k int
		if _, err := fmt.Sscanf(strings.TrimPrefix(title, base), ", then %d MF", &k); err == nil && title == fmt.Sprintf("%s, then %d MF", base, k) {
			return rules.Say("FpwActThen", "Action", rules.Ref(id), "MF", rules.Num(k))
		}
	}
	return rules.Msg{}
}

// describe is Describe without the cost.
func (g *Game) describe(a rules.Action) (rules.ActionHelp, bool) {
	c := g.chart()
	switch a.Kind {
	case "impulse":
		return rules.ActionHelp{Title: "Impulse here", Help: fmt.Sprintf("The soldiers in this cube act: each spends up to %d Movement Factors (%d when Suppressed).", c.MF, c.MF-1)}, true
	case "pass":
		return rules.ActionHelp{Title: "Pass", Help: "Make no more impulses in this Impulse Phase.", Spare: true}, true
	case "end":
		return rules.ActionHelp{Title: "End impulse", Help: "End this impulse; unspent Movement Factors are lost."}, true
	case "move":
		return rules.ActionHelp{Title: "Enter cube", Help: fmt.Sprintf("Enter the cube ahead: %d MF standing, %d prone, more over a fence or hedge, into rough ground or up a wall. 4 cubes in an impulse: Running.", c.Enter, c.EnterProne)}, true
	case "turn":
		return rules.ActionHelp{Title: "Turn " + a.Option, Help: fmt.Sprintf("Face %s: %d MF for any turn.", a.Option, c.Turn), NamesOption: true}, true
	case "prone":
		return rules.ActionHelp{Title: "Go prone", Help: fmt.Sprintf("Lie down: %d MF. Harder to hit (+%d), throws only %d cubes.", c.Prone, c.ModProne, c.ThrowProne)}, true
	case "stand":
		return rules.ActionHelp{Title: "Stand up", Help: fmt.Sprintf("Get up: %d MF.", c.Stand)}, true
	case "fire":
		mode, k := parseFireOption(a.Option)
		title := "Fire (semi-automatic)"
		if mode == ModeAuto {
			title = "Fire (automatic)"
		}
		help := fmt.Sprintf("%d MF; one D10 a shot, the roll plus modifiers at or under the hit number kills.", c.Fire)
		if mode == ModeAuto {
			help += " One burst at each enemy in the cube while bursts last; everyone there is Suppressed."
		}
		if k > 0 {
			title += fmt.Sprintf(", then %d MF", k)
			help += fmt.Sprintf(" Declares %d MF of movement after firing (+%d to the roll).", k, k*c.ModMoving)
		}
		return rules.ActionHelp{Title: title, Help: help, NamesOption: true, PickOnBoard: true}, true
	case "grenade":
		return rules.ActionHelp{Title: "Throw grenade", Help: fmt.Sprintf("%d MF: at the cube; a miss spreads, over 10 is a dud. The blast kills on %d or less: stuns in the cube, suppresses around it.", c.Fire, c.Blast), Attack: true}, true
	case "melee":
		h := rules.ActionHelp{Title: "Melee", Help: fmt.Sprintf("Enter the enemy's cube with %d MF left: one D10, %d or less kills every defender, more kills the attackers; ±%d a soldier of superiority.", c.Melee, c.MeleeHit, c.MeleeOdds), Attack: true}
		if a.Option == OptTogether {
			h.Title = "Melee together"
			h.NamesOption = true
			h.Help = "With every soldier of the stack that can join. " + h.Help
		}
		return h, true
	}
	return rules.ActionHelp{}, false
}

// TerrainHelp says what the arena's features do under these rules
// (rules.TerrainDescriber).
func (g *Game) TerrainHelp(t rules.Terrain) (string, rules.Msg, bool) {
	c := g.chart()
	switch t.Kind {
	case rules.TerrainLowWall:
		return fmt.Sprintf("a fence: %d MF more to cross; cover (+%d) to a soldier behind it; blocks sight when either soldier is Prone.", c.Cross, c.ModCover),
			rules.Say("FpwTerrainFence", "Cross", rules.Num(c.Cross), "Cover", rules.Num(c.ModCover)), true
	case rules.TerrainWall:
		return fmt.Sprintf("blocks sight and movement; climbed at %d MF a level.", c.Climb), rules.Say("FpwTerrainWall", "Climb", rules.Num(c.Climb)), true
	case rules.TerrainGirder:
		return "a floor of beams: soldiers stand and walk here.", rules.Say("FpwTerrainGirder"), true
	case rules.TerrainDeploy:
		return "where a side's squad starts.", rules.Say("FpwTerrainDeploy"), true
	}
	return "", rules.Msg{}, false
}

// PlaysZone reports that only deployment zones play a part
// (rules.ZonePlayer); objectives count in Hold the Ground.
func (g *Game) PlaysZone(kind rules.TerrainKind) bool {
	return kind == rules.TerrainDeploy
}
