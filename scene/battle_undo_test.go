package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Undo in a hot-seat game: an activation and a Move may be taken back one
// after the other, and the board, the recording and the saved game follow;
// a shot rolled dice, so after it Undo is disabled and says why.
func TestBattleUndo(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	if ok, why := b.undoAvailable(); ok || why != "nothing to take back yet" {
		t.Fatalf("at the start: %v %q", ok, why)
	}
	start := b.g.Hash()
	from := b.piece("blue.1").Pos
	activateByClicks(b, a, "blue.1")
	activated := b.g.Hash()
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 2, Y: 1}}, true
	b.boardClick(a)
	if ok, _ := b.undoAvailable(); !ok || b.piece("blue.1").Pos == from {
		t.Fatalf("after the Move, Undo should be available")
	}
	if tip := b.undoTip(); !strings.HasPrefix(tip, "Take back ") {
		t.Errorf("tooltip %q", tip)
	}

	var in input
	in.settings = &a.settings
	b.undoBtn = button{r: rect{0, 0, 50, 20}}
	in.mx, in.my, in.leftPressed = 10, 10, true
	b.playerInput(a, &in) // a click on Undo
	if b.g.Hash() != activated || b.piece("blue.1").Pos != from {
		t.Fatalf("Undo did not take the Move back")
	}
	if n := len(b.cfg.recorder.Replay.Actions); n != 1 {
		t.Fatalf("the recording keeps %d actions, want the activation only", n)
	}
	b.takeBack(a)
	if b.g.Hash() != start || len(b.cfg.recorder.Replay.Actions) != 0 {
		t.Fatalf("the second Undo did not take the activation back")
	}
	sg, err := readSavedGame(a.store)
	if err != nil {
		t.Fatal(err)
	}
	g, _, _, err := rebuild(a.cfg.Registry, sg.Replay)
	if err != nil || g.Hash() != b.g.Hash() {
		t.Fatalf("the saved game does not follow the Undo: %v", err)
	}

	activateByClicks(b, a, "blue.1")
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	b.boardClick(a) // a shot
	if b.g.ToMove() != rules.Blue {
		t.Fatalf("blue should still decide after its shot")
	}
	if ok, why := b.undoAvailable(); ok || why != "the last action rolled dice" {
		t.Fatalf("after the shot: %v %q", ok, why)
	}
	before := b.g.Hash()
	b.takeBack(a)
	if b.g.Hash() != before {
		t.Fatal("a shot was taken back")
	}
}

// Against the computer the player's Move may be taken back until the
// activation ends; once the computer has played, Undo says so.
func TestVersusUndo(t *testing.T) {
	a := newTestApp(t)
	b := startVersusEasy(t, a)
	activateByClicks(b, a, "blue.1")
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 2, Y: 1}}, true
	b.boardClick(a)
	if ok, why := b.undoAvailable(); !ok {
		t.Fatalf("after the Move: %q", why)
	}
	endAndAwaitComputer(t, a, b)
	if ok, why := b.undoAvailable(); ok || why != "the computer has played since" {
		t.Fatalf("after the computer's turn: %v %q", ok, why)
	}
}
