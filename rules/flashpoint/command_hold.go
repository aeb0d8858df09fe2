package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// ModExtraD8 names the dice a seat adds to a test with Extra d8 command
// dice (HF-CMD-5).
const ModExtraD8 = "extra d8"

// ReturnToSenderNeed is how many successes of 3 Survive dice catch a
// grenade with the order Return to Sender.
const ReturnToSenderNeed = 2

// OneManArmy reports whether the unit has the special order One Man Army
// (the Commander).
func (u *Unit) OneManArmy() bool {
	for _, k := range u.Keywords {
		if k == "One Man Army" {
			return true
		}
	}
	return false
}

// cmdHoldAttack is called as a Shoot or an Assault is about to be rolled.
// If a seat may still decide something with its command dice before the
// roll — Extra d8 on its model's test (HF-CMD-5), Snap Shot on a model
// being charged — the attack is held, the decisions are pushed (attacker
// first, then defender, a Snap Shot before both) and true is returned; the
// attack is rolled when they are done. It returns false when the attack
// goes ahead now.
func (g *Game) cmdHoldAttack(a rules.Action, f assaultFlags) bool {
	c := &g.cmd
	if !c.On || c.resume || c.Hold.On {
		return false
	}
	ai, ti := g.modelIndex(a.Actor), g.modelIndex(a.Target)
	if ai < 0 || ti < 0 {
		return false
	}
	as, ts := g.models[ai].Seat, g.models[ti].Seat
	snap := f.Charged && len(g.snapOptions(ti, ai)) > 0
	boostA, boostT := g.unspent(as, faceExtra) > 0, g.unspent(ts, faceExtra) > 0
	if !snap && !boostA && !boostT {
		return false
	}
	c.Hold = cmdHold{On: true, Act: a, Flags: f}
	c.Extra = [2]int{}
	g.push(task{Kind: taskResume, Actor: ai, Other: ti})
	if boostT {
		g.push(task{Kind: taskBoost, Actor: ti, Other: ai})
	}
	if boostA {
		g.push(task{Kind: taskBoost, Actor: ai, Other: ti})
	}
	if snap {
		g.push(task{Kind: taskSnap, Actor: ti, Other: ai})
	}
	return true
}

// cmdExtraDice adds the Extra d8 dice the attacker's and the defender's
// seats declared to their pools, and clears them.
func (g *Game) cmdExtraDice(as, ds rules.Seat, attack, defence Pool) (Pool, Pool) {
	c := &g.cmd
	if !c.On {
		return attack, defence
	}
	if as == rules.Blue || as == rules.Red {
		if n := c.Extra[as]; n > 0 {
			attack.Mods = append(attack.Mods, Mod{ModExtraD8, n})
		}
	}
	if ds == rules.Blue || ds == rules.Red {
		if n := c.Extra[ds]; n > 0 {
			defence.Mods = append(defence.Mods, Mod{ModExtraD8, n})
		}
	}
	c.Extra = [2]int{}
	return attack, defence
}

// holdTaskOptions lists the options of the command steps around a held
// attack (boost, snap, resume); auto as in taskOptions.
// They are appended to opts, which is empty.
func (g *Game) holdTaskOptions(t *task, seat rules.Seat, opts []rules.Action) ([]rules.Action, bool) {
	if !g.cmd.Hold.On || t.Other < 0 || t.Other >= len(g.models) {
		return nil, true
	}
	m, o := &g.models[t.Actor], &g.models[t.Other]
	if !m.OnBoard || !o.OnBoard {
		return nil, true
	}
	switch t.Kind {
	case taskBoost:
		if g.unspent(seat, faceExtra) == 0 {
			return nil, true
		}
		return append(opts,
			rules.Action{Seat: seat, Kind: "spend", Actor: m.ID, Option: faceName(faceExtra)},
			rules.Action{Seat: seat, Kind: "done"},
		), false
	case taskSnap:
		opts := g.snapOptions(t.Actor, t.Other)
		if len(opts) == 0 {
			return nil, true
		}
		return append(opts, rules.Action{Seat: seat, Kind: "done"}), false
	}
	return nil, true
}

// runHoldTask carries out a command step that needs no choice: the held
// attack is rolled once every decision before it is done.
func (g *Game) runHoldTask(t task, l *log) {
	if t.Kind != taskResume || !g.cmd.Hold.On {
		return
	}
	h := g.cmd.Hold
	g.cmd.Hold = cmdHold{}
	g.cmd.resume = true
	defer func() { g.cmd.resume = false }()
	switch h.Act.Kind {
	case "shoot":
		g.doShoot(h.Act, l)
	case "assault":
		g.doAssault(h.Act, h.Flags, l)
	}
	g.cmd.Extra = [2]int{}
}

// resolveHoldTask carries out the chosen option of a boost or snap step.
func (g *Game) resolveHoldTask(t task, a rules.Action, l *log) {
	switch {
	case t.Kind == taskBoost && a.Kind == "spend":
		g.spendDie(a.Seat, faceExtra)
		g.cmd.Extra[a.Seat]++
		e := l.sayf("command", a.Seat, "FpExtraTest", "Seat Model Bonus", "%s spends an Extra d8 die on the test of %s (+%d).", a.Seat, g.models[t.Actor].ID, g.cmd.Extra[a.Seat])
		e.Actor = g.models[t.Actor].ID
		g.push(t) // it may spend another
	case t.Kind == taskSnap && a.Kind == "order":
		g.snapShot(t.Actor, t.Other, a, l)
	}
}

