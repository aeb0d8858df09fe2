package firepower

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// maxThrow is how far soldier i may throw a grenade: 8 cubes Standing, 5
// Prone (FP-RNG-3), and no further than the grenade's chart reaches.
func (g *Game) maxThrow(i int) int {
	s := &g.st.Soldiers[i]
	c := g.chart()
	n := c.ThrowStanding
	if s.Prone {
		n = c.ThrowProne
	}
	w := g.weapon(s.Grenade)
	reach := 0
	for b, h := range w.Throw.Hit {
		if h > 0 {
			reach = c.Bands[b]
		}
	}
	return min(n, reach)
}

// canThrowAt reports whether soldier i may throw its grenade at cube p
// (FP-FIRE-1/2): a cube with a floor, in throwing range, in the fire arc
// and in sight; no enemy need be there.
func (g *Game) canThrowAt(i int, p world.Pos) bool {
	s := &g.st.Soldiers[i]
	d := world.Distance(s.Pos, p)
	return d >= 1 && d <= g.maxThrow(i) && g.arena.Standable(p) && inArc(s.Pos, s.Facing, p) &&
		g.canSee(s.Seat, s.Pos, s.Prone, p, false)
}

// grenadeActions lists soldier i's grenade throws, one for each cube it
// may throw at, in the arena's cube order.
func (g *Game) grenadeActions(i int, out []rules.Action) []rules.Action {
	s := &g.st.Soldiers[i]
	if s.Grenade == "" || !g.canCombat(i, g.chart().Fire) || !g.mayFireFrom(s.Pos) {
		return out
	}
	r := g.maxThrow(i)
	for z := max(0, s.Pos.Z-r); z <= min(g.arena.H-1, s.Pos.Z+r); z++ {
		for y := max(0, s.Pos.Y-r); y <= min(g.arena.D-1, s.Pos.Y+r); y++ {
			for x := max(0, s.Pos.X-r); x <= min(g.arena.W-1, s.Pos.X+r); x++ {
				p := world.Pos{X: x, Y: y, Z: z}
				if g.canThrowAt(i, p) {
					c := p
					out = append(out, rules.Action{Seat: s.Seat, Kind: "grenade", Actor: s.ID, Cell: &c, Weapon: s.Grenade})
				}
			}
		}
	}
	return out
}

// spread is one face of the D10 spread roll (G3, the digest's section 4):
// the direction turned clockwise from the throw's, in eighths, and the
// distance in cubes from the target cube.
type spread struct{ turn, dist int }

