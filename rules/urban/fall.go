package urban

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// landing is where a model falls from cube p: the first cube below it in
// its column with a floor (solid or girder); ok is false when there is
// none (a code-built arena with a hole in its ground).
func (g *Game) landing(p world.Pos) (world.Pos, bool) {
	for z := p.Z - 1; z >= 0; z-- {
		if q := (world.Pos{X: p.X, Y: p.Y, Z: z}); g.arena.Standable(q) {
			return q, true
		}
	}
	return p, false
}

// fallFrom drops the models standing in cube p, whose floor was just
// destroyed by m's blow (G11): each falls to the first floor below and
// loses 1 HP for every level fallen beyond the first (wounds, so ARM does
// not reduce them; a Shield token stops them as it stops any wounds),
// and a fall caused by an enemy ends Rest like an enemy's damage. It lands
// in that cube if a move could end there (capacity, no Burning model, no
// difficult piece), else in the nearest cube where one could.
func (g *Game) fallFrom(m *model, p world.Pos) {
	land, ok := g.landing(p)
	if !ok {
		return
	}
	levels := p.Z - land.Z
	for i := range g.st.Models {
		o := &g.st.Models[i]
		if o.Dead || o.Pos != p || g.st.Over {
			continue
		}
		to := g.nearestRoom(o, land)
		o.Pos = to
		wounds := levels - 1
		if wounds > 0 {
			g.emit(rules.Event{Kind: "fall", Seat: o.Seat, Target: o.ID, From: &p, To: &to},
				func() rules.Msg {
					return rules.Say("UrbFallsHurt", "Model", o.ID, "Count", rules.Num(levels), "At", to.String(), "HP", rules.Num(wounds))
				}, "%s falls %d %s to %s and loses %d HP", o.ID, levels, plural(levels, "level", "levels"), to, wounds)
		} else {
			g.emit(rules.Event{Kind: "fall", Seat: o.Seat, Target: o.ID, From: &p, To: &to},
				func() rules.Msg {
					return rules.Say("UrbFalls", "Model", o.ID, "Count", rules.Num(levels), "At", to.String())
				}, "%s falls %d %s to %s unhurt", o.ID, levels, plural(levels, "level", "levels"), to)
		}
		g.harm(o, wounds, o.Seat != m.Seat, "the fall")
	}
}

// nearestRoom is the cube nearest to land (in cubes, then in reading
// order) where model o could end a move: land itself when it has room.
// With no room anywhere it is land.
func (g *Game) nearestRoom(o *model, land world.Pos) world.Pos {
	closed := map[world.Pos]bool{}
	for _, c := range g.closedCubes(o) {
		closed[c] = true
	}
	if !closed[land] {
		return land
	}
	best, bestD := land, -1
	for i := 0; i < g.arena.Cubes(); i++ {
		c := g.arena.PosAt(i)
		if !g.arena.Standable(c) || closed[c] {
			continue
		}
		if d := world.Distance(land, c); bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	return best
}
