package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// kindHelp is the display title and help of each action kind, so the
// screen needs no knowledge of the Kill Team rules (rules.Describer).
// Moves and reactions choose a cube; none of them is an attack on a cube.
var kindHelp = map[string]rules.ActionHelp{
	// Deployment (KT-DEP-2).
	"deploy": {Title: "Deploy", Help: "Place this model on a cube of your deployment zone, at most 2 of a side in a cube; the players place one model at a time, alternating, until both teams are on the table (KT-DEP-2)."},
	// Movement phase (KT-MOV-0..8).
	"move":      {Title: "Move", Help: "Normal Move: up to M inches, 3\" a cube step and 3\" a level climbed, never into an enemy's cube (KT-MOV-1, KT-MOV-6). The model may still shoot this round."},
	"advance":   {Title: "Advance", Help: "Roll a D6 and add it to M, then choose where the model goes (KT-MOV-3). It may not charge, and shoots this round only with Assault weapons, at -1 to hit."},
	"ready":     {Title: "Ready", Help: "Stay put and be Ready: the model shoots first in the Shooting phase, in Ready, Fire! (KT-MOV-4)."},
	"stay":      {Title: "Stay", Help: "The model stays where it is; its action in this phase ends."},
	"charge":    {Title: "Charge", Help: "Declare a charge at an enemy within 12\" (4 cubes), and then perhaps at more: each may answer with Overwatch or Retreat, then 2D6\" must reach the cube of one of them. A charger that arrives fights first (Hammer of Wrath); a charger may not shoot this round (KT-MOV-5)."},
	"fall-back": {Title: "Fall Back", Help: "Leave the enemy's cube: move up to M inches to a cube with no enemy (KT-MOV-2). The model may not shoot this round."},
	"go":        {Title: "Charge now", Help: "Declare no more targets: each declared target may answer with Overwatch or Retreat, then 2D6\" must reach the cube of one of them (KT-MOV-5)."},
	"reroll":    {Title: "Command Re-roll", Help: "1 command point: roll the Advance or the failed charge again; the new roll stands, and a roll is rolled again at most once (KT-CP-3)."},
	"keep":      {Title: "Keep the roll", Help: "Spend no command point: the failed roll stands and the action goes on (KT-CP-3)."},
	// Answers to a charge (KT-MOV-5).
	"overwatch": {Title: "Overwatch", Help: "Answer the charge by shooting at the charger before it moves: every hit needs an unmodified 6 (KT-MOV-5)."},
	"retreat":   {Title: "Retreat", Help: "Answer the charge by moving 3\" (one cube) farther from the charger (KT-MOV-5). The model may not shoot this round, nor react again this phase."},
	"stand":     {Title: "Stand", Help: "No reaction: the charge is rolled at once (KT-MOV-5)."},
	// Psychic phase (KT-PSY-1..7).
	"psybolt": {Title: "Psybolt", Help: "Cast Psybolt at this enemy: 2D6 must reach 5, a double 1 or 6 is Perils of the Warp, and an enemy psyker may deny it; it deals 1 mortal wound, D3 on 11 or more. One cast a player a round (KT-PSY-1..7)."},
	// Shooting phase (KT-SHT-0..15).
	"shoot": {Title: "Shoot", Help: "Fire at an enemy in sight and range: each attack hits on BS, wounds by S against T, and the target saves on Sv; unsaved damage takes wounds, and at 0 wounds an injury roll decides flesh wound or out of action (KT-SHT-7..13)."},
	"hold":  {Title: "Hold fire", Help: "The model does not shoot this phase; its action ends."},
	"allot": {Title: "Split fire", Help: "Give that many of the attacks to another enemy within 2\" of the target that the shooter sees; the target keeps at least one (KT-SHT-6)."},
	"fire":  {Title: "Fire", Help: "Roll the attacks as they are allotted now (KT-SHT-6)."},
	"comms": {Title: "Comms: +1 to hit", Help: "Free, once a Shooting phase for the team: a model within 6\" of its Comms specialist gets +1 to hit this phase, and must then act (KT-SPEC)."},
	// Fight phase (KT-FGT-0..9).
	"fight":       {Title: "Fight", Help: "Strike an enemy in the model's cube with one melee weapon: each attack hits on WS, then wound, save and damage as in shooting (KT-FGT-4..8)."},
	"consolidate": {Title: "Consolidate", Help: "Move 3\" (one cube) nearer to the nearest enemy, possibly into its cube (KT-FGT-9)."},
	"order":       {Title: "Leader's order", Help: "1 command point: this friend within 3\" fights at once, before the other player's turn (the Leader's stratagem, KT-SPEC)."},
	"decline":     {Title: "No stratagem", Help: "Neither the Leader's order nor the Combat specialist's stratagem: the model's fight ends and the phase goes on."},
	// Morale phase (KT-MOR-3, A20).
	"nerve": {Title: "Nerve test", Help: "This model takes its nerve test now: D6 + 1 per dead model and per shaken model of its team - 1 per non-shaken friend within 2\"; more than its Ld makes it shaken. Models made shaken by earlier tests this phase count, so the order matters (KT-MOR-3, A20)."},
	// Any phase.
	"stratagem": {Title: "Stratagem", Help: "Spend 1 command point on the model's specialist stratagem, then act with it (KT-SPEC)."},
	"pass":      {Title: "Pass", Help: "Let the rest of your models do nothing more in this part of the phase."},
}

