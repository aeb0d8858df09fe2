package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// knockOff builds red.1 (a Breacher with a Gravity Maul) and blue.1 in one
// cube of the tiers arena, red.1 activating, and plays the Assault that
// wins by one hit (a shield stripped, one absorbed: no wound) and the push
// east. extra are the dice after the Assault.
func knockOff(t *testing.T, at string, extra []int, models ...string) (*Game, []rules.Event, *rules.Scripted) {
	t.Helper()
	tp := position(tiersArena).
		model("blue.1 operator " + at).
		model("red.1 breacher " + at + " weapons=gravity-maul")
	for _, m := range models {
		tp.model(m)
	}
	g := tp.active("red.1").build(t)
	s := dice(g, append([]int{4, 4, 1, 1, 1, 5, 1, 1}, extra...)...)
	play(t, g, "red.1 assault blue.1 with gravity-maul")
	return g, play(t, g, "red.1 push blue.1 (e)"), s
}

// HF-FALL-1, HF-FALL-3, HF-SCAT-3: pushed off a roof into a cube without a
// floor, the model falls two levels; gravity rolls 4 dice at 4+ against 3
// SV, net successes are wounds ignoring shields and armour, and the model is
// always pinned.
func TestFallTwoLevels(t *testing.T) {
	g, ev, s := knockOff(t, "2,0,2", []int{4, 4, 1, 1, 5, 1, 1})
	usedUp(t, s)
	b := g.m("blue.1")
	if b.Pos != (world.Pos{X: 3, Y: 0, Z: 0}) || b.Wounds != 1 || !b.Pinned {
		t.Fatalf("blue.1 at %s wounds %d pinned %v: want 3,0,0, 1 wound, pinned:\n%s", b.Pos, b.Wounds, b.Pinned, eventLog(ev))
	}
	grav := findRoll(ev, "", "gravity")
	if grav == nil || len(grav.Dice) != 4 || grav.Need != 4 || grav.Seat != rules.Red {
		t.Errorf("gravity roll %+v: want 4 dice at 4+ rolled by the opponent", grav)
	}
}

// HF-FALL-3: a fall of 2+ levels pins even when gravity loses.
func TestFallTwoLevelsGravityLoses(t *testing.T) {
	g, _, s := knockOff(t, "2,0,2", []int{1, 1, 1, 1, 1, 1, 1})
	usedUp(t, s)
	if b := g.m("blue.1"); b.Wounds != 0 || !b.Pinned {
		t.Errorf("blue.1 wounds %d pinned %v: want no wound but pinned", b.Wounds, b.Pinned)
	}
}

// HF-FALL-5: falling past a girder rolls a d8: 5–8 holds on it (a one-level
// fall: no test, not pinned).
func TestFallGirderHolds(t *testing.T) {
	g, ev, s := knockOff(t, "2,1,2", []int{6})
	usedUp(t, s)
	b := g.m("blue.1")
	if b.Pos != (world.Pos{X: 3, Y: 1, Z: 1}) || b.Pinned || b.Wounds != 0 {
		t.Fatalf("blue.1 at %s pinned %v: want held on the girder at 3,1,1, not pinned:\n%s", b.Pos, b.Pinned, eventLog(ev))
	}
	if r := findRoll(ev, "blue.1", "girder"); r == nil || r.Dice[0] != 6 {
		t.Errorf("want a girder roll event, got %+v", r)
	}
}

// HF-FALL-5: 1–4 misses the girder and the fall goes on (two levels: the
// gravity test and Pinned).
func TestFallGirderMissed(t *testing.T) {
	g, ev, s := knockOff(t, "2,1,2", []int{3, 1, 1, 1, 1, 1, 1, 1})
	usedUp(t, s)
	b := g.m("blue.1")
	if b.Pos != (world.Pos{X: 3, Y: 1, Z: 0}) || !b.Pinned {
		t.Fatalf("blue.1 at %s pinned %v: want 3,1,0 pinned:\n%s", b.Pos, b.Pinned, eventLog(ev))
	}
}

