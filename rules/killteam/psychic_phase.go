package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// PerilsBlastInches is the reach of the blast of a psyker slain by Perils
// of the Warp (KT-PSY-5).
const PerilsBlastInches = 3

// isPsyker reports whether model i's unit is a psyker (KT-PSY-1).
func (g *Game) isPsyker(i int) bool { return g.unit(&g.st.Models[i]).Psyker }

// psyboltTargets lists the enemies model i's Psybolt may strike
// (KT-PSY-3): the nearest (in cubes) of the enemies it sees within 18"
// (6 cubes); several when equally near, the caster's player choosing.
func (g *Game) psyboltTargets(i int) []int {
	m := &g.st.Models[i]
	best, reach := -1, InchesToCubes(PsyboltRangeInches)
	var out []int
	for j := range g.st.Models {
		t := &g.st.Models[j]
		if t.Seat == m.Seat || !t.onTable() {
			continue
		}
		d := world.Distance(m.Pos, t.Pos)
		if d > reach || best >= 0 && d > best || g.sight(m.Pos, t.Pos) == world.NoSight {
			continue
		}
		if d < best || best < 0 {
			best, out = d, out[:0]
		}
		out = append(out, j)
	}
	return out
}

// mayCast reports whether model i may cast a power now or when the
// Psychic phase comes: a psyker on the table, not shaken, with an enemy
// for its Psybolt.
func (g *Game) mayCast(i int) bool {
	m := &g.st.Models[i]
	return m.onTable() && !m.Shaken && g.isPsyker(i) && len(g.psyboltTargets(i)) > 0
}

// psychicChoice reports whether some player may cast in this round's
// Psychic phase (KT-PSY-1); without one the phase is passed through.
func (g *Game) psychicChoice() bool {
	for i := range g.st.Models {
		if g.mayCast(i) {
			return true
		}
	}
	return false
}

// psychicActions lists model i's casts (KT-PSY-2): "blue.3 psybolt red.2"
// for each of the enemies its Psybolt may strike. Psybolt is the only
// power (G7), which every psyker knows.
func (g *Game) psychicActions(i int) []rules.Action {
	m := &g.st.Models[i]
	if m.Done || !g.mayCast(i) {
		return nil
	}
	var out []rules.Action
	for _, j := range g.psyboltTargets(i) {
		out = append(out, rules.Action{Seat: m.Seat, Kind: "psybolt", Actor: m.ID, Target: g.st.Models[j].ID})
	}
	return out
}