// snapOptions lists the Snap Shots model ti may fire at model ai that
// charges it: its side holds a Special Order die, no order was given this
// activation (A18), it is on the board and not pinned; one option per
// weapon with a short ranged profile (its first one) and uses left.
func (g *Game) snapOptions(ti, ai int) []rules.Action {
	t, a := &g.models[ti], &g.models[ai]
	if !g.cmd.On || g.cmd.Ordered || !t.OnBoard || !a.OnBoard || t.Pinned || g.unspent(t.Seat, faceOrder) == 0 {
		return nil
	}
	var out []rules.Action
	t.eachArm(func(s *slot) bool {
		am, ok := g.usable(s)
		if !ok {
			return true
		}
		if pi := snapProfile(am); pi >= 0 {
			out = append(out, rules.Action{Seat: t.Seat, Kind: "order", Actor: t.ID, Target: a.ID, Weapon: am.w.ID, Option: OrderSnapShot})
		}
		return true
	})
	return out
}

// snapProfile is the profile a weapon snap-shoots with: its first ranged
// profile that is neither Long nor a Lunge and that the engine plays; -1
// for none.
func snapProfile(am *arm) int {
	for pi, p := range am.w.Profiles {
		if p.Range > 0 && !p.Long && !p.Lunge && am.playable[pi] {
			return pi
		}
	}
	return -1
}

// snapShot is the order Snap Shot: the charged model ti shoots the charging
// model ai before the charge is rolled, as a normal shot that sees its
// target (no clear shot, no other modifier) from the cube they now share.
func (g *Game) snapShot(ti, ai int, a rules.Action, l *log) {
	t, m := &g.models[ti], &g.models[ai]
	sl := t.weaponSlot(a.Weapon)
	if sl == nil {
		return
	}
	am, ok := g.usable(sl)
	if !ok {
		return
	}
	pi := snapProfile(am)
	if pi < 0 {
		return
	}
	g.spendDie(t.Seat, faceOrder)
	g.cmd.Ordered = true
	p := am.w.Profiles[pi]
	e := l.sayf("order", t.Seat, "FpOrderSnapShot", "Model Weapon Target", "%s gives the order Snap Shot: it fires the %s at %s as it charges.", labelled{t}, am.w.Name, labelled{m})
	e.Actor, e.Target, e.From, e.To = t.ID, m.ID, posPtr(t.Pos), posPtr(m.Pos)
	attack, defence := ShotPools(t.Unit, p, m.Unit, ShotContext{Sight: world.Visible})
	var arDice poolDice
	ar := rollPoolIn(g.roller(), attack, &arDice)
	l.add(l.rollEvent(t.Seat, t.ID, m.ID, attack, ar))
	var drDice poolDice
	dr := rollPoolIn(g.roller(), defence, &drDice)
	l.add(l.rollEvent(m.Seat, m.ID, t.ID, defence, dr))
	g.useWeapon(ti, am.w.ID, l)
	g.damage(ti, ai, NetHits(ar, dr), p, false, l)
}

// CanReturnToSender reports whether seat may give the order Return to
// Sender against a grenade aimed at cube: it holds an unspent Special
// Order die, no order was given this activation (A18), and one of its
// models stands unpinned in the cube. The grenade resolution asks the seat
// before the grenade is rolled when this is true.
func (g *Game) CanReturnToSender(seat rules.Seat, cube world.Pos) bool {
	return g.returnCatcher(seat, cube) >= 0
}

// returnCatcher is the model of seat that would catch a grenade in cube,
// or -1.
func (g *Game) returnCatcher(seat rules.Seat, cube world.Pos) int {
	if !g.cmd.On || g.cmd.Ordered || g.unspent(seat, faceOrder) == 0 {
		return -1
	}
	for i := range g.models {
		if m := &g.models[i]; m.Seat == seat && m.OnBoard && !m.Pinned && m.Pos == cube {
			return i
		}
	}
	return -1
}

// ReturnToSender is the order Return to Sender, the hook the grenade
// resolution calls when seat chose to give it against a grenade aimed at
// cube: the seat spends its Special Order die and a model of the seat in
// the cube rolls 3 Survive dice; with ReturnToSenderNeed successes it
// catches the grenade. caught tells the grenade resolution to throw the
// grenade back (catcher is the model that throws it) instead of resolving
// it in cube. It returns catcher -1 and does nothing when the order cannot
// be given.
func (g *Game) ReturnToSender(seat rules.Seat, cube world.Pos, l *log) (catcher int, caught bool) {
	ci := g.returnCatcher(seat, cube)
	if ci < 0 {
		return -1, false
	}
	m := &g.models[ci]
	g.spendDie(seat, faceOrder)
	g.cmd.Ordered = true
	e := l.sayf("order", seat, "FpOrderReturn", "Seat Model", "%s gives the order Return to Sender: %s tries to catch the grenade.", seat, labelled{m})
	e.Actor = m.ID
	p := SurvivePool(m.Unit)
	var rDice poolDice
	r := rollPoolIn(g.roller(), p, &rDice)
	re := l.rollEvent(seat, m.ID, "", p, r)
	re.Test = "return to sender"
	l.add(re)
	if r.Successes >= ReturnToSenderNeed {
		e := l.sayf("order", seat, "FpCatchesGrenade", "Model", "%s catches the grenade and throws it back.", m.ID)
		e.Actor = m.ID
		return ci, true
	}
	e = l.sayf("order", seat, "FpMissesGrenade", "Model", "%s fails to catch the grenade.", m.ID)
	e.Actor = m.ID
	return ci, false
}
