package urban

import (
	"fmt"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// RollDamage is a spell's or a melee blow's damage roll waiting for the
// players' cards (UF-DICE-4, UF-EVT-7). Debris and wall damage rolls are
// not influenced (UF-DES-3) and ranged hits have no damage roll.
const RollDamage = "damage"

// rollDamage rolls the damage of a successful hit roll, boosted as the
// hit roll says, and lets the players play cards on it before it is
// dealt (resolveDamage). text describes the roll's dice for its event.
// text also gives the event's message; it is called only for a loud game.
func (g *Game) rollDamage(hit *roll, c *Combo, counter bool, text func(dice []int, faces []int, lucky bool) (string, rules.Msg)) {
	m := g.model(hit.Actor)
	dice := baseDice(hit.Boost)
	faces := g.rollDice(dice)
	dv, dds := g.rolled(dice, faces)
	lucky := hit.Spell != "" && g.lucky(dice, faces)
	words, msg := "", rules.Msg{}
	if !g.quiet && !g.silent {
		words, msg = text(dv, faces, lucky)
	}
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Target: hit.Target, Test: "damage", Dice: dv, Rolled: dds},
		func() rules.Msg { return msg }, "%s", words)
	p := &roll{Kind: RollDamage, Actor: hit.Actor, Target: hit.Target, Weapon: hit.Weapon, Spell: hit.Spell, Dir: hit.Dir,
		Dice: dice, Faces: faces, Counter: counter}
	if hit.Cell != nil {
		q := *hit.Cell
		p.Cell = &q
	}
	if c != nil {
		p.Combo = c.ID
	}
	g.st.Pending = p
	g.openWindow()
}

// resolveDamage deals a damage roll once its cards are played: a
// spell's to the models it strikes, a blow's to its target.
func (g *Game) resolveDamage(p *roll) {
	var c *Combo
	if p.Combo != "" {
		c, _ = g.data.Combo(p.Combo)
	}
	if p.Spell != "" {
		g.spellDamage(p, c)
		return
	}
	g.meleeDamage(p, c)
}

// damageText notes a damage roll that cards changed: its dice now and
// the cards' modifier.
func (g *Game) damageText(p *roll, m *model, what string) {
	if !p.Changed {
		return
	}
	dv, dds := g.rolled(p.Dice, p.Faces)
	names := []string(nil)
	if p.Mod != 0 {
		_, names = modSum([]mod{{"cards", p.Mod}})
	}
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Target: p.Target, Test: "damage", Dice: dv, Rolled: dds, Mods: names},
		func() rules.Msg {
			return sayMods("UrbDamageAfterCards", names, "Model", m.ID, "Weapon", what, "Dice", fmt.Sprint(dv))
		}, "%s's %s damage after the cards: %v%s", m.ID, what, dv, modText(names))
}

// meleeDamage deals a blow's damage (UF-MEL-3): 2d6 + STR + POW − the
// target's ARM, and the cards' modifier; then the defender counters if
// its red die said so, and the attacker pays for the blow.
func (g *Game) meleeDamage(p *roll, c *Combo) {
	a, t := g.model(p.Actor), g.model(p.Target)
	w, _ := g.data.Weapon(p.Weapon)
	defer g.spend(a, 1)
	g.damageText(p, a, w.Name)
	wounds := g.sum(p.Dice, p.Faces) + p.Mod + g.profile(a).STR + w.POW - g.profile(t).ARM + g.comboWounds(c)
	g.harm(t, wounds, true, w.Name)
	g.comboOnTarget(c, t)
	if p.Counter && !t.Dead && !a.Dead {
		g.counter(t, a)
	}
}
