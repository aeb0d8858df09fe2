package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// FreeStepCubes is the length of the free Move that Evade and Scout give.
const FreeStepCubes = 1

// skipKind is the option of a keyword's free step that declines it (an
// Evade or Scout move, a Fast Transition shot).
const skipKind = "skip"

// keywordTaskOptions lists the options of the keyword steps: the one-cube
// moves of an Evade or Scout step, the second shots of a Fast Transition,
// each with a skip. A model that died, is pinned, or has nothing to do
// skips at once.
func (g *Game) keywordTaskOptions(t *task) (opts []rules.Action, auto bool) {
	m := &g.models[t.Actor]
	if !m.OnBoard || m.Pinned {
		return nil, true
	}
	switch t.Kind {
	case taskEvade, taskScout:
		kind := taskName(t.Kind)
		var rs world.Reacher
		if g.reach(t.Actor, FreeStepCubes, &rs) > 0 {
			opts = appendRouteActions(opts, &rs, allPaths(&rs), m, kind, FreeStepCubes)
		}
	case taskTransition:
		if g.enemiesIn(m.Pos, m.Seat) {
			return nil, true
		}
		for _, a := range g.attackActions(t.Actor, false, nil) {
			if a.Weapon != t.Weapon {
				opts = append(opts, a)
			}
		}
	}
	if len(opts) == 0 {
		return nil, true
	}
	return append(opts, rules.Action{Seat: m.Seat, Kind: skipKind, Actor: m.ID}), false
}

// resolveKeywordTask carries out the chosen option of a keyword step.
func (g *Game) resolveKeywordTask(t task, a rules.Action, l *log) {
	m := &g.models[t.Actor]
	switch {
	case a.Kind == skipKind:
		e := l.sayf("skip", m.Seat, "FpStaysPut", "Model", "%s stays put.", m.ID)
		if t.Kind == taskTransition && !l.quiet {
			e.Text, e.Msg = say("FpNoSecondWeapon", "Model", "%s fires no second weapon.", m.ID)
		}
		e.Actor = m.ID
	case t.Kind == taskEvade || t.Kind == taskScout:
		what := word{"evades", "FpVerbEvades"}
		if t.Kind == taskScout {
			what = word{"scouts ahead", "FpVerbScouts"}
		}
		e := l.sayf(taskName(t.Kind), m.Seat, "FpFreeMove", "Model Verb", "%s %s (a free one-cube Move).", labelled{m}, what)
		e.Actor = m.ID
		g.doMove(t.Actor, rules.Action{Seat: a.Seat, Kind: "move", Actor: a.Actor, Cell: a.Cell, Path: a.Path}, l)
	case t.Kind == taskTransition && a.Kind == "shoot":
		e := l.sayf("transition", m.Seat, "FpFastTransition", "Model", "%s switches weapons (Fast Transition).", labelled{m})
		e.Actor = m.ID
		g.doShoot(a, l)
	}
}

// scheduleTransition is the Fast Transition hook of a Shoot action: before
// the first shot resolves, the model's chance of a second shot with another
// weapon goes under whatever the first shot leaves pending (a knockback, an
// Evade), so it comes after them.
func (g *Game) scheduleTransition(mi int, weapon string) {
	if g.models[mi].Unit.FastTransition {
		g.push(task{Kind: taskTransition, Actor: mi, Other: -1, Weapon: weapon})
	}
}

// scheduleEvade is the Evade hook of a shot: the target may make a free
// one-cube Move once the shot and its knockback are resolved, if it is then
// alive and unpinned. It goes on the stack before the shot's damage, so a
// knockback the shot causes comes first.
func (g *Game) scheduleEvade(ti int) {
	if g.models[ti].Unit.Evade {
		g.push(task{Kind: taskEvade, Actor: ti, Other: -1})
	}
}

// scheduleScouts gives every Scout model a free one-cube Move before round
// 1, the seat that activates first moving its Scouts first, each in roster
// order.
func (g *Game) scheduleScouts() {
	var order []int
	for _, seat := range [2]rules.Seat{g.turn, g.turn.Other()} {
		for i := range g.models {
			if m := &g.models[i]; m.Seat == seat && m.OnBoard && m.Unit.Scout {
				order = append(order, i)
			}
		}
	}
	for i := len(order) - 1; i >= 0; i-- {
		g.push(task{Kind: taskScout, Actor: order[i], Other: -1})
	}
}

// checkTransitionTask checks a loaded Fast Transition step: its model has
// the keyword and carries the weapon it fired first (unless that was its
// last use).
func (g *Game) checkTransitionTask(t task, field string) error {
	m := &g.models[t.Actor]
	if !m.Unit.FastTransition {
		return fmt.Errorf("%s.model: %s has no Fast Transition", field, m.ID)
	}
	// A thrown grenade item has left the model, and so has a picked-up
	// weapon whose last use that was (it went back to the supply).
	if w := g.b.data.Weapons[t.Weapon]; m.weaponSlot(t.Weapon) == nil && !isGrenadeItem(t.Weapon) && (w == nil || w.Uses == 0) {
		return fmt.Errorf("%s.weapon: %s carries no %q (the weapon it fired first)", field, m.ID, t.Weapon)
	}
	return nil
}
