package scene

import (
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// settle runs empty ticks until the battle's animations are over.
func settle(t *testing.T, a *App, b *battleScreen) {
	t.Helper()
	for i := 0; i < 600 && (b.anim.busy() || b.linger > 0); i++ {
		keyTick(t, a, false)
	}
}

// arrowToward is the arrow key whose screen direction points most nearly
// from the cursor's cube to cube to: what a player looking at the board
// presses.
func arrowToward(b *battleScreen, to world.Pos) ebiten.Key {
	x0, y0 := b.brd.ScreenOf(b.cursor.cell)
	x1, y1 := b.brd.ScreenOf(to)
	dx, dy := x1-x0, y1-y0
	if math.Abs(dx) > math.Abs(dy) {
		if dx > 0 {
			return ebiten.KeyArrowRight
		}
		return ebiten.KeyArrowLeft
	}
	if dy > 0 {
		return ebiten.KeyArrowDown
	}
	return ebiten.KeyArrowUp
}

// A hot-seat activation played with the keyboard alone, through the
// App's ticks: Tab picks blue's model, its bar key activates it, the
// arrows move the board cursor in the directions they point on screen
// and Enter moves the model to the cursor's cube; the arrows lead the
// cursor onto the enemy and Enter shoots it; Esc puts the cursor away,
// and Space ends the activation for red's hand-over.
func TestBattleByKeyboardAlone(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	keyTick(t, a, false)

	keyTick(t, a, false, ebiten.KeyTab)
	if b.sel != "blue.1" {
		t.Fatalf("Tab selected %q, want blue.1", b.sel)
	}
	act := -1
	for i, e := range b.entries {
		if e.action != nil && e.action.Kind == "activate" {
			act = i
		}
	}
	if act < 0 || barKey(act) == 0 || barKey(act) > 9 {
		t.Fatalf("the bar offers no activation on a number key: %+v", b.entries)
	}
	keyTick(t, a, false, ebiten.KeyDigit1+ebiten.Key(barKey(act)-1))
	if p := b.piece("blue.1"); p == nil || !p.Active {
		t.Fatalf("the activation's key did not activate blue.1")
	}
	settle(t, a, b)

	for _, rot := range []int{0, 1} {
		// The arrows follow the screen whichever way the camera is turned.
		if rot > 0 {
			keyTick(t, a, false, a.settings.Key(cmdRotateRight))
		}
		b.cursor.on = false
		keyTick(t, a, false, ebiten.KeyArrowRight)
		start := b.cursor.cell
		if !b.cursor.on || start != b.piece("blue.1").Pos {
			t.Fatalf("rotation %d: the first arrow shows the cursor at %v (on %v), want on blue.1 at %v", rot, start, b.cursor.on, b.piece("blue.1").Pos)
		}
		for _, k := range []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowDown, ebiten.KeyArrowLeft, ebiten.KeyArrowUp} {
			from := b.cursor.cell
			x0, y0 := b.brd.ScreenOf(from)
			keyTick(t, a, false, k)
			if b.cursor.cell == from {
				continue // the arena's edge that way
			}
			x1, y1 := b.brd.ScreenOf(b.cursor.cell)
			dx, dy := x1-x0, y1-y0
			ok := map[ebiten.Key]bool{ebiten.KeyArrowRight: dx > 0 && math.Abs(dy) < dx, ebiten.KeyArrowLeft: dx < 0 && math.Abs(dy) < -dx,
				ebiten.KeyArrowDown: dy > 0 && math.Abs(dx) < dy, ebiten.KeyArrowUp: dy < 0 && math.Abs(dx) < -dy}[k]
			if !ok {
				t.Errorf("rotation %d: %v moved the cursor from %v to %v, %.0f,%.0f on screen", rot, k, from, b.cursor.cell, dx, dy)
			}
		}
	}

	// Two cubes diagonally away on the board: a move of the fake ruleset.
	dest := world.Pos{X: 2, Y: 2}
	for i := 0; i < 12 && b.cursor.cell != dest; i++ {
		keyTick(t, a, false, arrowToward(b, dest))
	}
	if b.cursor.cell != dest {
		t.Fatalf("the arrows did not lead the cursor to %v: at %v", dest, b.cursor.cell)
	}
	if o := b.overlay(); o.Hover == nil || *o.Hover != dest || len(o.Path) == 0 {
		t.Fatalf("the board does not show the cursor's cube and the path to it: %+v", o.Hover)
	}
	keyTick(t, a, false, ebiten.KeyEnter)
	if p := b.piece("blue.1"); p.Pos != dest {
		t.Fatalf("Enter on the cursor at %v left blue.1 at %v", dest, p.Pos)
	}
	if b.g.ToMove() != rules.Blue {
		t.Fatal("Enter on the cursor ended the activation")
	}
	settle(t, a, b)

	red := b.piece("red.1").Pos
	for i := 0; i < 12 && b.cursor.cell != red; i++ {
		keyTick(t, a, false, arrowToward(b, red))
	}
	if b.pointer.Piece != "red.1" {
		t.Fatalf("the cursor on %v points at %q, want red.1", b.cursor.cell, b.pointer.Piece)
	}
	keyTick(t, a, false, ebiten.KeyEnter)
	if got := b.cfg.recorder.Replay.Actions; len(got) != 3 || !strings.Contains(got[2], "shoot red.1") {
		t.Fatalf("Enter on the enemy: recorded %v, want activate, move and a shot at red.1", got)
	}
	settle(t, a, b)

	keyTick(t, a, false, ebiten.KeyEscape)
	if b.cursor.on || b.menu != nil {
		t.Fatalf("Esc with nothing to back out of: cursor %v, menu %v; want the cursor put away first", b.cursor.on, b.menu != nil)
	}
	keyTick(t, a, false, ebiten.KeySpace)
	if b.g.ToMove() != rules.Red {
		t.Fatalf("Space did not end blue's activation: %v decides", b.g.ToMove())
	}
	for i := 0; i < 600 && b.anim.busy(); i++ {
		keyTick(t, a, false)
	}
	if a.cur != screen(b) || b.linger == 0 {
		t.Fatalf("the board did not stay a moment after the activation (%T, linger %d)", a.cur, b.linger)
	}
	keyTick(t, a, false, ebiten.KeyEnter) // no need to wait for the hand-over
	keyTick(t, a, false)
	if h, ok := a.cur.(*handoverScreen); !ok || h.seat != rules.Red {
		t.Fatalf("Enter did not hand over to red: %T", a.cur)
	}
	keyTick(t, a, false, ebiten.KeyEnter)
	for i := 0; i < 30 && a.cur != screen(b); i++ {
		keyTick(t, a, false, ebiten.KeyEnter)
	}
	if a.cur != screen(b) {
		t.Fatalf("Enter on the hand-over did not give red the board: %T", a.cur)
	}
}

