package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// cmdHoldGrenade is called as a Grenade cube attack is about to be rolled
// (doCubeAttack). When the defending seat may give the order Return to
// Sender against it — a Special Order die unspent, no order this
// activation (A18), an unpinned model of the seat in the target cube — the
// attack is held and the seat is asked first (taskReturn, then taskResume
// rolls the attack if the grenade was not caught). It returns false when
// the attack goes ahead now.
func (g *Game) cmdHoldGrenade(a rules.Action, s cubeSetup) bool {
	c := &g.cmd
	if !c.On || c.resume || c.Hold.On || !s.profile.Has("Grenade") {
		return false
	}
	opp := g.models[s.attacker].Seat.Other()
	ci := g.returnCatcher(opp, s.cube)
	if ci < 0 {
		return false
	}
	c.Hold = cmdHold{On: true, Act: a}
	g.push(task{Kind: taskResume, Actor: s.attacker, Other: ci})
	g.push(task{Kind: taskReturn, Actor: ci, Other: s.attacker, Weapon: s.weapon.ID, Profile: s.profile.Name, Cube: s.cube})
	return true
}

// returnOptions lists the options of a Return to Sender step: give the
// order with the model that would catch the grenade, or done.
func (g *Game) returnOptions(t *task, seat rules.Seat) ([]rules.Action, bool) {
	ci := g.returnCatcher(seat, t.Cube)
	if ci < 0 {
		return nil, true
	}
	return []rules.Action{
		{Seat: seat, Kind: "order", Actor: g.models[ci].ID, Option: OrderReturnToSender},
		{Seat: seat, Kind: "done"},
	}, false
}

// resolveReturn gives the order Return to Sender of a taskReturn step. A
// caught grenade is not resolved where it was aimed: the held attack is
// dropped (the thrower's grenade is spent all the same) and the catcher
// throws it back at the thrower's cube. A miss leaves the held attack to
// be rolled as declared.
func (g *Game) resolveReturn(t task, a rules.Action, l *log) {
	ci, caught := g.ReturnToSender(a.Seat, t.Cube, l)
	if ci < 0 || !caught {
		return
	}
	g.cmd.Hold = cmdHold{}
	for i := len(g.tasks) - 1; i >= 0; i-- { // the held grenade will not be rolled
		if g.tasks[i].Kind == taskResume {
			g.tasks = append(g.tasks[:i], g.tasks[i+1:]...)
			break
		}
	}
	g.useWeapon(t.Other, t.Weapon, l)
	g.throwBack(ci, t.Other, t.Weapon, t.Profile, l)
}

// throwBack is a caught grenade thrown back by model ci at the cube of
// model ti that threw it: the catcher makes the landing roll (as any cube
// attack: 3 RA dice needing 1), a miss scatters, and the grenade explodes
// where it lands. It is the catcher's attack: its kills score for the
// catcher's side. A Sticky grenade thrown back sticks to nobody.
func (g *Game) throwBack(ci, ti int, weapon, profile string, l *log) {
	w := g.b.data.Weapons[weapon]
	if w == nil {
		return
	}
	p, ok := w.Profile(profile)
	if !ok {
		return
	}
	c, target := &g.models[ci], g.models[ti].Pos
	e := l.sayf("shoot", c.Seat, "FpThrowsBack", "Model Weapon Target", "%s throws the %s back at %s.", labelled{c}, w.Name, target)
	e.Actor, e.From, e.To = c.ID, posPtr(c.Pos), posPtr(target)
	pool := CubeAccuracyPool(c.Unit)
	var rDice poolDice
	r := rollPoolIn(g.roller(), pool, &rDice)
	l.add(l.rollEvent(c.Seat, c.ID, "", pool, r))
	land := target
	if r.Successes < CubeAccuracyNeed {
		var lost bool
		if land, lost = g.scatterShot(ci, p, target, l); lost {
			return
		}
	}
	g.detonate(task{Kind: taskStick, Actor: ci, Other: -1, Weapon: weapon, Profile: profile, Cube: land}, -1, l)
}

// returnPrompt words the decision of a Return to Sender step.
func (g *Game) returnPrompt(t *task, seat rules.Seat) (string, rules.Msg) {
	return say("FpAskReturn", "Seat Other Weapon Cube Model", "%s: %s throws the %s at %s; give the order Return to Sender (%s tries to catch it), or done.",
		seat, g.models[t.Other].ID, g.weaponName(t.Weapon), t.Cube, g.models[t.Actor].ID)
}

// loadReturn checks a Return to Sender step read from a position: a
// grenade profile, a cube of the arena, and the thrower.
func (g *Game) loadReturn(t *task, tj taskJSON, field string) error {
	w := g.b.data.Weapons[tj.Weapon]
	if w == nil {
		return fmt.Errorf("%s.weapon: unknown weapon %q", field, tj.Weapon)
	}
	p, ok := w.Profile(tj.Profile)
	if !ok || !p.Has("Grenade") {
		return fmt.Errorf("%s.profile: %q of the %s is not a Grenade attack", field, tj.Profile, w.Name)
	}
	if t.Other < 0 {
		return fmt.Errorf("%s.by: a return-to-sender step needs the model that threw the grenade", field)
	}
	// The rest (cube, uses) is checked as for a stick.
	return g.loadStickCube(t, tj, field)
}
