package urban

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// mod is one named modifier of a roll.
type mod struct {
	name string
	n    int
}

// modSum adds up modifiers and names them for the event.
func modSum(ms []mod) (int, []string) {
	s := 0
	var names []string
	for _, m := range ms {
		s += m.n
		names = append(names, fmt.Sprintf("%s %+d", m.name, m.n))
	}
	return s, names
}

// modText writes named modifiers after a roll's dice: " cover -2
// sitting +1", or "" for none.
func modText(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return " " + strings.Join(names, " ")
}

// selfMods are the modifiers of a model's own hit, Skill and Difficulty
// rolls: Burning −1 (UF-EFF-1), Stunned −1 (UF-ST-2).
func selfMods(m *model) []mod {
	var ms []mod
	if m.Burning {
		ms = append(ms, mod{"burning", -1})
	}
	if m.Stunned {
		ms = append(ms, mod{"stunned", -1})
	}
	return ms
}

// rangedMods are the modifiers of a ranged hit roll (UF-RNG-7): cover
// and a duel −2, a Lying target −1, a Sitting or Lying shooter +1, a
// Burning target −1, the shooter's own states, and the table conditions.
func (g *Game) rangedMods(s, t *model) (ms []mod, duel bool) {
	if g.inCover(s, t) {
		ms = append(ms, mod{"cover", -2})
	}
	if len(g.duelists(t)) > 0 {
		duel = true
		ms = append(ms, mod{"duel", -2})
	}
	if t.Posture == Lying {
		ms = append(ms, mod{"target lying", -1})
	}
	switch s.Posture {
	case Sitting:
		ms = append(ms, mod{"sitting", 1})
	case Lying:
		ms = append(ms, mod{"lying", 1})
	}
	if t.Burning {
		ms = append(ms, mod{"target burning", -1})
	}
	ms = append(ms, selfMods(s)...)
	if n := g.condSum(func(c *Condition) int { return c.Ranged }); n != 0 {
		ms = append(ms, mod{"conditions", n})
	}
	return ms, duel
}

// shotRolls is how many hit rolls a shot takes (UF-RNG-4, A4): one within
// RNG, one more for each multiple of RNG the distance exceeds.
func shotRolls(w *Weapon, dist int) int {
	n := 1
	for float64(n)*w.RNG < float64(dist) {
		n++
	}
	return n
}

// canShoot reports whether a model may shoot a target with a ranged
// weapon: an enemy on the table in sight (UF-RNG-3), within the range
// the table conditions allow.
func (g *Game) canShoot(s, t *model) bool {
	if t.Dead || t.Seat == s.Seat || !g.sees(s, t) {
		return false
	}
	r := g.maxRange()
	return r == 0 || inches(s, t) <= r
}

// shoot makes a ranged attack (UF-RNG-3, UF-RNG-4): the base roll, once
// for each multiple of RNG, the worst kept (A17); the roll then waits
// for the players' cards.
func (g *Game) shoot(s, t *model, w *Weapon, boost string) {
	g.spend(s, 1+boostCost(boost))
	ms, duel := g.rangedMods(s, t)
	total, names := modSum(ms)
	dice := baseDice(boost)
	n := shotRolls(w, inches(s, t))
	var keep []int
	worst := 0
	for k := range n {
		faces := g.rollDice(dice)
		v := g.sum(dice, faces) + total
		if k == 0 || v < worst {
			keep, worst = faces, v
		}
		vals, ds := g.rolled(dice, faces)
		g.emit(rules.Event{Kind: "roll", Seat: s.Seat, Actor: s.ID, Target: t.ID, Test: "skill", Dice: vals, Rolled: ds, Need: w.Skill, Mods: names, Total: v},
			func() rules.Msg {
				return sayMods("UrbShoots", names, "Model", s.ID, "Target", t.ID, "Weapon", w.Name, "Roll", rules.Num(k+1), "Rolls", rules.Num(n), "Dice", fmt.Sprint(vals), "Total", rules.Num(v), "Need", rules.Num(w.Skill))
			}, "%s shoots %s with %s: roll %d of %d, %v%s = %d against %d", s.ID, t.ID, w.Name, k+1, n, vals, modText(names), v, w.Skill)
	}
	g.st.Pending = &roll{Kind: RollRanged, Actor: s.ID, Target: t.ID, Weapon: w.ID, Dice: dice, Faces: keep, Mod: total, Need: w.Skill, Duel: duel}
	g.openWindow()
}

