package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// reach searches the cubes model mi can reach within budget into rs and
// returns how many there are. A cube already holding CubeCapacity models,
// or TeamCapacity of the model's side, is closed, and a cube with enemies
// ends the move; the other models' cubes are gathered once into the lists
// of world.MoveRules.
func (g *Game) reach(mi int, budget int, rs *world.Reacher) int {
	var closed, stops moveCubes
	return rs.Search(g.b.arena, g.models[mi].Pos, budget, g.moveRules(mi, &closed, &stops))
}

// canReach reports whether model mi can reach any cube within budget, as
// reach would find, without listing them (world.HasDestination).
func (g *Game) canReach(mi int, budget int) bool {
	// Most often a neighbouring cube with room (hasRoom: not closed by
	// moveRules) answers at once, as it would in HasDestination, without
	// moveRules gathering every cube.
	m := &g.models[mi]
	if !m.Unit.Flight && world.HasOpenStep(g.b.arena, m.Pos, budget, func(p world.Pos) bool { return g.hasRoom(p, m.Seat, mi) }) {
		return true
	}
	var closed, stops moveCubes
	return world.HasDestination(g.b.arena, g.models[mi].Pos, budget, g.moveRules(mi, &closed, &stops))
}

// moveCubes is room for the cubes of every other model, which moveRules
// fills on its caller's stack.
type moveCubes [2 * MaxModelsPerSide]world.Pos

// moveRules are the world.MoveRules of model mi's moves, with the closed
// and enemy cubes written in closed and stops, each list by cube index.
// The other models are gathered as their cube's index and whether they
// are enemies, sorted, so that the models of one cube stand together.
func (g *Game) moveRules(mi int, closed, stops *moveCubes) world.MoveRules {
	a := g.b.arena
	m := &g.models[mi]
	seat := m.Seat
	var buf [2 * MaxModelsPerSide]uint32 // cube index << 1 | 1 for an enemy
	n := 0
	for i := range g.models {
		o := &g.models[i]
		if i == mi || !o.OnBoard {
			continue
		}
		c := a.Index(o.Pos)
		if c < 0 {
			continue // off the arena: no search meets it
		}
		k := uint32(c) << 1
		if o.Seat != seat {
			k |= 1
		}
		// insertion sort: a handful of models
		j := n
		for j > 0 && buf[j-1] > k {
			buf[j] = buf[j-1]
			j--
		}
		buf[j] = k
		n++
	}
	nc, ns := 0, 0
	for k := 0; k < n; {
		c := buf[k] >> 1
		total, mine, enemy := 0, 0, false
		for ; k < n && buf[k]>>1 == c; k++ {
			total++
			if buf[k]&1 == 0 {
				mine++
			} else {
				enemy = true
			}
		}
		if total >= CubeCapacity || mine >= TeamCapacity {
			closed[nc] = a.PosAt(int(c))
			nc++
		}
		if enemy {
			stops[ns] = a.PosAt(int(c))
			ns++
		}
	}
	r := g.b.homeward[seat]  // ties broken toward the side's own end
	r.Flight = m.Unit.Flight // ignores floors and climbing costs
	r.Closed, r.Stops = closed[:nc], stops[:ns]
	return r
}

// allPaths returns the paths of every destination of rs one after another
// in one allocation, the store appendRouteActions reads them from.
func allPaths(rs *world.Reacher) []world.Pos {
	paths := make([]world.Pos, 0, rs.TotalSteps())
	for i := range rs.Len() {
		paths = rs.AppendPath(paths, i)
	}
	return paths
}

// appendRouteActions appends an action of kind by model m to every
// destination of rs that costs at most limit, in the order of the
// destinations. Each action's Path is the destination's part of paths
// (allPaths) and its Cell the last cube of that path.
func appendRouteActions(out []rules.Action, rs *world.Reacher, paths []world.Pos, m *model, kind string, limit int) []rules.Action {
	at := 0
	for i := range rs.Len() {
		n := rs.Steps(i)
		path := paths[at : at+n : at+n]
		at += n
		if rs.Cost(i) <= limit {
			out = append(out, rules.Action{Seat: m.Seat, Kind: kind, Actor: m.ID, Cell: &path[n-1], Path: path})
		}
	}
	return out
}
