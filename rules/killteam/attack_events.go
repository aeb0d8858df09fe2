package killteam

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// resolve rolls n attacks of spec by model i at model j with the game's
// dice (ResolveAttacks), applies the result to j and writes every die
// rolled as an event. overheated reports an Overheat hit roll of 1.
func (g *Game) resolve(i, j int, spec AttackSpec, n int, weapon string) (ev []rules.Event, overheated bool) {
	m, t := &g.st.Models[i], &g.st.Models[j]
	g.setParties(i, j)
	res := ResolveAttacks(spec, n, g.targetOf(j), g)
	ev, harmed := g.applyResult(m, t, res)
	if !harmed {
		ev = append(ev, rules.Event{Kind: "miss", Seat: m.Seat, Actor: m.ID, Target: t.ID, Text: g.textf("%s's %s does no harm to %s.", m.ID, weapon, t.ID),
			Msg: g.say("KtNoHarm", "Model", m.ID, "Weapon", weapon, "Target", t.ID)})
	}
	return ev, res.Overheated
}

// stepEvent writes one step of an attack as a roll event.
func (g *Game) stepEvent(m, t *model, s Step) rules.Event {
	e := rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Target: t.ID, Dice: s.Faces, Test: s.Kind.String()}
	need := s.Need - s.Mod
	switch {
	case s.Command:
		if s.Kind == StepSave || s.Kind == StepInjury {
			e.Seat, e.Actor, e.Target = t.Seat, t.ID, m.ID
		}
	case s.Kind == StepHit, s.Kind == StepWound:
		e.Need = max(need, 2)
	case s.Kind == StepSave:
		e.Seat, e.Actor, e.Target = t.Seat, t.ID, m.ID
		e.Need = s.Need
	case s.Kind == StepDamage:
		e.Kind, e.Hits, e.Dice = "damage", s.Need, []int{s.Need}
	case s.Kind == StepInjury:
		e.Seat, e.Actor, e.Target = t.Seat, t.ID, m.ID
		e.Need = InjuryOutOfAction
	}
	if !g.quiet {
		e.Text, e.Msg = stepText(m, t, s)
	}
	return e
}

// stepText is the combat log's sentence for one step of an attack by m
// on t, and its message.
func stepText(m, t *model, s Step) (string, rules.Msg) {
	verdict := map[bool]string{true: "succeeds", false: "fails"}
	verdictRef := map[bool]string{true: rules.MsgRef + "KtSucceeds", false: rules.MsgRef + "KtFails"}
	face, faces := facesText(s.Faces), facesArgs(s.Faces)
	attack := []string{"Attack", rules.Num(s.Attack + 1)}
	switch {
	case s.Command:
		owner := m
		if s.Kind == StepSave || s.Kind == StepInjury {
			owner = t
		}
		return fmt.Sprintf("%s rolls %s for its %s roll and spends %d command point on a Command Re-roll (KT-CP-3).", owner.ID, face, s.Kind, CommandRerollCost),
			sayWith("KtStepReroll", []string{"Model", owner.ID, "Roll", stepRef(s.Kind), "Cost", rules.Num(CommandRerollCost)}, faces)
	case s.Kind == StepHit && s.Rerolled:
		return fmt.Sprintf("Attack %d: %s rolls %s to hit and re-rolls it (Sniper, KT-SPEC).", s.Attack+1, m.ID, face),
			sayWith("KtHitSniper", attack, []string{"Model", m.ID}, faces)
	case s.Kind == StepHit:
		text := fmt.Sprintf("Attack %d: %s rolls %s to hit (%d+%s): %s.", s.Attack+1, m.ID, face, s.Need, modText(s.Mod), map[bool]string{true: "a hit", false: "a miss"}[s.Ok])
		id := "KtHitRoll"
		if s.Extra {
			text += " A 6+: one extra attack (Zealot, KT-SPEC)."
			id = "KtHitRollZealot"
		}
		return text, sayWith(id, attack, []string{"Model", m.ID, "Need", rules.Num(s.Need), "Verdict", map[bool]string{true: rules.MsgRef + "KtAHit", false: rules.MsgRef + "KtAMiss"}[s.Ok]}, faces, modArgs(s.Mod))
	case s.Kind == StepWound:
		return fmt.Sprintf("Attack %d: %s rolls %s to wound (%d+%s): %s.", s.Attack+1, m.ID, face, s.Need, modText(s.Mod), verdict[s.Ok]),
			sayWith("KtWoundRoll", attack, []string{"Model", m.ID, "Need", rules.Num(s.Need), "Verdict", verdictRef[s.Ok]}, faces, modArgs(s.Mod))
	case s.Kind == StepSave:
		word, ref := "saved", rules.MsgRef+"KtSaved"
		if s.Ok {
			word, ref = "not saved", rules.MsgRef+"KtNotSaved"
		}
		if s.Need >= Impossible {
			return fmt.Sprintf("Attack %d: %s rolls %s to save but cannot save: %s.", s.Attack+1, t.ID, face, word),
				sayWith("KtSaveImpossible", attack, []string{"Model", t.ID, "Verdict", ref}, faces)
		}
		return fmt.Sprintf("Attack %d: %s rolls %s to save (%d+): %s.", s.Attack+1, t.ID, face, s.Need, word),
			sayWith("KtSaveRoll", attack, []string{"Model", t.ID, "Need", rules.Num(s.Need), "Verdict", ref}, faces)
	case s.Kind == StepDamage:
		return fmt.Sprintf("Attack %d: the damage roll gives %d.", s.Attack+1, s.Need),
			sayWith("KtDamageRoll", attack, []string{"Damage", rules.Num(s.Need)})
	case s.Kind == StepInjury:
		word, ref := "a flesh wound", rules.MsgRef+"KtAFleshWound"
		if s.Ok {
			word, ref = "out of action", rules.MsgRef+"KtOutOfAction"
		}
		return fmt.Sprintf("%s rolls %s for injury (%d+ takes it out%s): %s.", t.ID, face, InjuryOutOfAction, modText(s.Mod), word),
			sayWith("KtInjuryRoll", []string{"Model", t.ID, "Need", rules.Num(InjuryOutOfAction), "Verdict", ref}, faces, modArgs(s.Mod))
	}
	return fmt.Sprintf("%s suffers %d mortal %s.", t.ID, s.Need, plural(s.Need, "wound", "wounds")),
		rules.Say("KtMortalWounds", "Model", t.ID, "Count", rules.Num(s.Need))
}

