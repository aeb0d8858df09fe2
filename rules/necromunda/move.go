package necromunda

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The options of a Move action.
const (
	OptClimb    = "climb"     // starts or goes on with a climb it ends on the wall (NEC-MOV-3)
	OptJump     = "jump"      // ends by jumping down (NEC-JMP)
	OptLeap     = "leap"      // ends by leaping a gap (NEC-GAP)
	OptLongLeap = "long leap" // a leap that spends the next action point too (NEC-GAP-2)
	OptDrag     = "drag"      // drags the casket or cache in its cube along (NEC-LOOT-2, G9)
	OptLeapDown = "leap down" // leaps a gap to a lower floor: a diagonal drop (NEC-JMP-6)
)

// room reports whether fighter i may stand in p: capacity (CubeCapacity,
// SideCapacity), counting neither i nor fighters out of action.
func (g *Game) room(i int, p world.Pos) bool {
	all, own := 0, 0
	for j := range g.st.Fighters {
		f := &g.st.Fighters[j]
		if j == i || !f.onBoard() || f.Pos != p {
			continue
		}
		all++
		if f.Seat == g.st.Fighters[i].Seat {
			own++
		}
	}
	return all < CubeCapacity && own < SideCapacity
}

// enemyStanding reports whether an Active or Pinned enemy of seat is in p.
func (g *Game) enemyStanding(p world.Pos, seat rules.Seat) bool {
	for j := range g.st.Fighters {
		f := &g.st.Fighters[j]
		if f.Seat != seat && f.standing() && f.Pos == p && f.Climb == nil {
			return true
		}
	}
	return false
}

// engaged reports whether fighter i shares its cube with an Active or
// Pinned enemy (RULES.md "The round"); fighters on a wall are not.
func (g *Game) engaged(i int) bool {
	f := &g.st.Fighters[i]
	return f.onBoard() && f.Status != SeriouslyInjured && f.Climb == nil && g.enemyStanding(f.Pos, f.Seat)
}

// moveEnter is the cubes fighter i may enter on a Move: inside, with
// room, no standing enemy.
func (g *Game) moveEnter(i int) func(world.Pos) bool {
	seat := g.st.Fighters[i].Seat
	return func(p world.Pos) bool { return g.room(i, p) && !g.enemyStanding(p, seat) }
}

// ladderAt reports whether the climb between p and q (neighbouring
// columns) goes up or down a face with a ladder: the face of the lower
// cube towards the higher's column.
func (g *Game) ladderAt(p, q world.Pos) bool {
	foot, top := p, q
	if q.Z < p.Z {
		foot, top = q, p
	}
	d, ok := world.DirTowards(foot, top)
	if !ok || d.Diagonal() {
		return false
	}
	side := world.Dir(d / 2)
	for _, l := range g.features.Ladders {
		if l.At == foot && l.Dir == side {
			return true
		}
	}
	return false
}

// moveActions lists fighter i's Move actions (G3, NEC-MOV, NEC-JMP,
// NEC-GAP).
func (g *Game) moveActions(i int) []rules.Action {
	f := &g.st.Fighters[i]
	m := g.ftype(i).M
	if c := f.Climb; c != nil {
		to := c.To
		if c.Spent+m >= c.Need && (!g.room(i, to) || g.enemyStanding(to, f.Seat)) {
			return nil // no room on top: it can only hang on
		}
		return []rules.Action{{Seat: f.Seat, Kind: "move", Actor: f.ID, Cell: &to, Path: []world.Pos{to}, Option: OptClimb}}
	}
	routes, partial := g.reach(f.Pos, m, g.moveEnter(i), nil)
	var out []rules.Action
	reached := map[world.Pos]bool{f.Pos: true}
	for _, r := range routes {
		to := r.to
		reached[to] = true
		out = append(out, rules.Action{Seat: f.Seat, Kind: "move", Actor: f.ID, Cell: &to, Path: r.path})
	}
	out = append(out, g.climbStarts(i, partial, reached)...)
	out = append(out, g.dragActions(i)...)
	origins := append([]route{{to: f.Pos}}, routes...)
	out = append(out, g.jumpActions(i, origins, m, reached)...)
	out = append(out, g.leapDownActions(i, origins, m, reached)...)
	leaps := g.leapActions(i, origins, m, reached)
	for _, a := range leaps {
		reached[*a.Cell] = true
	}
	out = append(out, leaps...)
	return append(out, g.farLeapActions(i, origins, reached)...)
}