// resolveRanged ends a shot (UF-RNG-3): a sum of Skill or more takes POW
// HP off the target, ignoring ARM (UF-RNG-2); a miss at a target in a
// duel is rolled again, with no modifiers, at another model of the duel
// (UF-DUEL-1, A8).
func (g *Game) resolveRanged(p *roll) {
	s, t := g.model(p.Actor), g.model(p.Target)
	w, _ := g.data.Weapon(p.Weapon)
	total := g.sum(p.Dice, p.Faces) + p.Mod
	c := g.combo(p, g.symbolCount(p.Dice, p.Faces)+p.Extra)
	hit := total >= p.Need
	vals, ds := g.rolled(p.Dice, p.Faces)
	g.emit(rules.Event{Kind: "hit", Seat: s.Seat, Actor: s.ID, Target: t.ID, Test: "skill", Dice: vals, Rolled: ds, Need: p.Need, Hits: b2i(hit), Total: total},
		func() rules.Msg {
			return rules.Say(hitID("UrbShot", hit), "Model", s.ID, "Total", rules.Num(total), "Need", rules.Num(p.Need))
		}, "%s's shot: %d against %d, %s", s.ID, total, p.Need, hitWord(hit))
	g.comboOnRoller(c, s)
	if hit {
		g.harm(t, w.POW+g.comboWounds(c), true, w.Name)
		g.comboOnTarget(c, t)
		return
	}
	if !p.Duel {
		return
	}
	var others []*model
	for _, o := range g.duelists(t) {
		if o != s {
			others = append(others, o)
		}
	}
	if len(others) == 0 {
		return
	}
	o := others[0]
	if len(others) > 1 {
		g.rolledLast = true
		o = others[g.Dice().Roll(len(others))-1]
	}
	dice := baseDice("")
	faces := g.rollDice(dice)
	v := g.sum(dice, faces)
	vals, ds = g.rolled(dice, faces)
	g.emit(rules.Event{Kind: "roll", Seat: s.Seat, Actor: s.ID, Target: o.ID, Test: "skill", Dice: vals, Rolled: ds, Need: w.Skill, Hits: b2i(v >= w.Skill), Total: v},
		func() rules.Msg {
			return rules.Say("UrbStrayShot", "Model", o.ID, "Total", rules.Num(v), "Need", rules.Num(w.Skill))
		}, "The stray shot is rolled at %s, who is in the duel: %d against %d", o.ID, v, w.Skill)
	if v >= w.Skill {
		g.harm(o, w.POW, o.Seat != s.Seat, w.Name)
	}
}

// melee makes a melee attack (UF-MEL-2, UF-MEL-3): the attacker's base
// roll against the defender's Red roll, which then wait for the players'
// cards (resolveMelee).
func (g *Game) melee(a, t *model, w *Weapon) {
	a.Acted = true
	ams := selfMods(a)
	if t.Burning {
		ams = append(ams, mod{"target burning", -1})
	}
	am, anames := modSum(ams)
	dm, dnames := modSum(selfMods(t))
	dice := baseDice("")
	faces := g.rollDice(dice)
	red := g.rollIndex()
	vals, ds := g.rolled(dice, faces)
	g.emit(rules.Event{Kind: "roll", Seat: a.Seat, Actor: a.ID, Target: t.ID, Test: "melee", Dice: vals, Rolled: ds, Mods: anames},
		func() rules.Msg {
			return sayMods("UrbAttacks", anames, "Model", a.ID, "Target", t.ID, "Weapon", w.Name, "Dice", fmt.Sprint(vals), "Total", rules.Num(g.sum(dice, faces)+am))
		}, "%s attacks %s with %s: %v%s = %d", a.ID, t.ID, w.Name, vals, modText(anames), g.sum(dice, faces)+am)
	rv, rds := g.rolled([]string{DieRed}, []int{red})
	g.emit(rules.Event{Kind: "roll", Seat: t.Seat, Actor: t.ID, Target: a.ID, Test: "dodge", Dice: rv, Rolled: rds, Mods: dnames},
		func() rules.Msg {
			return sayMods("UrbRedDie", dnames, "Model", t.ID, "Dice", fmt.Sprint(rv), "Total", rules.Num(g.face(DieRed, red)+dm))
		}, "%s rolls the red die: %v%s = %d", t.ID, rv, modText(dnames), g.face(DieRed, red)+dm)
	g.st.Pending = &roll{Kind: RollMelee, Actor: a.ID, Target: t.ID, Weapon: w.ID, Dice: dice, Faces: faces, Mod: am, DefFace: red, DefMod: dm}
	g.openWindow()
}

