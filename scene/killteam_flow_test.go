package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A Kill Team battle on screen takes back a move (it rolled nothing) but
// not an Advance (it rolled its D6), is saved after every action and
// continues from the save in the same state, and its recording replays
// in the viewer to the same state.
func TestKillTeamUndoSaveReplay(t *testing.T) {
	a := newAutoDeployApp(t, "killteam", "standard", 5)
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(b)
	b.seen = b.g.ToMove()
	start := b.g.Hash()
	var move, advance rules.Action
	for _, act := range b.g.Legal() {
		if act.Kind == "move" && move.Kind == "" {
			move = act
		}
		if act.Kind == "advance" && move.Kind != "" && act.Actor != move.Actor && advance.Kind == "" {
			advance = act
		}
	}
	if move.Kind == "" || advance.Kind == "" {
		t.Fatalf("no move and Advance of two models in %v", b.g.Legal())
	}
	b.clickPiece(a, move.Actor)
	b.apply(a, move)
	if ok, why := b.undoAvailable(); !ok {
		t.Fatalf("a move cannot be taken back: %s", why)
	}
	b.takeBack(a)
	if b.g.Hash() != start || len(b.cfg.recorder.Replay.Actions) != 0 {
		t.Fatal("Undo did not take the move back")
	}
	b.apply(a, move)
	b.clickPiece(a, advance.Actor)
	b.apply(a, advance)
	if ok, _ := b.undoAvailable(); ok {
		t.Fatal("an Advance, which rolled a die, can be taken back")
	}
	played := b.g.Hash()

	resumed, err := resumeGame(a)
	if err != nil {
		t.Fatal(err)
	}
	if resumed.g.Hash() != played || resumed.g.View().Ruleset != "killteam" {
		t.Fatal("the continued game is not the one left")
	}
	if resumed.dice.sides() != 6 {
		t.Errorf("the continued game's dice are d%d", resumed.dice.sides())
	}
	v, err := newReplayScreen(a, b.cfg.recorder.Replay)
	if err != nil {
		t.Fatal(err)
	}
	v.replayTo(a, len(b.cfg.recorder.Replay.Actions))
	if v.g.Hash() != played {
		t.Fatal("the replay does not reach the state played")
	}
}