// climbStarts lists the climbs fighter i can start and not finish this
// Move (NEC-MOV-3), the farthest up for each cube climbed to.
func (g *Game) climbStarts(i int, partial []partialClimb, reached map[world.Pos]bool) []rules.Action {
	f := &g.st.Fighters[i]
	var out []rules.Action
	chosen := map[world.Pos]partialClimb{}
	for _, pc := range partial {
		if reached[pc.to] {
			continue
		}
		if prev, ok := chosen[pc.to]; !ok || pc.spent*prev.need > prev.spent*pc.need {
			chosen[pc.to] = pc
		}
	}
	done := map[world.Pos]bool{}
	for _, pc := range partial {
		if reached[pc.to] || done[pc.to] {
			continue
		}
		done[pc.to] = true
		c := chosen[pc.to]
		to := c.to
		out = append(out, rules.Action{Seat: f.Seat, Kind: "move", Actor: f.ID, Cell: &to, Path: append(append([]world.Pos(nil), c.at.path...), to), Option: OptClimb})
	}
	return out
}

// partialFor finds again the climb a climb action starts: its start cube
// (the path's cube before the last, or the fighter's own) and the inches
// the Move leaves for it.
func (g *Game) partialFor(i int, a rules.Action) (partialClimb, bool) {
	f := &g.st.Fighters[i]
	_, partial := g.reach(f.Pos, g.ftype(i).M, g.moveEnter(i), nil)
	start := f.Pos
	if n := len(a.Path); n >= 2 {
		start = a.Path[n-2]
	}
	for _, pc := range partial {
		if pc.to == *a.Cell && pc.at.to == start {
			return pc, true
		}
	}
	return partialClimb{}, false
}

// jumpLanding is where a fighter in p lands jumping down through side d
// (NEC-JMP-1): the first floor below the neighbouring column, whose cube
// at p's level is open air; the side must not be a wall.
func (g *Game) jumpLanding(p world.Pos, d world.Dir) (world.Pos, int, bool) {
	if g.arena.Side(p, d) == world.Wall {
		return p, 0, false
	}
	q := p.Add(d.Delta())
	if !g.arena.In(q) || g.arena.Floor(q) != world.FloorNone {
		return p, 0, false
	}
	for z := p.Z - 1; z >= 0; z-- {
		q.Z = z
		if g.arena.Floor(q) != world.FloorNone {
			return q, p.Z - z, true
		}
	}
	return p, 0, false
}

// jumpActions lists the Moves that end by jumping down (NEC-JMP): from
// the fighter's cube or a cube it reaches with a step's budget left, off
// an edge to a landing no route reaches, the smallest drop for each.
func (g *Game) jumpActions(i int, origins []route, budget int, reached map[world.Pos]bool) []rules.Action {
	f := &g.st.Fighters[i]
	enter := g.moveEnter(i)
	type jump struct {
		path []world.Pos
		drop int
	}
	best := map[world.Pos]jump{}
	var order []world.Pos
	for _, o := range origins {
		if o.cost+StepInches > budget {
			continue
		}
		for d := world.North; d <= world.West; d++ {
			land, drop, ok := g.jumpLanding(o.to, d)
			if !ok || reached[land] || !enter(land) {
				continue
			}
			if b, seen := best[land]; seen && b.drop <= drop {
				continue
			} else if !seen {
				order = append(order, land)
			}
			best[land] = jump{path: append(append([]world.Pos(nil), o.path...), land), drop: drop}
		}
	}
	var out []rules.Action
	for _, land := range order {
		to := land
		reached[to] = true
		out = append(out, rules.Action{Seat: f.Seat, Kind: "move", Actor: f.ID, Cell: &to, Path: best[land].path, Option: OptJump})
	}
	return out
}

// leapOver finds the leap from p in direction d (NEC-GAP-1): over open
// air on p's level to the first cube with a floor, no wall on the way;
// gap is the open cubes crossed.
func (g *Game) leapOver(p world.Pos, d world.Dir8, maxGap int) (world.Pos, []world.Pos, bool) {
	var over []world.Pos
	at := p
	for len(over) <= maxGap {
		q, res := g.arena.Push(at, d)
		if res != world.Pushed {
			return p, nil, false
		}
		if g.arena.Floor(q) != world.FloorNone {
			if len(over) == 0 {
				return p, nil, false // no gap: a plain step
			}
			return q, over, true
		}
		over = append(over, q)
		at = q
	}
	return p, nil, false
}