// titleMsgs are the message IDs of the actions' titles, by their English
// words (kindHelp, stratagemHelp and Describe's variants).
var titleMsgs = map[string]string{
	"Deploy":                             "KtActDeploy",
	"Move":                               "KtActMove",
	"Advance":                            "KtActAdvance",
	"Ready":                              "KtActReady",
	"Stay":                               "KtActStay",
	"Charge":                             "KtActCharge",
	"Fall Back":                          "KtActFallBack",
	"Charge now":                         "KtActChargeNow",
	"Command Re-roll":                    "KtActReroll",
	"Keep the roll":                      "KtActKeep",
	"Overwatch":                          "KtActOverwatch",
	"Retreat":                            "KtActRetreat",
	"Stand":                              "KtActStand",
	"Psybolt":                            "KtActPsybolt",
	"Shoot":                              "KtActShoot",
	"Hold fire":                          "KtActHold",
	"Split fire":                         "KtActAllot",
	"Fire":                               "KtActFire",
	"Comms: +1 to hit":                   "KtActComms",
	"Fight":                              "KtActFight",
	"Consolidate":                        "KtActConsolidate",
	"Leader's order":                     "KtActOrder",
	"No stratagem":                       "KtActDecline",
	"Nerve test":                         "KtActNerve",
	"Stratagem":                          "KtActStratagem",
	"Pass":                               "KtActPass",
	"Scout stratagem: +2\" Move":         "KtActStratagemScout",
	"Sniper stratagem: +1 to hit":        "KtActStratagemSniper",
	"Demolitions stratagem: +1 to wound": "KtActStratagemDemolitions",
	"Heavy stratagem: +1 attack":         "KtActStratagemHeavy",
	"Comms stratagem: -1 to nerve tests": "KtActStratagemComms",
	"Combat stratagem: fight now":        "KtActStratagemCombat",
	"Medic stratagem: a shot of stimms":  "KtActStratagemMedic",
	"Veteran stratagem: a move before round 1": "KtActStratagemVeteran",
	"Zealot stratagem: frenzy":                 "KtActStratagemZealot",
	"Move and jump down":                       "KtActMoveJump",
	"Move, jump down and walk on":              "KtActMoveJumpWalk",
	"End the charge here":                      "KtActChargeEnd",
	"Also charge":                              "KtActAlsoCharge",
}

