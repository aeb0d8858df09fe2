package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// View is a read-only picture of the state: every model with its card,
// the weapons lying on the board, the scenario line.
func (g *Game) View() rules.View {
	v := rules.View{Ruleset: RulesetName, Round: g.round, ToMove: g.ToMove(), Score: g.score}
	v.Prompt, v.PromptMsg = g.prompt()
	for i := range g.models {
		m := &g.models[i]
		v.Pieces = append(v.Pieces, rules.Piece{
			ID: m.ID, Seat: m.Seat, Name: m.Name, Role: m.Unit.Role, Pos: m.Pos, OnBoard: m.OnBoard,
			Active: g.act.Model == i, Activated: m.Activated, Crouched: m.Crouched, Pinned: m.Pinned,
			Wounds: m.Wounds, HP: m.Unit.HP, Shields: m.Shields, MaxShields: m.Unit.ES,
			Card: g.card(m), Items: m.itemNames(), Marks: g.marks(m),
		})
	}
	g.itemView(&v) // item tokens, barriers, smoke; sensor and stack notes
	for _, t := range g.tokens {
		v.Tokens = append(v.Tokens, rules.Token{Kind: "weapon", Label: g.weaponName(t.Weapon), LabelMsg: nameMsg(g.weaponName(t.Weapon)), Pos: t.Pos, Seat: rules.NoSeat})
	}
	for _, s := range g.b.spots {
		if g.tokenOnSpot(s.Label) < 0 {
			v.Tokens = append(v.Tokens, rules.Token{Kind: "drop-spot", Label: s.Label, LabelMsg: nameMsg(s.Label), Pos: s.Pos, Seat: rules.NoSeat})
		}
	}
	g.objectiveTokens(&v)
	g.tokenHelp(&v)
	v.Notes = append(v.Notes, g.scenarioNote())
	v.NoteMsgs = append(v.NoteMsgs, g.scenarioNoteMsg())
	if n := g.vipNote(); n != "" {
		v.Notes = append(v.Notes, n)
		v.NoteMsgs = append(v.NoteMsgs, g.vipNoteMsg())
	}
	if g.rule().KillsBreakTies {
		v.Notes = append(v.Notes, g.tieNote())
		v.NoteMsgs = append(v.NoteMsgs, g.tieNoteMsg())
	}
	v.Notes = append(v.Notes, g.itemNotes()...) // Threat Sensors, the item stack
	v.NoteMsgs = append(v.NoteMsgs, g.itemNoteMsgs()...)
	if len(g.supply) > 0 {
		n := len(g.supply)
		v.Notes = append(v.Notes, fmt.Sprintf("Weapon supply: %d power %s", n, plural(n, "weapon", "weapons")))
		v.NoteMsgs = append(v.NoteMsgs, rules.Say("FpNoteSupply", "Count", rules.Num(n)))
	}
	v.Sides = [2]rules.SideView{g.commandView(rules.Blue), g.commandView(rules.Red)}
	return v
}

// Prompt says in words what the deciding seat must decide now.
func (g *Game) Prompt() string {
	s, _ := g.prompt()
	return s
}

// prompt is the Prompt and its message (rules.View.PromptMsg).
func (g *Game) prompt() (string, rules.Msg) {
	if g.over {
		r := g.Result()
		if r.Winner == rules.NoSeat {
			return fmt.Sprintf("Game over: a draw %d–%d (%s).", g.score[0], g.score[1], g.reason), g.overMsg("FpAskOverDraw")
		}
		return fmt.Sprintf("Game over: %s wins %d–%d (%s).", r.Winner, g.score[0], g.score[1], g.reason), g.overMsg("FpAskOverWin")
	}
	if n := len(g.tasks); n > 0 {
		return g.taskPrompt(&g.tasks[n-1])
	}
	if m := g.active(); m != nil {
		switch {
		case g.cmd.Free != freeNone:
			return say("FpAskFree", "Model Free", "%s: take the free %s of the spent command die.", labelled{m}, freeWord(g.cmd.Free))
		case !m.OnBoard:
			return say("FpAskRespawn", "Model", "%s: choose a respawn cube.", labelled{m})
		case m.Pinned:
			return say("FpAskPinned", "Model", "%s is pinned: stand up, or end the activation.", labelled{m})
		case g.act.Respawned && g.act.Spent == 0:
			return say("FpAskRespawned", "Model", "%s: respawned; its first action must be a Move.", labelled{m})
		case g.act.Spent == 0:
			return say("FpAskFirst", "Model", "%s: first action (one long or two short).", labelled{m})
		case g.act.Spent < ActionPoints:
			return say("FpAskSecond", "Model", "%s: second action, or end the activation.", labelled{m})
		}
		for _, a := range g.Legal() {
			if a.Kind == "pickup" {
				return say("FpAskPickup", "Model", "%s: both actions taken; pick up a weapon, or end the activation.", labelled{m})
			}
		}
		if len(g.Legal()) > 1 {
			return say("FpAskLeft", "Model", "%s: both actions taken; use what is left (free actions, command dice), or end the activation.", labelled{m})
		}
		return say("FpAskEnd", "Model", "%s: both actions taken; end the activation.", labelled{m})
	}
	if g.unactivated(g.turn) < g.unactivated(g.turn.Other()) {
		return say("FpAskActivateOrPass", "Seat", "%s: activate a model, or pass.", g.turn)
	}
	return say("FpAskActivate", "Seat", "%s: activate a model.", g.turn)
}

