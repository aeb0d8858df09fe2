package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Clicking one of your models selects it and shows its card and its
// Activate button; only a second click (or the button) activates it.
func TestClickSelectsBeforeActivating(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	b.clickPiece(a, "blue.1")
	if p := b.piece("blue.1"); p == nil || p.Active {
		t.Fatalf("one click activated blue.1: %+v", p)
	}
	if b.cardID() != "blue.1" {
		t.Fatalf("the card shows %q after clicking blue.1", b.cardID())
	}
	if len(b.entries) == 0 || b.entries[0].kind != "activate" || b.entries[0].actor != "blue.1" {
		t.Fatalf("the bar does not offer blue.1's activation first: %+v", b.entries)
	}
	if got := len(b.cfg.recorder.Replay.Actions); got != 0 {
		t.Fatalf("selecting recorded %d actions", got)
	}
	// The enemy: the selection moves to it, nothing is activated, and the
	// bar still offers blue.1's activation.
	b.clickPiece(a, "red.1")
	if b.sel != "red.1" || b.piece("blue.1").Active || len(b.entries) != 1 || b.entries[0].actor != "blue.1" {
		t.Fatalf("after clicking red.1: selected %q, bar %+v", b.sel, b.entries)
	}
	// Back to blue.1: a click selects it again, the next activates it.
	b.clickPiece(a, "blue.1")
	if b.piece("blue.1").Active {
		t.Fatal("the click back on blue.1 activated it")
	}
	b.clickPiece(a, "blue.1")
	if !b.piece("blue.1").Active {
		t.Fatal("a second click on blue.1 did not activate it")
	}
}

// The Activate button does what the second click does.
func TestActivateButton(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	b.clickPiece(a, "blue.1")
	b.choose(a, 0)
	if !b.piece("blue.1").Active {
		t.Fatalf("the bar's first entry %q did not activate blue.1", b.entries[0].label)
	}
}

// Esc backs out of a selection not yet acted on before it opens the menu;
// an activation under way is not backed out of.
func TestEscBacksOutOfSelection(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	esc := func() {
		in := input{settings: &a.settings, keys: []ebiten.Key{a.settings.Key(cmdMenu)}}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
	}
	b.clickPiece(a, "blue.1")
	esc()
	if b.sel != "" || b.menu != nil {
		t.Fatalf("Esc after selecting: selected %q, menu open %v", b.sel, b.menu != nil)
	}
	if len(b.entries) != 1 || b.entries[0].kind != "activate" {
		t.Fatalf("after backing out the bar offers %+v, want the activation", b.entries)
	}
	esc()
	if b.menu == nil {
		t.Fatal("Esc with nothing to back out of did not open the menu")
	}
	b.menu = nil
	activateByClicks(b, a, "blue.1")
	esc()
	if b.sel != "blue.1" || !b.piece("blue.1").Active || b.menu == nil {
		t.Fatalf("Esc during an activation: selected %q, menu %v", b.sel, b.menu != nil)
	}
}

// A right-click on any model, the enemy's too, shows its card in the card
// panel without selecting it; a right-click on nothing or Esc puts it back.
func TestRightClickInspects(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	activateByClicks(b, a, "blue.1")
	b.rosterArea = rect{8, 300, 260, 200}
	rows, idx, _ := rosterRows(b.view, b.rosterArea)
	red := -1
	for k := range rows {
		if b.view.Pieces[idx[k]].ID == "red.1" {
			red = k
		}
	}
	if red < 0 {
		t.Fatal("red.1 has no row in the fireteam list")
	}
	r := rows[red]
	in := input{settings: &a.settings, mx: r.X + 4, my: r.Y + r.H/2, rightClicked: true}
	if err := b.update(a, &in); err != nil {
		t.Fatal(err)
	}
	if b.cardID() != "red.1" || b.sel != "blue.1" {
		t.Fatalf("right-clicking red.1's row: card %q, selected %q", b.cardID(), b.sel)
	}
	if got := b.rel; len(got) == 0 || got[0].Actor != "blue.1" {
		t.Fatalf("inspecting changed what the bar offers: %v", got)
	}
	in = input{settings: &a.settings, keys: []ebiten.Key{a.settings.Key(cmdMenu)}}
	if err := b.update(a, &in); err != nil {
		t.Fatal(err)
	}
	if b.cardID() != "blue.1" || b.menu != nil {
		t.Fatalf("Esc after inspecting: card %q, menu %v", b.cardID(), b.menu != nil)
	}
}

// Resting the pointer on a model shows its card beside it after a moment,
// whichever side it is on, and moving off hides it.
func TestHoverPeeksAtCard(t *testing.T) {
	var p peekState
	for range peekDelay {
		p.update("red.2")
	}
	if p.showing() != "" {
		t.Fatal("the card showed before the pointer rested")
	}
	p.update("red.2")
	if p.showing() != "red.2" {
		t.Fatalf("after resting: %q", p.showing())
	}
	p.update("")
	if p.showing() != "" {
		t.Fatal("the card stayed after the pointer left")
	}
}

// Ending an activation with actions left asks first (Enter, Space or the
// End button); Esc takes the question back; a second press ends it.
func TestEndWithActionsLeftAsks(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	activateByClicks(b, a, "blue.1")
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 2, Y: 1}}, true
	b.boardClick(a) // moved: a shot is left
	press := func(k ebiten.Key) {
		in := input{settings: &a.settings, keys: []ebiten.Key{k}}
		b.playerInput(a, &in)
	}
	press(ebiten.KeySpace)
	if !b.endAsk || b.g.ToMove() != rules.Blue || !b.piece("blue.1").Active {
		t.Fatalf("Space with a shot left ended the activation: asked %v", b.endAsk)
	}
	if left := b.actionsLeft(); len(left) != 1 || left[0] != "Shoot" {
		t.Fatalf("actions left: %v", left)
	}
	if !b.backOut() || b.endAsk {
		t.Fatal("Esc did not take the question back")
	}
	end := -1
	for i, e := range b.entries {
		if e.kind == "end" {
			end = i
		}
	}
	b.choose(a, end)
	if !b.endAsk || !b.piece("blue.1").Active {
		t.Fatal("the End button with a shot left did not ask")
	}
	b.choose(a, end)
	if b.g.ToMove() != rules.Red {
		t.Fatal("the second click on End did not end the activation")
	}
}

// With nothing left to do, Enter ends at once.
func TestEndWithNothingLeftEndsAtOnce(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	activateByClicks(b, a, "blue.1")
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 2, Y: 1}}, true
	b.boardClick(a)
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	b.boardClick(a)
	in := input{settings: &a.settings, keys: []ebiten.Key{ebiten.KeyEnter}}
	b.playerInput(a, &in)
	if b.g.ToMove() != rules.Red {
		t.Fatalf("Enter with nothing left: %v decides, asked %v", b.g.ToMove(), b.endAsk)
	}
}
