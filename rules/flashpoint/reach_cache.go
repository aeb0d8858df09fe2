package flashpoint

import (
	"slices"

	"github.com/flashpoint-arena/flashpoint/world"
)

// moveSearch is the search behind the current list's Moves and Sprints
// (Game.rs) with what it was asked, so that the next list of a model in
// the same cube among the same models (after a Crouch, a shot that kills
// nobody, a command die) reads it again instead of searching anew. A
// search with a bigger budget serves a smaller one: the cheapest path to
// a cube, ties broken alike, does not depend on how far the search went
// beyond it, and the lists keep only the cubes within their limits
// (routeBlock).
type moveSearch struct {
	world.Reacher
	ok            bool
	from          world.Pos
	budget        int
	flight        bool
	flipX, flipY  bool
	nc, ns        int
	closed, stops moveCubes
}

// searchMoves searches the cubes model mi can reach within budget into
// g.rs, as reach does, unless g.rs already holds the same search with at
// least that budget, and returns how many destinations g.rs holds (some
// may cost more than budget).
func (g *Game) searchMoves(mi, budget int) int {
	if g.rs == nil {
		g.rs = new(moveSearch)
	}
	s := g.rs
	var closed, stops moveCubes
	r := g.moveRules(mi, &closed, &stops)
	from := g.models[mi].Pos
	if s.ok && s.from == from && budget <= s.budget && s.flight == r.Flight &&
		s.flipX == r.FlipX && s.flipY == r.FlipY &&
		slices.Equal(s.closed[:s.nc], r.Closed) && slices.Equal(s.stops[:s.ns], r.Stops) {
		return s.Len()
	}
	n := s.SearchMemo(g.b.arena, from, budget, r)
	s.ok, s.from, s.budget, s.flight, s.flipX, s.flipY = true, from, budget, r.Flight, r.FlipX, r.FlipY
	s.nc, s.ns = copy(s.closed[:], r.Closed), copy(s.stops[:], r.Stops)
	return n
}
