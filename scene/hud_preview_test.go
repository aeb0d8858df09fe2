package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// previewText is a preview as text: the title, then a line each.
func previewText(p preview) string {
	out := []string{p.title}
	for _, l := range p.lines {
		out = append(out, strings.TrimSpace(l.text))
	}
	return strings.Join(out, "\n")
}

// Hovering a cube the model can move to shows what it could shoot from
// there and who could shoot it there, before the move is made.
func TestDestinationPreview(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	activateByClicks(b, a, "blue.1") // at 0,0; red.1 at 3,3
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 2, Y: 1}}, true
	p, ok := b.previewFor()
	if !ok {
		t.Fatal("no preview over a destination")
	}
	want := "From 2,1,0\nCould shoot:\nRed Trooper · Rifle, 2 dice, clear shot\nCould be shot by:\nRed Trooper · Rifle, 2 dice, clear shot"
	if got := previewText(p); got != want {
		t.Fatalf("preview:\n%s\nwant\n%s", got, want)
	}
	if b.piece("blue.1").Pos != (world.Pos{}) || len(b.cfg.recorder.Replay.Actions) != 1 {
		t.Fatal("the preview moved the model in the game itself")
	}
	// A cube out of range both ways says so.
	b.hover = bHit{Cell: world.Pos{X: 0, Y: 1}}
	p, _ = b.previewFor()
	if got := previewText(p); !strings.Contains(got, "Could shoot:\nRed Trooper · Rifle, 1 die") {
		t.Fatalf("from 0,1,0 (3 cubes from red.1): %s", got)
	}
}

// Hovering an enemy the model cannot attack says why: no Shoot left, or
// not activated yet (the ruleset's reasons, such as range, are its
// Sightings' and tested with it).
func TestWhyNotPreview(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	b.clickPiece(a, "blue.1") // selected, not activated: the bar offers Activate only
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	p, ok := b.previewFor()
	if !ok || !strings.Contains(previewText(p), "Rifle: 1 die, clear shot — once activated") {
		t.Fatalf("before activating: %v %s", ok, previewText(p))
	}
	b.clickPiece(a, "blue.1")
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	b.boardClick(a) // shoots
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	p, ok = b.previewFor()
	if !ok || !strings.Contains(previewText(p), "no Shoot left in this activation") {
		t.Fatalf("after the shot: %v %s", ok, previewText(p))
	}
}

// changesAfter compares the attacks before and after an action: what
// Crouch costs a Marksman is said before it is taken.
func TestChangesAfterAnAction(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	before := b.g.Clone()
	after := b.g.Clone()
	after.(*fakeGame).Models[0].Pos = world.Pos{X: 2, Y: 1}
	got := b.changesAfter(before, after, "blue.1")
	var lines []string
	for _, l := range got {
		lines = append(lines, strings.TrimSpace(l.text))
	}
	want := "Its shots:|Red Trooper: 1 die, clear shot → 2 dice, clear shot|Enemy shots at it:|Red Trooper: 1 die, clear shot → 2 dice, clear shot"
	if strings.Join(lines, "|") != want {
		t.Fatalf("changes:\n%s\nwant\n%s", strings.Join(lines, "|"), want)
	}
	if got[1].col != colGood || got[3].col != colBad {
		t.Fatal("a better shot of its own is good news, a better enemy shot at it bad")
	}
	if none := b.changesAfter(before, before.Clone(), "blue.1"); len(none) != 0 {
		t.Fatalf("no change, yet %v", none)
	}
	var _ rules.Sighter = (*fakeGame)(nil)
}