// applyPsychic casts Psybolt with model i at the target of a
// (KT-PSY-2..7): the psychic test, Perils of the Warp first (A8), then an
// enemy psyker's Deny the Witch, then the mortal wounds. It is the
// player's only cast of the round (KT-PSY-1): its seat is done with the
// phase.
func (g *Game) applyPsychic(i int, a rules.Action) []rules.Event {
	m := &g.st.Models[i]
	m.Done, g.st.Passed[m.Seat] = true, true
	x, y := g.roll(6), g.roll(6)
	var ev []rules.Event
	if cast, _ := PsychicTest(x, y, PsyboltWarpCharge); !cast && g.offerReroll(i, "psychic") {
		ev = append(ev, rules.Event{Kind: "reroll", Seat: m.Seat, Actor: m.ID, Test: "psychic", Dice: []int{x, y},
			Text: g.textf("%s rolls %d and %d for Psybolt at %s and fails: %s", m.ID, x, y, a.Target, g.rerollText(i, "psychic test")),
			Msg:  g.sayWith("KtPsyboltFailsReroll", []string{"Model", m.ID, "A", rules.Num(x), "B", rules.Num(y), "Target", a.Target}, g.rerollArgs(i, rules.MsgRef+"KtTestPsychicTest"))})
		x, y = g.roll(6), g.roll(6)
	}
	total := x + y
	cast, perils := PsychicTest(x, y, PsyboltWarpCharge)
	verdict, ref := "the power fails", rules.MsgRef+"KtPowerFails"
	if cast {
		verdict, ref = "Psybolt is cast", rules.MsgRef+"KtPsyboltCast"
	}
	ev = append(ev, rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Target: a.Target, Test: "psychic", Dice: []int{x, y}, Need: PsyboltWarpCharge, Hits: total,
		Text: g.textf("%s attempts Psybolt at %s: rolls %d and %d, %d against warp charge %d: %s (KT-PSY-4).", m.ID, a.Target, x, y, total, PsyboltWarpCharge, verdict),
		Msg:  g.say("KtPsybolt", "Model", m.ID, "Target", a.Target, "A", rules.Num(x), "B", rules.Num(y), "Total", rules.Num(total), "Charge", rules.Num(PsyboltWarpCharge), "Verdict", ref)})
	if g.rec.halted {
		return append(ev, g.haltEvents()...)
	}
	if perils {
		ev = append(ev, g.perils(i)...)
	}
	if !cast {
		return ev
	}
	if k := g.denier(i); k >= 0 {
		d := &g.st.Models[k]
		d.Denied++
		p, q := g.roll(6), g.roll(6)
		if !DenySucceeds(p+q, total) && g.offerReroll(k, "deny") {
			ev = append(ev, rules.Event{Kind: "reroll", Seat: d.Seat, Actor: d.ID, Test: "deny", Dice: []int{p, q},
				Text: g.textf("%s rolls %d and %d to deny the witch and fails: %s", d.ID, p, q, g.rerollText(k, "deny")),
				Msg:  g.sayWith("KtDenyFailsReroll", []string{"Model", d.ID, "A", rules.Num(p), "B", rules.Num(q)}, g.rerollArgs(k, rules.MsgRef+"KtTestDeny"))})
			p, q = g.roll(6), g.roll(6)
		}
		ok := DenySucceeds(p+q, total)
		word, ref := "fails", rules.MsgRef+"KtFails"
		if ok {
			word, ref = "denies the power", rules.MsgRef+"KtDeniesPower"
		}
		ev = append(ev, rules.Event{Kind: "roll", Seat: d.Seat, Actor: d.ID, Target: m.ID, Test: "deny", Dice: []int{p, q}, Need: total + 1, Hits: p + q,
			Text: g.textf("%s tries to deny the witch: rolls %d and %d, %d against %d: %s (KT-PSY-6).", d.ID, p, q, p+q, total, word),
			Msg:  g.say("KtDeny", "Model", d.ID, "A", rules.Num(p), "B", rules.Num(q), "Total", rules.Num(p+q), "Against", rules.Num(total), "Verdict", ref)})
		if g.rec.halted {
			return append(ev, g.haltEvents()...)
		}
		if ok {
			return ev
		}
	}
	j := g.modelIndex(a.Target)
	t := &g.st.Models[j]
	if !t.onTable() {
		return append(ev, rules.Event{Kind: "miss", Seat: m.Seat, Actor: m.ID, Target: t.ID, Text: g.textf("%s is already out of action: the Psybolt is lost.", t.ID), Msg: g.say("KtPsyboltLost", "Model", t.ID)})
	}
	n := PsyboltMortalWounds(total, g)
	if total >= PsyboltStrongTotal {
		ev = append(ev, rules.Event{Kind: "damage", Seat: m.Seat, Actor: m.ID, Target: t.ID, Dice: []int{n}, Hits: n,
			Text: g.textf("The test of %d is %d or more: %s suffers D3 mortal wounds and rolls %d (KT-PSY-3).", total, PsyboltStrongTotal, t.ID, n),
			Msg:  g.say("KtPsyboltStrong", "Total", rules.Num(total), "Strong", rules.Num(PsyboltStrongTotal), "Model", t.ID, "Die", rules.Num(n))})
	}
	return append(ev, g.mortalWounds(i, j, n, true)...)
}