// Reduced motion: a move shows the model at once where it ends, a roll
// of dice at once settled, and the setting survives saving and loading,
// an unknown value read as the system's.
func TestReducedMotion(t *testing.T) {
	a := newTestApp(t)
	if a.settings.Motion != MotionSystem || a.settings.reducedMotion(false) || !a.settings.reducedMotion(true) {
		t.Fatalf("a fresh install's motion %q does not follow the system", a.settings.Motion)
	}
	a.settings.Motion = MotionReduced
	b := startHotSeat(t, a)
	keyTick(t, a, false)
	activateByClicks(b, a, "blue.1")
	dest := world.Pos{X: 2, Y: 1}
	b.hover, b.hoverOK = bHit{Cell: dest}, true
	b.boardClick(a)
	if _, _, _, ok := b.anim.pose("blue.1"); ok {
		t.Error("with reduced motion the move glides")
	}
	if o := b.overlay(); len(o.Anims) > 0 {
		t.Errorf("with reduced motion the board animates %v", o.Anims)
	}
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	b.boardClick(a)
	keyTick(t, a, false)
	if len(b.dice.rolls) == 0 || b.dice.settling() {
		t.Error("with reduced motion the dice roll in")
	}

	full := newTestApp(t)
	full.settings.Motion = MotionFull
	fb := startHotSeat(t, full)
	keyTick(t, full, false)
	activateByClicks(fb, full, "blue.1")
	fb.hover, fb.hoverOK = bHit{Cell: dest}, true
	fb.boardClick(full)
	keyTick(t, full, false)
	if _, _, _, ok := fb.anim.pose("blue.1"); !ok {
		t.Error("with full motion the move does not glide: the check above could not fail")
	}

	for _, m := range []string{MotionSystem, MotionFull, MotionReduced} {
		st := &MemoryStorage{}
		s := DefaultSettings()
		s.Motion = m
		if err := SaveSettings(st, s); err != nil {
			t.Fatal(err)
		}
		got, err := LoadSettings(st)
		if err != nil || got.Motion != m {
			t.Errorf("motion %q saved and loaded: %q, %v", m, got.Motion, err)
		}
	}
	st := &MemoryStorage{}
	if err := st.Save(settingsFile, []byte(`{"motion": "wobbly"}`)); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettings(st); err != nil || got.Motion != MotionSystem {
		t.Errorf("an unknown motion reads as %q (%v), want the system's", got.Motion, err)
	}
}

// F1 in the battle opens the rules reference on its page of keys, G on
// the battle's glossary; Esc leads back to the battle.
func TestBattleHelpKeys(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	keyTick(t, a, false)
	for _, c := range []struct {
		key   ebiten.Key
		title string
	}{{ebiten.KeyF1, a.t("RulesKeysTitle")}, {ebiten.KeyG, a.t("RulesGlossaryTitle")}} {
		keyTick(t, a, false, c.key)
		r, ok := a.cur.(*rulesScreen)
		if !ok {
			t.Fatalf("%v in the battle opened %T, want the rules reference", c.key, a.cur)
		}
		if got := r.pages[r.page].Title; got != c.title {
			t.Errorf("%v opened the page %q, want %q", c.key, got, c.title)
		}
		keyTick(t, a, false, ebiten.KeyEscape)
		if a.cur != screen(b) {
			t.Fatalf("Esc on the reference went to %T, want the battle", a.cur)
		}
	}
}
