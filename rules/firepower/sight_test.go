package firepower

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// at is cube x,y on level 0.
func at(x, y int) world.Pos { return world.Pos{X: x, Y: y} }

// FP-LOS-3: a fence (a low wall) between the firer and the target blocks
// sight when either is Prone, and not when both stand.
func TestFenceBlocksProneSight(t *testing.T) {
	g := position(t, open9, []string{"2,3 s"}, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,6 N")
	for _, c := range []struct {
		fromProne, toProne, want bool
	}{{false, false, true}, {true, false, false}, {false, true, false}, {true, true, false}} {
		if got := g.canSee(rules.Blue, at(2, 0), c.fromProne, at(2, 6), c.toProne); got != c.want {
			t.Errorf("prone %v/%v: sight %v, want %v", c.fromProne, c.toProne, got, c.want)
		}
	}
}

// FP-LOS-4, FP-LOS-5: a cube of friends on the firer's level blocks its
// sight when they stand as high as the firer or higher: Standing friends
// block a Standing firer, Prone friends do not; Prone friends block a
// Prone firer. Enemies never block.
func TestFriendsBlockSight(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "blue.2 rifleman 2,3 N", "red.1 rifleman 2,6 N", "red.2 rifleman 2,7 N")
	if g.canSee(rules.Blue, at(2, 0), false, at(2, 6), false) {
		t.Fatal("a Standing friend blocks a Standing firer")
	}
	if g.canSee(rules.Red, at(2, 7), false, at(2, 0), false) {
		t.Fatal("red.1 stands between red.2 and the target")
	}
	if !g.canSee(rules.Red, at(2, 6), false, at(2, 0), false) {
		t.Fatal("blue soldiers in between do not block red's sight (enemies never block)")
	}
	sol(t, g, "blue.2").Prone = true
	if !g.canSee(rules.Blue, at(2, 0), false, at(2, 6), false) {
		t.Fatal("a Prone friend does not block a Standing firer")
	}
	if g.canSee(rules.Blue, at(2, 0), true, at(2, 6), false) {
		t.Fatal("a Prone friend blocks a Prone firer")
	}
}

// FP-LOS-1, FP-LOS-6: sight is traced between cube centres; walls
// block; every tree or hedge cube crossed (not the ends) adds +1, and
// does not block.
func TestTreesHinder(t *testing.T) {
	g := position(t, []string{".....", "..T..", "..H..", ".....", "..T.."}, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,4 N")
	if !g.canSee(rules.Blue, at(2, 0), false, at(2, 4), false) {
		t.Fatal("trees and hedges do not block")
	}
	if n := g.hindrance(at(2, 0), at(2, 4)); n != 2 {
		t.Fatalf("hindrance %d, want 2 (the target's own trees do not count)", n)
	}
}
