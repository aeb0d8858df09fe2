package world

import (
	"math/bits"
	"slices"
)

// Reacher runs the search of Reach and keeps its labels, so a caller can
// read the reachable cubes and their costs, and build the path to only the
// ones it needs, without allocating: on an arena of up to reachStackCubes
// cubes everything lives in the Reacher itself (a few kilobytes, meant for
// a local variable). The zero value is ready. A Reacher is not safe for
// concurrent use, and each Search replaces the last one's results.
type Reacher struct {
	a       *Arena
	start   int32
	reached int32 // cubes the last search reached, the start excluded
	ndests  int32
	total   int32 // the steps of every destination's path
	most    int32 // the dearest destination's cost
	bigOnes bool  // the labels are in big
	bigDsts bool  // the destinations are in bigTo
	small   [reachStackCubes]reachNode
	dests   [reachStackCubes]int32       // cube index of each destination
	isDest  [reachStackCubes / 64]uint64 // bit i: cube i is a destination
	queue   reachQueue
	big     []reachNode // labels on a bigger arena
	bigTo   []int32     // destinations on a bigger arena
	bigIs   []uint64    // isDest on a bigger arena
}

// Search finds every cube a model in from can reach within budget, as
// Reach does, and returns how many destinations there are: To(i), Cost(i)
// and AppendPath(buf, i) read destination i, for i from 0, in the order
// of Reach's routes.
func (s *Reacher) Search(a *Arena, from Pos, budget int, r MoveRules) int {
	return s.search(a, from, budget, r, false)
}

// SearchMemo is Search that also remembers its answer in the arena when
// the search may serve later ones (reach_memo.go): the first search from a
// cube allocates the entry, and later searches from it copy the answer.
// Search reads the entries SearchMemo made without making any.
func (s *Reacher) SearchMemo(a *Arena, from Pos, budget int, r MoveRules) int {
	return s.search(a, from, budget, r, true)
}

// search is Search, remembering its answer when remember is set.
func (s *Reacher) search(a *Arena, from Pos, budget int, r MoveRules, remember bool) int {
	s.a, s.reached, s.ndests, s.total, s.most, s.bigOnes, s.bigDsts = a, 0, 0, 0, 0, false, false
	if !a.In(from) || budget <= 0 || a.graph == nil {
		return 0
	}
	budget = min(budget, 1<<14) // costs fit an int16 label
	start := a.idx(from)
	key := a.memoKey(start, budget, &r)
	if key >= 0 {
		if m := a.memoAt(key); m != nil && m.serves(a, start, &r) {
			return s.recall(a, start, m)
		}
	}
	nodes := s.labels(a.Cubes())
	clear(nodes) // every cube unreached (reachNode.seen)
	for _, p := range r.Closed {
		if a.In(p) {
			nodes[a.idx(p)].closed = true
		}
	}
	for _, p := range r.Stops {
		if a.In(p) {
			nodes[a.idx(p)].stops = true
		}
	}
	s.start = int32(start)
	nodes[start].seen, nodes[start].parent = true, -1
	q := &s.queue
	clear(q[:])
	q.push(nodes, start)
	queued, at := 1, 0 // cubes in the queue; the cost popped last
	reached := 0
	isDest := s.destBits(len(nodes)) // the destinations, listed by cube index below
	n, total, most := 0, 0, int16(0)
	var flightBuf [maxFlightSteps]uint32
	disturbed := false // a closed or a stopping cube was looked at (reach_memo.go)
	for queued > 0 {
		for q[at&reachBucketMask] == 0 {
			at++
		}
		u := int(q[at&reachBucketMask]) - 1
		q.remove(nodes, u)
		queued--
		nu := &nodes[u]
		nu.done = true
		if u != start {
			reached++
			if !r.Flight || a.cells[u].Floor != FloorNone { // a flier ends on a floor
				isDest[u>>6] |= 1 << (u & 63)
				n++
				total += int(nu.steps)
				most = max(most, nu.cost)
			}
			if nu.stops || r.StopsIn != nil && r.StopsIn(a.posAt(u)) {
				continue
			}
		}
		steps := a.stepsOf(u)
		if r.Flight {
			steps = a.appendFlightSteps(flightBuf[:0], u)
		}
		for _, st := range steps {
			cost := int(nu.cost) + int(st>>stepCostShift&0xff)
			if cost > budget {
				continue
			}
			v := int(st & stepToMask)
			nv := &nodes[v]
			if nv.done {
				continue
			}
			if nv.closed {
				disturbed = true
				continue
			}
			steps := nu.steps + 1
			better := !nv.seen || int16(cost) < nv.cost ||
				int16(cost) == nv.cost && (steps < nv.steps ||
					steps == nv.steps && a.pathBefore(nodes, int32(u), nv.parent, r))
			if !better {
				continue
			}
			if r.CanEnter != nil && !r.CanEnter(a.posAt(v)) {
				continue
			}
			if nv.seen {
				q.remove(nodes, v) // queued at its old cost
				queued--
			}
			nv.cost, nv.steps, nv.parent, nv.seen = int16(cost), steps, int32(u), true
			disturbed = disturbed || nv.stops
			q.push(nodes, v)
			queued++
		}
	}
	s.reached = int32(reached)
	dests, k := s.destBuf(n), 0
	for w, word := range isDest {
		for word != 0 {
			dests[k] = int32(w<<6 + bits.TrailingZeros64(word))
			k++
			word &= word - 1
		}
	}
	s.ndests, s.total, s.most = int32(n), int32(total), int32(most)
	if remember && key >= 0 && !disturbed {
		a.storeMemo(key, s.remember(nodes, dests))
	}
	return n
}

