package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// occupancy counts the models in cube p by seat, skipping model skip
// (-1 skips none).
func (g *Game) occupancy(p world.Pos, skip int) (bySeat [2]int) {
	for i := range g.models {
		m := &g.models[i]
		if i == skip || !m.OnBoard || m.Pos != p {
			continue
		}
		bySeat[m.Seat]++
	}
	return bySeat
}

// hasRoom reports whether a model of seat s (other than model skip) fits in
// cube p: at most CubeCapacity models and TeamCapacity of one side.
func (g *Game) hasRoom(p world.Pos, s rules.Seat, skip int) bool {
	occ := g.occupancy(p, skip)
	return occ[0]+occ[1] < CubeCapacity && occ[s] < TeamCapacity
}

// enemiesIn reports whether cube p holds a model hostile to seat s.
func (g *Game) enemiesIn(p world.Pos, s rules.Seat) bool {
	for i := range g.models {
		m := &g.models[i]
		if m.OnBoard && m.Seat != s && m.Pos == p {
			return true
		}
	}
	return false
}

// friendIn reports whether cube p holds another model of seat s than
// model self.
func (g *Game) friendIn(p world.Pos, s rules.Seat, self int) bool {
	for i := range g.models {
		m := &g.models[i]
		if i != self && m.OnBoard && m.Seat == s && m.Pos == p {
			return true
		}
	}
	return false
}

// enemiesOf lists the models hostile to model mi in its cube; with
// unpinned, only those that are not Pinned.
func (g *Game) enemiesOf(mi int, unpinned bool) []int {
	me := &g.models[mi]
	var out []int
	for i := range g.models {
		m := &g.models[i]
		if m.OnBoard && m.Seat != me.Seat && m.Pos == me.Pos && !(unpinned && m.Pinned) {
			out = append(out, i)
		}
	}
	return out
}

// unactivated counts the models of seat s that have not activated this
// round (dead models awaiting respawn count: they activate to respawn).
func (g *Game) unactivated(s rules.Seat) int {
	n := 0
	for i := range g.models {
		if g.models[i].Seat == s && !g.models[i].Activated {
			n++
		}
	}
	return n
}
