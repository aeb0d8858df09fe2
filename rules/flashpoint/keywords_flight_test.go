package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Flight (Jumper): ignores floors and climbing costs. From the roof of the
// tiers arena a flying model passes through the open cube east of it and
// drops a level onto the girder (two steps: a Move); a model without Flight
// cannot leave the roof that way. Cubes without a floor are passed, never
// ends of a move.
func TestKeywordsFlightMove(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 jumper 2,1,2").
		model("red.1 operator 5,1,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 move 3,1,1") {
		t.Fatalf("a flying model should reach the girder 3,1,1 with a Move: %v", texts(g.Legal()))
	}
	if !isLegal(g, "blue.1 sprint 3,0,0") {
		t.Errorf("a flying model should reach the ground 3,0,0 with a Sprint (three steps): %v", texts(g.Legal()))
	}
	if isLegal(g, "blue.1 move 3,1,2") || isLegal(g, "blue.1 sprint 4,1,2") {
		t.Errorf("a cube without a floor is no end of a move: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 move 3,1,1")
	if p := g.m("blue.1").Pos; p != (world.Pos{X: 3, Y: 1, Z: 1}) {
		t.Fatalf("blue.1 at %s, want 3,1,1", p)
	}

	g = position(tiersArena).
		model("blue.1 operator 2,1,2").
		model("red.1 operator 5,1,0").
		active("blue.1").build(t)
	if isLegal(g, "blue.1 move 3,1,1") || isLegal(g, "blue.1 sprint 3,0,0") {
		t.Errorf("without Flight the roof has no way down: %v", texts(g.Legal()))
	}
}

// towerArena has a building two levels high at x=3..4 whose west wall can
// be climbed from 2,0,0 (HF-MOV-2: 2 cubes of movement to its roof).
const towerArena = `arena Tower
size 5 1 3
level 0
+--+--+--+--+--+
|#b #B # |#R #r|
+--+--+--+--+--+
level 1
+--+--+--+--+--+
|.  .  . |.  . |
+--+--+--+--+--+
level 2
+--+--+--+--+--+
|.  .  .  #  # |
+--+--+--+--+--+
`

// Flight (Jumper): climbing costs like a flat move. The climb up the
// two-level wall of the tower costs 1 instead of 2, so a Move (2) reaches
// 4,0,2 on the roof, which a model without Flight reaches only by
// sprinting (2 for the climb and 1 more).
func TestKeywordsFlightClimb(t *testing.T) {
	g := position(towerArena).
		model("blue.1 jumper 2,0,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 move 4,0,2") {
		t.Fatalf("a flyer climbs the tower for 1 and steps on to 4,0,2 with a Move: %v", texts(g.Legal()))
	}
	g = position(towerArena).
		model("blue.1 operator 2,0,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	if isLegal(g, "blue.1 move 4,0,2") || !isLegal(g, "blue.1 move 3,0,2") || !isLegal(g, "blue.1 sprint 4,0,2") {
		t.Errorf("without Flight the climb costs 2 (HF-MOV-2): %v", texts(g.Legal()))
	}
}

// Flight (Jumper): never takes falling damage and is never pinned by a fall.
// Knocked off the roof two levels up, it lands with no gravity test and is
// not pinned.
func TestKeywordsFlightFall(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 jumper 2,0,2").
		model("red.1 breacher 2,0,2 weapons=gravity-maul").
		active("red.1").build(t)
	s := dice(g, 4, 4, 1, 1, 1, 5, 1, 1)
	play(t, g, "red.1 assault blue.1 with gravity-maul")
	ev := play(t, g, "red.1 push blue.1 (e)")
	usedUp(t, s)
	b := g.m("blue.1")
	if b.Pos != (world.Pos{X: 3, Y: 0, Z: 0}) || b.Pinned || b.Wounds != 0 {
		t.Fatalf("blue.1 at %s pinned %v wounds %d, want 3,0,0 unhurt and not pinned:\n%s", b.Pos, b.Pinned, b.Wounds, eventLog(ev))
	}
	if findRoll(ev, "", "gravity") != nil {
		t.Errorf("Flight takes no gravity test:\n%s", eventLog(ev))
	}
}

// A Flight walk waiting under a decision (here the opponent's free Assault
// on the leaving model, HF-MOV-5) passes a cube without a floor; it saves
// and loads back to the same state.
func TestKeywordsFlightWalkSaves(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 jumper 2,1,2").
		model("red.1 operator 2,1,2").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 3,1,1")
	if len(g.tasks) != 2 || g.tasks[0].Kind != taskWalk || g.tasks[0].Path[0] != (world.Pos{X: 3, Y: 1, Z: 2}) {
		t.Fatalf("want the flight walk through 3,1,2 under the leave step: %+v", g.tasks)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := testRuleset().LoadGame(data)
	if err != nil || back.Hash() != g.Hash() {
		t.Fatalf("the flight walk should load back: %v\n%s", err, data)
	}
}
