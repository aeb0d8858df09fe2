package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// dirName is a push direction as Action.Option writes it: "n", "ne", ...
func dirName(d world.Dir8) string {
	switch d {
	case world.N:
		return "n"
	case world.NE:
		return "ne"
	case world.E:
		return "e"
	case world.SE:
		return "se"
	case world.S:
		return "s"
	case world.SW:
		return "sw"
	case world.W:
		return "w"
	case world.NW:
		return "nw"
	}
	return ""
}

// dirWord is a direction for the log: "north-east".
func dirWord(d world.Dir8) string {
	return [...]string{"north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"}[d&7]
}

// dirNamed reads a direction name; ok is false if it is not one.
func dirNamed(s string) (world.Dir8, bool) {
	for d := world.N; d <= world.NW; d++ {
		if dirName(d) == s {
			return d, true
		}
	}
	return 0, false
}

// forcedPush moves model mi one cube in direction d (Knockback). It stays
// on its level (HF-SCAT-2); a wall makes a wall test (HF-WALL-1, A21); the
// board edge or a full cube on the same level stops it (HF-SCAT-5,
// HF-SCAT-6); a cube without floor makes it fall (HF-SCAT-3). It reports
// whether a test was held for Extra d8 dice (command_hazard.go): the rest
// of the push then waits on the stack of pending steps.
func (g *Game) forcedPush(mi int, d world.Dir8, l *log) (held bool) {
	m := &g.models[mi]
	to, res := g.b.arena.Push(m.Pos, d)
	switch res {
	case world.HitEdge:
		e := l.sayf("push", m.Seat, "FpPushedEdge", "Model Dir", "%s is pushed %s against the board edge and stays.", m.ID, dirArg(d))
		e.Target, e.From = m.ID, posPtr(m.Pos)
		return false
	case world.HitWall:
		e := l.sayf("push", m.Seat, "FpPushedWall", "Model Dir", "%s is pushed %s into a wall.", m.ID, dirArg(d))
		e.Target, e.From = m.ID, posPtr(m.Pos)
		if g.cmdHoldHazard(mi, hazardWall) {
			return true
		}
		g.wallTest(mi, 0, l)
		return false
	}
	return g.forcedMove(mi, d, to, l)
}

// forcedMove carries model mi, pushed in direction d, into cube to of its
// own level (which may lack a floor): it falls until something holds it
// (HF-FALL-5, HF-FALL-6), finds room (HF-SCAT-6, A10), takes the gravity
// test (HF-FALL-1..4) and, in a cube with enemies, triggers HF-MOV-6 or
// HF-PIN-6. held is as for forcedPush.
func (g *Game) forcedMove(mi int, d world.Dir8, to world.Pos, l *log) (held bool) {
	m := &g.models[mi]
	from := m.Pos
	land := g.fall(mi, to, l)
	if g.hasRoom(land, m.Seat, mi) {
		return g.landForced(mi, d, land, l)
	}
	if land.Z == from.Z {
		e := l.sayf("push", m.Seat, "FpPushedFull", "Model Dir Cube", "%s is pushed %s but %s is full: it stays.", m.ID, dirArg(d), land)
		e.Target, e.From = m.ID, posPtr(from)
		return false
	}
	return g.relocate(mi, d, land, LandingRetries, l)
}

