package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// keyTick runs one tick of a's screen through the App's focus ring with
// keys pressed (shift: a Shift key held) and no mouse.
func keyTick(t *testing.T, a *App, shift bool, keys ...ebiten.Key) {
	t.Helper()
	focus := a.in.focus
	a.in = input{settings: &a.settings, keys: keys, shift: shift, focus: focus}
	if err := a.updateScreen(); err != nil {
		t.Fatal(err)
	}
}

// focusedTitleButton is the title button the visible focus is on, -1
// for none.
func focusedTitleButton(a *App, ts *titleScreen) int {
	r, ok := a.in.focus.visible()
	if !ok {
		return -1
	}
	for i, b := range ts.buttons {
		if b.r == r {
			return i
		}
	}
	return -1
}

// The focus ring on the title screen (no saved game: Continue and Load
// are disabled): Tab and Shift+Tab walk the buttons in the screen's order,
// skip the disabled ones, wrap round at both ends; Down and Up walk it
// too; nothing is focused before the first of those keys.
func TestFocusRingTabOrder(t *testing.T) {
	type press struct {
		shift bool
		key   ebiten.Key
	}
	tab, back := press{false, ebiten.KeyTab}, press{true, ebiten.KeyTab}
	for _, c := range []struct {
		name  string
		keys  []press
		wants int
	}{
		{"nothing focused before Tab", nil, -1},
		{"first Tab: the first button", []press{tab}, titleNew},
		{"second Tab: the next button", []press{tab, tab}, titleLearn},
		{"Tab skips the disabled buttons", []press{tab, tab, tab}, titleReplays},
		{"Tab in order", []press{tab, tab, tab, tab, tab}, titleEditor},
		{"Tab in order to Settings", []press{tab, tab, tab, tab, tab, tab}, titleSettings},
		{"Tab wraps after the last", []press{tab, tab, tab, tab, tab, tab, tab, tab, tab}, titleNew},
		{"Shift+Tab first: the last button", []press{back}, titleQuit},
		{"Shift+Tab wraps before the first", []press{tab, back}, titleQuit},
		{"Shift+Tab skips the disabled buttons", []press{tab, tab, tab, back}, titleLearn},
		{"Down moves on like Tab", []press{tab, {false, ebiten.KeyArrowDown}}, titleLearn},
		{"Up moves back like Shift+Tab", []press{tab, {false, ebiten.KeyArrowUp}}, titleQuit},
		{"Down first: the first button", []press{{false, ebiten.KeyArrowDown}}, titleNew},
		{"Up first: the last button", []press{{false, ebiten.KeyArrowUp}}, titleQuit},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newTestApp(t)
			ts, ok := a.cur.(*titleScreen)
			if !ok {
				t.Fatalf("the game opens on %T", a.cur)
			}
			keyTick(t, a, false) // the ring is built by a first tick
			for _, p := range c.keys {
				keyTick(t, a, p.shift, p.key)
			}
			if got := focusedTitleButton(a, ts); got != c.wants {
				t.Errorf("focus on button %d, want %d", got, c.wants)
			}
		})
	}
}

// Enter and Space activate the focused button: Tab to Settings and Enter
// opens the settings; Esc there leads back to the title; a click hides
// the focus.
func TestFocusRingActivates(t *testing.T) {
	for _, confirm := range []ebiten.Key{ebiten.KeyEnter, ebiten.KeySpace} {
		a := newTestApp(t)
		ts := a.cur.(*titleScreen)
		keyTick(t, a, false)
		// Tab walks the enabled buttons down to Settings (Continue and
		// Load are disabled without a saved game).
		for range len(ts.buttons) {
			if focusedTitleButton(a, ts) == titleSettings {
				break
			}
			keyTick(t, a, false, ebiten.KeyTab)
		}
		if got := focusedTitleButton(a, ts); got != titleSettings {
			t.Fatalf("Tabs focus button %d, never Settings (%d)", got, titleSettings)
		}
		keyTick(t, a, false, confirm)
		if _, ok := a.cur.(*settingsScreen); !ok {
			t.Fatalf("%v on the focused Settings button opened %T, want the settings", confirm, a.cur)
		}
		keyTick(t, a, false) // the settings screen ignores Esc in its first tick
		keyTick(t, a, false, ebiten.KeyEscape)
		if a.cur != ts {
			t.Fatalf("Esc on the settings went to %T, want the title", a.cur)
		}
		if _, ok := a.in.focus.visible(); ok {
			t.Errorf("a screen opened anew shows a focus before Tab")
		}
		keyTick(t, a, false, ebiten.KeyTab)
		if _, ok := a.in.focus.visible(); !ok {
			t.Fatalf("Tab on the title shows no focus")
		}
		a.in = input{settings: &a.settings, leftPressed: true, mx: -100, my: -100, focus: a.in.focus}
		if err := a.updateScreen(); err != nil {
			t.Fatal(err)
		}
		if _, ok := a.in.focus.visible(); ok {
			t.Errorf("a click left the keyboard focus drawn")
		}
	}
}

