package scene

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The Kill teams screen builds a kill team with keys, names what it
// breaks, saves it apart from Flashpoint's rosters, and the setup screen
// picks it and starts a Kill Team game with it.
func TestKillTeamRosterScreen(t *testing.T) {
	store := &MemoryStorage{}
	if err := store.Save("roster-old.txt", []byte("roster Old\nmodel operator\n")); err != nil {
		t.Fatal(err)
	}
	a := shippedApp(t, "killteam", "beginner", store)
	s := newRosterScreen(a, func(a *App) screen { return newTitleScreen(a) }, "")
	if s.title() != "Kill teams" || len(s.shipped) != 3 || len(s.mine) != 0 {
		t.Fatalf("title %q, %d shipped, %d mine (Flashpoint's roster listed?)", s.title(), len(s.shipped), len(s.mine))
	}
	s.layout(a)
	tap(t, a, s, s.newB.r)
	if s.cur().Name != "New kill team" {
		t.Fatalf("New made %+v", s.cur())
	}
	// A Militia Boss and two Troopers: no Leader yet.
	for _, id := range []string{"militia-boss", "militia-trooper", "militia-trooper"} {
		tap(t, a, s, rect{}, unitKey(t, s, id))
	}
	if s.report.OK() || !strings.Contains(s.report.Problems[0].Message, "no Leader") {
		t.Fatalf("problems %+v", s.report.Problems)
	}
	// The Boss becomes the Leader with →; a Warden does not join militia.
	tap(t, a, s, rect{}, ebiten.KeyUp)
	tap(t, a, s, rect{}, ebiten.KeyUp)
	tap(t, a, s, rect{}, ebiten.KeyRight)
	if !s.report.OK() || s.report.Points != 6+5+5 {
		t.Fatalf("points %d problems %+v", s.report.Points, s.report.Problems)
	}
	tap(t, a, s, rect{}, unitKey(t, s, "warden"))
	if n := len(s.cur().Models); n != 3 || !s.report.OK() || !strings.Contains(a.toast, "Not of this kill team's faction") {
		t.Fatalf("%d models, notice %q, problems %+v", n, a.toast, s.report.Problems)
	}
	text, err := store.Load("killteam-roster-new-kill-team.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "model  militia-boss Leader\n") {
		t.Fatalf("saved %q", text)
	}
	su := newSetupScreen(a)
	su.layout(a)
	if su.blue.label != "Blue kill team" || su.edit.label != "Edit kill teams…" {
		t.Errorf("setup rows %q, %q", su.blue.label, su.edit.label)
	}
	su.red.set(mineMark + "new-kill-team")
	b, err := su.start(a)
	if err != nil {
		t.Fatal(err)
	}
	red := 0
	for _, p := range b.g.View().Pieces {
		if strings.HasPrefix(p.ID, "red.") {
			red++
		}
	}
	if red != 3 || b.g.Ruleset() != "killteam" {
		t.Errorf("red has %d models in a %s game, want 3 in killteam", red, b.g.Ruleset())
	}
}

// The 20-model horde fits the Kill teams screen without scrolling at
// 1280×720 and 800×600, one line a model, every row in the panel.
func TestKillTeamHordeFits(t *testing.T) {
	a := shippedApp(t, "killteam", "beginner", &MemoryStorage{})
	for _, size := range [][2]int{{1280, 720}, {800, 600}} {
		a.w, a.h = size[0], size[1]
		s := newRosterScreen(a, func(a *App) screen { return newTitleScreen(a) }, "")
		s.pick(len(s.shipped) - 1) // the Ash Militia, shipped last
		s.layout(a)
		if len(s.cur().Models) != 20 || len(s.rows) != 20 || s.rowsHidden != [2]int{} || !s.oneLine {
			t.Fatalf("%v: %d models, %d rows, hidden %v, one line %v", size, len(s.cur().Models), len(s.rows), s.rowsHidden, s.oneLine)
		}
		for _, row := range s.rows {
			if row.r.Y < s.midR.Y || row.r.Y+row.r.H > s.midR.Y+s.midR.H || row.r.H < 16 {
				t.Errorf("%v: row %d at %v, panel %v", size, row.i+1, row.r, s.midR)
			}
		}
	}
}

// unitKey is the digit key that adds a unit on the roster screen: 1 for
// the catalog's first, 0 for its tenth.
func unitKey(t *testing.T, s *rosterScreen, id string) ebiten.Key {
	t.Helper()
	for i, u := range s.cat.Units {
		if u.ID == id && i < 10 {
			return ebiten.Key0 + ebiten.Key((i+1)%10)
		}
	}
	t.Fatalf("no key adds %s", id)
	return 0
}
