package urban

import (
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KindCross crosses a difficult piece (UF-TER-2): Cell is the cube beside
// the piece where the model is placed.
const KindCross = "cross"

// furniture is the urban furniture of the arena a game plays on: masts
// and difficult pieces (terrain.json). It never changes during a game.
type furniture struct {
	masts     map[world.Pos]bool
	trees     map[world.Pos]bool // the masts that are trees, not lamp posts
	pieces    [][]world.Pos
	difficult map[world.Pos]int // cube to piece index
}

// placeFurniture reads the furniture of the setup's arena from the data;
// a custom arena has none. Cubes outside the arena or without a floor are
// refused.
func (g *Game) placeFurniture() error {
	g.furn = furniture{masts: map[world.Pos]bool{}, trees: map[world.Pos]bool{}, difficult: map[world.Pos]int{}}
	if g.setup.ArenaText != "" {
		return nil
	}
	name := g.setup.Arena
	if name == "" {
		name = DefaultArena
	}
	for _, a := range g.data.Terrain.Arenas {
		if a.Arena != name {
			continue
		}
		for _, s := range a.Masts {
			p, err := world.ParsePos(s)
			if err != nil || !g.base.Standable(p) {
				return fmt.Errorf("%s: arena %q: mast %q is no standing cube of the arena", TerrainFile, name, s)
			}
			g.furn.masts[p] = true
			g.furn.trees[p] = slices.Contains(a.Trees, s)
		}
		for _, piece := range a.Difficult {
			var ps []world.Pos
			for _, s := range piece {
				p, err := world.ParsePos(s)
				if err != nil || !g.base.Standable(p) {
					return fmt.Errorf("%s: arena %q: difficult cube %q is no standing cube of the arena", TerrainFile, name, s)
				}
				ps = append(ps, p)
			}
			g.addPiece(ps)
		}
	}
	return nil
}

// addPiece adds a difficult piece.
func (g *Game) addPiece(ps []world.Pos) {
	for _, p := range ps {
		g.furn.difficult[p] = len(g.furn.pieces)
	}
	g.furn.pieces = append(g.furn.pieces, ps)
}

// isDifficult reports whether a cube is part of a difficult piece.
func (g *Game) isDifficult(p world.Pos) bool {
	_, ok := g.furn.difficult[p]
	return ok
}

// crossings lists a model's crossings of difficult pieces (UF-TER-2, A10):
// from a cube beside a piece, for 1 AP, to any cube beside the same piece
// where it has room (placed in base contact anywhere on the piece).
func (g *Game) crossings(m *model) []rules.Action {
	seen := map[int]bool{}
	var out []rules.Action
	for _, s := range g.arena.Steps(m.Pos) {
		k, ok := g.furn.difficult[s.To]
		if !ok || seen[k] {
			continue
		}
		seen[k] = true
		dests := map[world.Pos]bool{}
		for _, c := range g.furn.pieces[k] {
			for _, t := range g.arena.Steps(c) {
				if !g.isDifficult(t.To) && t.To != m.Pos && !dests[t.To] && g.room(m, t.To) {
					dests[t.To] = true
				}
			}
		}
		for i := 0; i < g.arena.Cubes(); i++ {
			if p := g.arena.PosAt(i); dests[p] {
				out = append(out, rules.Action{Seat: m.Seat, Kind: KindCross, Actor: m.ID, Cell: &p})
			}
		}
	}
	return out
}

// cross carries out a crossing.
func (g *Game) cross(m *model, to world.Pos) {
	defer g.spend(m, 1)
	from := m.Pos
	m.Pos = to
	g.emit(rules.Event{Kind: "move", Seat: m.Seat, Actor: m.ID, From: &from, To: &to}, "%s crosses to %s", m.ID, to)
}

// furnitureTokens shows the masts and difficult pieces.
func (g *Game) furnitureTokens() []rules.Token {
	var out []rules.Token
	for i := 0; i < g.arena.Cubes(); i++ {
		p := g.arena.PosAt(i)
		if g.furn.masts[p] {
			label := "Lamp post"
			if g.furn.trees[p] {
				label = "Tree"
			}
			out = append(out, rules.Token{Kind: "mast", Label: label, Pos: p, Seat: rules.NoSeat,
				Help: "A mast: gives cover to a model in its cube, blocks neither sight nor moves."})
		}
		if k, ok := g.furn.difficult[p]; ok {
			label := "Parked car"
			if len(g.furn.pieces[k]) == 1 {
				label = "Shrub"
			}
			out = append(out, rules.Token{Kind: "difficult", Label: label, Pos: p, Seat: rules.NoSeat,
				Help: "Difficult terrain: no move enters it; from beside it, 1 AP crosses to any cube beside it."})
		}
	}
	return out
}
