package scene

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// rosterTestApp is an App on the real rulesets with in-memory storage.
func rosterTestApp(t *testing.T, store Storage) *App {
	t.Helper()
	a, err := New(Config{Registry: all.Registry(), Ruleset: "flashpoint", Arenas: assets.ArenaNames(), Storage: store, Seed: 11, Arena: "beginner"})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// tap runs one tick of a screen with a click at the centre of r (when
// r.W > 0) and the given keys.
func tap(t *testing.T, a *App, sc screen, r rect, keys ...ebiten.Key) {
	t.Helper()
	in := input{settings: &a.settings, keys: keys}
	if r.W > 0 {
		in.mx, in.my, in.leftPressed = r.X+r.W/2, r.Y+r.H/2, true
	}
	a.in = in
	if err := sc.update(a, &in); err != nil {
		t.Fatal(err)
	}
}

// The Fireteams screen builds a roster with the mouse and keys, explains a
// broken limit, saves it as a roster file, reads it back in a new screen,
// and the setup screen picks it and starts a game with it.
func TestRosterScreenBuildSavePick(t *testing.T) {
	store := &MemoryStorage{}
	a := rosterTestApp(t, store)
	s := newRosterScreen(a, func(a *App) screen { return newTitleScreen(a) }, "")
	s.layout(a)
	if !s.readOnly() || len(s.shipped) < 5 {
		t.Fatalf("starts on a shipped roster: %d shipped, read-only %v", len(s.shipped), s.readOnly())
	}
	tap(t, a, s, s.newB.r)
	if s.readOnly() || s.cur().Name != "New fireteam" || len(s.mine) != 1 {
		t.Fatalf("New made %+v (mine %d)", s.cur(), len(s.mine))
	}
	// Three Operators: the third breaks the two-of-a-unit limit.
	for i := 0; i < 3; i++ {
		s.layout(a)
		tap(t, a, s, s.addB[0].r)
	}
	if n := len(s.cur().Models); n != 3 || s.report.Points != 120 {
		t.Fatalf("%d models, %d points", n, s.report.Points)
	}
	if len(s.report.Problems) != 1 || !strings.Contains(s.report.Problems[0].Message, "more than 2 Operator models") {
		t.Fatalf("problems %+v", s.report.Problems)
	}
	// Remove it with the keyboard, give the first a knife by clicking its
	// upgrade cell and the second the Pulse Carbine with →.
	tap(t, a, s, rect{}, ebiten.KeyDelete)
	s.layout(a)
	tap(t, a, s, s.rows[0].cells[1].r)
	tap(t, a, s, rect{}, ebiten.KeyDown)
	tap(t, a, s, rect{}, ebiten.KeyRight)
	tap(t, a, s, rect{}, ebiten.Key9) // a Commander: 88 more, over 200
	if s.report.Points != 44+41+88 || !s.report.OK() {
		t.Fatalf("points %d problems %+v", s.report.Points, s.report.Problems)
	}
	tap(t, a, s, rect{}, ebiten.Key5) // a Breacher: 224 points
	if s.report.OK() || !strings.Contains(s.report.Problems[0].Message, "224 points: 24 over the limit of 200") {
		t.Fatalf("problems %+v", s.report.Problems)
	}
	tap(t, a, s, rect{}, ebiten.KeyL) // the 250 limit
	if !s.report.OK() || s.report.Limit != 250 {
		t.Fatalf("limit %d problems %+v", s.report.Limit, s.report.Problems)
	}
	// Rename it by typing.
	tap(t, a, s, rect{}, ebiten.KeyF2)
	in := input{settings: &a.settings}
	for range "New fireteam" {
		in.keys = []ebiten.Key{ebiten.KeyBackspace}
		s.update(a, &in)
	}
	in = input{settings: &a.settings, chars: []rune("Red # Hammers")}
	s.update(a, &in)
	tap(t, a, s, rect{}, ebiten.KeyEnter)
	text, err := store.Load("roster-new-fireteam.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := "roster Red Hammers\nlimit 250\nmodel operator with assault-rifle, combat-knife\nmodel operator with pulse-carbine\nmodel commander\nmodel breacher\n"
	if string(text) != want {
		t.Fatalf("saved %q\nwant %q", text, want)
	}

	// A fresh screen reads it back.
	s2 := newRosterScreen(a, func(a *App) screen { return newTitleScreen(a) }, "new-fireteam")
	if s2.readOnly() || s2.cur().Name != "Red Hammers" || s2.report.Points != 224 || !s2.report.OK() {
		t.Fatalf("reloaded %+v %+v", s2.cur(), s2.report)
	}

	// The setup screen offers it and the game plays it.
	su := newSetupScreen(a)
	su.blue.set(mineMark + "new-fireteam")
	if got := su.blue.show(su.blue.value()); got != "Red Hammers (yours) · 224" {
		t.Errorf("setup shows %q", got)
	}
	b, err := su.start(a)
	if err != nil {
		t.Fatal(err)
	}
	v := b.g.View()
	blue := 0
	for _, p := range v.Pieces {
		if strings.HasPrefix(p.ID, "blue.") {
			blue++
		}
	}
	if blue != 4 {
		t.Errorf("blue has %d models, want 4", blue)
	}

	// Copy makes an editable twin; Delete needs a second click.
	s2.layout(a)
	tap(t, a, s2, s2.copyB.r)
	if s2.cur().Name != "Red Hammers (copy)" || len(s2.mine) != 2 {
		t.Fatalf("copy %+v", s2.cur())
	}
	s2.layout(a)
	tap(t, a, s2, s2.deleteB.r)
	if len(s2.mine) != 2 {
		t.Fatal("one click deleted")
	}
	s2.layout(a)
	tap(t, a, s2, s2.deleteB.r)
	if len(s2.mine) != 1 {
		t.Fatalf("%d rosters after delete", len(s2.mine))
	}
	if _, err := store.Load("roster-red-hammers.txt"); err == nil {
		t.Error("the copy's file is still there")
	}
}

// A broken roster file is listed with its error and cannot start a game.
func TestRosterScreenBadFile(t *testing.T) {
	store := &MemoryStorage{}
	store.Save("roster-bad.txt", []byte("roster Bad\nmodel operator with\n"))
	a := rosterTestApp(t, store)
	s := newRosterScreen(a, func(a *App) screen { return newTitleScreen(a) }, "bad")
	if len(s.mine) != 1 || s.mine[0].err == nil || !strings.Contains(s.mine[0].err.Error(), "bad.txt:2:7:") || !s.readOnly() {
		t.Fatalf("mine %+v", s.mine)
	}
}
