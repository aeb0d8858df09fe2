package urban

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// spellInches is a spell's range in inches: RNG times the caster's INT
// (A6); a template's range is not multiplied (UF-TPL-2).
func (g *Game) spellInches(m *model, s *Spell) int {
	if s.Template == TemplateAOE {
		return s.RNG * max(g.profile(m).INT, 1)
	}
	return s.RNG * g.profile(m).INT
}

// canCast reports whether a caster may aim a spell at a target: Self
// spells at the caster only; others at an enemy in sight and range.
func (g *Game) canCast(m *model, s *Spell, t *model) bool {
	if s.Template == TemplateSelf {
		return t == m
	}
	if t.Dead || t.Seat == m.Seat || !g.sees(m, t) {
		return false
	}
	d := inches(m, t)
	if r := g.maxRange(); r > 0 && d > r {
		return false
	}
	return d <= g.spellInches(m, s)
}

// cast casts a spell (UF-ACT-3, UF-ATK-1): the Difficulty roll, boosted
// if the caster pays for it (UF-ACT-4), waits for the players' cards.
func (g *Game) cast(m *model, s *Spell, t *model, hitBoost, dmgBoost string) {
	g.spend(m, 1+boostCost(hitBoost)+boostCost(dmgBoost))
	ms := selfMods(m)
	if t != m && g.inCover(m, t) {
		ms = append(ms, mod{"cover", -2})
	}
	if n := g.condSum(func(c *Condition) int { return c.Spell }); n != 0 {
		ms = append(ms, mod{"conditions", n})
	}
	total, names := modSum(ms)
	dice := baseDice(hitBoost)
	faces := g.rollDice(dice)
	vals, ds := g.rolled(dice, faces)
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Target: t.ID, Test: "difficulty", Dice: vals, Rolled: ds, Need: s.Difficulty, Mods: names, Total: g.sum(dice, faces) + total},
		func() rules.Msg {
			return sayMods("UrbCasts", names, "Model", m.ID, "Spell", s.Name, "Dice", fmt.Sprint(vals), "Total", rules.Num(g.sum(dice, faces)+total), "Need", rules.Num(s.Difficulty))
		}, "%s casts %s: %v%s = %d against %d", m.ID, s.Name, vals, modText(names), g.sum(dice, faces)+total, s.Difficulty)
	p := &roll{Kind: RollSpell, Actor: m.ID, Spell: s.ID, Dice: dice, Faces: faces, Mod: total, Need: s.Difficulty, Boost: dmgBoost}
	if t != m {
		p.Target = t.ID
	}
	g.st.Pending = p
	g.openWindow()
}

// resolveSpell ends a spell (UF-ATK-1..3, A7): a lucky number on the
// Difficulty roll gives a symbol and triggers even on a failure
// (UF-EVT-5, A2); on a success a Shield spell gives the caster a Shield
// token and a damaging spell rolls its damage: 2d6 + POW + the caster's
// INT − the target's ARM and INT, +2 on a lucky damage roll.
func (g *Game) resolveSpell(p *roll) {
	m := g.model(p.Actor)
	s, _ := g.data.Spell(p.Spell)
	t := m
	if p.Target != "" {
		t = g.model(p.Target)
	}
	wall := p.Wall != ""
	spray := s.Template == TemplateSpray || s.Template == TemplateBlade
	total := g.sum(p.Dice, p.Faces) + p.Mod
	ok := total >= p.Need
	lucky := g.lucky(p.Dice, p.Faces)
	syms := g.symbolCount(p.Dice, p.Faces) + p.Extra
	if lucky {
		syms += g.data.Deck.LuckySymbols
	}
	c := g.combo(p, syms)
	vals, ds := g.rolled(p.Dice, p.Faces)
	g.emit(rules.Event{Kind: "hit", Seat: m.Seat, Actor: m.ID, Target: p.Target, Test: "difficulty", Dice: vals, Rolled: ds, Need: p.Need, Hits: b2i(ok), Total: total},
		func() rules.Msg {
			return rules.Say(luckyID(map[bool]string{true: "UrbSpellSucceeds", false: "UrbSpellFails"}[ok], lucky), "Model", m.ID, "Spell", s.Name, "Total", rules.Num(total), "Need", rules.Num(p.Need))
		}, "%s's %s: %d against %d, %s%s", m.ID, s.Name, total, p.Need, map[bool]string{true: "success", false: "failure"}[ok], luckyWord(lucky))
	g.comboOnRoller(c, m)
	if spray {
		if ok {
			g.rollDamage(p, c, false, g.spellDamageText(m, s))
		}
		return
	}
	if wall {
		g.spellOnTerrain(p, m, s, c, ok, lucky)
		return
	}
	if lucky && s.Lucky == LuckyBurn {
		g.burn(t)
	}
	if !ok {
		return
	}
	if s.Effect == EffectShield {
		g.giveShield(m)
	}
	if s.POW == 0 && s.Template == TemplateSelf {
		return
	}
	g.rollDamage(p, c, false, g.spellDamageText(m, s))
}

// spellDamage deals a damaging spell's damage roll (A7): 2d6 + POW + the
// caster's INT + the cards' modifier, +2 on a lucky roll (read on the
// final faces: UF-EVT-5), less each struck model's ARM and INT. A
// single target or the AOE's aimed model takes the combination's
// wounds and effect; a Spray's line takes them all (friends too).
func (g *Game) spellDamage(p *roll, c *Combo) {
	m := g.model(p.Actor)
	s, _ := g.data.Spell(p.Spell)
	g.damageText(p, m, s.Name)
	base := g.sum(p.Dice, p.Faces) + p.Mod + s.POW + g.profile(m).INT
	lucky := g.lucky(p.Dice, p.Faces)
	if lucky {
		base += g.data.Deck.LuckyDamage
	}
	switch s.Template {
	case TemplateSpray:
		g.templateDamage(m, s, base, c, g.sprayLine(m.Pos, *p.Cell, sprayLength(s)))
		return
	case TemplateBlade:
		d, _ := bladeDir(p.Dir)
		g.templateDamage(m, s, base, c, g.bladeCubes(*p.Cell, d))
		return
	}
	t := g.model(p.Target)
	targets := []*model{t}
	if s.Template == TemplateAOE {
		targets = g.modelsIn(g.aoeCubes(t.Pos, s.Enlarged))
	}
	for _, o := range targets {
		tp := g.profile(o)
		w := base - tp.ARM - tp.INT
		if o == t {
			w += g.comboWounds(c)
		}
		g.harm(o, w, o.Seat != m.Seat, s.Name)
	}
	if lucky && s.Lucky == LuckyBurn {
		g.burn(t)
	}
	g.comboOnTarget(c, t)
}

// spellDamageText describes a spell's damage roll for its event.
func (g *Game) spellDamageText(m *model, s *Spell) func([]int, []int, bool) (string, rules.Msg) {
	return func(dv, _ []int, lucky bool) (string, rules.Msg) {
		return fmt.Sprintf("%s's %s damage: %v + POW %d + INT %d%s", m.ID, s.Name, dv, s.POW, g.profile(m).INT, luckyWord(lucky)),
			rules.Say(luckyID("UrbSpellDamage", lucky), "Model", m.ID, "Spell", s.Name, "Dice", fmt.Sprint(dv), "POW", rules.Num(s.POW), "INT", rules.Num(g.profile(m).INT))
	}
}

// luckyWord notes a lucky number in an event's text.
func luckyWord(lucky bool) string {
	if lucky {
		return " (lucky number)"
	}
	return ""
}
