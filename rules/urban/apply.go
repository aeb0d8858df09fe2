package urban

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Apply carries out one legal action and returns what happened; an action
// not in Legal is refused and changes nothing.
func (g *Game) Apply(a rules.Action) ([]rules.Event, error) {
	if g.st.Over {
		return nil, rules.GameOverError{}
	}
	if k := rules.LegalIndex(g.Legal(), a); k >= 0 {
		return g.ApplyIndex(k)
	}
	return nil, &rules.IllegalActionError{Text: a.Text(), Reason: "not among the legal actions: " + g.Prompt()}
}

// NumLegal is len(Legal()) (rules.IndexApplier).
func (g *Game) NumLegal() int { return len(g.Legal()) }

// ApplyIndex applies the i-th legal action (rules.IndexApplier).
func (g *Game) ApplyIndex(k int) ([]rules.Event, error) {
	if g.st.Over {
		return nil, rules.GameOverError{}
	}
	legal := g.Legal()
	if k < 0 || k >= len(legal) {
		return nil, rules.IndexError(k, len(legal))
	}
	a := legal[k]
	g.events = nil
	g.rolledLast = false
	g.applied = true
	g.legal = nil
	g.do(a)
	ev := g.events
	g.events = nil
	return ev, nil
}

// do carries out a legal action.
func (g *Game) do(a rules.Action) {
	st := &g.st
	m := g.model(a.Actor)
	switch a.Kind {
	case KindEvent, KindDiscard:
		g.useEventCard(a)
		return
	case KindKeep:
		g.keep()
		return
	case KindReroll, KindPlay, KindSymbol, KindCombo:
		g.applyInfluence(a)
		return
	case KindPass:
		g.pass()
		return
	case KindEnd:
		g.endGroup()
		return
	}
	switch a.Kind {
	case KindActivate:
		g.activate(m)
	case KindCondition:
		g.removeFromHand(a.Seat, a.Target)
		st.Zone = append(st.Zone, a.Target)
		c, _ := g.data.Card(a.Target)
		g.rolledLast = true
		g.emit(rules.Event{Kind: "event", Seat: a.Seat}, func() rules.Msg { return rules.Say("UrbAddsEvent", "Side", seatRef(a.Seat), "Card", c.Name) }, "%s adds %s to the Event Zone", a.Seat, c.Name)
	case KindRerollCard:
		g.removeFromHand(a.Seat, a.Target)
		st.Discard = append(st.Discard, a.Target)
		m.Rerolls++
		g.rolledLast = true
		g.emit(rules.Event{Kind: "card", Seat: a.Seat, Actor: m.ID, Test: "reroll"}, func() rules.Msg { return rules.Say("UrbRerollCard", "Side", seatRef(a.Seat), "Model", m.ID) }, "%s discards a card: %s gains a reroll", a.Seat, m.ID)
	case KindMove:
		g.move(m, a)
	case KindCross:
		g.cross(m, *a.Cell)
	case KindExtinguish:
		g.spend(m, 1)
		m.Burning = false
		g.emit(rules.Event{Kind: "state", Seat: m.Seat, Actor: m.ID, Test: "burning"}, func() rules.Msg { return rules.Say("UrbPutsOut", "Model", m.ID) }, "%s puts out the fire", m.ID)
	case KindShift:
		g.spend(m, shiftCost)
		p := g.profile(m)
		m.Profile = p.Beast
		m.Fury = g.profile(m).FUR
		g.emit(rules.Event{Kind: "form", Seat: m.Seat, Actor: m.ID}, func() rules.Msg { return rules.Say("UrbBeastForm", "Model", m.ID) }, "%s turns into its beast form", m.ID)
		m.Done = true
	case KindAttack:
		w, _ := g.data.Weapon(a.Weapon)
		t := g.model(a.Target)
		if w.Ranged() {
			g.shoot(m, t, w, a.Option)
		} else {
			g.melee(m, t, w)
		}
	case KindSmash:
		w, _ := g.data.Weapon(a.Weapon)
		g.smash(m, w, *a.Cell, a.Option)
	case KindCast:
		s, _ := g.data.Spell(a.Weapon)
		if terrainOption(a.Option) {
			g.castAtTerrain(m, s, *a.Cell, a.Option)
			break
		}
		if s.Template == TemplateBlade {
			dir, opt, _ := splitBladeOption(a.Option)
			h, d := castBoosts(opt)
			g.castTemplate(m, s, *a.Cell, bladeDirs[dir:dir+1], h, d)
			break
		}
		h, d := castBoosts(a.Option)
		if s.Template == TemplateSpray {
			g.castTemplate(m, s, *a.Cell, "", h, d)
			break
		}
		g.cast(m, s, g.model(a.Target), h, d)
	}
	g.settleGroup()
}