// leapActions lists the Moves that end by leaping a gap (NEC-GAP): from
// the fighter's cube or a cube it reaches, a gap no longer than M
// (NEC-GAP-5) to a landing no other Move reaches; a leap the Move's
// budget cannot pay spends the next action point (NEC-GAP-2).
func (g *Game) leapActions(i int, origins []route, m int, reached map[world.Pos]bool) []rules.Action {
	f := &g.st.Fighters[i]
	enter := g.moveEnter(i)
	budget := m
	if g.st.AP >= 2 {
		budget = 2 * m
	}
	type leap struct {
		path []world.Pos
		cost int
	}
	best := map[world.Pos]leap{}
	var order []world.Pos
	for _, o := range origins {
		for d := world.N; d <= world.NW; d++ {
			land, over, ok := g.leapOver(o.to, d, m/StepInches)
			if !ok || reached[land] || !enter(land) || len(over)*StepInches > m {
				continue
			}
			cost := o.cost + StepInches*(len(over)+1)
			if cost > budget {
				continue
			}
			if b, seen := best[land]; seen && b.cost <= cost {
				continue
			} else if !seen {
				order = append(order, land)
			}
			path := append(append(append([]world.Pos(nil), o.path...), over...), land)
			best[land] = leap{path: path, cost: cost}
		}
	}
	var out []rules.Action
	for _, land := range order {
		to := land
		opt := OptLeap
		if best[land].cost > m {
			opt = OptLongLeap
		}
		out = append(out, rules.Action{Seat: f.Seat, Kind: "move", Actor: f.ID, Cell: &to, Path: best[land].path, Option: opt})
	}
	return out
}

// applyMove carries out a Move (G3): a walk, a climb started or
// continued, a jump down or a leap.
func (g *Game) applyMove(i int, a rules.Action) {
	f := &g.st.Fighters[i]
	from := f.Pos
	switch a.Option {
	case OptClimb:
		g.moveClimb(i, a)
		return
	case OptDrag:
		k := g.casketAt(from)
		f.Pos = *a.Cell
		g.st.Caskets[k].Pos = *a.Cell
		g.emit(rules.Event{Kind: "move", Seat: f.Seat, Actor: f.ID, From: &from, To: a.Cell, Path: a.Path}, func() rules.Msg { return rules.Say("NecDragsCasket", "Fighter", f.ID, "At", a.Cell.String()) }, "%s drags the casket to %s (NEC-LOOT-2).", f.ID, a.Cell)
		g.spend(1)
		return
	case OptJump, OptLeapDown:
		g.moveJump(i, a)
		return
	case OptLeap, OptLongLeap:
		g.moveLeap(i, a)
		return
	case OptTooFar:
		g.moveFarLeap(i, a)
		return
	}
	f.Pos = *a.Cell
	g.emit(rules.Event{Kind: "move", Seat: f.Seat, Actor: f.ID, From: &from, To: a.Cell, Path: a.Path}, func() rules.Msg { return rules.Say("NecMoves", "Fighter", f.ID, "At", a.Cell.String()) }, "%s moves to %s.", f.ID, a.Cell)
	g.spend(1)
}

// moveClimb starts a climb the Move cannot finish, or goes on with the
// fighter's climb (NEC-MOV-2/3/6).
func (g *Game) moveClimb(i int, a rules.Action) {
	f := &g.st.Fighters[i]
	m := g.ftype(i).M
	from := f.Pos
	if f.Climb == nil {
		pc, _ := g.partialFor(i, a)
		c := &climb{From: pc.at.to, To: pc.to, Foot: pc.at.to, Spent: pc.spent, Need: pc.need, Ladder: g.ladderAt(pc.at.to, pc.to)}
		if pc.to.Z < pc.at.to.Z {
			c.Foot = pc.to
		}
		f.Climb = c
		f.Pos = c.Foot
		g.emit(rules.Event{Kind: "move", Seat: f.Seat, Actor: f.ID, From: &from, To: &c.Foot, Path: a.Path},
			func() rules.Msg {
				return rules.Say("NecStartsClimb", "Fighter", f.ID, "At", c.To.String(), "Spent", rules.Num(c.Spent), "Need", rules.Num(c.Need))
			}, "%s starts climbing towards %s and hangs on the wall, %d\" of %d\" climbed (NEC-MOV-2, NEC-MOV-3).", f.ID, c.To, c.Spent, c.Need)
		g.spend(1)
		return
	}
	c := f.Climb
	c.Spent += m
	if c.Spent < c.Need {
		g.emit(rules.Event{Kind: "climb", Seat: f.Seat, Actor: f.ID, From: &from, To: &from},
			func() rules.Msg {
				return rules.Say("NecClimbsOn", "Fighter", f.ID, "Spent", rules.Num(c.Spent), "Need", rules.Num(c.Need))
			}, "%s climbs on: %d\" of %d\" (NEC-MOV-6).", f.ID, c.Spent, c.Need)
		g.spend(1)
		return
	}
	to := c.To
	f.Climb = nil
	f.Pos = to
	g.emit(rules.Event{Kind: "move", Seat: f.Seat, Actor: f.ID, From: &from, To: &to, Path: []world.Pos{to}},
		func() rules.Msg { return rules.Say("NecFinishesClimb", "Fighter", f.ID, "At", to.String()) }, "%s finishes its climb at %s (NEC-MOV-6).", f.ID, to)
	g.spend(1)
}

