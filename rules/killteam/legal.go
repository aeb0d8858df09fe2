package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Legal lists every option of the deciding seat in a stable order: model
// by model in roster order, each model's options, then the seat's pass
// (Movement, Psychic, Shooting and the Morale phase's Comms wait; not
// while it orders its nerve tests, A20). It is empty exactly when the
// game is over.
func (g *Game) Legal() []rules.Action {
	if g.st.Over {
		return nil
	}
	seat := g.st.Turn
	if w := g.st.Reroll; w != nil {
		return []rules.Action{{Seat: w.Seat, Kind: "reroll", Actor: w.Actor}, {Seat: w.Seat, Kind: "keep", Actor: w.Actor}}
	}
	if g.st.Volley != nil {
		return g.splitActions()
	}
	if i, j, ok := g.chargeParties(); ok {
		return g.reactionActions(i, j)
	}
	if g.st.Pending != "" {
		i := g.modelIndex(g.st.Pending)
		switch {
		case i < 0:
			return nil
		case g.st.PendingKind == PendingConsolidate:
			return append(g.consolidateMoves(i), g.simple(i, "stay"))
		case g.st.PendingKind == PendingStratagem:
			return g.modelOptions(i)
		case g.st.PendingKind == PendingLeader:
			return append(g.afterFightActions(i), g.simple(i, "decline"))
		case g.st.PendingKind == PendingDeclare:
			return g.declareActions(i)
		case g.st.PendingKind == PendingChargeEnd:
			return g.chargeEnds(i, g.st.PendingInches)
		}
		return g.movementActions(i)
	}
	// Each model's options, then one list of the right size for them all.
	var buf [16][]rules.Action
	lists, total := buf[:0], 1
	for i := range g.st.Models {
		if g.st.Models[i].Seat != seat || g.st.Passed[seat] || !g.canAct(i) {
			continue
		}
		l := g.modelOptions(i)
		lists = append(lists, l)
		total += len(l)
	}
	out := make([]rules.Action, 0, total)
	for _, l := range lists {
		out = append(out, l...)
	}
	if len(out) > 0 && g.st.Phase != PhaseFight && g.st.Phase != PhaseDeploy && g.st.Nerve == NerveNone {
		out = append(out, rules.Action{Seat: seat, Kind: "pass"})
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// legalLike is the part of Legal that action a can be among: the
// options of its actor when it names one that may act now, else the whole
// of Legal. Apply looks a up there, so that it need not list every
// model's moves.
func (g *Game) legalLike(a rules.Action) []rules.Action {
	if a.Actor == "" || g.st.Pending != "" || g.st.Charging != "" || g.st.Volley != nil || g.st.Reroll != nil || g.st.Passed[g.st.Turn] {
		return g.Legal()
	}
	i := g.modelIndex(a.Actor)
	if i < 0 || g.st.Models[i].Seat != g.st.Turn || !g.canAct(i) {
		return nil
	}
	return g.modelOptions(i)
}

// modelOptions lists model i's options in the current phase, its
// stratagem last (KT-SPEC).
func (g *Game) modelOptions(i int) []rules.Action {
	var out []rules.Action
	if g.st.Nerve != NerveNone {
		return g.nerveActions(i)
	}
	switch g.st.Phase {
	case PhaseDeploy:
		return g.deployActions(i)
	case PhaseMovement:
		out = g.movementActions(i)
	case PhaseShooting:
		out = append(g.shootActions(i), g.simple(i, "hold"))
	case PhasePsychic:
		out = g.psychicActions(i)
	case PhaseVeteran:
		return g.veteranOptions(i)
	default:
		out = g.fightActions(i)
	}
	out = append(out, g.commsActions(i)...)
	return append(out, g.stratagemActions(i)...)
}

// Prompt says what the deciding seat must decide now.
func (g *Game) Prompt() string {
	text, _ := g.prompt()
	return text
}

// prompt is Prompt's text and its message.
func (g *Game) prompt() (string, rules.Msg) {
	if g.st.Over {
		return "the game is over", rules.Say("KtPromptOver")
	}
	seat := g.st.Turn
	side := seatRef(seat)
	if w := g.st.Reroll; w != nil {
		return fmt.Sprintf("%s: %s's %s roll failed: roll it again with a Command Re-roll for %d command point, or keep it (KT-CP-3)", seat, w.Actor, w.Test, CommandRerollCost),
			rules.Say("KtPromptReroll", "Seat", side, "Model", w.Actor, "Roll", testRef(w.Test), "Cost", rules.Num(CommandRerollCost))
	}
	if v := g.st.Volley; v != nil {
		if v.group() {
			_, name, _ := g.volleyProfile(&v.volleyWeapon)
			return fmt.Sprintf("%s: %s may give some of its %s's %d attacks at %s to enemies within 2\" of it, then fire (KT-SHT-6)", seat, v.Shooter, name, v.left(), v.Target),
				rules.Say("KtPromptSplitGroup", "Seat", side, "Model", v.Shooter, "Weapon", name, "Count", rules.Num(v.left()), "Target", v.Target)
		}
		return fmt.Sprintf("%s: %s may give some of its %d attacks at %s to enemies within 2\" of it, then fire (KT-SHT-6)", seat, v.Shooter, v.left(), v.Target),
			rules.Say("KtPromptSplit", "Seat", side, "Model", v.Shooter, "Count", rules.Num(v.left()), "Target", v.Target)
	}
	if i, j, ok := g.chargeParties(); ok {
		return fmt.Sprintf("%s: %s answers the charge of %s: Overwatch, retreat or stand (KT-MOV-5)", seat, g.st.Models[j].ID, g.st.Models[i].ID),
			rules.Say("KtPromptAnswer", "Seat", side, "Model", g.st.Models[j].ID, "Charger", g.st.Models[i].ID)
	}
	pending, cubes := g.st.Pending, MoveCubes(g.st.PendingInches)
	if pending != "" && g.st.PendingKind == PendingLeader {
		return fmt.Sprintf("%s: after %s's fight, a stratagem may make a friend fight at once for 1 command point (KT-SPEC)", seat, pending),
			rules.Say("KtPromptLeader", "Seat", side, "Model", pending)
	}
	if pending != "" && g.st.PendingKind == PendingStratagem {
		return fmt.Sprintf("%s: %s has used its stratagem and acts now", seat, pending), rules.Say("KtPromptStratagem", "Seat", side, "Model", pending)
	}
	if pending != "" && g.st.PendingKind == PendingConsolidate {
		return fmt.Sprintf("%s: %s may consolidate 3\" nearer to the nearest enemy, or stay (KT-FGT-9)", seat, pending), rules.Say("KtPromptConsolidate", "Seat", side, "Model", pending)
	}
	if pending != "" && g.st.PendingKind == PendingChargeEnd {
		return fmt.Sprintf("%s: %s's charge succeeds: choose the target's cube it ends in (KT-MOV-5)", seat, pending), rules.Say("KtPromptChargeEnd", "Seat", side, "Model", pending)
	}
	if pending != "" && g.st.PendingKind == PendingDeclare {
		return fmt.Sprintf("%s: %s may declare another enemy within 12\" a target of its charge, or charge now (KT-MOV-5)", seat, pending), rules.Say("KtPromptDeclare", "Seat", side, "Model", pending)
	}
	if pending != "" && g.st.PendingKind == PendingCharge {
		return fmt.Sprintf("%s: %s failed its charge: stay or move %d\" (%d cubes) as close as it can", seat, pending, g.st.PendingInches, cubes),
			rules.Say("KtPromptChargeFailed", "Seat", side, "Model", pending, "Inches", rules.Num(g.st.PendingInches), "Cubes", rules.Num(cubes))
	}
	if pending != "" {
		return fmt.Sprintf("%s: advance up to %d\" (%d cubes)", pending, g.st.PendingInches, cubes),
			rules.Say("KtPromptAdvance", "Model", pending, "Inches", rules.Num(g.st.PendingInches), "Cubes", rules.Num(cubes))
	}
	phase := func(text, id string) (string, rules.Msg) { return fmt.Sprintf(text, seat), rules.Say(id, "Seat", side) }
	switch {
	case g.st.Phase == PhaseDeploy:
		return g.deployPrompt()
	case g.st.Nerve != NerveNone:
		return nerveWaitText(seat), nerveWaitMsg(seat)
	case g.st.Phase == PhaseMorale:
		return phase("%s: use the Comms stratagem before the Morale tests, or pass (KT-SPEC)", "KtPromptMorale")
	case g.st.Phase == PhaseMovement:
		return phase("%s: move a model (Movement phase)", "KtPromptMovement")
	case g.st.Phase == PhasePsychic:
		return phase("%s: cast Psybolt with one psyker, or pass (Psychic phase)", "KtPromptPsychic")
	case g.st.Phase == PhaseVeteran:
		return phase("%s: the Veteran may make a Normal Move or Advance before round 1's Initiative phase for 1 command point, or pass (KT-SPEC)", "KtPromptVeteran")
	case g.st.Phase == PhaseShooting && g.st.Section == SectionFirst:
		return phase("%s: shoot with a Ready model (Ready, Fire!)", "KtPromptReadyFire")
	case g.st.Phase == PhaseShooting:
		return phase("%s: shoot with a model (Fire at Will)", "KtPromptFireAtWill")
	case g.st.Section == SectionFirst:
		return phase("%s: fight with a model that charged (Hammer of Wrath)", "KtPromptHammer")
	}
	return phase("%s: fight with a model (Fight for your Lives)", "KtPromptFightForLives")
}

// Apply carries out one legal action and returns what happened. An action
// not in Legal returns *rules.IllegalActionError and changes nothing; a
// finished game returns rules.GameOverError.
func (g *Game) Apply(a rules.Action) ([]rules.Event, error) {
	if g.st.Over {
		return nil, rules.GameOverError{}
	}
	legal := g.legalLike(a)
	text := a.Text()
	found := -1
	for k, l := range legal {
		if l.Text() == text && l.Seat == a.Seat {
			found = k
			break
		}
	}
	if found < 0 {
		reason := fmt.Sprintf("not among the %d legal actions of %s", len(g.Legal()), g.Prompt())
		why := g.deployRefusal(a)
		if why == "" {
			why = g.nerveRefusal(a)
		}
		if why != "" {
			reason = why + "; " + reason
		}
		return nil, &rules.IllegalActionError{Text: text, Reason: reason}
	}
	return g.applyLegal(legal[found]), nil
}

// applyLegal carries out a, one of the legal actions, and returns the
// events.
func (g *Game) applyLegal(a rules.Action) []rules.Event {
	g.listed = listed{}
	g.rolls = 0
	var ev []rules.Event
	if g.st.Reroll != nil {
		ev = g.answerReroll(a)
	} else {
		ev = g.applyRecorded(a)
	}
	g.rolledLast, g.applied = g.rolls > 0, true
	return ev
}

// applyAction carries out legal action a (Apply) and moves the game on
// to the next decision.
func (g *Game) applyAction(a rules.Action) []rules.Event {
	seat := g.st.Turn
	prev := seat // the seat whose turn goes on (a charger's, after its target's reaction)
	var ev []rules.Event
	if a.Kind == "pass" {
		g.st.Passed[seat] = true
		ev = []rules.Event{{Kind: "pass", Seat: seat, Text: g.words(g.passText(seat)), Msg: g.passMsg(seat)}}
	} else {
		i := g.modelIndex(a.Actor)
		actor := i // the model whose action this is part of
		if k := g.modelIndex(g.st.Pending); k >= 0 && g.st.PendingKind == PendingLeader {
			actor = k // the choice after its fight ends its action
		}
		if g.st.PendingKind == PendingStratagem {
			g.st.clearPending() // the model now acts
		}
		switch {
		case a.Kind == "stratagem" && a.Target != "":
			ev = g.applyMedic(i, a)
		case a.Kind == "stratagem":
			ev = g.applyStratagem(i)
		case a.Kind == "comms":
			ev = g.applyComms(i)
		case a.Kind == "nerve":
			ev = g.applyNerve(i)
		case g.st.Phase == PhaseDeploy:
			ev = g.applyDeploy(i, a)
		case g.st.Phase == PhasePsychic:
			ev = g.applyPsychic(i, a)
		case g.st.Phase == PhaseVeteran:
			ev = g.applyMovement(i, a)
		case g.st.Phase == PhaseMovement:
			if c, _, ok := g.chargeParties(); ok {
				actor, prev = c, g.st.Models[c].Seat
				ev = g.applyReaction(i, a)
			} else {
				ev = g.applyMovement(i, a)
			}
		case g.st.Phase == PhaseShooting:
			if g.st.Volley != nil {
				ev = g.applySplit(a)
			} else if a.Kind == "hold" {
				g.st.Models[i].Done = true
				ev = []rules.Event{{Kind: "hold", Seat: seat, Actor: a.Actor, Text: g.textf("%s holds its fire.", a.Actor), Msg: g.say("KtHolds", "Model", a.Actor)}}
			} else {
				ev = g.applyShoot(i, a)
			}
		case g.st.Phase == PhaseFight:
			switch {
			case g.st.Pending == a.Actor && g.st.PendingKind == PendingLeader:
				ev = g.applyLeaderOrder(i, a)
			case g.st.Pending == a.Actor:
				ev = g.applyConsolidate(i, a)
				g.offerLeaderOrder(i)
			default:
				ev = g.applyFight(i, a)
			}
		}
		if m := &g.st.Models[actor]; m.Done && g.st.Pending != m.ID && g.st.Charging != m.ID && (g.st.Volley == nil || g.st.Volley.Shooter != m.ID) {
			ev = append(ev, rules.Event{Kind: "end", Seat: m.Seat, Actor: m.ID, Text: g.textf("%s has acted in the %s phase.", m.ID, g.st.Phase), Msg: g.say("KtActed", "Model", m.ID, "Phase", phaseRef(g.st.Phase))})
		}
	}
	return append(ev, g.settle(prev)...)
}

// passText says what a pass means in the current phase.
func (g *Game) passText(seat rules.Seat) string {
	switch g.st.Phase {
	case PhaseMovement:
		return fmt.Sprintf("%s passes: its models that have not moved stay where they are.", seat)
	case PhaseMorale:
		return fmt.Sprintf("%s passes: it uses no stratagem before the Morale tests.", seat)
	case PhasePsychic:
		return fmt.Sprintf("%s passes: it casts no power this round.", seat)
	case PhaseVeteran:
		return fmt.Sprintf("%s passes: its Veteran does not move before the Initiative phase.", seat)
	}
	return fmt.Sprintf("%s passes: its models that have not shot hold their fire this section.", seat)
}

// passMsg is passText's message, or the zero Msg when the game is quiet.
func (g *Game) passMsg(seat rules.Seat) rules.Msg {
	id := "KtPassShooting"
	switch g.st.Phase {
	case PhaseMovement:
		id = "KtPassMovement"
	case PhaseMorale:
		id = "KtPassMorale"
	case PhasePsychic:
		id = "KtPassPsychic"
	case PhaseVeteran:
		id = "KtPassVeteran"
	}
	return g.say(id, "Seat", seatRef(seat))
}
