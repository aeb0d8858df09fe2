package world

// Step is one edge of the movement graph: a move from a cube to To for
// Cost cubes of movement. Climb marks a climb up or down a wall (HF-MOV-2).
type Step struct {
	To    Pos
	Cost  int
	Climb bool
}

// maxSteps bounds the steps out of one cube: 8 horizontal neighbours and at
// most one climb up and one climb down through each of the 4 sides.
const maxSteps = 16

// Steps returns the moves out of cube p, in a fixed order: the horizontal
// steps clockwise from north, then the climbs through the north, east,
// south and west sides (up before down).
//
// A cube without a floor has no steps (a model there falls, see Fall).
// A horizontal step (cost 1) goes to a Standable neighbour on the same
// level. An orthogonal step is stopped by a Wall face; a diagonal one by a
// Wall on any of the four faces that meet at the corner it crosses (no
// corner cutting). Low walls are crossed.
//
// A climb (HF-MOV-2) goes k levels up or down a wall to the neighbouring
// column through a side, for cost k: from a solid floor to a solid floor,
// along faces that are walls at every level climbed past, arriving through a
// face that is not a wall, with open air (no floor) above the climber's own
// column for the k levels it rises (for a climb down: in the column it
// climbs down through). A model never walks into a cube without a floor.
func (a *Arena) Steps(p Pos) []Step {
	if !a.In(p) {
		return nil
	}
	if a.graph == nil {
		var buf [maxSteps]Step
		return append([]Step(nil), a.appendSteps(buf[:0], p)...)
	}
	packed := a.stepsOf(a.idx(p))
	if len(packed) == 0 {
		return nil
	}
	out := make([]Step, len(packed))
	for i, v := range packed {
		out[i] = a.unpackStep(v)
	}
	return out
}

// appendSteps appends the steps out of p to buf.
func (a *Arena) appendSteps(buf []Step, p Pos) []Step {
	if !a.In(p) || a.cells[a.idx(p)].Floor == FloorNone {
		return buf
	}
	for d := N; d <= NW; d++ {
		if q, ok := a.horizontal(p, d); ok {
			buf = append(buf, Step{To: q, Cost: 1})
		}
	}
	if a.cells[a.idx(p)].Floor != FloorSolid {
		return buf
	}
	for d := North; d <= West; d++ {
		if q, k, ok := a.climbUp(p, d); ok {
			buf = append(buf, Step{To: q, Cost: k, Climb: true})
		}
		if q, k, ok := a.climbDown(p, d); ok {
			buf = append(buf, Step{To: q, Cost: k, Climb: true})
		}
	}
	return buf
}

// horizontal returns the neighbour of p in direction d if a model can step
// there on the same level.
func (a *Arena) horizontal(p Pos, d Dir8) (Pos, bool) {
	q := p.Add(d.Delta())
	if !a.In(q) || a.cells[a.idx(q)].Floor == FloorNone {
		return q, false
	}
	return q, !a.crossingBlocked(p, d)
}

// crossingBlocked reports whether a Wall stands between p and its
// neighbour in direction d (which must be inside the arena): the face
// itself, or for a diagonal any of the four faces meeting at the corner.
func (a *Arena) crossingBlocked(p Pos, d Dir8) bool {
	c := &a.cells[a.idx(p)]
	ns, ew := sides8(d)
	if !d.Diagonal() {
		return c.Sides[ns] == Wall
	}
	if c.Sides[ns] == Wall || c.Sides[ew] == Wall {
		return true
	}
	across := a.cells[a.idx(p.Add(ns.Delta()))].Sides[ew] // the face beyond the row crossed
	along := a.cells[a.idx(p.Add(ew.Delta()))].Sides[ns]  // the face beyond the column crossed
	return across == Wall || along == Wall
}

// climbUp finds the climb from p (solid floor) up through side d, if any,
// and returns where it ends and how many levels it rises.
func (a *Arena) climbUp(p Pos, d Dir) (Pos, int, bool) {
	delta := d.Delta()
	qx, qy := p.X+delta.X, p.Y+delta.Y
	if qx < 0 || qy < 0 || qx >= a.W || qy >= a.D {
		return p, 0, false
	}
	for top := p.Z + 1; top < a.H; top++ {
		if a.cells[a.index(p.X, p.Y, top-1)].Sides[d] != Wall {
			return p, 0, false // nothing to climb at this level
		}
		if a.cells[a.index(p.X, p.Y, top)].Floor != FloorNone {
			return p, 0, false // no room above the climber
		}
		if a.cells[a.index(p.X, p.Y, top)].Sides[d] != Wall {
			q := Pos{qx, qy, top}
			if a.cells[a.idx(q)].Floor == FloorSolid {
				return q, top - p.Z, true
			}
			return p, 0, false
		}
	}
	return p, 0, false
}

// climbDown finds the climb from p (solid floor) down through side d: the
// exact reverse of a climb up from the cube it ends in.
func (a *Arena) climbDown(p Pos, d Dir) (Pos, int, bool) {
	delta := d.Delta()
	qx, qy := p.X+delta.X, p.Y+delta.Y
	if qx < 0 || qy < 0 || qx >= a.W || qy >= a.D {
		return p, 0, false
	}
	if a.cells[a.idx(p)].Sides[d] == Wall {
		return p, 0, false // no way out over the edge
	}
	for bottom := p.Z - 1; bottom >= 0; bottom-- {
		if a.cells[a.index(p.X, p.Y, bottom)].Sides[d] != Wall {
			return p, 0, false // nothing to climb down along
		}
		if a.cells[a.index(qx, qy, bottom+1)].Floor != FloorNone {
			return p, 0, false // no room in the column climbed down through
		}
		if f := a.cells[a.index(qx, qy, bottom)].Floor; f != FloorNone {
			if f == FloorSolid {
				return Pos{qx, qy, bottom}, p.Z - bottom, true
			}
			return p, 0, false
		}
	}
	return p, 0, false
}