// labels returns the search labels for an arena of n cubes.
func (s *Reacher) labels(n int) []reachNode {
	if n <= len(s.small) {
		return s.small[:n]
	}
	s.bigOnes = true
	if cap(s.big) < n {
		s.big = make([]reachNode, n)
	}
	return s.big[:n]
}

// destBuf returns room for n destinations.
func (s *Reacher) destBuf(n int) []int32 {
	if n <= len(s.dests) {
		return s.dests[:n]
	}
	s.bigDsts = true
	if cap(s.bigTo) < n {
		s.bigTo = make([]int32, n)
	}
	return s.bigTo[:n]
}

// destBits returns a cleared set of n cubes.
func (s *Reacher) destBits(n int) []uint64 {
	words := (n + 63) / 64
	if words <= len(s.isDest) {
		clear(s.isDest[:words])
		return s.isDest[:words]
	}
	if cap(s.bigIs) < words {
		s.bigIs = make([]uint64, words)
	}
	clear(s.bigIs[:words])
	return s.bigIs[:words]
}

// destIndex returns the cube index of destination i.
func (s *Reacher) destIndex(i int) int {
	if s.bigDsts {
		return int(s.bigTo[i])
	}
	return int(s.dests[i])
}

// node returns the label of cube index i.
func (s *Reacher) node(i int) *reachNode {
	if s.bigOnes {
		return &s.big[i]
	}
	return &s.small[i]
}

// nodes returns the labels of the last search.
func (s *Reacher) nodes() []reachNode {
	if s.bigOnes {
		return s.big
	}
	return s.small[:]
}

// Len returns how many destinations the last search found.
func (s *Reacher) Len() int { return int(s.ndests) }

// To returns destination i.
func (s *Reacher) To(i int) Pos { return s.a.posAt(s.destIndex(i)) }

// Cost returns the cost of the cheapest path to destination i.
func (s *Reacher) Cost(i int) int { return int(s.node(s.destIndex(i)).cost) }

// Steps returns the number of cubes on the path to destination i.
func (s *Reacher) Steps(i int) int { return int(s.node(s.destIndex(i)).steps) }

// MaxCost returns the greatest Cost of the destinations, 0 when there are
// none.
func (s *Reacher) MaxCost() int { return int(s.most) }

// TotalSteps returns the sum of Steps over every destination: the room
// the paths of all of them take.
func (s *Reacher) TotalSteps() int { return int(s.total) }

// AppendPath appends the cheapest path to destination i to buf: the cubes
// passed through after the start, ending at To(i).
func (s *Reacher) AppendPath(buf []Pos, i int) []Pos {
	nodes, cubes := s.nodes(), s.a.cubes
	k := int32(s.destIndex(i))
	n := int(nodes[k].steps)
	at := len(buf)
	buf = append(buf, make([]Pos, n)...)
	for j := at + n - 1; j >= at; j-- {
		buf[j] = cubes[k]
		k = nodes[k].parent
	}
	return buf
}

// ToPtr returns a pointer to destination i in the arena's own table of
// cubes, which never changes and is shared by everyone using the arena: a
// caller may keep it (as an action's Cell) without allocating, but must
// never write through it.
func (s *Reacher) ToPtr(i int) *Pos { return &s.a.cubes[s.destIndex(i)] }

// Find returns the index of destination p in the last search, or -1 when
// the search did not find p.
func (s *Reacher) Find(p Pos) int {
	if s.a == nil || s.ndests == 0 || !s.a.In(p) {
		return -1
	}
	dests := s.dests[:]
	if s.bigDsts {
		dests = s.bigTo
	}
	// Destinations are listed by increasing cube index.
	if i, ok := slices.BinarySearch(dests[:s.ndests], int32(s.a.idx(p))); ok {
		return i
	}
	return -1
}