// Left and Right step a focused chooser and Enter steps it on; the keys
// of an unfocused screen reach the screen (the title's own letters).
func TestFocusRingStepsChooser(t *testing.T) {
	a := newTestApp(t)
	s := newSettingsScreen(a, a.cur)
	a.switchTo(s)
	keyTick(t, a, false)
	keyTick(t, a, false, ebiten.KeyTab) // the language
	keyTick(t, a, false, ebiten.KeyTab) // the interface size
	if !a.in.focused(s.scale.r) {
		t.Fatalf("two Tabs do not focus the interface size")
	}
	was := a.settings.UIScale
	keyTick(t, a, false, ebiten.KeyArrowRight)
	if a.settings.UIScale <= was {
		t.Errorf("Right on the focused size: %v, want more than %v", a.settings.UIScale, was)
	}
	keyTick(t, a, false, ebiten.KeyArrowLeft)
	if a.settings.UIScale != was {
		t.Errorf("Left after Right: %v, want %v back", a.settings.UIScale, was)
	}
	keyTick(t, a, false, ebiten.KeyEnter)
	if a.settings.UIScale <= was {
		t.Errorf("Enter on the focused size: %v, want it stepped on from %v", a.settings.UIScale, was)
	}

	a = newTestApp(t)
	keyTick(t, a, false)
	keyTick(t, a, false, ebiten.KeyS)
	if _, ok := a.cur.(*settingsScreen); !ok {
		t.Errorf("S on the title with nothing focused opened %T, want the settings", a.cur)
	}
}

// At 200% interface size in a 1280×720 window the settings' key rows
// scroll: Tab reaches every row, scrolling the focused one into sight.
func TestFocusScrollsSettingsKeys(t *testing.T) {
	a := newTestApp(t)
	a.settings.UIScale = 2
	a.Layout(1280, 720)
	s := newSettingsScreen(a, a.cur)
	a.switchTo(s)
	keyTick(t, a, false)
	if !s.keyMore {
		t.Fatalf("at 200%% the key rows all fit (%v): nothing to scroll", s.keyArea)
	}
	reached := map[int]bool{}
	for range len(s.choosers()) + len(commandOrder) + 2 {
		keyTick(t, a, false, ebiten.KeyTab)
		keyTick(t, a, false)
		for i, r := range s.keyRows {
			if a.in.focused(r) {
				reached[i] = true
				if !s.keyVisible(r) {
					t.Errorf("key row %d has the focus out of sight", i)
				}
			}
		}
	}
	if len(reached) != len(commandOrder) {
		t.Errorf("Tab reached %d of the %d key rows", len(reached), len(commandOrder))
	}
	if s.keyScroll == 0 {
		t.Error("the key rows never scrolled")
	}
}

// Where the screen keeps Up and Down (the rules reference scrolls its
// page with them) they do not move the focus, even once it shows.
func TestFocusLeavesKeptArrows(t *testing.T) {
	a := newTestApp(t)
	r := newRulesScreen(a, a.cur)
	a.switchTo(r)
	keyTick(t, a, false)
	keyTick(t, a, false, ebiten.KeyTab)
	at := a.in.focus.at
	if _, ok := a.in.focus.visible(); !ok || at == 0 {
		t.Fatal("Tab shows no focus on the rules reference")
	}
	keyTick(t, a, false, ebiten.KeyArrowDown)
	if a.in.focus.at != at {
		t.Errorf("Down moved the focus from %d to %d", at, a.in.focus.at)
	}
	if r.scroll <= 0 {
		t.Errorf("Down did not scroll the page: %v", r.scroll)
	}
}
