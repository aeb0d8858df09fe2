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
	prev   int32 // 1 + the cube before it in its bucket of the queue; 0 for none
	next   int32 // 1 + the cube after it in its bucket of the queue; 0 for none
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

// reachQueue is the queue of Reacher.Search: the cubes whose label is not
// final, in buckets by cost (Dial's algorithm). A step costs at most 255
// (its cost is packed in 8 bits) and the labels waiting never differ by
// more than one step, so 256 buckets taken round by cost hold them apart.
// Bucket c%256 holds 1 + its first cube (0 when empty), and the cubes of a
// bucket are linked through their labels (reachNode.prev, next), so a cube
// that finds a cheaper path moves to its new bucket. The order within a
// bucket does not matter: every label a cube's label is compared with
// costs less and is final.
type reachQueue [reachBuckets]int32

const (
	reachBuckets    = 256
	reachBucketMask = reachBuckets - 1
)

// push adds cube v, whose label is set, to the bucket of its cost.
func (q *reachQueue) push(nodes []reachNode, v int) {
	nv := &nodes[v]
	b := int(nv.cost) & reachBucketMask
	first := q[b]
	nv.prev, nv.next = 0, first
	if first != 0 {
		nodes[first-1].prev = int32(v) + 1
	}
	q[b] = int32(v) + 1
}

// remove takes cube v out of the bucket of its label's cost.
func (q *reachQueue) remove(nodes []reachNode, v int) {
	nv := &nodes[v]
	if nv.prev == 0 {
		q[int(nv.cost)&reachBucketMask] = nv.next
	} else {
		nodes[nv.prev-1].next = nv.next
	}
	if nv.next != 0 {
		nodes[nv.next-1].prev = nv.prev
	}
}
