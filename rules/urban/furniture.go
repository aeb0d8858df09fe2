package urban

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KindCross crosses a difficult piece (UF-TER-2): Cell is the cube beside
// the piece where the model is placed.
const KindCross = "cross"

// furniture is the urban furniture of the arena a game plays on: masts
// and difficult pieces (terrain.json). It never changes during a game:
// destroyed pieces are in the state (wreck.go).
type furniture struct {
	masts     map[world.Pos]bool
	pieces    [][]world.Pos
	difficult map[world.Pos]int    // cube to piece index
	material  map[world.Pos]string // a piece's own material by its mast cube or first cube; else its kind's
}

// placeFurniture reads the furniture of the setup's arena from the data;
// a custom arena has none. Cubes outside the arena or without a floor are
// refused.
func (g *Game) placeFurniture() error {
	g.furn = furniture{masts: map[world.Pos]bool{}, difficult: map[world.Pos]int{}, material: map[world.Pos]string{}}
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
		for s, id := range a.Materials {
			p, err := world.ParsePos(s)
			if err != nil {
				return fmt.Errorf("%s: arena %q: materials: %q: %v", TerrainFile, name, s, err)
			}
			if k, ok := g.furn.difficult[p]; ok {
				p = g.furn.pieces[k][0]
			}
			g.furn.material[p] = id
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

// isDifficult reports whether a cube is part of a difficult piece that
// stands (a wrecked car is no longer difficult: UF-DES-1).
func (g *Game) isDifficult(p world.Pos) bool {
	k, ok := g.furn.difficult[p]
	return ok && !g.wrecked(part{Pos: g.furn.pieces[k][0], Kind: partCar})
}

// mastAt reports whether a standing mast is in cube p (a destroyed one
// gives no cover: UF-DES-1).
func (g *Game) mastAt(p world.Pos) bool {
	return g.furn.masts[p] && !g.wrecked(part{Pos: p, Kind: partMast})
}

// crossings lists a model's crossings of difficult pieces (UF-TER-2, A10):
// from a cube beside a piece, for 1 AP, to any cube beside the same piece
// where it has room (placed in base contact anywhere on the piece).
func (g *Game) crossings(m *model) []rules.Action {
	seen := map[int]bool{}
	var out []rules.Action
	for _, s := range g.arena.Steps(m.Pos) {
		k, ok := g.furn.difficult[s.To]
		if !ok || seen[k] || !g.isDifficult(s.To) {
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
	g.emit(rules.Event{Kind: "move", Seat: m.Seat, Actor: m.ID, From: &from, To: &to}, func() rules.Msg { return rules.Say("UrbCrosses", "Model", m.ID, "At", to.String()) }, "%s crosses to %s", m.ID, to)
}
