package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// A mast (UF-TER-5, A22) gives cover to a model in its cube and blocks
// neither sight nor moves.
func TestMastCover(t *testing.T) {
	g := position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle", "red.1 warden 2,3")
	s, r := mdl(t, g, "blue.1"), mdl(t, g, "red.1")
	if g.inCover(s, r) {
		t.Fatal("cover in the open")
	}
	g.furn.masts[posOf(t, "2,3,0")] = true
	g.furn.masts[posOf(t, "2,1,0")] = true
	if !g.inCover(s, r) || !g.sees(s, r) {
		t.Fatal("a mast gives no cover, or blocks sight")
	}
	do(t, g, "blue.1 activate")
	if !has(g, "blue.1 move 2,1,0") {
		t.Fatal("a mast blocks a move")
	}
}

// Difficult terrain (UF-TER-2, A10): no move enters it; from a cube
// beside it a model pays 1 AP and is placed in any cube beside it; a
// piece spans at most 2 × 2 cubes (4 inches), which the data check
// enforces.
func TestDifficultTerrain(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 2,1", "red.1 warden 4,4")
	g.addPiece([]world.Pos{posOf(t, "1,2,0"), posOf(t, "2,2,0"), posOf(t, "3,2,0")})
	do(t, g, "blue.1 activate")
	if has(g, "blue.1 move 2,2,0") {
		t.Fatal("a move enters difficult terrain")
	}
	if !has(g, "blue.1 cross 0,3,0") || has(g, "blue.1 cross 2,2,0") || has(g, "blue.1 cross 2,4,0") {
		t.Fatal("the crossings are not the cubes beside the piece")
	}
	do(t, g, "blue.1 cross 2,3,0")
	if m := mdl(t, g, "blue.1"); m.Pos != posOf(t, "2,3,0") || m.AP != 1 {
		t.Fatalf("after crossing: %s with %d AP", m.Pos, m.AP)
	}
	if withinTwo([]world.Pos{posOf(t, "1,2,0"), posOf(t, "3,2,0")}) {
		t.Fatal("a piece 3 cubes long passes the data check")
	}
}

// The shipped arenas' furniture loads: masts and difficult pieces on
// standing cubes, no model deployed on a difficult piece.
func TestShippedFurniture(t *testing.T) {
	rs := newRuleset(t)
	for _, arena := range testArenas {
		g, err := rs.NewGame(rs.DefaultSetup(arena), 1)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.checkState(); err != nil {
			t.Fatal(err)
		}
	}
	g, _ := rs.NewGame(rs.DefaultSetup("streets"), 1)
	if len(g.furn.masts) != 14 || len(g.furn.pieces) != 6 {
		t.Fatalf("streets has %d masts and %d difficult pieces", len(g.furn.masts), len(g.furn.pieces))
	}
}