// taskPrompt words the decision of a pending step.
func (g *Game) taskPrompt(t *task) (string, rules.Msg) {
	m := &g.models[t.Actor]
	seat := g.taskSeat(t)
	switch t.Kind {
	case taskLeave:
		return say("FpAskLeave", "Seat Model", "%s: %s is leaving the cube; choose a model to make a free Assault on it, or decline.", seat, m.ID)
	case taskStand:
		return say("FpAskStand", "Seat Model", "%s: %s stands up; choose a model to make a free Assault on it, or decline.", seat, m.ID)
	case taskCharge:
		return say("FpAskCharge", "Model", "%s: choose the enemy to charge.", labelled{m})
	case taskPinned:
		return say("FpAskPinnedLands", "Seat Model", "%s: the pinned %s lands among your models; choose who makes the free Assault.", seat, m.ID)
	case taskPush:
		if t.Other >= 0 {
			return say("FpAskPush", "Who Model", "%s: choose the direction to knock %s back.", g.models[t.Other].ID, m.ID)
		}
		return say("FpAskPushSeat", "Seat Model", "%s: choose the direction to knock %s back.", seat, m.ID)
	case taskLoot:
		return say("FpAskLoot", "Model Weapon", "%s: take the %s of the killed model, or drop it.", labelled{m}, g.weaponName(t.Weapon))
	case taskEvade:
		return say("FpAskEvade", "Model", "%s: Evade: move one cube for free, or skip.", labelled{m})
	case taskScout:
		return say("FpAskScout", "Model", "%s: Scout: move one cube for free before round 1, or skip.", labelled{m})
	case taskTransition:
		return say("FpAskTransition", "Model", "%s: Fast Transition: shoot a second weapon, or skip.", labelled{m})
	case taskStick:
		return say("FpAskStick", "Model Weapon Cube", "%s: the %s sticks; choose the model in %s it sticks to.", labelled{m}, g.weaponName(t.Weapon), t.Cube)
	case taskReroll, taskCarry, taskBid, taskInitiative, taskBoost, taskSnap, taskReturn, taskBlastBoost, taskHazardBoost:
		return g.cmdPrompt(t, seat)
	}
	return say("FpAskDecide", "Seat", "%s: decide.", seat)
}

// Forecast explains a Shoot or Assault action before it is made: the dice
// of each side with every modifier named, and the exact chance of each
// outcome. ok is false for other actions and for impossible attacks.
func (g *Game) Forecast(a rules.Action) (rules.Forecast, bool) {
	var attack, defence Pool
	var p Profile
	var target *model
	sight := world.ClearShot
	if isCubeAttack(a) {
		return g.cubeForecast(a)
	}
	switch a.Kind {
	case "shoot":
		s, ok := g.prepareShot(a)
		if !ok {
			return rules.Forecast{}, false
		}
		attack, defence = ShotPools(g.models[s.shooter].Unit, s.profile, g.models[s.target].Unit, s.ctx)
		p, target, sight = s.profile, &g.models[s.target], s.ctx.Sight
	case "assault":
		f := assaultFlags{}
		if n := len(g.tasks); n > 0 {
			switch g.tasks[n-1].Kind {
			case taskCharge:
				f.Charged = true
			case taskStand:
				f.WasPinned = true
			}
		}
		s, ok := g.prepareAssault(a, f)
		if !ok {
			return rules.Forecast{}, false
		}
		attack, defence = AssaultPools(g.models[s.attacker].Unit, s.cc.profile, g.models[s.target].Unit, s.ctx)
		p, target = s.cc.profile, &g.models[s.target]
	default:
		return rules.Forecast{}, false
	}
	ti := g.modelIndex(target.ID)
	d := Defender{AR: g.armourOf(ti), HP: target.Unit.HP, Wounds: target.Wounds, Shields: g.shieldPool(ti, a.Kind == "shoot", false)}
	outcomes := ShotOdds(attack, defence, p, d)
	if target.Unit.Stoic {
		// Blaze Away cannot pin a Stoic model: a win only costs a shield.
		for i := range outcomes {
			if outcomes[i].Label == "pinned" {
				outcomes[i].Label = "loses a shield"
			}
		}
	}
	fc := rules.Forecast{Sight: sight.String(), Attack: attack.Info(), Defence: defence.Info(), Outcomes: outcomes}
	if a.Kind == "assault" {
		fc.Sight = "" // close combat in one cube: sight plays no part
	}
	outcomeWords(&fc)
	return fc, true
}

// Glossary explains the terms of the model cards (rules.Glossary): the
// data's glossary.txt, with messages for the words of the card the ruleset
// words itself (glossaryWords).
func (g *Game) Glossary() []rules.Term { return glossaryWords(g.b.data) }
