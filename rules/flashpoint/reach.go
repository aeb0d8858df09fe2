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
	var closed, stops moveCubes
	return world.HasDestination(g.b.arena, g.models[mi].Pos, budget, g.moveRules(mi, &closed, &stops))
}

// moveCubes is room for the cubes of every other model, which moveRules
// fills on its caller's stack.
type moveCubes [2 * MaxModelsPerSide]world.Pos

// moveRules are the world.MoveRules of model mi's moves, with the closed
// and enemy cubes written in closed and stops.
func (g *Game) moveRules(mi int, closed, stops *moveCubes) world.MoveRules {
	type occupant struct {
		p    world.Pos
		seat rules.Seat
	}
	var buf [2 * MaxModelsPerSide]occupant
	occ := buf[:0]
	for i := range g.models {
		if m := &g.models[i]; i != mi && m.OnBoard {
			occ = append(occ, occupant{m.Pos, m.Seat})
		}
	}
	m := &g.models[mi]
	seat := m.Seat
	nc, ns := 0, 0
	for k, o := range occ {
		total, mine, enemy := 0, 0, false
		for j, q := range occ {
			if q.p != o.p {
				continue
			}
			if j < k {
				total = -1 // counted with its first occupant
				break
			}
			total++
			if q.seat == seat {
				mine++
			} else {
				enemy = true
			}
		}
		if total < 0 {
			continue
		}
		if total >= CubeCapacity || mine >= TeamCapacity {
			closed[nc] = o.p
			nc++
		}
		if enemy {
			stops[ns] = o.p
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
