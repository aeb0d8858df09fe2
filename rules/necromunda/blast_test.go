package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// NEC-BLST-1, NEC-BLST-2, G6, A11: a Blast 5" template covers the
// target's cube and its four orthogonal neighbours; a hit (cover ignored)
// hits everyone under it once, not the fighter diagonally beside it.
func TestBlastTemplateHits(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0", weapons: []string{"blast-launcher"}},
		fx{id: "red.1", at: "4,1,0"}, fx{id: "red.2", at: "4,0,0"}, fx{id: "red.3", at: "5,1,0"}, fx{id: "red.4", at: "5,0,0"})
	s := script(g, 4, 1, 1, 1, 1) // hit 4+, FP 1; three wound rolls of 1
	apply(t, g, "blue.1 shoot red.1 with blast-launcher")
	used(t, s)
	for _, id := range []string{"red.1", "red.2", "red.3"} {
		if f := fighterOf(t, g, id); f.Status != Pinned {
			t.Fatalf("%s under the template is %v", id, f.Status)
		}
	}
	if f := fighterOf(t, g, "red.4"); f.Status != Active {
		t.Fatal("red.4, diagonal to the centre, was hit")
	}
	if got := g.templateCubes(world.Pos{X: 4, Y: 1}, 3); len(got) != 1 {
		t.Fatalf("a 3\" blast covers %d cubes, want 1", len(got))
	}
}

// NEC-BLST-2, G6: a missed blast scatters ⌈D6/2⌉ cubes in a D8
// direction and hits whoever is under it there; it never strays.
func TestBlastScatters(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0", weapons: []string{"blast-launcher"}},
		fx{id: "red.1", at: "4,1,0"}, fx{id: "red.3", at: "7,1,0"}, fx{id: "blue.2", at: "2,1,0", status: Pinned})
	s := script(g, 1, 1, 4, 3, 1) // miss, FP 1; scatter 4 → 2 cubes, 3 → east: centre 6,1; red.3 at 7,1 is under; wound 1
	apply(t, g, "blue.1 shoot red.1 with blast-launcher")
	used(t, s)
	if f := fighterOf(t, g, "red.3"); f.Status != Pinned {
		t.Fatalf("red.3 under the scattered blast is %v", f.Status)
	}
	if f := fighterOf(t, g, "red.1"); f.Status != Active {
		t.Fatal("the scattered blast hit red.1")
	}
}

// G7: a Template weapon hits everyone on its line to the target and in
// the target's cube, friends too, with no hit roll.
func TestTemplateWeapon(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0", weapons: []string{"scorcher"}},
		fx{id: "blue.2", at: "1,1,0"}, fx{id: "red.1", at: "3,1,0"}, fx{id: "red.2", at: "2,1,0"}, fx{id: "red.3", at: "7,2,0"})
	s := script(g, 1, 1, 1, 1) // FP 1; three wound rolls
	apply(t, g, "blue.1 shoot red.1 with scorcher")
	used(t, s)
	for _, id := range []string{"blue.2", "red.1", "red.2"} {
		if f := fighterOf(t, g, id); f.Status != Pinned {
			t.Fatalf("%s on the template's line is %v", id, f.Status)
		}
	}
}
