package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// The evaluation counts a Gunner's Grenade Launcher as a threat (cube
// attacks), so the computer players value it; a spent Sticky Grenade is
// worth nothing.
func TestCubeEvalThreat(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("blue.2 mercenary 0,0,0 weapons=mercenary-fists+sticky-grenade").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	r := &evalRun{g: g, dists: &distMemo{}}
	if w := g.shotWorth(0, g.modelIndex("red.1"), world.ClearShot, r); w <= 0 {
		t.Errorf("the Gunner's cube attack should be worth something, got %v", w)
	}
	if got := g.longestRange(g.m("blue.1")); got != 4 {
		t.Errorf("the Gunner reaches 4 cubes, got %d", got)
	}
	merc := g.modelIndex("blue.2")
	if w := g.cubeWorth(merc, g.modelIndex("red.1"), r); w <= 0 {
		t.Errorf("the Sticky Grenade should be worth something, got %v", w)
	}
	g.m("blue.2").weaponSlot("sticky-grenade").Used = 1
	if w := g.cubeWorth(merc, g.modelIndex("red.1"), r); w != 0 {
		t.Errorf("a spent grenade is worth nothing, got %v", w)
	}
}
