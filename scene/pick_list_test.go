package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A Load game list longer than the window scrolls: its rows stay above
// the buttons at every size, and the chosen save, stepped to with the
// arrow keys from the first to the last and back, is always on a row on
// screen.
func TestLoadListScrollsToTheChoice(t *testing.T) {
	store := &MemoryStorage{}
	const n = 30
	for i := 0; i < n; i++ {
		if err := store.Save(fmt.Sprintf("save-game-%02d.json", i), []byte("{}")); err != nil {
			t.Fatal(err)
		}
	}
	a := newTestApp(t)
	a.store = store
	for _, size := range fitSizes {
		a.w, a.h = int(size[0]), int(size[1])
		name := fmt.Sprintf("%.0f×%.0f", size[0], size[1])
		s := newLoadScreen(a)
		if len(s.list) != n {
			t.Fatalf("%d saves listed, want %d", len(s.list), n)
		}
		s.layout(a)
		check := func() {
			t.Helper()
			last := s.pick.rows[len(s.pick.rows)-1]
			if last.Y+last.H > s.load.r.Y-4 {
				t.Fatalf("%s: the row at %.0f runs into the buttons at %.0f", name, last.Y+last.H, s.load.r.Y)
			}
			if i := s.pick.sel - s.pick.top; i < 0 || i >= len(s.pick.rows) {
				t.Fatalf("%s: the chosen save %d is not on a row (rows %d from %d)", name, s.pick.sel, len(s.pick.rows), s.pick.top)
			}
		}
		for i := 0; i < n; i++ {
			press(t, a, s, ebiten.KeyArrowDown)
			s.layout(a)
			check()
		}
		if s.pick.sel != n-1 {
			t.Fatalf("%s: Down %d times chose %d", name, n, s.pick.sel)
		}
		for i := 0; i < n; i++ {
			press(t, a, s, ebiten.KeyArrowUp)
			s.layout(a)
			check()
		}
		if s.pick.sel != 0 || s.pick.top != 0 {
			t.Fatalf("%s: back up at %d, first row %d", name, s.pick.sel, s.pick.top)
		}
	}
}

// The Load game and Replays screens' buttons show their whole words in
// every language at every size, side by side, inside the window.
func TestListButtonsShowTheirWords(t *testing.T) {
	for _, language := range []string{"en", "uk", "ru"} {
		a := newTestApp(t)
		a.settings.Language = language
		a.chooseLanguage()
		for _, size := range fitSizes {
			a.w, a.h = int(size[0]), int(size[1])
			name := fmt.Sprintf("%s %.0f×%.0f", language, size[0], size[1])
			l := newLoadScreen(a)
			l.layout(a)
			r := newReplayListScreen(a)
			r.layout(a)
			for _, row := range [][]*button{{&l.load, &l.del, &l.back}, {&r.watch, &r.star, &r.exp, &r.del, &r.back}} {
				for i, b := range row {
					if !b.labelFits(a.fonts) {
						t.Errorf("%s: the button %q is cut", name, b.label)
					}
					if b.r.X < 0 || b.r.X+b.r.W > size[0] || b.r.Y+b.r.H > size[1] {
						t.Errorf("%s: the button %q %v leaves the window", name, b.label, b.r)
					}
					if i > 0 && overlap(b.r, row[i-1].r) {
						t.Errorf("%s: the buttons %q and %q overlap", name, row[i-1].label, b.label)
					}
				}
			}
		}
	}
}