// resolveMelee ends a melee attack (UF-MEL-3..5): a lower defender lets
// it through; a tie lets it through and the defender counters; a higher
// defender makes it fail and counters; the red die's highest face (9)
// counters as well. A blow that lands rolls its damage, which waits for
// the players' cards (meleeDamage); the counter-attack deals the
// defender's weapon's POW, ignoring ARM (A5), after the attack
// (UF-MEL-4). Then the attacker pays its AP or Fury: a beast fights the
// blow in the form it began in.
func (g *Game) resolveMelee(p *roll) {
	a, t := g.model(p.Actor), g.model(p.Target)
	w, _ := g.data.Weapon(p.Weapon)
	at := g.sum(p.Dice, p.Faces) + p.Mod
	dt := g.face(DieRed, p.DefFace) + p.DefMod
	success := dt <= at
	counter := dt >= at || p.DefFace == 6 // the red die's highest face (9) always answers (UF-MEL-3)
	c := g.combo(p, g.symbolCount(p.Dice, p.Faces)+p.Extra)
	g.comboOnRoller(c, a)
	g.emit(rules.Event{Kind: "hit", Seat: a.Seat, Actor: a.ID, Target: t.ID, Test: "melee", Hits: b2i(success)},
		func() rules.Msg {
			return rules.Say(hitID("UrbAttack", success), "Model", a.ID, "Total", rules.Num(at), "Need", rules.Num(dt))
		}, "%s's attack: %d against %d, %s", a.ID, at, dt, hitWord(success))
	if success {
		pr := g.profile(a)
		arm := g.profile(t).ARM
		g.rollDamage(p, c, counter, func(dv, df []int, _ bool) (string, rules.Msg) {
			wounds := g.sum(baseDice(""), df) + pr.STR + w.POW - arm + g.comboWounds(c)
			return fmt.Sprintf("%s's damage: %v + STR %d + POW %d - ARM %d = %d", a.ID, dv, pr.STR, w.POW, arm, max(wounds, 0)),
				rules.Say("UrbMeleeDamage", "Model", a.ID, "Dice", fmt.Sprint(dv), "STR", rules.Num(pr.STR), "POW", rules.Num(w.POW), "ARM", rules.Num(arm), "Total", rules.Num(max(wounds, 0)))
		})
		return
	}
	if counter && !t.Dead && !a.Dead {
		g.counter(t, a)
	}
	g.spend(a, 1)
}

// counter is the defender's counter-attack (UF-MEL-4, A5, A9): if no
// weapon of it reaches the attacker, it steps one cube into the
// attacker's cube when it can; a defender that still cannot reach does
// not counter. The counter deals the weapon's POW, ignoring ARM.
func (g *Game) counter(d, a *model) {
	w := g.bestMelee(d)
	if !g.reaches(w, d, a) {
		if !g.adjacentStep(d.Pos, a.Pos) || !g.room(d, a.Pos) {
			g.emit(rules.Event{Kind: "counter", Seat: d.Seat, Actor: d.ID, Target: a.ID}, func() rules.Msg { return rules.Say("UrbCannotCounter", "Model", d.ID, "Target", a.ID) }, "%s cannot reach %s to counter-attack", d.ID, a.ID)
			return
		}
		from := d.Pos
		d.Pos = a.Pos
		to := a.Pos
		g.emit(rules.Event{Kind: "move", Seat: d.Seat, Actor: d.ID, From: &from, To: &to}, func() rules.Msg { return rules.Say("UrbStepsToCounter", "Model", d.ID, "At", a.Pos.String()) }, "%s steps to %s to counter-attack", d.ID, a.Pos)
	}
	g.emit(rules.Event{Kind: "counter", Seat: d.Seat, Actor: d.ID, Target: a.ID, Hits: w.POW}, func() rules.Msg {
		return rules.Say("UrbCounters", "Model", d.ID, "Target", a.ID, "Weapon", w.Name, "POW", rules.Num(w.POW))
	}, "%s counter-attacks %s with %s: POW %d", d.ID, a.ID, w.Name, w.POW)
	g.harm(a, w.POW, true, "the counter-attack")
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hitWord is "hits" or "misses".
func hitWord(hit bool) string {
	if hit {
		return "hits"
	}
	return "misses"
}

// boostCost is the AP a Boost costs (UF-ACT-4).
func boostCost(colour string) int {
	if colour == "" {
		return 0
	}
	return 1
}
