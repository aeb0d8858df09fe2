package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Smoke Screen (data sheet) blocks the sight a cube attack needs: an
// Explosive shot (the Spotter's Strike Designator) may not be aimed
// through a smoked cube, while a Grenade open to the sky may still be
// lobbed over it (HF-SHT-5, Grenade).
func TestCubeSmokeBlocksAim(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 spotter 0,0,0").
		model("blue.2 skirmisher 0,1,0").
		model("red.1 operator 3,0,0").
		model("red.2 operator 3,1,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 shoot 3,0,0 with strike-designator") {
		t.Fatalf("no aim before the smoke: %v", texts(g.Legal()))
	}
	g.it.Smoke = []world.Pos{{X: 1, Y: 0}, {X: 1, Y: 1}}
	g.invalidate()
	if isLegal(g, "blue.1 shoot 3,0,0 with strike-designator") {
		t.Errorf("an Explosive shot aimed through smoke")
	}
	if s, _ := g.cubeReach(g.m("blue.2"), mustProfile(t, g, "cinder-launcher", ""), world.Pos{X: 3, Y: 1}); !s {
		t.Errorf("a grenade open to the sky cannot be lobbed over the smoke")
	}
}

// mustProfile is a weapon profile of the game's data.
func mustProfile(t *testing.T, g *Game, weapon, profile string) Profile {
	t.Helper()
	w := g.b.data.Weapons[weapon]
	if w == nil {
		t.Fatalf("no weapon %q", weapon)
	}
	p, ok := w.Profile(profile)
	if !ok {
		t.Fatalf("%s has no profile %q", weapon, profile)
	}
	return p
}
