package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// A melee attack with a Heavy weapon damages a wall of its own cube
// (UF-DES-1, A20): the damage roll, 2d6 + STR + POW, against the
// material's ARM (concrete 10); one wound destroys it (UF-DES-2); the
// debris strikes the cubes beyond in the blow's direction (the Spray
// template, A21) with strength half the damage roll's sum (UF-DES-3).
// The wall's loss is part of the game: sight and moves follow it, and it
// survives saving and loading (on a grid deep enough for UF-GEN-2).
func TestDestroyAWall(t *testing.T) {
	g := position(t, openRows(9), []string{"2,1 s wall"}, "blue.1 warden 2,1 gear=axe", "blue.2 lamplighter 2,0 gear=rifle",
		"red.1 warden 2,2", "red.2 warden 2,3")
	b, r := mdl(t, g, "blue.2"), mdl(t, g, "red.1")
	if g.sees(b, r) {
		t.Fatal("a model is seen through a wall")
	}
	do(t, g, "blue.1 activate")
	if has(g, "blue.1 move 2,2,0") || has(g, "blue.1 smash 2,0,0 with axe") {
		t.Fatal("a move through a wall, or a blow at open ground")
	}
	dice(g, 1, 1) // 2 + 4 + 3 = 9 against ARM 10: the wall stands
	do(t, g, "blue.1 smash 2,2,0 with axe")
	if len(g.st.Broken) != 0 {
		t.Fatal("9 against ARM 10 broke the wall")
	}
	dice(g, 6, 6, 1, 1) // 12 + 7 = 19: destroyed; debris 2 + 9 = 11 - ARM 6 = 5
	ev := do(t, g, "blue.1 smash 2,2,0 with axe")
	if len(g.st.Broken) != 1 || g.Arena().Side(posOf(t, "2,1,0"), world.South) != world.Open {
		t.Fatalf("the wall stands: %v", ev)
	}
	wantWounds(t, g, "red.1", 5)
	wantWounds(t, g, "red.2", 5)
	if !g.sees(b, r) {
		t.Fatal("sight does not follow the destroyed wall")
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := newRuleset(t).LoadGame(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Hash() != g.Hash() || back.Arena().Side(posOf(t, "2,1,0"), world.South) != world.Open {
		t.Fatal("the destroyed wall does not survive saving")
	}
	if g.base.Side(posOf(t, "2,1,0"), world.South) != world.Wall {
		t.Fatal("the shared arena was changed")
	}
	do(t, g, "red.1 activate")
	if !has(g, "red.1 move 2,1,0") {
		t.Fatal("moves do not follow the destroyed wall")
	}
	_ = rules.Red
}

// A low wall is wood (ARM 6) and the board edge cannot be broken.
func TestLowWallIsWood(t *testing.T) {
	g := position(t, open5, []string{"2,0 s"}, "blue.1 warden 2,0 gear=axe", "red.1 warden 4,4")
	do(t, g, "blue.1 activate")
	if has(g, "blue.1 smash 2,-1,0 with axe") {
		t.Fatal("the board edge may be broken")
	}
	dice(g, 1, 1, 1, 1) // 9 against ARM 6: destroyed; the debris strikes empty cubes
	do(t, g, "blue.1 smash 2,1,0 with axe")
	if len(g.st.Broken) != 1 {
		t.Fatal("a low wall withstood 9")
	}
}

// Spells damage terrain too (UF-DES-1): Fire Bolt at a wall of a cube the
// caster sees, its damage roll 2d6 + POW + INT against the material's
// ARM; one wound destroys the wall (UF-DES-2) and the debris flies on
// beyond it (UF-DES-3).
func TestSpellBreaksAWall(t *testing.T) {
	g := position(t, open5, []string{"2,1 s"}, "blue.1 adept 2,0 spells=fire-bolt", "red.1 warden 2,2", "red.2 warden 4,4")
	do(t, g, "blue.1 activate")
	if has(g, "blue.1 cast 2,1,0 with fire-bolt (wall n)") {
		t.Fatal("a cast at an open side")
	}
	dice(g, 4, 4, 3, 3, 1, 1) // 8 succeeds; 6 + 3 + 3 = 12 against wood's 6: destroyed; debris 2 + 6 = 8 - 6 = 2
	do(t, g, "blue.1 cast 2,1,0 with fire-bolt (wall s)")
	if len(g.st.Broken) != 1 || g.Arena().Side(posOf(t, "2,1,0"), world.South) != world.Open {
		t.Fatal("the spell did not break the wall")
	}
	wantWounds(t, g, "red.1", 2)
}
