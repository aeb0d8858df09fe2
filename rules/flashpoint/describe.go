package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// kindHelp is the display title and help of each action kind, so the
// screen needs no knowledge of the Flashpoint rules (rules.Describer).
var kindHelp = map[string]rules.ActionHelp{
	// Items (RULES-ITEMS.md).
	kindTake:    {Title: "Take item", Help: "Free: pick up the item token in a cube the model moved out of, through or into (one item per action); it is revealed to both players. A model with two items leaves one of its own there."},
	kindDropIt:  {Title: "Drop item", Help: "Free: leave the item face up in this cube.", Spare: true},
	kindDestroy: {Title: "Destroy item", Help: "Free: the item goes back into the face-down item stack.", Spare: true},
	kindUse:     {Title: "Use item", Help: "Free: use a Type II item (one per activation); it is used up."},

	"activate": {Title: "Activate", Help: "Start this model's activation: one long action or two short actions (each type once)."},
	"move":     {Title: "Move", Help: "Short action: move up to the first Speed value; climbing costs one cube per level. Entering a cube with an enemy ends the move with a free Assault (+2 dice)."},
	"sprint":   {Title: "Sprint", Help: "Long action: move up to the second Speed value. Not allowed while sharing a cube with an enemy."},
	"crouch":   {Title: "Crouch", Help: "Short action: +1 die to ranged tests and +1 Survive die against shots, until the model moves."},
	"stand":    {Title: "Stand up", Help: "Short action: a pinned model must stand up before anything else; an enemy in the cube may make a free Assault (+1 die)."},
	"shoot":    {Title: "Shoot", Help: "Short action (long for Long weapons): the shooter's RA dice against the target's SV dice; each net success is a hit. Shields absorb hits, armour turns the rest into wounds."},
	"assault":  {Title: "Assault", Help: "Long action: close combat against an enemy in the same cube; FI dice against SV dice."},
	"pickup":   {Title: "Pick up", Help: "Free: take the weapon lying in this cube into the PICKUP slot (a weapon already there is left in the cube)."},
	"drop":     {Title: "Drop", Help: "Free: leave the picked-up weapon in this cube.", Spare: true},
	"respawn":  {Title: "Respawn", Help: "Return on a cube of the side's respawn zone with full shields and no wounds; the first action is then a Move."},
	"end":      {Title: "End activation", Help: "Finish this model's activation (Enter or Space)."},
	"pass":     {Title: "Pass the turn", Help: "Allowed when you have fewer unactivated models than your opponent: they activate next."},
	"decline":  {Title: "Decline", Help: "Make no free Assault: the model is let be."},
	"evade":    {Title: "Evade", Help: "Free: after surviving a shot unpinned, an Evade model may move one cube."},
	"scout":    {Title: "Scout", Help: "Free: before round 1, a Scout model may move one cube."},
	"skip":     {Title: "Skip", Help: "Do not take this free move or second shot."},
	"push":     {Title: "Push", Help: "Choose the direction of the knockback: the model is pushed one cube; a wall in the way is a wall test."},
	// Command dice (command_*.go).
	"spend":      {Title: "Spend die", Help: "Spend a command die: Move +1, Shoot or Assault gives a free action (one per activation), +1 Model a second model this turn, Extra d8 one more die on the coming test, +1 Model at round end a bid for the first turn.", Spare: true},
	"order":      {Title: "Order", Help: "Spend a Special Order die: Snap Shot, One Man Army, Alliance or Reinforcements Incoming (one order per activation).", Spare: true},
	"reroll":     {Title: "Reroll die", Help: "Tactician: roll this command die again and keep the new face."},
	"carry":      {Title: "Keep die", Help: "Tactician: keep this unspent command die for the next round."},
	"initiative": {Title: "Go", Help: "You won the bidding: go first or second next round."},
	"done":       {Title: "Done", Help: "Go on without spending (more) command dice."},

	// Scenario objectives (RULES-SCENARIOS.md).
	"drop-flag": {Title: "Drop the flag", Help: "Free: leave the carried flag in this cube. A flag carrier may not Shoot.", Spare: true},
	"drop-ball": {Title: "Drop the ball", Help: "Free: leave the ball in this cube. The ball's carrier may not Shoot; it scores by holding the ball at round end and by hitting with it in an Assault.", Spare: true},
}

// Describe names and explains an action for a screen (rules.Describer):
// the title and help of its kind, with the weapon profile's keywords for an
// attack. An attack aimed at a cube rather than a model is marked Attack.
func (g *Game) Describe(a rules.Action) (rules.ActionHelp, bool) {
	h, ok := kindHelp[a.Kind]
	if !ok {
		h, ok = cubeKindHelp[a.Kind]
	}
	if !ok {
		return rules.ActionHelp{}, false
	}
	h = kindMsgs(a.Kind, h)
	if isCubeAttack(a) {
		h = kindMsgs("fire-at-cube", cubeAttackHelp)
		if a.Option != "" {
			h = moreTitle(h, " ("+a.Option+")", "FpActTitleOption", "Option", a.Option) // the alternate profile
			h.NamesOption = true
		}
	}
	h = cmdDescribe(a, h)
	h = optionWords(a, h)
	switch a.Kind {
	case "done":
		h = g.doneHelp(h)
	case "spend":
		h = g.hazardSpendHelp(a, h)
	}
	if a.Weapon != "" {
		if w := g.b.data.Weapons[a.Weapon]; w != nil {
			name, _ := splitShotOption(a.Option)
			if p, ok := w.Profile(name); ok && len(p.Keywords) > 0 {
				kw := joinKeywords(p.Keywords)
				h = moreHelp(h, " "+w.Name+": "+kw+".", "FpActHelpKeywords", "Weapon", w.Name, "Keywords", kw)
			}
		}
		h.Attack = a.Cell != nil && a.Target == ""
	}
	return g.describeItem(a, h), true
}

// joinKeywords lists keywords as written, separated by commas.
func joinKeywords(ks []string) string {
	out := ""
	for i, k := range ks {
		if i > 0 {
			out += ", "
		}
		out += k
	}
	return out
}