// helpMsgs are the message IDs of the actions' help, by its English words
// (kindHelp, stratagemHelp and Describe's variants); help worked out with
// numbers gets its message where it is made.
var helpMsgs = map[string]string{
	"Place this model on a cube of your deployment zone, at most 2 of a side in a cube; the players place one model at a time, alternating, until both teams are on the table (KT-DEP-2).":                                                                                                                                                "KtHelpDeploy",
	"Normal Move: up to M inches, 3\" a cube step and 3\" a level climbed, never into an enemy's cube (KT-MOV-1, KT-MOV-6). The model may still shoot this round.":                                                                                                                                                                        "KtHelpMove",
	"Normal Move: up to M inches, 3\" a cube step and 3\" a level climbed, never into an enemy's cube (KT-MOV-1, KT-MOV-6). The model may still shoot this round. The model steps off an edge and drops to the floor below; a drop of 3 levels or more rolls dice, each 5-6 a mortal wound, and its move ends where it lands (KT-MOV-8).": "KtHelpMoveJump",
	"Normal Move: up to M inches, 3\" a cube step and 3\" a level climbed, never into an enemy's cube (KT-MOV-1, KT-MOV-6). The model may still shoot this round. The model steps off an edge, drops to the floor below and walks on with the inches left; a drop of 3 levels or more rolls dice, each 5-6 a mortal wound (KT-MOV-8).":    "KtHelpMoveJumpWalk",
	"Roll a D6 and add it to M, then choose where the model goes (KT-MOV-3). It may not charge, and shoots this round only with Assault weapons, at -1 to hit.":                                                                                                                                                                           "KtHelpAdvance",
	"Stay put and be Ready: the model shoots first in the Shooting phase, in Ready, Fire! (KT-MOV-4).":                                                                                                                                                                                                                                    "KtHelpReady",
	"The model stays where it is; its action in this phase ends.": "KtHelpStay",
	"Declare a charge at an enemy within 12\" (4 cubes), and then perhaps at more: each may answer with Overwatch or Retreat, then 2D6\" must reach the cube of one of them. A charger that arrives fights first (Hammer of Wrath); a charger may not shoot this round (KT-MOV-5).": "KtHelpCharge",
	"Leave the enemy's cube: move up to M inches to a cube with no enemy (KT-MOV-2). The model may not shoot this round.":                                                                                                                                                           "KtHelpFallBack",
	"Declare no more targets: each declared target may answer with Overwatch or Retreat, then 2D6\" must reach the cube of one of them (KT-MOV-5).":                                                                                                                                 "KtHelpGo",
	"1 command point: roll the Advance or the failed charge again; the new roll stands, and a roll is rolled again at most once (KT-CP-3).":                                                                                                                                         "KtHelpReroll",
	"Spend no command point: the failed roll stands and the action goes on (KT-CP-3).":                                                                                                                                                                                              "KtHelpKeep",
	"Answer the charge by shooting at the charger before it moves: every hit needs an unmodified 6 (KT-MOV-5).":                                                                                                                                                                     "KtHelpOverwatch",
	"Answer the charge by moving 3\" (one cube) farther from the charger (KT-MOV-5). The model may not shoot this round, nor react again this phase.":                                                                                                                               "KtHelpRetreat",
	"No reaction: the charge is rolled at once (KT-MOV-5).":                                                                                                                                                                                                                         "KtHelpStand",
	"Cast Psybolt at this enemy: 2D6 must reach 5, a double 1 or 6 is Perils of the Warp, and an enemy psyker may deny it; it deals 1 mortal wound, D3 on 11 or more. One cast a player a round (KT-PSY-1..7).":                                                                     "KtHelpPsybolt",
	"Fire at an enemy in sight and range: each attack hits on BS, wounds by S against T, and the target saves on Sv; unsaved damage takes wounds, and at 0 wounds an injury roll decides flesh wound or out of action (KT-SHT-7..13).":                                              "KtHelpShoot",
	"The model does not shoot this phase; its action ends.":                                                                                                                                                                                                                         "KtHelpHold",
	"Give that many of the attacks to another enemy within 2\" of the target that the shooter sees; the target keeps at least one (KT-SHT-6).":                                                                                                                                      "KtHelpAllot",
	"Roll the attacks as they are allotted now (KT-SHT-6).":                                                                                                                                                                                                                         "KtHelpFire",
	"Free, once a Shooting phase for the team: a model within 6\" of its Comms specialist gets +1 to hit this phase, and must then act (KT-SPEC).":                                                                                                                                  "KtHelpComms",
	"Strike an enemy in the model's cube with one melee weapon: each attack hits on WS, then wound, save and damage as in shooting (KT-FGT-4..8).":                                                                                                                                  "KtHelpFight",
	"Move 3\" (one cube) nearer to the nearest enemy, possibly into its cube (KT-FGT-9).":                                                                                                                                                                                           "KtHelpConsolidate",
	"1 command point: this friend within 3\" fights at once, before the other player's turn (the Leader's stratagem, KT-SPEC).":                                                                                                                                                     "KtHelpOrder",
	"Neither the Leader's order nor the Combat specialist's stratagem: the model's fight ends and the phase goes on.":                                                                                                                                                               "KtHelpDecline",
	"This model takes its nerve test now: D6 + 1 per dead model and per shaken model of its team - 1 per non-shaken friend within 2\"; more than its Ld makes it shaken. Models made shaken by earlier tests this phase count, so the order matters (KT-MOR-3, A20).":               "KtHelpNerve",
	"Spend 1 command point on the model's specialist stratagem, then act with it (KT-SPEC).":                                                                                                                                                                                        "KtHelpStratagem",
	"Let the rest of your models do nothing more in this part of the phase.":                                                                                                                                                                                                        "KtHelpPass",
	"1 command point: +2\" to this model's Move this phase (Normal Move, Advance and Fall Back); then it moves (KT-SPEC).":                                                                                                                                                          "KtHelpStratagemScout",
	"1 command point: +1 to this model's hit rolls this phase; then it shoots (KT-SPEC).":                                                                                                                                                                                           "KtHelpStratagemSniper",
	"1 command point: +1 to this model's wound rolls this phase; then it shoots (KT-SPEC).":                                                                                                                                                                                         "KtHelpStratagemDemolitions",
	"1 command point: +1 attack for each of this model's weapons that has more than 1 this phase; then it shoots (KT-SPEC).":                                                                                                                                                        "KtHelpStratagemHeavy",
	"1 command point: -1 to the nerve tests of your models within 2\" of the Comms specialist in this Morale phase (KT-SPEC, KT-MOR-3).":                                                                                                                                            "KtHelpStratagemComms",
	"1 command point: your Combat specialist, which has not fought this phase, fights at once after its friend's fight (KT-SPEC).":                                                                                                                                                  "KtHelpStratagemCombat",
	"1 command point: this friend within 2\" gets +1 to its Advance and charge rolls and +1 attack until the next round (KT-SPEC).":                                                                                                                                                 "KtHelpStratagemMedic",
	"1 command point, once a game: before round 1's Initiative phase, this model makes a Normal Move or an Advance; it still acts in the Movement phase (KT-SPEC).":                                                                                                                 "KtHelpStratagemVeteran",
	"1 command point: each of this model's hit rolls of 6+ in its fight this phase gives one more attack with the same weapon at the same target; those give no more (KT-SPEC).":                                                                                                    "KtHelpStratagemZealot",
	"The charge succeeds: end it in this target's cube; the model fights first, in Hammer of Wrath, and every declared target counts as charged (KT-MOV-5).":                                                                                                                        "KtHelpChargeEnd",
	"Declare this enemy another target of the charge: the charger may pass through its cube, it may answer the charge too, and reaching its cube makes the charge succeed (KT-MOV-5).":                                                                                              "KtHelpAlsoCharge",
	"Place your Leader first, at the back of your deployment zone: the Assassination mission's prize starts behind its team (KT-DEP-2, RULES.md \"The missions\").":                                                                                                                 "KtHelpDeployLeader",
	"Do not consolidate: the model stays where it is and its fight ends (KT-FGT-9).":                                                                                                                                                                                                "KtHelpNoConsolidate",
	"Free for a Scout: roll the Advance again; the new roll stands (the Scout's passive, KT-SPEC).":                                                                                                                                                                                 "KtHelpScoutReroll",
	"Your models that have not moved stay where they are this phase (KT-MOV-0).":                                                                                                                                                                                                    "KtHelpPassMovement",
	"Use no stratagem before the Morale tests (KT-SPEC).":                                                                                                                                                                                                                           "KtHelpPassMorale",
	"Cast no power this phase (KT-PSY-1).":                                                              "KtHelpPassPsychic",
	"Your Veteran does not move before the Initiative phase (KT-SPEC).":                                 "KtHelpPassVeteran",
	"Your models that have not shot hold their fire for the rest of this part of the phase (KT-SHT-0).": "KtHelpPassShooting",
}

