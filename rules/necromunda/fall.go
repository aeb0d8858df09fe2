package necromunda

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// landing is the first floor at or below p in its column.
func (g *Game) landing(p world.Pos) world.Pos {
	for z := p.Z; z >= 0; z-- {
		q := world.Pos{X: p.X, Y: p.Y, Z: z}
		if g.arena.Floor(q) != world.FloorNone {
			return q
		}
	}
	return world.Pos{X: p.X, Y: p.Y}
}

// fall drops fighter i into cube land from a height of inches
// (NEC-FALL-1/2): the table's hit, then Pinned (unless the injury says
// worse); landing on a fighter hits both (NEC-FALL-3). The caller ends
// the activation.
func (g *Game) fall(i int, land world.Pos, inches int, why string) {
	f := &g.st.Fighters[i]
	from := f.Pos
	f.Climb = nil
	f.Pos = land
	fh := FallTable(inches)
	if inches < 1 {
		g.emit(rules.Event{Kind: "fall", Seat: f.Seat, Actor: f.ID, From: &from, To: &land}, func() rules.Msg {
			return rules.Say("NecDropsSafe", "Fighter", f.ID, "At", land.String(), "Why", wordRef(why))
		}, "%s drops to %s from under an inch up after %s: nothing happens (NEC-FALL-1).", f.ID, land, why)
		return
	}
	g.emit(rules.Event{Kind: "fall", Seat: f.Seat, Actor: f.ID, From: &from, To: &land, Hits: inches}, func() rules.Msg {
		return rules.Say("NecFalls", "Fighter", f.ID, "Inches", rules.Num(inches), "At", land.String(), "Why", wordRef(why))
	}, "%s falls %d\" to %s after %s (NEC-FALL-1).", f.ID, inches, land, why)
	victim := -1
	for j := range g.st.Fighters {
		o := &g.st.Fighters[j]
		if j != i && o.onBoard() && o.Pos == land && o.Climb == nil {
			victim = j
			break
		}
	}
	hit := blow{S: fh.S, AP: fh.AP, D: fh.D, From: land, What: "a fall"}
	if victim >= 0 {
		v := &g.st.Fighters[victim]
		g.emit(rules.Event{Kind: "fall", Seat: f.Seat, Actor: f.ID, Target: v.ID}, func() rules.Msg { return rules.Say("NecLandsOn", "Fighter", f.ID, "Target", v.ID) }, "%s lands on %s: both take the hit and are Pinned (NEC-FALL-3).", f.ID, v.ID)
		if fh.S > 0 {
			g.strike(victim, hit)
		}
		if g.st.Fighters[victim].Status == Active {
			g.pin(victim, "a fighter fell on it")
		}
		g.scatterOff(i, land)
	}
	before := f.Status
	if victim < 0 && !g.room(i, land) {
		g.scatterOff(i, land)
	}
	if fh.S > 0 {
		g.strike(i, hit)
	}
	switch f.Status {
	case Active:
		f.Status = Pinned
		g.emit(rules.Event{Kind: "pin", Seat: f.Seat, Target: f.ID}, func() rules.Msg { return rules.Say("NecPinnedByFall", "Fighter", f.ID) }, "%s is Pinned by its fall (NEC-FALL-1).", f.ID)
		g.edgeTest(i, false)
	case Pinned:
		g.edgeTest(i, false) // landed near another edge (A13)
	case SeriouslyInjured:
		if before == SeriouslyInjured {
			g.edgeTest(i, false) // newly injured ones tested already
		}
	}
}