// moveJump walks to the edge and jumps down (NEC-JMP-1..3): an Initiative
// test at the fall table's modifier; on a fail the fighter falls.
func (g *Game) moveJump(i int, a rules.Action) {
	f := &g.st.Fighters[i]
	from := f.Pos
	// the take-off: the last cube with a floor before the open air
	origin, walked := from, 0
	for k, p := range a.Path[:len(a.Path)-1] {
		if g.arena.Floor(p) == world.FloorNone {
			break
		}
		origin, walked = p, k+1
	}
	land := *a.Cell
	inches := (origin.Z - land.Z) * LevelInches
	fh := FallTable(inches)
	f.Pos = origin
	rule := "NEC-JMP-2"
	if a.Option == OptLeapDown {
		gap := (len(a.Path) - walked - 2) * StepInches
		rule = "NEC-JMP-6"
		g.emit(rules.Event{Kind: "move", Seat: f.Seat, Actor: f.ID, From: &from, To: &origin, Path: a.Path[:walked]},
			func() rules.Msg {
				return rules.Say("NecLeapDrop", "Fighter", f.ID, "Gap", rules.Num(gap), "At", origin.String(), "Inches", rules.Num(inches))
			}, "%s leaps a %d\" gap from %s and drops %d\": one Initiative test, the harder of the two (NEC-JMP-6).", f.ID, gap, origin, inches)
	} else {
		g.emit(rules.Event{Kind: "move", Seat: f.Seat, Actor: f.ID, From: &from, To: &origin, Path: a.Path[:walked]},
			func() rules.Msg {
				return rules.Say("NecJumpsDown", "Fighter", f.ID, "Inches", rules.Num(inches), "At", origin.String())
			}, "%s jumps down %d\" from %s (NEC-JMP-1).", f.ID, inches, origin)
	}
	if !g.initiativeTest(i, min(fh.InitMod, 0), "jump", rule) {
		g.fall(i, land, inches, "a failed jump (NEC-JMP-3)")
		g.endIfActive(i)
		return
	}
	f.Pos = land
	g.emit(rules.Event{Kind: "jump", Seat: f.Seat, Actor: f.ID, From: &origin, To: &land}, func() rules.Msg { return rules.Say("NecLandsAt", "Fighter", f.ID, "At", land.String()) }, "%s lands at %s.", f.ID, land)
	g.spend(1)
}

// moveLeap leaps a gap (NEC-GAP-1..4): a leap longer than M/2 takes an
// Initiative test; on a fail the fighter lands Pinned at the edge.
func (g *Game) moveLeap(i int, a rules.Action) {
	f := &g.st.Fighters[i]
	from := f.Pos
	land := *a.Cell
	gap := 0
	for _, p := range a.Path {
		if g.arena.Floor(p) == world.FloorNone {
			gap++
		}
	}
	length := gap * StepInches
	m := g.ftype(i).M
	f.Pos = land
	g.emit(rules.Event{Kind: "move", Seat: f.Seat, Actor: f.ID, From: &from, To: &land, Path: a.Path},
		func() rules.Msg {
			return rules.Say("NecLeaps", "Fighter", f.ID, "Gap", rules.Num(length), "At", land.String())
		}, "%s leaps a %d\" gap to %s (NEC-GAP-1).", f.ID, length, land)
	ap := 1
	if a.Option == OptLongLeap {
		ap = 2
		g.emit(rules.Event{Kind: "leap", Seat: f.Seat, Actor: f.ID}, func() rules.Msg { return rules.Say("NecLeapNextAP", "Fighter", f.ID) }, "%s spends its next action point to finish the leap (NEC-GAP-2).", f.ID)
	}
	if 2*length > m && !g.initiativeTest(i, 0, "leap", "NEC-GAP-4") {
		g.pin(i, "hangs on by the fingertips (NEC-GAP-4)")
		if !g.st.Fighters[i].onBoard() || g.st.Active != i {
			return
		}
	}
	g.spend(ap)
}