// landForced puts model mi, pushed in direction d from its cube, down in
// cube land (to or below the cube it was pushed into), with the gravity
// test of a fall of 2 or more levels and the pin it brings (HF-FALL-1,
// HF-FALL-3), the no-Move of a 1-level fall (HF-FALL-4), and the free
// Assault of a cube with enemies (afterLanding). held is as for forcedPush.
func (g *Game) landForced(mi int, d world.Dir8, land world.Pos, l *log) (held bool) {
	m := &g.models[mi]
	from := m.Pos
	to, _ := g.b.arena.Push(from, d)
	m.Crouched = false
	m.Pos = land
	levels := from.Z - land.Z
	e := l.sayf("push", m.Seat, "FpPushedTo", "Model Dir Cube", "%s is pushed %s to %s.", m.ID, dirArg(d), to)
	e.Target, e.From, e.To = m.ID, posPtr(from), posPtr(to)
	if land != to {
		e := l.sayf("fall", m.Seat, "FpFalls", "Model Count _ Cube", "%s falls %d %s to %s.", m.ID, levels, plural(levels, "level", "levels"), land)
		e.Target, e.From, e.To, e.Hits = m.ID, posPtr(to), posPtr(land), levels
	}
	switch {
	case levels >= 1 && m.Unit.Flight:
		// Flight: no falling damage, never pinned by a fall, and it may
		// still Move (it flies down).
	case levels >= 2:
		if g.cmdHoldHazard(mi, levels) {
			return true
		}
		g.fallTest(mi, levels, 0, l)
		return false
	case levels == 1 && g.act.Model == mi:
		g.act.NoMove = true // HF-FALL-4, A19
	}
	g.afterLanding(mi)
	return false
}

// fallTest is the gravity test of model mi that fell levels (2 or more)
// with extra Extra d8 dice, then what follows it: a model that survives is
// Pinned (HF-FALL-3) and, among enemies, brings a free Assault
// (afterLanding).
func (g *Game) fallTest(mi int, levels, extra int, l *log) {
	m := &g.models[mi]
	g.gravityTest(mi, levels, extra, l)
	if !m.OnBoard {
		return
	}
	g.pin(mi, word{"is pinned by the fall", "FpPinFall"}, l) // HF-FALL-3
	g.afterLanding(mi)
}

// afterLanding triggers, for model mi forced into a cube with enemies, the
// free Assault of HF-PIN-6 (pinned) or HF-MOV-6 (A14). The step waits
// under the scatters of a Frag's survivors still to come (RULES-CUBE.md:
// the free Assaults follow every scatter).
func (g *Game) afterLanding(mi int) {
	m := &g.models[mi]
	if !g.enemiesIn(m.Pos, m.Seat) {
		return
	}
	if m.Pinned {
		g.pushAfterScatters(task{Kind: taskPinned, Actor: mi, Other: -1}) // HF-PIN-6
	} else {
		g.pushAfterScatters(task{Kind: taskCharge, Actor: mi, Other: -1}) // HF-MOV-6, A14
	}
}

// fall drops model mi from cube p until a floor holds it, rolling the
// girder checks (HF-FALL-5) as events; it returns the landing cube.
func (g *Game) fall(mi int, p world.Pos, l *log) world.Pos {
	m := &g.models[mi]
	fr := g.b.arena.Fall(p, func() int { return g.roll(GirderDie) })
	for _, r := range fr.Rolls {
		how := word{"misses and keeps falling", "FpGirderMisses"}
		if r >= 5 {
			how = word{"holds on", "FpGirderHolds"}
		}
		l.add(l.dieEvent(m.Seat, m.ID, "girder", r, 5, "FpGirder", "Model Roll How", "%s grabs at a girder: %d, %s.", m.ID, r, how))
	}
	return fr.Land
}

// relocate finds room for model mi, pushed in direction d, that fell into
// the full cube land (A10, HF-SCAT-6): up to tries scatter rolls from the
// landing cube, each staying on the landing level or falling further
// (never upward, HF-SCAT-2). A scatter blocked by a solid wall makes the
// wall test (HF-SCAT-5) and uses up its try; the board edge only blocks
// it. A roll that finds room lands the model there (landForced). When no
// roll found room the model stays in the last legal cube, the one it was
// pushed from; a wall that kills it ends the push. held is as for
// forcedPush: a held wall test leaves a relocate step with the tries left.
func (g *Game) relocate(mi int, d world.Dir8, land world.Pos, tries int, l *log) (held bool) {
	m := &g.models[mi]
	for ; tries > 0; tries-- {
		r := g.roll(ScatterDie)
		sd := world.ScatterDir(r)
		l.add(l.dieEvent(m.Seat, m.ID, "scatter", r, 0, "FpFullScatter", "Model Roll Dir", "%s lands in a full cube and scatters: %d (%s).", m.ID, r, dirArg(sd)))
		to, res := g.b.arena.Push(land, sd)
		switch res {
		case world.HitWall:
			e := l.sayf("push", m.Seat, "FpScattersWall", "Model Dir", "%s scatters %s into a wall.", m.ID, dirArg(sd))
			e.Target, e.From = m.ID, posPtr(land)
			if g.cmdHoldHazard(mi, hazardWall, task{Kind: taskRelocate, Actor: mi, Other: -1, Dir: int(d), Cube: land, Used: tries - 1}) {
				return true
			}
			g.wallTest(mi, 0, l)
			if !m.OnBoard {
				return false
			}
			continue
		case world.HitEdge:
			continue
		}
		p := g.fall(mi, to, l)
		if g.hasRoom(p, m.Seat, mi) {
			return g.landForced(mi, d, p, l)
		}
	}
	e := l.sayf("push", m.Seat, "FpPushedNoRoom", "Model Dir Cube", "%s is pushed %s but finds no room below: it stays at %s.", m.ID, dirArg(d), m.Pos)
	e.Target, e.From = m.ID, posPtr(m.Pos)
	return false
}

