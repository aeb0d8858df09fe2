package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// HF-MOV-1, HF-SPR-1: Move goes up to the first Speed value, Sprint up to
// the second.
func TestMoveAndSprintDistance(t *testing.T) {
	g := position(corridorArena).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 5,0,0").
		active("blue.1").build(t)
	for text, want := range map[string]bool{
		"blue.1 move 2,0,0":   true,
		"blue.1 move 3,0,0":   false,
		"blue.1 sprint 3,0,0": true,
		"blue.1 sprint 4,0,0": false,
	} {
		if isLegal(g, text) != want {
			t.Errorf("%q legal = %v, want %v (Operator SP 2-3)", text, !want, want)
		}
	}
	a, _ := rules.Find(g.Legal(), "blue.1 sprint 3,0,0")
	if len(a.Path) != 3 || a.Path[2] != (world.Pos{X: 3}) {
		t.Errorf("sprint path = %v, want three steps ending at 3,0,0", a.Path)
	}
	ev := play(t, g, "blue.1 sprint 3,0,0")
	if g.m("blue.1").Pos != (world.Pos{X: 3}) || !hasEvent(ev, "move", "sprints to 3,0,0") {
		t.Errorf("blue.1 should be at 3,0,0:\n%s", eventLog(ev))
	}
}

// HF-MOV-2: climbing costs one cube of movement per level and needs a wall
// to climb; a model without the movement left cannot climb.
func TestMoveClimbing(t *testing.T) {
	g := position(climbArena).
		model("blue.1 operator 1,0,0").
		model("blue.2 breacher 1,0,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 move 3,0,1") {
		t.Fatalf("an Operator (Move 2) one cube from the wall can climb onto the roof: %v", texts(g.Legal()))
	}
	a, _ := rules.Find(g.Legal(), "blue.1 move 3,0,1")
	if len(a.Path) != 2 || a.Path[0] != (world.Pos{X: 2}) {
		t.Errorf("climb path = %v, want 2,0,0 then 3,0,1", a.Path)
	}
	g = position(climbArena).
		model("blue.1 operator 1,0,0").
		model("blue.2 breacher 1,0,0").
		model("red.1 operator 4,0,0").
		active("blue.2").build(t)
	if isLegal(g, "blue.2 move 3,0,1") {
		t.Error("a Breacher (Move 1) one cube from the wall cannot reach the roof")
	}
	if !isLegal(g, "blue.2 sprint 3,0,1") {
		t.Error("a Breacher sprinting (3) can")
	}
	g = position(climbArena).
		model("blue.1 operator 1,0,0").
		model("red.1 operator 4,0,0").
		active("red.1").build(t)
	if isLegal(g, "red.1 move 3,0,1") {
		t.Error("the east side of the roof has no wall to climb")
	}
}

// Capacity (DESIGN 4): at most 2 models of one side and 4 in all in a
// cube; a model cannot move into a full cube.
func TestMoveCapacity(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("blue.2 marksman 1,1,0").
		model("blue.3 brawler 1,1,0").
		model("blue.4 brawler 0,0,0").
		model("red.1 operator 1,0,0").
		model("red.2 operator 1,0,0").
		active("blue.1").build(t)
	if isLegal(g, "blue.1 move 1,1,0") {
		t.Error("1,1,0 already holds two blue models")
	}
	if !isLegal(g, "blue.1 move 1,0,0") {
		t.Error("1,0,0 holds two red models: room for blue")
	}
	g = position(flatArena).
		model("blue.1 operator 0,1,0").
		model("blue.2 marksman 1,0,0").
		model("blue.3 brawler 1,0,0").
		model("blue.4 brawler 2,2,0").
		model("red.1 operator 1,0,0").
		model("red.2 operator 1,0,0").
		active("blue.4").build(t)
	if isLegal(g, "blue.4 move 1,0,0") {
		t.Error("1,0,0 holds four models")
	}
}

// HF-MOV-4: entering a cube with an enemy stops the move and makes a free
// Assault with +2 dice (charged).
func TestMoveIntoEnemyCharges(t *testing.T) {
	g := position(corridorArena).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0").
		model("red.2 marksman 5,0,0").
		active("blue.1").build(t)
	if isLegal(g, "blue.1 move 3,0,0") || isLegal(g, "blue.1 sprint 3,0,0") {
		t.Fatal("a move cannot pass through a cube with enemies")
	}
	// FI 4+: base 3 + charged 2 = 5 dice, all succeed; SV 5+: 3 dice fail.
	s := dice(g, 4, 4, 4, 4, 4, 1, 1, 1)
	ev := play(t, g, "blue.1 move 2,0,0")
	usedUp(t, s)
	if !hasEvent(ev, "assault", "charges") {
		t.Fatalf("no charge:\n%s", eventLog(ev))
	}
	roll := findRoll(ev, "blue.1", "FI")
	if roll == nil || len(roll.Dice) != 5 || !hasMod(roll.Mods, "charged +2") {
		t.Fatalf("charge roll = %+v, want 5 dice with charged +2", roll)
	}
	// 5 hits: 2 shields absorb 2, 3 hits / (AR 2 - AP 0) = 1 wound.
	r := g.m("red.1")
	if r.Shields != 0 || r.Wounds != 1 {
		t.Errorf("red.1 shields %d wounds %d, want 0 and 1", r.Shields, r.Wounds)
	}
	if g.m("blue.1").Pos != (world.Pos{X: 2}) || g.ToMove() != rules.Blue || g.act.Spent != 1 {
		t.Errorf("blue.1 should stand at 2,0,0 with one action left; prompt %q", g.Prompt())
	}
}

