package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// A move animates along its path cube by cube, a later fall waits at its
// start, every event is reported when its step begins, and skipping
// reports the rest at once.
func TestAnimatorPlaysEventsInOrder(t *testing.T) {
	p := func(x, y, z int) *world.Pos { return &world.Pos{X: x, Y: y, Z: z} }
	var an animator
	an.push([]rules.Event{
		{Kind: "move", Actor: "blue.1", From: p(0, 0, 1), Path: []world.Pos{*p(1, 0, 1), *p(2, 0, 1)}, To: p(2, 0, 1)},
		{Kind: "roll", Actor: "blue.1"},
		{Kind: "fall", Target: "blue.1", From: p(2, 0, 1), To: p(2, 0, 0)},
	})
	var seen []string
	rec := func(e rules.Event) { seen = append(seen, e.Kind) }
	an.update(rec)
	if len(seen) != 1 || seen[0] != "move" {
		t.Fatalf("first tick started %v", seen)
	}
	for range ticksPerStep - 1 {
		an.update(rec)
	}
	from, to, tt, ok := an.pose("blue.1")
	if !ok || from != *p(1, 0, 1) || to != *p(2, 0, 1) || tt != 0 {
		t.Fatalf("after one step: %v %v %v %v", from, to, tt, ok)
	}
	for range ticksPerStep + 1 {
		an.update(rec)
	}
	if len(seen) != 2 || seen[1] != "roll" {
		t.Fatalf("after the move started %v", seen)
	}
	if from, to, _, ok := an.pose("blue.1"); !ok || from != *p(2, 0, 1) || to != from {
		t.Fatalf("waiting for the fall: %v %v %v", from, to, ok)
	}
	an.skip(rec)
	if an.busy() || len(seen) != 3 || seen[2] != "fall" {
		t.Fatalf("skip: busy %v, started %v", an.busy(), seen)
	}
}