// scatterOff moves a fighter that fell on another off it (NEC-FALL-3): a
// D8 direction, the first cube clockwise from it on the level with a
// floor, room and no standing enemy; if none, it stays.
func (g *Game) scatterOff(i int, at world.Pos) {
	f := &g.st.Fighters[i]
	d0 := g.roll(8)
	g.rollEvent(i, "scatter", []int{d0}, 0, 0, func() rules.Msg {
		return rules.Say("NecScattersOff", "Fighter", f.ID, "Dir", dirRef(world.ScatterDir(d0)))
	}, "%s scatters off: %s (NEC-FALL-3).", f.ID, world.ScatterDir(d0))
	for k := range 8 {
		d := world.ScatterDir(d0 + k)
		q, res := g.arena.Push(at, d)
		if res != world.Pushed || g.arena.Floor(q) == world.FloorNone || !g.room(i, q) || g.enemyStanding(q, f.Seat) {
			continue
		}
		f.Pos = q
		g.emit(rules.Event{Kind: "scatter", Seat: f.Seat, Actor: f.ID, From: &at, To: &q}, func() rules.Msg { return rules.Say("NecEndsAt", "Fighter", f.ID, "At", q.String()) }, "%s ends at %s.", f.ID, q)
		return
	}
	if g.room(i, at) {
		return
	}
	// No neighbour has room and the cube is full: the nearest cube with a
	// floor and room, so that no cube ever holds too many.
	best, found := at, false
	for z := range g.arena.H {
		for y := range g.arena.D {
			for x := range g.arena.W {
				q := world.Pos{X: x, Y: y, Z: z}
				if !g.arena.Standable(q) || !g.room(i, q) || g.enemyStanding(q, f.Seat) {
					continue
				}
				if !found || world.Distance(at, q) < world.Distance(at, best) {
					best, found = q, true
				}
			}
		}
	}
	if found {
		f.Pos = best
		g.emit(rules.Event{Kind: "scatter", Seat: f.Seat, Actor: f.ID, From: &at, To: &best}, func() rules.Msg { return rules.Say("NecEndsAtNearest", "Fighter", f.ID, "At", best.String()) }, "%s ends at %s, the nearest cube with room.", f.ID, best)
	}
}

// fallFromClimb drops a climbing fighter to the foot of its climb from the
// height it reached (NEC-MOV-4/5).
func (g *Game) fallFromClimb(i int) {
	f := &g.st.Fighters[i]
	c := f.Climb
	if c == nil {
		return
	}
	h := c.height()
	foot := c.Foot
	f.Climb = nil
	g.fall(i, foot, h, "slipping from the wall")
	g.endIfActive(i)
}

// edgeOf finds the platform edge of cube p (NEC-FALL-4, A13): a side that
// is not a wall onto a neighbour on p's level without a floor; the first
// without a railing (low wall) clockwise from north, else the first.
func (g *Game) edgeOf(p world.Pos) (world.Dir, bool, bool) {
	found, railed := world.North, false
	any := false
	for d := world.North; d <= world.West; d++ {
		side := g.arena.Side(p, d)
		q := p.Add(d.Delta())
		if side == world.Wall || !g.arena.In(q) || g.arena.Floor(q) != world.FloorNone || p.Z == 0 {
			continue
		}
		if side != world.LowWall {
			return d, false, true
		}
		if !any {
			found, railed, any = d, true, true
		}
	}
	return found, railed, any
}

// edgeTowards reports whether a step from p in direction d goes over a
// platform edge (NEC-FALL-5).
func (g *Game) edgeTowards(p world.Pos, d world.Dir8) bool {
	q, res := g.arena.Push(p, d)
	return res == world.Pushed && g.arena.Floor(q) == world.FloorNone
}

// edgeTest makes fighter i, Pinned or Seriously Injured (or forced to an
// edge), test at a platform edge (NEC-FALL-4/5): Initiative, +1 for a
// railing; on a fail it falls into the open column.
func (g *Game) edgeTest(i int, forced bool) {
	f := &g.st.Fighters[i]
	if !f.onBoard() || f.Climb != nil || (!forced && !f.lying()) {
		return
	}
	d, railed, ok := g.edgeOf(f.Pos)
	if !ok {
		return
	}
	rule := "NEC-FALL-4"
	if forced {
		rule = "NEC-FALL-5"
	}
	if g.initiativeTest(i, b2i(railed), "platform edge", rule) {
		return
	}
	below := g.landing(f.Pos.Add(d.Delta()))
	inches := (f.Pos.Z - below.Z) * LevelInches
	g.fall(i, below, inches, "going over the edge ("+rule+")")
	g.endIfActive(i)
}