// perils plays Perils of the Warp on psyker i (KT-PSY-5): D3 mortal
// wounds; if they take it out of action every other model within 3" (one
// cube), friend or foe, suffers D3 mortal wounds, each rolled apart (A7),
// in roster order.
func (g *Game) perils(i int) []rules.Event {
	m := &g.st.Models[i]
	n := g.roll(3)
	ev := []rules.Event{{Kind: "perils", Seat: m.Seat, Actor: m.ID, Dice: []int{n}, Hits: n,
		Text: g.textf("Perils of the Warp: %s suffers %d mortal %s (KT-PSY-5).", m.ID, n, plural(n, "wound", "wounds")),
		Msg:  g.say("KtPerils", "Model", m.ID, "Count", rules.Num(n))}}
	ev = append(ev, g.mortalWounds(i, i, n, false)...)
	if m.onTable() {
		return ev
	}
	for k := range g.st.Models {
		o := &g.st.Models[k]
		if k == i || !o.onTable() || world.Distance(o.Pos, m.Pos) > InchesToCubes(PerilsBlastInches) {
			continue
		}
		n := g.roll(3)
		ev = append(ev, rules.Event{Kind: "perils", Seat: m.Seat, Actor: m.ID, Target: o.ID, Dice: []int{n}, Hits: n,
			Text: g.textf("The warp bursts from the slain %s: %s suffers %d mortal %s (KT-PSY-5, A7).", m.ID, o.ID, n, plural(n, "wound", "wounds")),
			Msg:  g.say("KtWarpBurst", "Psyker", m.ID, "Model", o.ID, "Count", rules.Num(n))})
		ev = append(ev, g.mortalWounds(i, k, n, false)...)
	}
	return ev
}

// denier is the enemy psyker that tries to deny psyker i's power
// (KT-PSY-6, A14), or -1: the first in roster order that is on the table,
// not shaken, within 24" (8 cubes) of the caster and has a deny left this
// round. The game denies for its player: a deny costs nothing and no
// other power of the round is left to deny (one cast a player, KT-PSY-1).
func (g *Game) denier(i int) int {
	m := &g.st.Models[i]
	for k := range g.st.Models {
		d := &g.st.Models[k]
		if d.Seat != m.Seat && d.onTable() && !d.Shaken && g.isPsyker(k) && d.Denied < g.unit(d).Denies &&
			world.Distance(d.Pos, m.Pos) <= InchesToCubes(DenyRangeInches) {
			return k
		}
	}
	return -1
}

// mortalWounds applies n mortal wounds from model i to model j
// (KT-SHT-14, A12) and writes what happened; psychic marks a psychic
// attack (its injury dice are those of a ranged attack, KT-SHT-12: −1
// each when terrain on the target's own cube obscures it from i).
func (g *Game) mortalWounds(i, j, n int, psychic bool) []rules.Event {
	m, t := &g.st.Models[i], &g.st.Models[j]
	g.setParties(i, j)
	near := psychic && g.sight(m.Pos, t.Pos) == world.Visible && g.nearCover(m.Pos, t.Pos)
	res := ResolveMortalWounds(n, g.targetOf(j), psychic, near, g)
	ev, _ := g.applyResult(m, t, res)
	return ev
}

// noPsychicEvent says why the Psychic phase passes with nothing to do: no
// psyker on the table, or none may cast (shaken, or no enemy in sight
// within 18").
func (g *Game) noPsychicEvent() rules.Event {
	text, id := "Psychic phase: no psyker on the table, nothing happens (KT-PSY-1).", "KtNoPsyker"
	for i := range g.st.Models {
		if g.st.Models[i].onTable() && g.isPsyker(i) {
			text, id = "Psychic phase: no psyker may cast, nothing happens (KT-PSY-1, KT-PSY-3).", "KtNoPsykerCasts"
			break
		}
	}
	return rules.Event{Kind: "phase", Seat: rules.NoSeat, Text: g.words(text), Msg: g.say(id)}
}
