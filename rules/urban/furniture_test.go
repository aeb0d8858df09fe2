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

// A mast can be destroyed (UF-DES-1, UF-DES-2): a Heavy blow from the next
// cube against its material (lamp posts iron, ARM 8); its debris flies on
// beyond it in the blow's direction (UF-DES-3, A21) and it gives no more
// cover, shown as rubble.
func TestSmashAMast(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 2,1 gear=axe", "blue.2 lamplighter 0,2 gear=rifle",
		"red.1 warden 2,2", "red.2 warden 2,3")
	g.furn.masts[posOf(t, "2,2,0")] = true
	s, r := mdl(t, g, "blue.2"), mdl(t, g, "red.1")
	if !g.inCover(s, r) {
		t.Fatal("the mast gives no cover")
	}
	do(t, g, "blue.1 activate")
	dice(g, 6, 6, 1, 1) // 12 + 4 + 3 = 19 against ARM 8: destroyed; debris 2 + 9 = 11 - ARM 6 = 5
	ev := do(t, g, "blue.1 smash 2,2,0 with axe (mast)")
	if g.inCover(s, r) || !hasToken(g, "rubble", "2,2,0") || hasToken(g, "mast", "2,2,0") {
		t.Fatalf("the destroyed mast still covers, or shows: %v", ev)
	}
	wantWounds(t, g, "red.1", 0)
	wantWounds(t, g, "red.2", 5)
	if has(g, "blue.1 smash 2,2,0 with axe (mast)") {
		t.Fatal("a destroyed mast may be struck again")
	}
}

// A car can be destroyed by a spell (UF-DES-1, UF-DES-2): cast at a cube
// of it, against its material (iron, ARM 8); the debris flies on beyond
// the car in the direction from the caster (UF-DES-3), and the wreck is
// no more difficult terrain (UF-TER-2): moves enter it, no crossing.
func TestSpellWrecksACar(t *testing.T) {
	g := position(t, open5, nil, "blue.1 adept 0,0 spells=fire-bolt", "blue.2 warden 1,2", "red.1 warden 3,3", "red.2 warden 4,0")
	g.addPiece([]world.Pos{posOf(t, "2,2,0"), posOf(t, "3,2,0")})
	do(t, g, "blue.1 activate")
	do(t, g, "blue.2 activate")
	if has(g, "blue.2 move 2,2,0") || !has(g, "blue.2 cross 4,2,0") || has(g, "blue.1 cast 3,2,0 with fire-bolt (car)") {
		t.Fatal("the car is not difficult, or is offered twice")
	}
	dice(g, 4, 4, 6, 6, 1, 1) // 8: success; 12 + 3 + 3 = 18 against 8: destroyed; debris 11 - 6 = 5
	do(t, g, "blue.1 cast 2,2,0 with fire-bolt (car)")
	wantWounds(t, g, "red.1", 5)
	if !has(g, "blue.2 move 2,2,0") || has(g, "blue.2 cross 4,2,0") || !hasToken(g, "rubble", "3,2,0") {
		t.Fatal("the wrecked car is still difficult, or shows no rubble")
	}
}

// The arena's entry may give a piece its own material (UF-DES-1): Market
// Row's mast at 1,2,0 is a wooden tree (ARM 6), the one at 3,2,0 an iron
// lamp post (ARM 8); its one-cube piece at 0,2,0 a wooden shrub, the
// piece at 2,5,0 and 2,6,0 an iron parked car.
func TestFurnitureMaterials(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.prepare(rs.DefaultSetup("streets"), 1)
	if err != nil {
		t.Fatal(err)
	}
	tree, post := part{Pos: posOf(t, "1,2,0"), Kind: partMast}, part{Pos: posOf(t, "3,2,0"), Kind: partMast}
	if g.material(tree).ARM != 6 || g.material(post).ARM != 8 || g.mastName(tree.Pos) != "Tree" || g.mastName(post.Pos) != "Lamp post" {
		t.Fatalf("tree %+v, lamp post %+v", g.material(tree), g.material(post))
	}
	shrub, car := part{Pos: posOf(t, "0,2,0"), Kind: partCar}, part{Pos: posOf(t, "2,5,0"), Kind: partCar}
	if g.material(shrub).ARM != 6 || g.material(car).ARM != 8 || g.pieceName(shrub.Pos) != "Shrub" || g.pieceName(posOf(t, "2,6,0")) != "Parked car" {
		t.Fatalf("shrub %+v, car %+v", g.material(shrub), g.material(car))
	}
}
