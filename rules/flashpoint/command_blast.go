package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Extra d8 on the Survive tests of a cube attack (HF-CMD-5,
// RULES-COMMAND.md): every model in the cube rolls its own Survive test, so
// before the detonation rolls, each side with a model there and an unspent
// Extra d8 die may add dice to the test of one of its models there. The
// attacker's side is asked first. A side's dice on one detonation all go to
// one model's test (the first die spent picks it). The accuracy roll and
// the weapon's own dice take none: the data sheet gives the accuracy roll
// "no modifiers", and the Frag n dice are the weapon's, not a test of a
// model.

// cmdHoldBlast is called as a cube attack is about to detonate in t.Cube
// (t a stick-like task: Actor the attacker, Weapon, Profile, Cube; stuck
// the model a Sticky charge stuck to, -1 none). When a side may add Extra
// d8 dice, the detonation is held: taskBlast, which detonates it, goes
// under one taskBlastBoost per side that may, the attacker's on top, and
// true is returned. It returns false when the detonation goes ahead now.
func (g *Game) cmdHoldBlast(t task, stuck int) bool {
	c := &g.cmd
	if !c.On || c.blast {
		return false
	}
	w := g.b.data.Weapons[t.Weapon]
	if w == nil {
		return false
	}
	p, _ := w.Profile(t.Profile)
	if _, ok := CubeHitPool(p); !ok {
		return false // no Survive tests to add to
	}
	as := g.models[t.Actor].Seat
	var ask []task
	for _, s := range []rules.Seat{as.Other(), as} { // pushed in this order: the attacker's on top
		if g.unspent(s, faceExtra) == 0 {
			continue
		}
		if mi := g.firstIn(t.Cube, s); mi >= 0 {
			ask = append(ask, task{Kind: taskBlastBoost, Actor: mi, Other: t.Actor, Weapon: t.Weapon, Profile: t.Profile, Cube: t.Cube})
		}
	}
	if len(ask) == 0 {
		return false
	}
	c.Extra, c.ExtraFor = [2]int{}, [2]int{}
	g.push(task{Kind: taskBlast, Actor: t.Actor, Other: stuck, Weapon: t.Weapon, Profile: t.Profile, Cube: t.Cube})
	for _, b := range ask {
		g.push(b)
	}
	return true
}

// firstIn is the first model of seat s on the board in cube c, or -1.
func (g *Game) firstIn(c world.Pos, s rules.Seat) int {
	for i := range g.models {
		if m := &g.models[i]; m.OnBoard && m.Seat == s && m.Pos == c {
			return i
		}
	}
	return -1
}

// blastBoostOptions lists the options of a taskBlastBoost: spend an Extra
// d8 die on the Survive test of one of the seat's models in the cube (only
// the one already chosen once a die is spent), or done.
func (g *Game) blastBoostOptions(t *task, seat rules.Seat) ([]rules.Action, bool) {
	if g.unspent(seat, faceExtra) == 0 {
		return nil, true
	}
	var opts []rules.Action
	chosen := g.cmd.ExtraFor[seat] - 1
	for _, mi := range g.modelsIn(t.Cube) {
		m := &g.models[mi]
		if m.Seat != seat || !m.OnBoard || chosen >= 0 && mi != chosen {
			continue
		}
		opts = append(opts, rules.Action{Seat: seat, Kind: "spend", Actor: m.ID, Option: faceName(faceExtra)})
	}
	if len(opts) == 0 {
		return nil, true
	}
	return append(opts, rules.Action{Seat: seat, Kind: "done"}), false
}

// resolveBlastBoost spends one Extra d8 die on the chosen model's Survive
// test and asks again (it may spend another).
func (g *Game) resolveBlastBoost(t task, a rules.Action, l *log) {
	if a.Kind != "spend" {
		return
	}
	mi := g.modelIndex(a.Actor)
	if mi < 0 {
		return
	}
	g.spendDie(a.Seat, faceExtra)
	g.cmd.Extra[a.Seat]++
	g.cmd.ExtraFor[a.Seat] = mi + 1
	e := l.sayf("command", a.Seat, "FpExtraBlast", "Seat Model Bonus", "%s spends an Extra d8 die on the Survive test of %s (+%d).", a.Seat, a.Actor, g.cmd.Extra[a.Seat])
	e.Actor = a.Actor
	g.push(t)
}

// runBlast detonates the held cube attack of a taskBlast with the Extra d8
// dice declared, then clears them.
func (g *Game) runBlast(t task, l *log) {
	c := &g.cmd
	c.blast = true
	g.detonate(task{Kind: taskStick, Actor: t.Actor, Other: -1, Weapon: t.Weapon, Profile: t.Profile, Cube: t.Cube}, t.Other, l)
	c.blast = false
	c.Extra, c.ExtraFor = [2]int{}, [2]int{}
}

// blastSurvive is the Survive pool of model v against a cube attack, with
// the Extra d8 dice its side declared for it.
func (g *Game) blastSurvive(v int) Pool {
	m := &g.models[v]
	sv := SurvivePool(m.Unit)
	if s := m.Seat; (s == rules.Blue || s == rules.Red) && g.cmd.ExtraFor[s]-1 == v && g.cmd.Extra[s] > 0 {
		sv.Mods = append(sv.Mods, Mod{ModExtraD8, g.cmd.Extra[s]})
	}
	return sv
}

// blastPrompt words the decision of a taskBlastBoost.
func (g *Game) blastPrompt(t *task, seat rules.Seat) (string, rules.Msg) {
	return say("FpAskBlast", "Seat Weapon Model Cube", "%s: the %s of %s explodes in %s; add Extra d8 dice to the Survive test of one of your models there, or done.",
		seat, g.weaponName(t.Weapon), g.models[t.Other].ID, t.Cube)
}

// loadBlast checks a blast or extra-d8-blast step read from a position: a
// cube-attack profile that rolls Survive tests, a cube of the arena, and
// for extra-d8-blast the attacker (by) and a model of the asked side in
// the cube.
func (g *Game) loadBlast(t *task, tj taskJSON, field string) error {
	w := g.b.data.Weapons[tj.Weapon]
	if w == nil {
		return fmt.Errorf("%s.weapon: unknown weapon %q", field, tj.Weapon)
	}
	p, ok := w.Profile(tj.Profile)
	if !ok {
		return fmt.Errorf("%s.profile: the %s has no profile %q", field, w.Name, tj.Profile)
	}
	if _, hits := CubeHitPool(p); !cubeProfile(p) || !hits {
		return fmt.Errorf("%s.profile: %q of the %s is not a cube attack that rolls Survive tests", field, tj.Profile, w.Name)
	}
	if err := g.loadStickCube(t, tj, field); err != nil {
		return err
	}
	if t.Kind == taskBlastBoost {
		if t.Other < 0 {
			return fmt.Errorf("%s.by: an extra-d8-blast step needs the attacker", field)
		}
		if g.models[t.Actor].Pos != t.Cube {
			return fmt.Errorf("%s.model: %s is not in cube %s", field, tj.Model, t.Cube)
		}
	}
	return nil
}
