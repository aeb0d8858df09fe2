package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The evaluation values carried items, and a camouflaged model is not
// threatened by shots.
func TestItemEvaluation(t *testing.T) {
	build := func(items ...string) *Game {
		return position(itemCorridor).
			model("blue.1 operator 0,0,0").carrying(items...).
			model("red.1 marksman 3,0,0").build(t)
	}
	plain, equipped := build(), build(ItemHealth)
	if equipped.Evaluate(rules.Blue) <= plain.Evaluate(rules.Blue) {
		t.Fatal("a Health Pack is worth nothing")
	}
	near := position(itemCorridor).
		model("blue.1 operator 0,0,0").
		model("red.1 marksman 3,0,0").
		item(0, ItemThruster, "1,0,0", false).build(t)
	if near.Evaluate(rules.Blue) <= plain.Evaluate(rules.Blue) {
		t.Fatal("an item token next to blue.1 is worth nothing to blue")
	}
	camo := build()
	camo.m("blue.1").Camo = true
	if camo.Evaluate(rules.Blue) <= plain.Evaluate(rules.Blue) {
		t.Fatal("Active Camo does not lower the threat on blue.1")
	}
}