// spreadTable is the D10 spread roll by face (index face−1): 1 long,
// 2 long-right, 3 right, 4 short-right, 5 short, 6 short-left, 7 left,
// 8 long-left, 9 two cubes long, 10 two cubes long-right.
var spreadTable = [10]spread{{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {7, 1}, {0, 2}, {1, 2}}

// spreadCube is where a grenade thrown in direction d at cube p lands on
// spread face face (1–10).
func spreadCube(p world.Pos, d world.Dir8, face int) world.Pos {
	s := spreadTable[face-1]
	dir := world.Dir8((int(d) + s.turn) % 8)
	delta := dir.Delta()
	return world.Pos{X: p.X + s.dist*delta.X, Y: p.Y + s.dist*delta.Y, Z: p.Z}
}

// landing drops a spread cube to the first floor at or below it in its
// column; ok is false when it left the arena or found no floor.
func (g *Game) landing(p world.Pos) (world.Pos, bool) {
	if p.X < 0 || p.Y < 0 || p.X >= g.arena.W || p.Y >= g.arena.D {
		return p, false
	}
	for z := min(p.Z, g.arena.H-1); z >= 0; z-- {
		q := world.Pos{X: p.X, Y: p.Y, Z: z}
		if g.arena.Standable(q) {
			return q, true
		}
	}
	return p, false
}

// applyGrenade carries out soldier i's throw at cube p (FP-GREN-1..3): a
// D10 plus the throw's modifiers at or under the hit number blasts p;
// over 10 is a dud; otherwise the grenade spreads (a second D10), and is
// a dud when it lands off the arena, beyond the thrower's reach or out of
// its sight.
func (g *Game) applyGrenade(i int, p world.Pos) {
	st := &g.st
	s := &st.Soldiers[i]
	c := g.chart()
	w := g.weapon(s.Grenade)
	s.Combat = true
	s.MF -= c.Fire // the moving modifier does not apply to grenades: nothing is declared
	s.Spent += c.Fire
	st.FiredFrom = append(st.FiredFrom, s.Pos)
	from, at := s.Pos, p
	hit := g.hitNumber(&w.Throw, from, p)
	ms := g.throwMods(i, p)
	m := total(ms)
	face := g.d10()
	g.emit(rules.Event{Kind: "grenade", Seat: s.Seat, Actor: s.ID, From: &from, To: &at}, func() rules.Msg {
		return rules.Say("FpwThrows", "Soldier", s.ID, "Weapon", w.Name, "At", p.String(), "Range", rules.Num(world.Distance(from, p)))
	}, "%s throws %s at %s, range %d.", s.ID, w.Name, p, world.Distance(from, p))
	ok := face+m <= hit
	g.emit(rules.Event{Kind: "roll", Seat: s.Seat, Actor: s.ID, Test: "throw", Dice: []int{face}, Need: hit, Under: true, Hits: b2i(ok), Mods: words(ms), Rolled: []rules.Die{{Face: face, Success: ok}}},
		func() rules.Msg {
			return rules.Say("FpwThrowRoll", "Soldier", s.ID, "Face", rules.Num(face), "Mod", modText(m), "Hit", rules.Num(hit), "Result", throwRef(face+m, hit))
		}, "%s rolls %d%s against hit number %d: %s.", s.ID, face, modText(m), hit, throwWords(face+m, hit))
	switch {
	case ok:
		g.blast(p)
		return
	case face+m > 10:
		g.emit(rules.Event{Kind: "dud", Seat: s.Seat, Actor: s.ID, To: &at}, func() rules.Msg { return rules.Say("FpwDud") }, "The grenade is a dud.")
		return
	}
	d, okd := world.BearingTowards(from, p)
	if !okd {
		d = s.Facing
	}
	sf := g.d10()
	q, landed := g.landing(spreadCube(p, d, sf))
	g.emit(rules.Event{Kind: "roll", Seat: s.Seat, Actor: s.ID, Test: "spread", Dice: []int{sf}, Rolled: []rules.Die{{Face: sf}}},
		func() rules.Msg { return rules.Say("FpwSpreads", "Face", rules.Num(sf)) }, "The grenade spreads (D10 %d).", sf)
	switch {
	case !landed:
		g.emit(rules.Event{Kind: "dud", Seat: s.Seat, Actor: s.ID}, func() rules.Msg { return rules.Say("FpwFliesOff") }, "It flies off the arena: a dud.")
	case world.Distance(from, q) > g.maxThrow(i):
		g.emit(rules.Event{Kind: "dud", Seat: s.Seat, Actor: s.ID, To: &q}, func() rules.Msg { return rules.Say("FpwBeyondReach", "At", q.String()) }, "It lands in %s, beyond the thrower's reach: a dud.", q)
	case !g.arena.CanSee(from, s.Prone, q, false):
		g.emit(rules.Event{Kind: "dud", Seat: s.Seat, Actor: s.ID, To: &q}, func() rules.Msg { return rules.Say("FpwOutOfSight", "At", q.String()) }, "It lands in %s, out of the thrower's sight: a dud.", q)
	default:
		g.emit(rules.Event{Kind: "scatter", Seat: s.Seat, Actor: s.ID, From: &at, To: &q}, func() rules.Msg { return rules.Say("FpwLands", "At", q.String()) }, "It lands in %s.", q)
		g.blast(q)
	}
}

// throwWords says what a throw's modified roll did.
func throwWords(n, hit int) string {
	switch {
	case n <= hit:
		return "on target"
	case n > 10:
		return "a dud"
	}
	return "a miss; it spreads"
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// blastRing is the ring of a blast centred on centre that cube p is in:
// 0 the epicentre, 1 or 2 the rings around it on the same level; -1 when
// p is outside the blast or a wall stands between (the digest's section
// 4).
func (g *Game) blastRing(centre, p world.Pos) int {
	if p.Z != centre.Z {
		return -1
	}
	r := world.Distance(centre, p)
	if r > 2 {
		return -1
	}
	if r > 0 && !g.arena.CanSee(centre, false, p, false) {
		return -1
	}
	return r
}

// blast resolves a grenade's blast on centre (FP-GREN-4/5, FP-SUP-3):
// one D10 for every soldier in the zone, friends included, plus the
// ring's modifier, cover and Prone; at or under the blast number kills.
// Survivors in the epicentre are Stunned; in the rings, Suppressed when a
// roll of 2 with the same modifiers would have killed (A5).
func (g *Game) blast(centre world.Pos) {
	st := &g.st
	c := g.chart()
	at := centre
	g.emit(rules.Event{Kind: "blast", Seat: rules.NoSeat, To: &at}, func() rules.Msg { return rules.Say("FpwBursts", "At", centre.String()) }, "The grenade bursts in %s.", centre)
	for j := range st.Soldiers {
		t := &st.Soldiers[j]
		if !t.alive() {
			continue
		}
		ring := g.blastRing(centre, t.Pos)
		if ring < 0 {
			continue
		}
		ms := g.blastMods(centre, ring, j)
		m := total(ms)
		face := g.d10()
		ok := face+m <= c.Blast
		g.emit(rules.Event{Kind: "roll", Seat: t.Seat, Target: t.ID, Test: "blast", Dice: []int{face}, Need: c.Blast, Under: true, Hits: b2i(ok), Mods: words(ms), Rolled: []rules.Die{{Face: face, Success: ok}}},
			func() rules.Msg {
				return rules.Say(hitsID("FpwBlastRoll", b2i(ok)), "Soldier", t.ID, "Face", rules.Num(face), "Mod", modText(m), "Blast", rules.Num(c.Blast), "Count", rules.Num(b2i(ok)))
			}, "Blast on %s: %d%s against %d: %s.", t.ID, face, modText(m), c.Blast, hitWords(b2i(ok)))
		switch {
		case ok:
			g.kill(j, "")
		case ring == 0:
			g.stun(j)
		case 2+m <= c.Blast:
			g.suppress(j)
		}
	}
}
