package world

// MoveRules are the ruleset's limits on a move through the movement graph.
type MoveRules struct {
	CanEnter func(Pos) bool // nil: every cube may be entered
	StopsIn  func(Pos) bool // nil: none; entering such a cube ends the move (cube with enemies)
	// Closed lists cubes that may not be entered, like those CanEnter
	// refuses, and Stops cubes that end a move, like those where StopsIn
	// holds: plain lists the search marks once (the rules use them for
	// capacity and enemies) instead of functions asked at every step.
	Closed, Stops []Pos
	// Flight (the Flight keyword) ignores floors and climbing costs: the
	// model may pass through cubes without a floor and move up or down a
	// level, each step costing 1, and a climb of any height costs 1; it
	// still ends its move on a cube with a floor (appendFlightSteps).
	Flight bool
	// FlipX and FlipY reverse the west–east and the north–south order in
	// which ties between equally cheap paths are broken (see Reach), so
	// that two sides facing each other across a mirrored arena each break
	// them toward their own end: without them every tie goes north and
	// west, which is one side's home and the other's far end.
	FlipX, FlipY bool
}

// Route is the cheapest way to one reachable cube. Path excludes the start
// and ends at To.
type Route struct {
	To   Pos
	Cost int
	Path []Pos
}

// reachStackCubes is the largest arena whose search labels a Reacher keeps
// in itself instead of allocating them.
const reachStackCubes = 256

// reachNode is the search label of one cube.
type reachNode struct {
	cost   int16 // cost of the best path found, when seen
	steps  int16 // steps of that path
	parent int32 // index of the cube before it on that path; -1 for the start
	seen   bool  // some path reaches the cube: the zero label is an unreached cube
	done   bool  // the label is final
	closed bool  // the cube may not be entered (MoveRules.Closed)
	stops  bool  // entering the cube ends the move (MoveRules.Stops)
}

// Reach returns every cube a model in from can reach for a total cost of at
// most budget through the movement graph (Steps), with the cheapest path to
// each. Ties between equally cheap paths go to the one with fewest steps,
// then to the one whose cubes, compared step by step from the start, come
// first in (Z, Y, X) order (Y and X counted from the south and east with
// r.FlipY and r.FlipX). Cubes that r.CanEnter refuses or r.Closed lists
// are neither entered nor passed through; a cube where r.StopsIn holds or
// that r.Stops lists may be the end of a route but no route goes on from
// it (the start is left freely). The routes are sorted by (Z, Y, X) of To;
// the start is not listed. A Reacher gives the same without allocating.
func (a *Arena) Reach(from Pos, budget int, r MoveRules) []Route {
	var s Reacher
	n := s.Search(a, from, budget, r)
	if s.reached == 0 {
		return nil
	}
	routes := make([]Route, n)
	paths := make([]Pos, 0, s.TotalSteps())
	for i := range n {
		at := len(paths)
		paths = s.AppendPath(paths, i)
		routes[i] = Route{To: s.To(i), Cost: s.Cost(i), Path: paths[at:len(paths):len(paths)]}
	}
	return routes
}

// pathBefore reports whether the final path to cube u comes before the
// final path to cube w, both of the same length, comparing their cubes from
// the start in (Z, Y, X) order (index order), Y and X reversed as r says.
func (a *Arena) pathBefore(nodes []reachNode, u, w int32, r MoveRules) bool {
	before := false
	for u != w && u >= 0 && w >= 0 {
		before = a.tieBefore(int(u), int(w), r) // the last difference seen walking back is the first from the start
		u, w = nodes[u].parent, nodes[w].parent
	}
	return before
}

// tieBefore reports whether cube index u comes before cube index w in the
// tie-break order of r: (Z, Y, X), with Y and X reversed by FlipY and
// FlipX.
func (a *Arena) tieBefore(u, w int, r MoveRules) bool {
	if !r.FlipX && !r.FlipY {
		return u < w
	}
	p, q := a.posAt(u), a.posAt(w)
	if p.Z != q.Z {
		return p.Z < q.Z
	}
	if p.Y != q.Y {
		return p.Y < q.Y != r.FlipY
	}
	return p.X < q.X != r.FlipX
}

// heapPush adds (cost, steps, cube), packed into one number so equal
// costs pop fewest steps first, to the binary min-heap h.
func heapPush(h []uint64, cost, steps, cube int) []uint64 {
	h = append(h, uint64(cost)<<40|uint64(steps)<<20|uint64(cube))
	for i := len(h) - 1; i > 0; {
		parent := (i - 1) / 2
		if h[parent] <= h[i] {
			break
		}
		h[parent], h[i] = h[i], h[parent]
		i = parent
	}
	return h
}

// heapPop removes the smallest entry of the heap h and returns its cube.
func heapPop(h []uint64) (int, []uint64) {
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < last && h[l] < h[m] {
			m = l
		}
		if r < last && h[r] < h[m] {
			m = r
		}
		if m == i {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
	return int(top & (1<<20 - 1)), h
}
