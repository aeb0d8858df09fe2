package urban

import (
	"slices"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// wrecked reports whether a part was destroyed.
func (g *Game) wrecked(p part) bool { return slices.Contains(g.st.Broken, p) }

// isFurniture reports whether a part names a mast or a car of the arena
// (by its first cube), destroyed or not.
func (g *Game) isFurniture(p part) bool {
	if p.Dir != 0 {
		return false
	}
	switch p.Kind {
	case partMast:
		return g.furn.masts[p.Pos]
	case partCar:
		k, ok := g.furn.difficult[p.Pos]
		return ok && g.furn.pieces[k][0] == p.Pos
	}
	return false
}

// furnitureAt is the standing mast (opt "mast") or car (opt "car") in
// cube c; ok is false when there is none.
func (g *Game) furnitureAt(c world.Pos, opt string) (part, bool) {
	switch opt {
	case partMast:
		return part{Pos: c, Kind: partMast}, g.mastAt(c)
	case partCar:
		if k, ok := g.furn.difficult[c]; ok && g.isDifficult(c) {
			return part{Pos: g.furn.pieces[k][0], Kind: partCar}, true
		}
	}
	return part{}, false
}

// furnitureMaterial is the material of a mast or a car: the arena's word
// for the piece (terrain.json `materials`), else its kind's.
func (g *Game) furnitureMaterial(p part) string {
	if id, ok := g.furn.material[p.Pos]; ok {
		return id
	}
	if p.Kind == partMast {
		return g.data.Terrain.Mast
	}
	return g.data.Terrain.Car
}

// furnitureOptions lists the blows or casts at the standing furniture in
// cubes cs (UF-DES-1): the mast in a cube, and each car once, at the
// first of its cubes listed; mk makes the action at a cube with an option.
func (g *Game) furnitureOptions(cs []world.Pos, mk func(c world.Pos, opt string) rules.Action) []rules.Action {
	var out []rules.Action
	cars := map[world.Pos]bool{}
	for _, c := range cs {
		if _, ok := g.furnitureAt(c, partMast); ok {
			out = append(out, mk(c, partMast))
		}
		if p, ok := g.furnitureAt(c, partCar); ok && !cars[p.Pos] {
			cars[p.Pos] = true
			out = append(out, mk(c, partCar))
		}
	}
	return out
}

// breakFurniture destroys a mast or a car (UF-DES-2): a destroyed mast
// gives no more cover, a destroyed car is no more difficult terrain; the
// debris flies on beyond the piece from cube at, the cube struck, in the
// blow's direction from cube from (the Spray template, A21), or strikes
// the cube struck when the blow comes from within it or no cube lies
// beyond (the AOE 3" fallback).
func (g *Game) breakFurniture(m *model, pt part, at, from world.Pos, mat *Material, total int, burning bool) {
	g.st.Broken = append(g.st.Broken, pt)
	if err := g.buildArena(); err != nil { // it stood in the arena the game plays on: not expected
		g.st.Broken = g.st.Broken[:len(g.st.Broken)-1]
		return
	}
	g.putOut(pt)
	g.emit(rules.Event{Kind: "terrain", Seat: m.Seat, Actor: m.ID, To: &at}, func() rules.Msg {
		return rules.Say("UrbFurnitureDestroyed", "Material", strings.ToLower(mat.Name), "Piece", g.furnitureName(pt), "At", at.String())
	}, "The %s %s at %s is destroyed", strings.ToLower(mat.Name), g.furnitureName(pt), at)
	var cubes []world.Pos
	if d, ok := world.DirTowards(from, at); ok {
		c := at
		for g.onPiece(pt, c) {
			c = c.Add(d.Delta())
		}
		for k := 0; k < g.data.Terrain.DebrisCubes && g.arena.In(c); c, k = c.Add(d.Delta()), k+1 {
			cubes = append(cubes, c)
		}
	}
	if len(cubes) == 0 {
		cubes = []world.Pos{at}
	}
	g.debris(m, cubes, total/2, burning)
}

// onPiece reports whether cube c is a cube of the furniture piece p.
func (g *Game) onPiece(p part, c world.Pos) bool {
	if p.Kind == partMast {
		return c == p.Pos
	}
	k, ok := g.furn.difficult[c]
	return ok && g.furn.pieces[k][0] == p.Pos
}

// mastName is what a mast is called: a wooden one is a tree, the others
// lamp posts.
func (g *Game) mastName(p world.Pos) string {
	if g.furnitureMaterial(part{Pos: p, Kind: partMast}) == "wood" {
		return "Tree"
	}
	return "Lamp post"
}

// furnitureName is what a mast or difficult piece is called, in lower
// case: "lamp post", "tree", "parked car", "shrub".
func (g *Game) furnitureName(pt part) string {
	if pt.Kind == partMast {
		return strings.ToLower(g.mastName(pt.Pos))
	}
	return strings.ToLower(g.pieceName(pt.Pos))
}

// pieceName is what a difficult piece is called: a wooden one is a
// shrub, the others parked cars.
func (g *Game) pieceName(p world.Pos) string {
	k := g.furn.difficult[p]
	if g.furnitureMaterial(part{Pos: g.furn.pieces[k][0], Kind: partCar}) == "wood" {
		return "Shrub"
	}
	return "Parked car"
}

// furnitureTokens shows the masts and difficult pieces, and the rubble of
// the destroyed ones.
func (g *Game) furnitureTokens() []rules.Token {
	var out []rules.Token
	for i := 0; i < g.arena.Cubes(); i++ {
		p := g.arena.PosAt(i)
		if g.furn.masts[p] {
			name := g.mastName(p)
			if g.mastAt(p) {
				kind := rules.TokenMast
				if name == "Tree" {
					kind = rules.TokenTree
				}
				out = append(out, rules.Token{Kind: kind, Label: name, Pos: p, Seat: rules.NoSeat, LabelMsg: rules.Say("UrbPieceName", "Name", name),
					Help: "A mast: gives cover to a model in its cube, blocks neither sight nor moves.", HelpMsg: rules.Say("UrbMastHelp")})
			} else {
				out = append(out, rules.Token{Kind: rules.TokenRubble, Label: "Fallen " + strings.ToLower(name), Pos: p, Seat: rules.NoSeat,
					LabelMsg: rules.Say("UrbFallenMast", "Name", strings.ToLower(name)),
					Help:     "A mast stood here until it was destroyed: it gives no cover now.", HelpMsg: rules.Say("UrbFallenMastHelp")})
			}
		}
		if _, ok := g.furn.difficult[p]; !ok {
			continue
		}
		name := g.pieceName(p)
		if g.isDifficult(p) {
			kind := rules.TokenVehicle
			if name == "Shrub" {
				kind = "terrain"
			}
			out = append(out, rules.Token{Kind: kind, Label: name, Pos: p, Seat: rules.NoSeat, LabelMsg: rules.Say("UrbPieceName", "Name", name),
				Help: "Difficult terrain: no move enters it; from beside it, 1 AP crosses to any cube beside it.", HelpMsg: rules.Say("UrbDifficultHelp")})
		} else {
			out = append(out, rules.Token{Kind: rules.TokenRubble, Label: "Wrecked " + strings.ToLower(name), Pos: p, Seat: rules.NoSeat,
				LabelMsg: rules.Say("UrbWrecked", "Name", strings.ToLower(name)),
				Help:     "This piece stood here until it was destroyed: models move through freely now.", HelpMsg: rules.Say("UrbWreckedHelp")})
		}
	}
	return out
}