// stepRef names a step's roll as a message argument: the words of
// KtRollHit, KtRollWound ...
func stepRef(k StepKind) string {
	return rules.Ref("KtRoll" + strings.ToUpper(k.String()[:1]) + k.String()[1:])
}

// modText is "" for no modifier, else " with +1".
func modText(mod int) string {
	if mod == 0 {
		return ""
	}
	return fmt.Sprintf(" with %+d", mod)
}

// applyResult writes a resolved attack's dice as events, applies its
// result to t and says what it did to t: out of action, flesh wounds or
// wounds lost. harmed is false when t lost nothing.
func (g *Game) applyResult(m, t *model, res Result) (ev []rules.Event, harmed bool) {
	for _, s := range res.Steps {
		ev = append(ev, g.stepEvent(m, t, s))
	}
	ev = append(ev, g.haltEvents()...)
	t.Wounds, t.Flesh, t.Out = res.Target.Wounds, res.Target.FleshWounds, res.Target.OutOfAction
	switch {
	case t.Out:
		ev = append(ev, rules.Event{Kind: "kill", Seat: m.Seat, Actor: m.ID, Target: t.ID, Text: g.textf("%s is out of action.", t.ID), Msg: g.say("KtOut", "Model", t.ID)})
	case res.NewFlesh > 0:
		// A flesh wound is a wound first (its wounds fell to 0): the
		// "wound" event says so to readers that know no flesh wounds.
		ev = append(ev, rules.Event{Kind: "wound", Seat: m.Seat, Actor: m.ID, Target: t.ID, Hits: res.Damage,
			Text: g.textf("%s loses %d %s, down to none (KT-SHT-12).", t.ID, res.Damage, plural(res.Damage, "wound", "wounds")),
			Msg:  g.say("KtWoundsToNone", "Model", t.ID, "Count", rules.Num(res.Damage))})
		ev = append(ev, rules.Event{Kind: "flesh", Seat: m.Seat, Actor: m.ID, Target: t.ID, Hits: res.NewFlesh,
			Text: g.textf("%s suffers %d flesh %s and has %d (KT-SHT-12).", t.ID, res.NewFlesh, plural(res.NewFlesh, "wound", "wounds"), t.Flesh),
			Msg:  g.say("KtFleshWounds", "Model", t.ID, "Count", rules.Num(res.NewFlesh), "Has", rules.Num(t.Flesh))})
	case res.Damage > 0:
		ev = append(ev, rules.Event{Kind: "wound", Seat: m.Seat, Actor: m.ID, Target: t.ID, Hits: res.Damage,
			Text: g.textf("%s loses %d %s and has %d left.", t.ID, res.Damage, plural(res.Damage, "wound", "wounds"), t.Wounds),
			Msg:  g.say("KtWoundsLost", "Model", t.ID, "Count", rules.Num(res.Damage), "Left", rules.Num(t.Wounds))})
	default:
		return ev, false
	}
	return ev, true
}
