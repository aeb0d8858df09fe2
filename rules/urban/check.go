package urban

import (
	"errors"
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// checkState checks a loaded state, so that nothing in it can make the
// game fail later: known profiles, gear, spells and cards, models on the
// arena within capacity, every card in exactly one place, wounds and
// tokens in range, and a waiting roll that names what it needs.
func (g *Game) checkState() error {
	st := &g.st
	if st.Round < 1 || st.Round > g.rounds {
		return fmt.Errorf("round %d, want 1 to %d", st.Round, g.rounds)
	}
	if !seatOK(st.First) || !seatOK(st.Turn) || st.Winner != rules.NoSeat && !seatOK(st.Winner) {
		return errors.New("a seat is neither blue nor red")
	}
	if st.Phase != PhaseEvent && st.Phase != PhaseActivate {
		return fmt.Errorf("phase %q, want %s or %s", st.Phase, PhaseEvent, PhaseActivate)
	}
	if st.Passes < 0 || st.Passes > 1 {
		return fmt.Errorf("passes %d, want 0 or 1", st.Passes)
	}
	for _, f := range st.Broken {
		if g.standing(f) {
			return fmt.Errorf("a destroyed part stands: %s", f)
		}
	}
	if err := g.checkFires(); err != nil {
		return err
	}
	seen := map[string]bool{}
	count := map[world.Pos][2]int{}
	active := 0
	for i := range st.Models {
		m := &st.Models[i]
		if seen[m.ID] || m.ID == "" {
			return fmt.Errorf("model %q: empty or twice", m.ID)
		}
		seen[m.ID] = true
		if !seatOK(m.Seat) {
			return fmt.Errorf("model %s: seat %d", m.ID, m.Seat)
		}
		p, ok := g.data.Profile(m.Profile)
		if !ok {
			return fmt.Errorf("model %s: unknown profile %q", m.ID, m.Profile)
		}
		for _, w := range m.Gear {
			if _, ok := g.data.Weapon(w); !ok {
				return fmt.Errorf("model %s: unknown gear %q", m.ID, w)
			}
		}
		for _, s := range m.Spells {
			if _, ok := g.data.Spell(s); !ok {
				return fmt.Errorf("model %s: unknown spell %q", m.ID, s)
			}
		}
		if m.Posture < Standing || m.Posture > Lying {
			return fmt.Errorf("model %s: posture %d", m.ID, m.Posture)
		}
		if m.Wounds < 0 || m.Wounds > p.HP || m.Dead != (m.Wounds >= p.HP) {
			return fmt.Errorf("model %s: %d wounds of %d HP, dead %v", m.ID, m.Wounds, p.HP, m.Dead)
		}
		if m.AP < 0 || m.AP > max(p.AP, 1) || m.Fury < 0 || m.Fury > p.FUR || m.Rerolls < 0 || m.Rerolls > 20 || m.Spent < 0 || m.Spent > 50 {
			return fmt.Errorf("model %s: AP %d, Fury %d, rerolls %d or spent %d out of range", m.ID, m.AP, m.Fury, m.Rerolls, m.Spent)
		}
		if m.Dead {
			if m.Active && !st.Over {
				return fmt.Errorf("model %s: dead and active", m.ID)
			}
			continue
		}
		if !g.arena.In(m.Pos) || !g.arena.Standable(m.Pos) || g.isDifficult(m.Pos) {
			return fmt.Errorf("model %s: cube %s is not a standing place of the arena", m.ID, m.Pos)
		}
		c := count[m.Pos]
		c[m.Seat]++
		count[m.Pos] = c
		if c[m.Seat] > perTeam || c[0]+c[1] > perCube {
			return fmt.Errorf("cube %s: more models than it holds", m.Pos)
		}
		if m.Active {
			active++
			if m.Seat != st.Turn || !m.Activated {
				return fmt.Errorf("model %s: active out of its side's turn or not activated", m.ID)
			}
		}
	}
	if active > 3 {
		return fmt.Errorf("%d models active, at most 3", active)
	}
	return g.checkCards()
}

// seatOK reports whether s is blue or red.
func seatOK(s rules.Seat) bool { return s == rules.Blue || s == rules.Red }

// checkCards wants every card of the deck in exactly one place, a known
// Event, and a waiting roll that makes sense.
func (g *Game) checkCards() error {
	st := &g.st
	where := map[string]string{}
	place := func(name string, ids []string) error {
		for _, id := range ids {
			if _, ok := g.data.Card(id); !ok {
				return fmt.Errorf("%s: unknown card %q", name, id)
			}
			if w, ok := where[id]; ok {
				return fmt.Errorf("card %s is both in %s and in %s", id, w, name)
			}
			where[id] = name
		}
		return nil
	}
	for _, p := range []struct {
		name string
		ids  []string
	}{{"deck", st.Deck}, {"discard", st.Discard}, {"blue's hand", st.Hands[0]}, {"red's hand", st.Hands[1]}, {"the Event", st.EventCards}, {"the Event Zone", st.Zone}} {
		if err := place(p.name, p.ids); err != nil {
			return err
		}
	}
	for _, id := range st.Zone {
		if c, _ := g.data.Card(id); c.Zone != ZoneEvent {
			return fmt.Errorf("card %s in the Event Zone is no Event card", id)
		}
	}
	if len(where) != len(g.data.Deck.Cards) {
		return fmt.Errorf("%d of the %d cards are placed", len(where), len(g.data.Deck.Cards))
	}
	if (len(st.EventCards) < 1 && !st.Over) || len(st.EventCards) > 2 {
		return fmt.Errorf("the Event has %d cards, want 1 or 2", len(st.EventCards))
	}
	if st.EventShift != "" && st.EventShift != ShiftUp && st.EventShift != ShiftDown || (st.EventShift != "") != (len(st.EventCards) == 2) || st.Over && st.Pending != nil {
		return fmt.Errorf("event shift %q with %d cards", st.EventShift, len(st.EventCards))
	}
	if st.Phase == PhaseEvent && (st.Pending != nil || len(st.EventCards) != 1 || len(st.Hands[st.First.Other()]) == 0) {
		return errors.New("the Event is being formed with a roll waiting, two cards or no card in the second player's hand")
	}
	g.formEvent() // Lucky, EventCond and EventCombo follow from the cards
	if p := st.Pending; p != nil {
		return g.checkPending(p)
	}
	return nil
}

// checkPending wants a waiting roll with its model, weapon or spell and
// dice.
func (g *Game) checkPending(p *roll) error {
	a := g.model(p.Actor)
	if a == nil || a.Dead || !a.Active {
		return fmt.Errorf("the waiting roll's model %q is not active", p.Actor)
	}
	if t := g.model(p.Target); p.Target != "" && (t == nil || t.Dead) {
		return fmt.Errorf("the waiting roll's target %q is not on the table", p.Target)
	}
	switch p.Kind {
	case RollRanged:
		if w, ok := g.data.Weapon(p.Weapon); !ok || !w.Ranged() || p.Target == "" {
			return fmt.Errorf("the waiting shot names weapon %q and target %q", p.Weapon, p.Target)
		}
	case RollMelee:
		if w, ok := g.data.Weapon(p.Weapon); !ok || w.Ranged() || p.Target == "" || p.DefFace < 1 || p.DefFace > 6 {
			return fmt.Errorf("the waiting blow names weapon %q, target %q and red face %d", p.Weapon, p.Target, p.DefFace)
		}
	case RollSpell:
		s, ok := g.data.Spell(p.Spell)
		if !ok || (s.Template == TemplateSelf) != (p.Target == "" && p.Wall == "" && p.Cell == nil) || (s.Template == TemplateSpray || s.Template == TemplateBlade) && (p.Cell == nil || p.Wall != "" || p.Target != "") {
			return fmt.Errorf("the waiting spell names spell %q and target %q", p.Spell, p.Target)
		}
		if err := g.checkTemplate(p, s); err != nil {
			return err
		}
		if p.Wall != "" {
			if p.Cell == nil || p.Target != "" {
				return fmt.Errorf("the waiting spell at terrain %q names no cube or names a target", p.Wall)
			}
			if pt, ok := g.terrainPart(*p.Cell, p.Wall); !ok || !g.standing(pt) {
				return fmt.Errorf("the waiting spell's terrain %q of %v does not stand", p.Wall, *p.Cell)
			}
		}
	case RollDamage:
		if err := g.checkDamage(p); err != nil {
			return err
		}
	default:
		return fmt.Errorf("the waiting roll is a %q", p.Kind)
	}
	if len(p.Dice) != 2 || len(p.Faces) != 2 {
		return errors.New("the waiting roll wants two dice")
	}
	for i, c := range p.Dice {
		if _, ok := g.data.DieByID(c); !ok || p.Faces[i] < 1 || p.Faces[i] > 6 {
			return fmt.Errorf("the waiting roll's die %d is %q face %d", i+1, c, p.Faces[i])
		}
	}
	if p.Boost != "" && p.Boost != DieBlue && p.Boost != DieRed || !seatOK(p.Decider) {
		return errors.New("the waiting roll's boost or decider is unknown")
	}
	for _, c := range p.Combos {
		if _, ok := g.data.Combo(c); !ok {
			return fmt.Errorf("the waiting roll names unknown combination %q", c)
		}
	}
	if p.Extra < 0 || p.Extra > 10 || p.Mod < -20 || p.Mod > 20 || p.DefMod < -20 || p.DefMod > 20 {
		return errors.New("the waiting roll's symbols or modifiers are out of range")
	}
	return nil
}

// checkDamage checks a waiting damage roll: a melee blow's names a melee
// weapon and its target; a spell's a damaging spell and what it aims at
// (a model, or a template's cubes); the combination is known.
func (g *Game) checkDamage(p *roll) error {
	if _, ok := g.data.Combo(p.Combo); p.Combo != "" && !ok {
		return fmt.Errorf("the waiting damage roll names unknown combination %q", p.Combo)
	}
	if p.Wall != "" || p.Boost != "" || p.Extra != 0 || len(p.Combos) > 0 {
		return errors.New("the waiting damage roll has a wall, a boost, symbols or combinations")
	}
	if p.Spell == "" {
		if w, ok := g.data.Weapon(p.Weapon); !ok || w.Ranged() || p.Target == "" || p.Cell != nil || p.Dir != "" {
			return fmt.Errorf("the waiting damage roll names weapon %q and target %q", p.Weapon, p.Target)
		}
		return nil
	}
	s, ok := g.data.Spell(p.Spell)
	if !ok || s.POW == 0 || p.Weapon != "" || p.Counter {
		return fmt.Errorf("the waiting damage roll names spell %q", p.Spell)
	}
	if s.Template == TemplateSpray || s.Template == TemplateBlade {
		return g.checkTemplate(p, s)
	}
	if p.Target == "" {
		return fmt.Errorf("the waiting damage roll of %q names no target", p.Spell)
	}
	return nil
}

// checkTemplate checks a waiting roll of a long template's spell: a
// Spray names a cube next to its caster, a blade a cube it may be
// applied at and a direction; other spells name neither a direction nor
// (but at a wall) a cube.
func (g *Game) checkTemplate(p *roll, s *Spell) error {
	m := g.model(p.Actor)
	switch s.Template {
	case TemplateSpray:
		if p.Cell == nil || p.Dir != "" || world.Distance(m.Pos, *p.Cell) != 1 {
			return errors.New("the waiting spray does not start next to its caster")
		}
		if _, ok := world.DirTowards(m.Pos, *p.Cell); !ok {
			return errors.New("the waiting spray does not start next to its caster")
		}
	case TemplateBlade:
		if _, ok := bladeDir(p.Dir); p.Cell == nil || p.Wall != "" || !ok || !g.bladeAt(m, s, *p.Cell) {
			return fmt.Errorf("the waiting blade is applied at %v facing %q, out of its caster's reach", p.Cell, p.Dir)
		}
	default:
		if p.Dir != "" {
			return fmt.Errorf("the waiting %s names a direction %q", s.Name, p.Dir)
		}
	}
	return nil
}
