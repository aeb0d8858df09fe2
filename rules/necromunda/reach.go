package necromunda

import (
	"sort"

	"github.com/flashpoint-arena/flashpoint/world"
)

// route is the cheapest way found to a cube: its cost in inches and the
// cubes passed, ending at it.
type route struct {
	to   world.Pos
	cost int
	path []world.Pos
}

// partialClimb is a climb a route can start but not finish: from its
// start, the climb's end, the inches it can spend on it and what the
// climb costs in all.
type partialClimb struct {
	at    route // the route to the cube the climb starts from
	to    world.Pos
	spent int
	need  int
}

// stepCost is what a step of the movement graph costs in inches
// (NEC-MOV-1/2): 3" a cube, 3" more over a low wall, 6" a level climbed.
func (g *Game) stepCost(p world.Pos, s world.Step) int {
	if s.Climb {
		return ClimbInches * abs(s.To.Z-p.Z)
	}
	if g.crossesLowWall(p, s.To) {
		return StepInches + LowWallInches
	}
	return StepInches
}

// crossesLowWall reports whether the step from p to its neighbour q on a
// level crosses a low wall: the side crossed, or for a diagonal any of the
// four faces meeting at the corner.
func (g *Game) crossesLowWall(p, q world.Pos) bool {
	dx, dy := q.X-p.X, q.Y-p.Y
	low := func(c world.Pos, d world.Dir) bool { return g.arena.Side(c, d) == world.LowWall }
	ew, ns := world.East, world.South
	if dx < 0 {
		ew = world.West
	}
	if dy < 0 {
		ns = world.North
	}
	switch {
	case dx == 0:
		return low(p, ns)
	case dy == 0:
		return low(p, ew)
	}
	return low(p, ns) || low(p, ew) || low(world.Pos{X: p.X, Y: q.Y, Z: p.Z}, ew) || low(world.Pos{X: q.X, Y: p.Y, Z: p.Z}, ns)
}

// abs is the absolute value.
func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// reach lists the cubes fighter i can move to from its cube for budget
// inches, cheapest first by cube order, with the climbs it could start
// and not finish. enter says which cubes may be entered; stop which end
// the move once entered.
func (g *Game) reach(from world.Pos, budget int, enter, stop func(world.Pos) bool) ([]route, []partialClimb) {
	type node struct {
		cost int
		prev world.Pos
		done bool
	}
	nodes := map[world.Pos]*node{from: {cost: 0, prev: from}}
	var routes []route
	var partial []partialClimb
	for {
		var u world.Pos
		var best *node
		for p, n := range nodes {
			if n.done {
				continue
			}
			if best == nil || n.cost < best.cost || n.cost == best.cost && posLess(p, u) {
				u, best = p, n
			}
		}
		if best == nil {
			break
		}
		best.done = true
		if u != from {
			routes = append(routes, route{to: u, cost: best.cost})
			if stop != nil && stop(u) {
				continue
			}
		}
		for _, s := range g.arena.Steps(u) {
			if !enter(s.To) {
				continue
			}
			c := best.cost + g.stepCost(u, s)
			if c > budget && u == from && !s.Climb && budget >= StepInches {
				c = budget // a low wall beside it: clambering over takes the whole Move
			}
			if c > budget {
				if s.Climb && budget-best.cost > 0 {
					partial = append(partial, partialClimb{at: route{to: u, cost: best.cost}, to: s.To, spent: budget - best.cost, need: g.stepCost(u, s)})
				}
				continue
			}
			if n, ok := nodes[s.To]; !ok || !n.done && c < n.cost {
				nodes[s.To] = &node{cost: c, prev: u}
			}
		}
	}
	pathTo := func(p world.Pos) []world.Pos {
		var rev []world.Pos
		for p != from {
			rev = append(rev, p)
			p = nodes[p].prev
		}
		out := make([]world.Pos, len(rev))
		for k := range rev {
			out[k] = rev[len(rev)-1-k]
		}
		return out
	}
	for k := range routes {
		routes[k].path = pathTo(routes[k].to)
	}
	for k := range partial {
		partial[k].at.path = pathTo(partial[k].at.to)
	}
	sort.SliceStable(routes, func(a, b int) bool { return posLess(routes[a].to, routes[b].to) })
	return routes, partial
}

// posLess orders cubes by level, row, column.
func posLess(a, b world.Pos) bool {
	if a.Z != b.Z {
		return a.Z < b.Z
	}
	if a.Y != b.Y {
		return a.Y < b.Y
	}
	return a.X < b.X
}