// stratagemHelp is what each specialist's stratagem gives (KT-SPEC).
var stratagemHelp = map[Specialism]rules.ActionHelp{
	Scout:       {Title: "Scout stratagem: +2\" Move", Help: "1 command point: +2\" to this model's Move this phase (Normal Move, Advance and Fall Back); then it moves (KT-SPEC)."},
	Sniper:      {Title: "Sniper stratagem: +1 to hit", Help: "1 command point: +1 to this model's hit rolls this phase; then it shoots (KT-SPEC)."},
	Demolitions: {Title: "Demolitions stratagem: +1 to wound", Help: "1 command point: +1 to this model's wound rolls this phase; then it shoots (KT-SPEC)."},
	Heavy:       {Title: "Heavy stratagem: +1 attack", Help: "1 command point: +1 attack for each of this model's weapons that has more than 1 this phase; then it shoots (KT-SPEC)."},
	Comms:       {Title: "Comms stratagem: -1 to nerve tests", Help: "1 command point: -1 to the nerve tests of your models within 2\" of the Comms specialist in this Morale phase (KT-SPEC, KT-MOR-3)."},
	Combat:      {Title: "Combat stratagem: fight now", Help: "1 command point: your Combat specialist, which has not fought this phase, fights at once after its friend's fight (KT-SPEC)."},
	Medic:       {Title: "Medic stratagem: a shot of stimms", Help: "1 command point: this friend within 2\" gets +1 to its Advance and charge rolls and +1 attack until the next round (KT-SPEC)."},
	Veteran:     {Title: "Veteran stratagem: a move before round 1", Help: "1 command point, once a game: before round 1's Initiative phase, this model makes a Normal Move or an Advance; it still acts in the Movement phase (KT-SPEC)."},
	Zealot:      {Title: "Zealot stratagem: frenzy", Help: "1 command point: each of this model's hit rolls of 6+ in its fight this phase gives one more attack with the same weapon at the same target; those give no more (KT-SPEC)."},
}

