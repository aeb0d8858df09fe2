package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The Move and Sprint actions of the active model are listed without their
// paths: most are never applied, and a random playout or a search that
// applies by index never reads them. The search that found them stays in
// Game.rs until the next list is built, so the path of the one applied is
// built then (lazyPath), and Legal fills in every path before it lends the
// list out (fillPaths). Their Cell points into the arena's own table of
// cubes (world.Reacher.ToPtr), which costs nothing to keep.

// appendLazyRouteActions appends an action of kind by model m to every
// destination of rs that costs at most limit, in the order of the
// destinations, with the destination as Cell and no Path yet.
func appendLazyRouteActions(out []rules.Action, rs *world.Reacher, m *model, kind string, limit int) []rules.Action {
	for i := range rs.Len() {
		if rs.Cost(i) <= limit {
			out = append(out, rules.Action{Seat: m.Seat, Kind: kind, Actor: m.ID, Cell: rs.ToPtr(i)})
		}
	}
	return out
}

// lazyPath is the path of a, a Move or Sprint of the current list listed
// without one: the cheapest path the list's search found to a.Cell. It is
// nil for anything else.
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

// fillPaths gives every Move and Sprint of list (the current list) its
// path, all of them in one allocation.
func (g *Game) fillPaths(list []rules.Action) {
	if g.rs == nil {
		return
	}
	total := 0
	for i := range list {
		if a := &list[i]; a.Path == nil && a.Cell != nil && isRoute(a.Kind) {
			if d := g.rs.Find(*a.Cell); d >= 0 {
				total += g.rs.Steps(d)
			}
		}
	}
	if total == 0 {
		return
	}
	buf := make([]world.Pos, 0, total)
	for i := range list {
		a := &list[i]
		if a.Path != nil || a.Cell == nil || !isRoute(a.Kind) {
			continue
		}
		if d := g.rs.Find(*a.Cell); d >= 0 {
			at := len(buf)
			buf = g.rs.AppendPath(buf, d)
			a.Path = buf[at:len(buf):len(buf)]
			a.Cell = &a.Path[len(a.Path)-1]
		}
	}
}

// isRoute reports whether an action of kind moves along a path.
func isRoute(kind string) bool { return kind == "move" || kind == "sprint" }

// ActionAt returns the i-th action of Legal (rules.ActionLister), writing
// out the path of that one move only; the listed action itself keeps none.
func (g *Game) ActionAt(i int) (rules.Action, error) {
	legal := g.legalActions()
	if i < 0 || i >= len(legal) {
		return rules.Action{}, rules.IndexError(i, len(legal))
	}
	a := legal[i]
	if a.Path == nil && isRoute(a.Kind) {
		if p := g.lazyPath(a); len(p) > 0 {
			a.Path = p[:len(p):len(p)]
			a.Cell = &a.Path[len(a.Path)-1]
		}
	}
	return a, nil
}
