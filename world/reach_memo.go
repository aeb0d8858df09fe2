package world

import "sync/atomic"

// The reach memo remembers, per arena, the searches of Reacher.Search that
// the cubes of MoveRules.Closed and MoveRules.Stops did not disturb, so
// that the next search from the same cube with the same budget, flight and
// tie-break copies the answer instead of searching.
//
// A search is undisturbed when it never looked at a closed or a stopping
// cube: no step within the budget led into a closed cube, and no stopping
// cube got a label. Such a search is, step for step, the search of the
// same start under rules with no closed and no stopping cubes at all (the
// free search), and the free search in turn answers any later rules whose
// closed and stopping cubes it never labelled (the start aside, which the
// search leaves freely): until a search looks at such a cube, it does what
// the free search does, and the free search labels every cube a step
// within the budget leads to. So the memo keeps a free search with the
// set of cubes it labelled, and a later search uses it when none of its
// own closed and stopping cubes is in that set.
//
// Rules with CanEnter or StopsIn, which are functions, are never
// remembered. The memo is filled lazily and is safe for concurrent
// readers: an entry, never changed once made, is installed with an atomic
// store, and two searches that miss the same entry both search and store
// the same answer. New, Parse, SetFloor and SetSide empty it whenever the
// cubes change (resetReachMemo).

// memoBudgets bounds the budgets the memo remembers: 1 to memoBudgets-1.
const memoBudgets = 8

// memoFlags is the number of flight and tie-break combinations.
const memoFlags = 8

// reachMemo is one remembered free search.
type reachMemo struct {
	seen    []uint64   // bit i: cube i got a label
	nodes   []memoNode // every labelled cube, by increasing index
	dests   []int32    // the destinations by cube index, as Search lists them
	reached int32
	total   int32
	most    int32
}

// memoNode is the label of cube i.
type memoNode struct {
	i    int32
	node reachNode
}

// memoTable holds an arena's remembered searches by memoKey.
type memoTable []atomic.Pointer[reachMemo]

// memoStore is an arena's memo, made when the table is first needed. A
// copy of the arena shares it until either changes its cubes.
type memoStore struct{ t atomic.Pointer[memoTable] }

// resetReachMemo empties the reach memo: the arena gets a store of its
// own, so that a copy made before the change keeps the answers that still
// hold for it.
func (a *Arena) resetReachMemo() { a.reachMemo = new(memoStore) }

// memoKey returns the memo slot of a search from cube index start, or -1
// when such a search is not remembered.
func (a *Arena) memoKey(start, budget int, r *MoveRules) int {
	if budget <= 0 || budget >= memoBudgets || r.CanEnter != nil || r.StopsIn != nil {
		return -1
	}
	f := 0
	if r.Flight {
		f |= 1
	}
	if r.FlipX {
		f |= 2
	}
	if r.FlipY {
		f |= 4
	}
	return (start*memoBudgets+budget)*memoFlags + f
}

// memoAt returns the remembered search of slot key, nil if there is none.
func (a *Arena) memoAt(key int) *reachMemo {
	if a.reachMemo == nil {
		return nil
	}
	t := a.reachMemo.t.Load()
	if t == nil {
		return nil
	}
	return (*t)[key].Load()
}

// storeMemo remembers m in slot key.
func (a *Arena) storeMemo(key int, m *reachMemo) {
	if a.reachMemo == nil {
		return // a zero Arena, never built: no memo
	}
	t := a.reachMemo.t.Load()
	if t == nil {
		fresh := make(memoTable, a.Cubes()*memoBudgets*memoFlags)
		if a.reachMemo.t.CompareAndSwap(nil, &fresh) {
			t = &fresh
		} else {
			t = a.reachMemo.t.Load()
		}
	}
	(*t)[key].Store(m)
}

// serves reports whether m answers a search from cube index start under
// r: none of r's closed and stopping cubes but the start got a label in m.
func (m *reachMemo) serves(a *Arena, start int, r *MoveRules) bool {
	for _, list := range [2][]Pos{r.Closed, r.Stops} {
		for _, p := range list {
			if !a.In(p) {
				continue
			}
			if i := a.idx(p); i != start && m.seen[i>>6]&(1<<(i&63)) != 0 {
				return false
			}
		}
	}
	return true
}

// remember makes the memo entry of the search just run, whose labels are
// nodes and destinations dests.
func (s *Reacher) remember(nodes []reachNode, dests []int32) *reachMemo {
	m := &reachMemo{seen: make([]uint64, (len(nodes)+63)/64), dests: append([]int32(nil), dests...),
		reached: s.reached, total: s.total, most: s.most}
	n := 0
	for i := range nodes {
		if nodes[i].seen {
			n++
		}
	}
	m.nodes = make([]memoNode, 0, n)
	for i := range nodes {
		if nodes[i].seen {
			m.seen[i>>6] |= 1 << (i & 63)
			m.nodes = append(m.nodes, memoNode{i: int32(i), node: nodes[i]})
		}
	}
	return m
}

// recall sets the Reacher to the remembered search m from cube index
// start and returns its number of destinations. Only the labelled cubes
// are written: the accessors read no other (destinations and the cubes
// on their paths), and the next Search clears every label anyway.
func (s *Reacher) recall(a *Arena, start int, m *reachMemo) int {
	nodes := s.labels(a.Cubes())
	for _, mn := range m.nodes {
		nodes[mn.i] = mn.node
	}
	n := len(m.dests)
	copy(s.destBuf(n), m.dests)
	s.start = int32(start)
	s.reached, s.ndests, s.total, s.most = m.reached, int32(n), m.total, m.most
	return n
}