// Describe names and explains an action for a screen (rules.Describer):
// a short title and a sentence or two on what it does, what it costs and
// the rule it plays. Kill Team has no attack aimed at a cube: every
// action that chooses a cube is a move.
func (g *Game) Describe(a rules.Action) (rules.ActionHelp, bool) {
	h, ok := kindHelp[a.Kind]
	if !ok {
		return rules.ActionHelp{}, false
	}
	switch a.Kind {
	case "charge", "shoot", "overwatch", "fight", "psybolt", "order":
		h.PickOnBoard = true // a horde gives many targets: the board picks one
	}
	i := g.modelIndex(a.Actor)
	switch a.Kind {
	case "move":
		if a.Option == JumpOption {
			h.Title, h.NamesOption = "Move and jump down", true
			h.Help += " The model steps off an edge and drops to the floor below; a drop of 3 levels or more rolls dice, each 5-6 a mortal wound, and its move ends where it lands (KT-MOV-8)."
		}
		if a.Option == JumpWalkOption {
			h.Title, h.NamesOption = "Move, jump down and walk on", true
			h.Help += " The model steps off an edge, drops to the floor below and walks on with the inches left; a drop of 3 levels or more rolls dice, each 5-6 a mortal wound (KT-MOV-8)."
		}
		if i >= 0 && g.st.Pending == a.Actor {
			switch g.st.PendingKind {
			case PendingAdvance:
				h.Help = fmt.Sprintf("Finish the Advance: move up to %d\" (%d cubes) (KT-MOV-3).", g.st.PendingInches, MoveCubes(g.st.PendingInches))
				h.HelpMsg = rules.Say("KtHelpAdvanceFinish", "Inches", rules.Num(g.st.PendingInches), "Cubes", rules.Num(MoveCubes(g.st.PendingInches)))
			case PendingCharge:
				h.Help = fmt.Sprintf("After the failed charge: move the whole %d\" as close as the model can get to its target (KT-MOV-5).", g.st.PendingInches)
				h.HelpMsg = rules.Say("KtHelpChargeFailedMove", "Inches", rules.Num(g.st.PendingInches))
			case PendingChargeEnd:
				h.Title, h.Help = "End the charge here", "The charge succeeds: end it in this target's cube; the model fights first, in Hammer of Wrath, and every declared target counts as charged (KT-MOV-5)."
			}
		}
	case "charge":
		if g.st.Pending == a.Actor && g.st.PendingKind == PendingDeclare {
			h.Title = "Also charge"
			h.Help = "Declare this enemy another target of the charge: the charger may pass through its cube, it may answer the charge too, and reaching its cube makes the charge succeed (KT-MOV-5)."
		}
	case "deploy":
		if i >= 0 && g.setup.Scenario == ScenarioAssassination && g.st.Models[i].Spec == Leader {
			h.Help = "Place your Leader first, at the back of your deployment zone: the Assassination mission's prize starts behind its team (KT-DEP-2, RULES.md \"The missions\")."
		}
	case "stay":
		if g.st.Pending == a.Actor && g.st.PendingKind == PendingConsolidate {
			h.Help = "Do not consolidate: the model stays where it is and its fight ends (KT-FGT-9)."
		}
	case "reroll":
		if w := g.st.Reroll; w != nil {
			h.Help = fmt.Sprintf("1 command point: roll the failed %s roll of %s again; the new roll stands, and a roll is rolled again at most once (KT-CP-3).", w.Test, w.Actor)
			h.HelpMsg = rules.Say("KtHelpRerollRoll", "Test", testRef(w.Test), "Model", w.Actor)
		} else if i >= 0 && g.st.Models[i].Spec == Scout && g.st.PendingKind == PendingAdvance {
			h.Help = "Free for a Scout: roll the Advance again; the new roll stands (the Scout's passive, KT-SPEC)."
		}
	case "stratagem":
		if i >= 0 {
			if s, ok := stratagemHelp[g.st.Models[i].Spec]; ok {
				h = s
			}
		}
	case "pass":
		h.Help = g.passHelp()
	}
	if id, ok := titleMsgs[h.Title]; ok {
		h.TitleMsg = rules.Say(id)
	}
	if id, ok := helpMsgs[h.Help]; ok {
		h.HelpMsg = rules.Say(id)
	}
	return h, true
}

// passHelp says what passing means in the current phase.
func (g *Game) passHelp() string {
	switch g.st.Phase {
	case PhaseMovement:
		return "Your models that have not moved stay where they are this phase (KT-MOV-0)."
	case PhaseMorale:
		return "Use no stratagem before the Morale tests (KT-SPEC)."
	case PhasePsychic:
		return "Cast no power this phase (KT-PSY-1)."
	case PhaseVeteran:
		return "Your Veteran does not move before the Initiative phase (KT-SPEC)."
	}
	return "Your models that have not shot hold their fire for the rest of this part of the phase (KT-SHT-0)."
}