// gravityTest is HF-FALL-1: the opponent rolls the gravity dice against the
// model's Survive dice; net successes are wounds that ignore shields and
// armour (DESIGN 5). Flight never takes falling damage. extra is the
// Extra d8 dice the model's side declared for its Survive test.
func (g *Game) gravityTest(mi int, levels, extra int, l *log) {
	m := &g.models[mi]
	if m.Unit.Flight {
		return
	}
	gp, ok := GravityPool(levels)
	if !ok {
		return
	}
	g.hazardTest(mi, gp, "gravity", extra, l)
}

// wallTest is HF-WALL-1/2: the opponent rolls the wall's dice against the
// model's Survive dice; if the wall wins, net successes are wounds that
// ignore shields and armour, and the model is Pinned. extra is as for
// gravityTest.
func (g *Game) wallTest(mi int, extra int, l *log) {
	if g.hazardTest(mi, WallPool(), "wall", extra, l) {
		g.pin(mi, word{"is pinned against the wall", "FpPinWall"}, l)
	}
}

// hazardTest rolls a gravity or wall pool against model mi's Survive dice,
// with extra Extra d8 dice its side declared (HF-CMD-5), and applies the
// wounds; it reports whether the hazard won and the model survived.
func (g *Game) hazardTest(mi int, hp Pool, name string, extra int, l *log) bool {
	m := &g.models[mi]
	opp := m.Seat.Other()
	var hrDice poolDice
	hr := rollPoolIn(g.roller(), hp, &hrDice)
	he := l.rollEvent(opp, "", m.ID, hp, hr)
	he.Test = name
	if !l.quiet {
		he.Text, he.Msg = say("FpHazardRoll", "Weapon Opponent Model Dice Need Faces Count _", "The %s (rolled by %s) against %s: %d dice at %d+ [%s] = %d %s", name, opp, m.ID, hp.Dice(), hp.Need, faces(hr.Faces), hr.Successes, plural(hr.Successes, "success", "successes"))
	}
	l.add(he)
	sp := SurvivePool(m.Unit)
	if extra > 0 {
		sp.Mods = append(sp.Mods, Mod{ModExtraD8, extra})
	}
	var srDice poolDice
	sr := rollPoolIn(g.roller(), sp, &srDice)
	l.add(l.rollEvent(m.Seat, m.ID, "", sp, sr))
	net := hr.Successes - sr.Successes
	if net < 1 {
		e := l.sayf("miss", m.Seat, "FpShrugsOff", "Model Weapon", "%s shrugs off the %s.", m.ID, name)
		e.Target = m.ID
		return false
	}
	g.wound(mi, -1, net, word{"is hurt by the " + name, ""}, l)
	if m.Wounds >= m.Unit.HP {
		g.kill(mi, -1, false, l)
		return false
	}
	return true
}

// seatOf returns the seat of model mi, or NoSeat for -1.
func (g *Game) seatOf(mi int) rules.Seat {
	if mi < 0 || mi >= len(g.models) {
		return rules.NoSeat
	}
	return g.models[mi].Seat
}