// endIfActive ends fighter i's activation if it is the active fighter
// (after a fall, NEC-FALL-1).
func (g *Game) endIfActive(i int) {
	if g.st.Active == i && !g.st.Over {
		g.endActivation()
	}
}

// initiativeTest rolls fighter i's Initiative test with a modifier (G2):
// D6 + mod ≥ I.
func (g *Game) initiativeTest(i, mod int, test, rule string) bool {
	f := &g.st.Fighters[i]
	need := g.ftype(i).I - mod
	d := g.roll(6)
	ok := d >= need
	g.rollEvent(i, "I", []int{d}, need, b2i(ok), func() rules.Msg {
		return rules.Say("NecInitiativeTest", "Fighter", f.ID, "Test", wordRef(test), "Rule", wordRef(rule), "Face", rules.Num(d), "Need", rules.Num(need), "Result", wordRef(passFail(ok)))
	}, "%s's Initiative test (%s, %s): %d against %d+: %s.", f.ID, test, rule, d, need, passFail(ok))
	return ok
}

// DragInches is how far a fighter drags a casket in a Move (NEC-LOOT-2,
// G9): half its M, which for every fighter of M 3" to 8" rounds to one
// cube; one plain step.
const DragInches = StepInches

// dragActions lists fighter i's Moves dragging the casket or cache in its
// cube (NEC-LOOT-2, NEC-AMMO-3, G9): one step on the level to a cube with
// room, no standing enemy and no casket, no low wall crossed.
func (g *Game) dragActions(i int) []rules.Action {
	f := &g.st.Fighters[i]
	if f.Status != Active || g.casketAt(f.Pos) < 0 {
		return nil
	}
	enter := g.moveEnter(i)
	var out []rules.Action
	for _, s := range g.arena.Steps(f.Pos) {
		if s.Climb || g.stepCost(f.Pos, s) > DragInches || !enter(s.To) || g.casketAt(s.To) >= 0 {
			continue
		}
		to := s.To
		out = append(out, rules.Action{Seat: f.Seat, Kind: "move", Actor: f.ID, Cell: &to, Path: []world.Pos{to}, Option: OptDrag})
	}
	return out
}

// leapDown finds the diagonal drop from p in direction d (NEC-JMP-6):
// over open air on p's level, with no wall on the way, for at least one
// cube before the column it drops down; gap is the open cubes crossed
// before that column, land the first floor below it.
func (g *Game) leapDown(p world.Pos, d world.Dir8, maxGap int) (land world.Pos, path []world.Pos, ok bool) {
	at := p
	for len(path) <= maxGap+1 {
		q, res := g.arena.Push(at, d)
		if res != world.Pushed || g.arena.Floor(q) != world.FloorNone {
			return p, nil, false
		}
		path = append(path, q)
		at = q
		if len(path) < 2 {
			continue
		}
		if l := g.landing(q); l.Z < p.Z && g.arena.Floor(l) != world.FloorNone && l.Z+1 <= q.Z {
			below := world.Pos{X: q.X, Y: q.Y, Z: q.Z - 1}
			if g.arena.Floor(below) == world.FloorNone || below == l {
				return l, path, true
			}
		}
	}
	return p, nil, false
}

// leapDownActions lists the Moves that leap a gap down to a lower floor
// (NEC-JMP-6): the gap no longer than M, the move within the Move's
// budget, to a landing no other Move reaches.
func (g *Game) leapDownActions(i int, origins []route, m int, reached map[world.Pos]bool) []rules.Action {
	f := &g.st.Fighters[i]
	enter := g.moveEnter(i)
	type drop struct {
		path []world.Pos
		cost int
	}
	best := map[world.Pos]drop{}
	var order []world.Pos
	for _, o := range origins {
		for d := world.N; d <= world.NW; d++ {
			land, over, ok := g.leapDown(o.to, d, m/StepInches)
			if !ok || reached[land] || !enter(land) || (len(over)-1)*StepInches > m {
				continue
			}
			cost := o.cost + StepInches*len(over)
			if cost > m {
				continue
			}
			if b, seen := best[land]; seen && b.cost <= cost {
				continue
			} else if !seen {
				order = append(order, land)
			}
			best[land] = drop{path: append(append(append([]world.Pos(nil), o.path...), over...), land), cost: cost}
		}
	}
	var out []rules.Action
	for _, land := range order {
		to := land
		reached[to] = true
		out = append(out, rules.Action{Seat: f.Seat, Kind: "move", Actor: f.ID, Cell: &to, Path: best[land].path, Option: OptLeapDown})
	}
	return out
}
