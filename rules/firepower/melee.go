package firepower

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// OptTogether is the Option of a melee that every soldier of the stack
// able to join makes together (A14).
const OptTogether = "together"

// meleeJoiners are the soldiers of the impulse, other than i, standing in
// i's cube, facing the same way, that could enter cube q too and still
// have a Movement Factor left for the melee (FP-MEL-1, A14).
func (g *Game) meleeJoiners(i int, q world.Pos) []int {
	s := &g.st.Soldiers[i]
	var out []int
	for k := range g.st.Soldiers {
		o := &g.st.Soldiers[k]
		if k == i || o.Pos != s.Pos || o.Facing != s.Facing {
			continue
		}
		if to, cost, ok := g.front(o.Pos, o.Facing, o.Prone); ok && to == q && g.canCombat(k, cost+g.chart().Melee) {
			out = append(out, k)
		}
	}
	return out
}

// meleeActions lists soldier i's melee into cube q, which enemies hold,
// entering for cost: alone, and together with every soldier of its
// stack that can join.
func (g *Game) meleeActions(i int, q world.Pos, cost int, out []rules.Action) []rules.Action {
	s := &g.st.Soldiers[i]
	if !g.canCombat(i, cost+g.chart().Melee) {
		return out
	}
	cell := q
	out = append(out, rules.Action{Seat: s.Seat, Kind: "melee", Actor: s.ID, Cell: &cell})
	if len(g.meleeJoiners(i, q)) > 0 {
		cell2 := q
		out = append(out, rules.Action{Seat: s.Seat, Kind: "melee", Actor: s.ID, Cell: &cell2, Option: OptTogether})
	}
	return out
}

// meleeMod is the melee modifier for a attackers against d defenders
// (FP-MEL-3): −2 a soldier the attackers have more, +2 a soldier the
// defenders have more.
func (g *Game) meleeMod(a, d int) int { return (d - a) * g.chart().MeleeOdds }

// meleeSides are the attackers (i, and its joiners when together) and
// the defenders (every enemy in q) of a melee.
func (g *Game) meleeSides(i int, q world.Pos, together bool) (att, def []int) {
	att = []int{i}
	if together {
		att = append(att, g.meleeJoiners(i, q)...)
	}
	for k := range g.st.Soldiers {
		if o := &g.st.Soldiers[k]; o.alive() && o.Pos == q && o.Seat != g.st.Soldiers[i].Seat {
			def = append(def, k)
		}
	}
	return att, def
}

// applyMelee resolves a melee (FP-MEL-1..4): the attackers enter cube q
// and roll one D10 plus the modifier; at or under 5 every defender is
// killed and the attackers hold the cube, otherwise every attacker is
// killed. The survivors stop: their impulse is over (FP-MEL-4).
func (g *Game) applyMelee(i int, q world.Pos, together bool) {
	st := &g.st
	att, def := g.meleeSides(i, q, together)
	c := g.chart()
	m := g.meleeMod(len(att), len(def))
	var ids []string
	for _, k := range att {
		ids = append(ids, st.Soldiers[k].ID)
	}
	at := q
	s := &st.Soldiers[i]
	g.emit(rules.Event{Kind: "melee", Seat: s.Seat, Actor: s.ID, To: &at}, func() rules.Msg {
		return rules.Say("FpwMelee", "Soldiers", fmt.Sprint(ids), "At", q.String(), "Attackers", rules.Num(len(att)), "Defenders", rules.Num(len(def)))
	}, "%v enter %s: melee, %d against %d.", ids, q, len(att), len(def))
	face := g.d10()
	win := face+m <= c.MeleeHit
	var mods []string
	if m != 0 {
		mods = []string{fmt.Sprintf("%d against %d %+d", len(att), len(def), m)}
	}
	g.emit(rules.Event{Kind: "roll", Seat: s.Seat, Actor: s.ID, Test: "melee", Dice: []int{face}, Need: c.MeleeHit, Under: true, Hits: b2i(win), Mods: mods, Rolled: []rules.Die{{Face: face, Success: win}}},
		func() rules.Msg {
			return rules.Say("FpwMeleeRoll", "Face", rules.Num(face), "Mod", modText(m), "Hit", rules.Num(c.MeleeHit), "Winner", map[bool]string{true: rules.MsgRef + "FpwAttackersWin", false: rules.MsgRef + "FpwDefendersWin"}[win])
		}, "Melee roll %d%s against %d: %s.", face, modText(m), c.MeleeHit, map[bool]string{true: "the attackers win", false: "the defenders win"}[win])
	for _, k := range att {
		a := &st.Soldiers[k]
		a.Combat = true
		a.MF = 0
	}
	if win {
		for _, k := range def {
			g.kill(k, s.ID)
		}
		for _, k := range att {
			a := &st.Soldiers[k]
			from := a.Pos
			a.Pos = q
			a.Entered++
			g.emit(rules.Event{Kind: "move", Seat: a.Seat, Actor: a.ID, From: &from, To: &at, Path: []world.Pos{q}}, func() rules.Msg { return rules.Say("FpwHolds", "Soldier", a.ID, "At", q.String()) }, "%s holds %s.", a.ID, q)
		}
		return
	}
	for _, k := range att {
		g.kill(k, "")
	}
}