// HF-MOV-4: with several enemies in the cube the mover chooses whom to
// fight; the defender's friend in the cube gives +1 SV (HF-ASL-5).
func TestMoveIntoEnemiesMoverChooses(t *testing.T) {
	g := position(corridorArena).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0").
		model("red.2 marksman 2,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 2,0,0")
	if g.ToMove() != rules.Blue || len(g.Legal()) != 2 {
		t.Fatalf("blue should choose among two targets: %v", texts(g.Legal()))
	}
	s := dice(g, 4, 4, 4, 4, 4, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 assault red.2 with fists")
	usedUp(t, s)
	roll := findRoll(ev, "red.2", "SV")
	if roll == nil || len(roll.Dice) != 4 || !hasMod(roll.Mods, "friend in cube +1") {
		t.Fatalf("red.2's SV roll = %+v, want 4 dice with a friend in the cube", roll)
	}
	if g.m("red.2").Wounds != 1 || g.m("red.1").Wounds != 0 {
		t.Error("red.2 should take the wound")
	}
}

// HF-MOV-5: before a model leaves a cube with enemies, the opponent may
// make a free Assault with one unpinned enemy there, or decline.
func TestLeaveEnemyCubeDecline(t *testing.T) {
	g := leavePosition(false).build(t)
	play(t, g, "blue.1 move 0,0,0")
	if g.ToMove() != rules.Red || !isLegal(g, "red decline") || !isLegal(g, "red.1 assault blue.1 with fists") {
		t.Fatalf("red should decide the free Assault: %v", texts(g.Legal()))
	}
	play(t, g, "red decline")
	if g.m("blue.1").Pos != (world.Pos{}) {
		t.Errorf("declined: blue.1 should have left to 0,0,0, is at %s", g.m("blue.1").Pos)
	}
}

// HF-MOV-5 (DESIGN 5): if the free Assault causes any hits the leaving
// model stays in the cube and its move ends.
func TestLeaveEnemyCubeHeld(t *testing.T) {
	g := leavePosition(false).build(t)
	play(t, g, "blue.1 move 0,0,0")
	// red.1 FI 4+ 3 dice: 3 successes; blue.1 SV 5+ 3 dice: none. 3 hits,
	// all stopped by shields and armour, but the model is held.
	s := dice(g, 4, 4, 4, 1, 1, 1)
	ev := play(t, g, "red.1 assault blue.1 with fists")
	usedUp(t, s)
	if g.m("blue.1").Pos != (world.Pos{X: 2}) || !hasEvent(ev, "held", "blue.1") {
		t.Fatalf("blue.1 should be held at 2,0,0:\n%s", eventLog(ev))
	}
	if g.ToMove() != rules.Blue || isLegal(g, "blue.1 move 1,0,0") {
		t.Errorf("blue.1 keeps its second action but not another Move: %v", texts(g.Legal()))
	}
}

// HF-MOV-5: a free Assault without hits lets the model go.
func TestLeaveEnemyCubeNoHits(t *testing.T) {
	g := leavePosition(false).build(t)
	play(t, g, "blue.1 move 0,0,0")
	s := dice(g, 1, 1, 1, 1, 1, 1)
	play(t, g, "red.1 assault blue.1 with fists")
	usedUp(t, s)
	if g.m("blue.1").Pos != (world.Pos{}) {
		t.Errorf("no hits: blue.1 should have left, is at %s", g.m("blue.1").Pos)
	}
}

// HF-MOV-5: only an unpinned enemy may make the free Assault; with none
// the model simply leaves.
func TestLeaveEnemyCubePinnedEnemy(t *testing.T) {
	g := leavePosition(true).build(t)
	play(t, g, "blue.1 move 0,0,0")
	if g.m("blue.1").Pos != (world.Pos{}) || g.ToMove() != rules.Blue {
		t.Errorf("a pinned enemy cannot stop blue.1; it is at %s, %v to move", g.m("blue.1").Pos, g.ToMove())
	}
}

// HF-SPR-2, HF-MOV-5: a model sharing a cube with an enemy cannot Sprint
// (only Move may leave).
func TestNoSprintFromEnemyCube(t *testing.T) {
	g := leavePosition(false).build(t)
	for _, a := range g.Legal() {
		if a.Kind == "sprint" {
			t.Fatalf("%q should not be legal next to an enemy", a.Text())
		}
	}
	if !isLegal(g, "blue.1 move 0,0,0") {
		t.Fatal("Move may leave")
	}
}

// leavePosition has blue.1 in red.1's cube at 2,0,0, blue.1 activating.
func leavePosition(redPinned bool) *testPos {
	red := "red.1 operator 2,0,0"
	if redPinned {
		red += " pinned"
	}
	return position(corridorArena).
		model("blue.1 operator 2,0,0").
		model(red).
		model("red.2 marksman 5,0,0").
		active("blue.1")
}

// findRoll returns the first roll event of an actor's test.
func findRoll(ev []rules.Event, actor, test string) *rules.Event {
	for i := range ev {
		if ev[i].Kind == "roll" && ev[i].Actor == actor && ev[i].Test == test {
			return &ev[i]
		}
	}
	return nil
}

// hasMod reports whether a roll's modifiers include text.
func hasMod(mods []string, text string) bool {
	for _, m := range mods {
		if m == text {
			return true
		}
	}
	return false
}