// HF-FALL-4, A19: a model that falls one level during its own activation
// and is not pinned carries on, but may not Move or Sprint.
func TestFallOneLevelNoMove(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 operator 2,2,1 pinned").
		model("red.1 breacher 2,2,1 weapons=gravity-maul").
		model("red.2 operator 5,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 stand")
	// FI 6 dice (pinned, Imposing, Smash), 2 successes; SV 1: one hit.
	s := dice(g, 4, 4, 1, 1, 1, 1, 5, 1, 1)
	play(t, g, "red.1 assault blue.1 with gravity-maul")
	ev := play(t, g, "red.1 push blue.1 (e)")
	usedUp(t, s)
	b := g.m("blue.1")
	if b.Pos != (world.Pos{X: 3, Y: 2, Z: 0}) || b.Pinned || b.Wounds != 0 || findRoll(ev, "", "gravity") != nil {
		t.Fatalf("blue.1 at %s pinned %v: want a one-level fall to 3,2,0 with no test:\n%s", b.Pos, b.Pinned, eventLog(ev))
	}
	if g.ToMove() != rules.Blue {
		t.Fatalf("blue.1 keeps its second action; prompt %q", g.Prompt())
	}
	for _, a := range g.Legal() {
		if a.Kind == "move" || a.Kind == "sprint" {
			t.Fatalf("HF-FALL-4: %q should not be legal", a.Text())
		}
	}
	if !isLegal(g, "blue.1 crouch") {
		t.Errorf("other short actions stay: %v", texts(g.Legal()))
	}
}

// HF-SCAT-2: a push stays on its level and never goes up: pushed into the
// cube under a step, the model stays on the ground.
func TestPushStaysOnLevel(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 operator 0,2,0").
		model("red.1 breacher 0,2,0 weapons=gravity-maul").
		active("red.1").build(t)
	dice(g, 4, 4, 1, 1, 1, 5, 1, 1)
	play(t, g, "red.1 assault blue.1 with gravity-maul")
	play(t, g, "red.1 push blue.1 (e)")
	if b := g.m("blue.1"); b.Pos != (world.Pos{X: 1, Y: 2, Z: 0}) {
		t.Errorf("blue.1 at %s, want 1,2,0 (same level, under the step)", b.Pos)
	}
}

// HF-SCAT-5: the board edge stops a push and the model stays (no wall
// test).
func TestPushBoardEdge(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 0,1,0 weapons=gravity-maul").
		model("red.1 operator 0,1,0").
		active("blue.1").build(t)
	s := dice(g, 4, 4, 1, 1, 1, 5, 1, 1)
	play(t, g, "blue.1 assault red.1 with gravity-maul")
	ev := play(t, g, "blue.1 push red.1 (w)")
	usedUp(t, s)
	if r := g.m("red.1"); r.Pos != (world.Pos{X: 0, Y: 1}) || r.Pinned || findRoll(ev, "", "wall") != nil {
		t.Errorf("red.1 at %s: the edge stops it without a wall test:\n%s", r.Pos, eventLog(ev))
	}
}

// HF-SCAT-6: a push into a cube without room on the same level leaves the
// model where it was.
func TestPushIntoFullCube(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 1,1,0 weapons=gravity-maul").
		model("red.1 operator 1,1,0").
		model("red.2 operator 2,1,0").
		model("red.3 operator 2,1,0").
		active("blue.1").build(t)
	dice(g, 4, 4, 1, 1, 1, 5, 1, 1)
	play(t, g, "blue.1 assault red.1 with gravity-maul")
	play(t, g, "blue.1 push red.1 (e)")
	if r := g.m("red.1"); r.Pos != (world.Pos{X: 1, Y: 1}) {
		t.Errorf("2,1,0 holds two red models: red.1 should stay at 1,1,0, is at %s", r.Pos)
	}
}

// A10: a model that falls into a cube without room scatters from it (a d8
// direction) to a cube with room.
func TestFallIntoFullCube(t *testing.T) {
	// Scatter 5 = south: from 3,0,0 to 3,1,0. Gravity 4 dice, SV 3 dice.
	g, ev, s := knockOff(t, "2,0,2", []int{5, 1, 1, 1, 1, 1, 1, 1},
		"blue.2 operator 3,0,0", "blue.3 operator 3,0,0")
	usedUp(t, s)
	if b := g.m("blue.1"); b.Pos != (world.Pos{X: 3, Y: 1, Z: 0}) || !b.Pinned {
		t.Fatalf("blue.1 at %s: want scattered to 3,1,0 and pinned after 2 levels:\n%s", b.Pos, eventLog(ev))
	}
	if r := findRoll(ev, "blue.1", "scatter"); r == nil {
		t.Error("want a scatter roll event")
	}
}

// Slayer (DESIGN 5): a model killed by a fall gives the point to the other
// side.
func TestFallKillScores(t *testing.T) {
	g, ev, s := knockOff(t, "2,0,2", []int{4, 4, 4, 4, 1, 1, 1}, "blue.2 operator 0,0,0")
	usedUp(t, s)
	if g.m("blue.1").OnBoard || g.score != [2]int{0, 1} || !hasEvent(ev, "kill", "blue.1") {
		t.Fatalf("blue.1 should die of the fall (4 wounds) and red score:\n%s", eventLog(ev))
	}
}
