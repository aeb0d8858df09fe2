package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The Move and Sprint actions of the active model are not built when the
// list is: most are never applied, and a random playout or a search that
// applies by index never reads them. The list keeps only their numbers
// (routeBlock) in front of its other actions, and the search that found
// them stays in Game.rs until the next list is built. An action is made
// when someone asks for it (listed, findRoute), with its destination as
// Cell, pointing into the arena's own table of cubes
// (world.Reacher.ToPtr), and without its Path: the path of the one
// applied is built then (lazyWalk), and Legal writes out the whole list,
// every path included, only when it lends the list out (lentList).

// routeBlock is how many Moves and Sprints stand at the front of the
// current list: a Move to every destination of Game.rs that costs at most
// moveLimit, then a Sprint to every one within sprintLimit, in the order
// of the destinations. A limit is -1 when that kind is not allowed.
type routeBlock struct {
	moves, sprints         int
	moveLimit, sprintLimit int
	model                  int // index of the moving model
}

// n is the number of actions in the block.
func (r *routeBlock) n() int { return r.moves + r.sprints }

// setRoutes records the Moves and Sprints of model mi to the destinations
// of rs within the limits (-1: none of that kind) as the block of the
// list being built.
func (g *Game) setRoutes(mi int, rs *world.Reacher, moveLimit, sprintLimit int) {
	g.routes = routeBlock{
		moves:       countWithin(rs, moveLimit),
		sprints:     countWithin(rs, sprintLimit),
		moveLimit:   moveLimit,
		sprintLimit: sprintLimit,
		model:       mi,
	}
}

// countWithin is the number of destinations of rs that cost at most
// limit.
func countWithin(rs *world.Reacher, limit int) int {
	if limit >= rs.MaxCost() {
		return rs.Len()
	}
	n := 0
	for i := range rs.Len() {
		if rs.Cost(i) <= limit {
			n++
		}
	}
	return n
}

// nthWithin is the index in rs of the k-th destination (from 0) that
// costs at most limit, of the count such destinations there are.
func nthWithin(rs *world.Reacher, k, limit, count int) int {
	if count == rs.Len() {
		return k // every destination is within the limit
	}
	for i := range rs.Len() {
		if rs.Cost(i) <= limit {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return -1
}

// numLegal is the length of the current list, its block of routes
// included.
func (g *Game) numLegal() int { return len(g.legalActions()) + g.routes.n() }

// listed returns the i-th action of the current list (0 <= i <
// numLegal()); a Move or Sprint of the block comes without its Path.
func (g *Game) listed(i int) rules.Action {
	legal := g.legalActions()
	r := &g.routes
	if i >= r.n() {
		return legal[i-r.n()]
	}
	kind, k, limit, count := "move", i, r.moveLimit, r.moves
	if i >= r.moves {
		kind, k, limit, count = "sprint", i-r.moves, r.sprintLimit, r.sprints
	}
	return g.routeAction(kind, nthWithin(&g.rs.Reacher, k, limit, count))
}

// routeAction is the action of kind by the block's model to destination
// d of Game.rs, without its Path.
func (g *Game) routeAction(kind string, d int) rules.Action {
	m := &g.models[g.routes.model]
	return rules.Action{Seat: m.Seat, Kind: kind, Actor: m.ID, Cell: g.rs.ToPtr(d)}
}

// findRoute returns the action of the current block that a names (as
// sameAction compares them), and whether there is one.
func (g *Game) findRoute(a *rules.Action) (rules.Action, bool) {
	r := &g.routes
	if r.n() == 0 || a.Cell == nil || a.Target != "" || a.Weapon != "" || a.Option != "" {
		return rules.Action{}, false
	}
	limit := r.moveLimit
	switch a.Kind {
	case "move":
	case "sprint":
		limit = r.sprintLimit
	default:
		return rules.Action{}, false
	}
	m := &g.models[r.model]
	if a.Seat != m.Seat || a.Actor != m.ID {
		return rules.Action{}, false
	}
	d := g.rs.Find(*a.Cell)
	if d < 0 || g.rs.Cost(d) > limit {
		return rules.Action{}, false
	}
	return g.routeAction(a.Kind, d), true
}

// lazyPath is the path of a, a Move or Sprint of the current block: the
// cheapest path the block's search found to a.Cell. It is nil for
// anything else.
func (g *Game) lazyPath(a rules.Action) []world.Pos {
	return g.lazyWalk(a, nil)
}

// lazyWalk is lazyPath(a) after the cubes of before, in one allocation
// (nil when a has no path to build): doMove builds a walk's start and path
// together, as the pickup rules keep both (walked).
func (g *Game) lazyWalk(a rules.Action, before []world.Pos) []world.Pos {
	if g.rs == nil || a.Cell == nil {
		return nil
	}
	i := g.rs.Find(*a.Cell)
	if i < 0 {
		return nil
	}
	out := g.rs.AppendPath(append(make([]world.Pos, 0, len(before)+g.rs.Steps(i)), before...), i)
	return out[:len(out):len(out)]
}

// lentList is the current list written out in full for Legal, in the
// game's lent buffer: the block's Moves and Sprints with their paths (all
// of them in one allocation, a Move and a Sprint to the same cube sharing
// theirs), then the other actions. It is built once per decision.
func (g *Game) lentList() []rules.Action {
	legal := g.legalActions()
	r := &g.routes
	if r.n() == 0 {
		return legal
	}
	if g.lentOK {
		return g.lent
	}
	rs := &g.rs.Reacher
	most := max(r.moveLimit, r.sprintLimit) // the search may have gone further (reach_cache.go)
	total := 0
	for i := range rs.Len() {
		if rs.Cost(i) <= most {
			total += rs.Steps(i)
		}
	}
	paths := make([]world.Pos, 0, total)
	for i := range rs.Len() {
		if rs.Cost(i) <= most {
			paths = rs.AppendPath(paths, i)
		}
	}
	m := &g.models[r.model]
	out := g.lent[:0]
	for _, kind := range [2]string{"move", "sprint"} {
		limit := r.moveLimit
		if kind == "sprint" {
			limit = r.sprintLimit
		}
		at := 0
		for i := range rs.Len() {
			c, n := rs.Cost(i), rs.Steps(i)
			if c > most {
				continue
			}
			path := paths[at : at+n : at+n]
			at += n
			if c <= limit {
				out = append(out, rules.Action{Seat: m.Seat, Kind: kind, Actor: m.ID, Cell: &path[n-1], Path: path})
			}
		}
	}
	out = append(out, legal...)
	g.lent, g.lentOK = out, true
	return out
}

// isRoute reports whether an action of kind moves along a path.
func isRoute(kind string) bool { return kind == "move" || kind == "sprint" }

// ActionAt returns the i-th action of Legal (rules.ActionLister), writing
// out the path of that one move only; the list itself keeps none.
func (g *Game) ActionAt(i int) (rules.Action, error) {
	if n := g.numLegal(); i < 0 || i >= n {
		return rules.Action{}, rules.IndexError(i, n)
	}
	a := g.listed(i)
	if a.Path == nil && isRoute(a.Kind) {
		if p := g.lazyPath(a); len(p) > 0 {
			a.Path = p[:len(p):len(p)]
			a.Cell = &a.Path[len(a.Path)-1]
		}
	}
	return a, nil
}
