package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// NEC-LOOT-1: caskets go more than 12" (4 cubes) from every edge; on the
// standard 8x8 arena, which has no such cube, as far from the edges as it
// allows (3 cubes), never in a deployment zone.
func TestCasketPlacing(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("standard"), 1)
	if err != nil {
		t.Fatal(err)
	}
	cubes := g.casketCubes()
	if len(cubes) == 0 {
		t.Fatal("no cube for a casket")
	}
	for _, p := range cubes {
		if g.edgeCubes(p) != 3 {
			t.Fatalf("%s is %d cubes from an edge", p, g.edgeCubes(p))
		}
	}
	apply(t, g, "blue place "+cubes[0].String())
	if legal(g, "red place "+cubes[0].String()) {
		t.Fatal("red may place its casket on blue's")
	}
	apply(t, g, "red place "+cubes[1].String())
	if g.st.Step != stepPlay || len(g.st.Caskets) != 2 {
		t.Fatal("after both caskets the first round should begin")
	}
	wide := "arena Wide\nsize 10 10 1\nlevel 0\n+--+--+--+--+--+--+--+--+--+--+\n"
	for y := range 10 {
		row := "|#  #  #  #  #  #  #  #  #  # |\n"
		switch y {
		case 0:
			row = "|#b #B #  #  #  #  #  #  #  # |\n"
		case 9:
			row = "|#r #R #  #  #  #  #  #  #  # |\n"
		}
		wide += row
		if y < 9 {
			wide += "+  +  +  +  +  +  +  +  +  +  +\n"
		}
	}
	wide += "+--+--+--+--+--+--+--+--+--+--+\n"
	g2 := position(t, wide, fx{id: "blue.1", at: "0,0,0"}, fx{id: "red.1", at: "0,9,0"})
	for _, p := range g2.casketCubes() {
		if p.X < 4 || p.X > 5 || p.Y < 4 || p.Y > 5 {
			t.Fatalf("%s is within 12\" of an edge on a 30\" board", p)
		}
	}
}

// NEC-LOOT-3, NEC-LOOT-4: an Intelligence test (2D6 ≥ Int) opens a
// casket; a 3 is a valuable find: 10 credits and the casket is removed.
func TestOpenCasketWits(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "3,1,0"}, fx{id: "red.1", at: "7,2,0"})
	g.st.Caskets = []casket{{Pos: g.st.Fighters[0].Pos}}
	g.legal = nil
	s := script(g, 3, 4, 3)
	apply(t, g, "blue.1 open (wits)")
	used(t, s)
	if len(g.st.Caskets) != 0 || g.st.Credits[0] != 10 {
		t.Fatalf("caskets %v, credits %v", g.st.Caskets, g.st.Credits)
	}
}

// NEC-LOOT-3, NEC-LOOT-4, A4: forcing (D6 + S ≥ 6) takes 1 from the
// contents; 2 - 1 is Dangerous contents, and a second 1 sets off a 3"
// blast on the casket's cube (S3, Knockback) that hits the fighter there.
// A Pinned fighter may open a casket too.
func TestForceCasketDangerous(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "3,1,0", status: Pinned}, fx{id: "red.1", at: "7,2,0"})
	g.st.Caskets = []casket{{Pos: g.st.Fighters[0].Pos}}
	g.legal = nil
	s := script(g, 3, 2, 1, 1)
	apply(t, g, "blue.1 open (force)")
	used(t, s)
	if len(g.st.Caskets) != 0 {
		t.Fatal("dangerous contents remove the casket")
	}
	if got := max(1, 1-1); got != 1 {
		t.Fatal("a forced 1 counts as 1 (A4)")
	}
}

// NEC-LOOT-4: a 5 or 6 is an ammo cache: the casket stays as a cache.
func TestCasketAmmoCache(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "3,1,0"}, fx{id: "red.1", at: "7,2,0"})
	g.st.Caskets = []casket{{Pos: g.st.Fighters[0].Pos}}
	g.legal = nil
	s := script(g, 6, 6, 5)
	apply(t, g, "blue.1 open (wits)")
	used(t, s)
	if len(g.st.Caskets) != 1 || !g.st.Caskets[0].Cache || g.st.Credits[0] != 10 {
		t.Fatalf("caskets %v, credits %v", g.st.Caskets, g.st.Credits)
	}
}

// NEC-LOOT-2, NEC-AMMO-3, G9: a fighter in a casket's or cache's cube may
// drag it along at half speed: one cube a Move, no low wall, no climb.
func TestDragCasket(t *testing.T) {
	g := position(t, coverArena, fx{id: "blue.1", at: "5,1,0"}, fx{id: "red.1", at: "7,2,0"})
	g.st.Caskets = []casket{{Pos: g.st.Fighters[0].Pos}, {Pos: world.Pos{X: 4, Y: 2}, Cache: true}}
	g.legal = nil
	if legal(g, "blue.1 move 6,1,0 (drag)") || legal(g, "blue.1 move 4,2,0 (drag)") {
		t.Fatal("a casket was dragged over a low wall or onto another")
	}
	apply(t, g, "blue.1 move 4,1,0 (drag)")
	if g.st.Caskets[0].Pos != (world.Pos{X: 4, Y: 1}) || g.st.Fighters[0].Pos != g.st.Caskets[0].Pos {
		t.Fatalf("the casket at %s", g.st.Caskets[0].Pos)
	}
	apply(t, g, "blue.1 move 3,0,0")
	g.st.Fighters[0].Activated = false
	g.st.Turn = 0
	g.activate(0)
	g.st.Fighters[0].Pos = world.Pos{X: 4, Y: 2}
	g.legal = nil
	apply(t, g, "blue.1 move 3,2,0 (drag)")
	if !g.st.Caskets[1].Cache || g.st.Caskets[1].Pos != (world.Pos{X: 3, Y: 2}) {
		t.Fatal("the ammo cache was not dragged")
	}
}
