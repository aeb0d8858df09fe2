package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// At 800×600 the Spotter's first action — Move, Sprint, Crouch and its
// Strike Designator cube attack — fits on one page of the bar, so the
// cube attack shows without paging; more than one page makes room for the
// paging buttons.
func TestBarFlowOnePage(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	face, hf := f.face(sizeNormal), f.face(sizeSmall)
	labels := []string{"Move…", "Sprint…", "Crouch", "Fire at cube · Strike Designator…"}
	widths := make([]float64, len(labels))
	for i, l := range labels {
		widths[i] = textWidth(l, face) + textWidth("9", hf) + 40
	}
	r := battleLayoutFor(800, 600).bar
	inner := rect{r.X + 8, r.Y + 26, r.W - 16, r.H - 30}
	rects, _, pages := flowBar(widths, inner)
	if pages != 1 {
		t.Fatalf("%d pages at 800×600: %v", pages, rects)
	}
	for i, rc := range rects {
		if rc.X+rc.W > inner.X+inner.W+0.5 || rc.Y+rc.H > inner.Y+inner.H+0.5 {
			t.Errorf("button %q at %v leaves %v", labels[i], rc, inner)
		}
	}
	// Small buttons fill the rows before a page turns, ten of them too.
	small := make([]float64, 10)
	for i := range small {
		small[i] = 60
	}
	if _, _, pages := flowBar(small, rect{0, 0, 900, 100}); pages != 1 {
		t.Fatalf("10 small buttons that fit: %d pages", pages)
	}
	many := make([]float64, 12)
	for i := range many {
		many[i] = 150
	}
	if _, _, pages := flowBar(many, inner); pages < 2 {
		t.Fatalf("12 buttons that do not fit: %d pages", pages)
	}
}

// A number key means the same entry on every page of a decision: keys 1–9
// for the first nine entries, 0 for the tenth, Shift and 1–9 for the next
// nine, none for the rest.
func TestBarKeysFollowEntries(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	b.entries = make([]barEntry, 21)
	for page := 0; page < 2; page++ {
		b.page = page
		for d := 1; d <= 19; d++ {
			if got := b.shortcut(d); got != d-1 {
				t.Fatalf("page %d: key %d chooses entry %d, want %d", page, d, got, d-1)
			}
		}
	}
	if barKey(19) != 0 || barKey(0) != 1 {
		t.Fatal("the twentieth entry has a key, or the first has none")
	}
	for _, c := range []struct {
		shift bool
		key   ebiten.Key
		entry int
		label string
	}{{false, ebiten.KeyDigit1, 0, "1"}, {false, ebiten.KeyDigit9, 8, "9"}, {false, ebiten.KeyDigit0, 9, "0"}, {true, ebiten.KeyDigit1, 10, "Shift+1"}, {true, ebiten.KeyNumpad9, 18, "Shift+9"}} {
		in := input{keys: []ebiten.Key{c.key}, shift: c.shift}
		if got := b.shortcut(in.digit()); got != c.entry {
			t.Errorf("%v (shift %v) chooses entry %d, want %d", c.key, c.shift, got, c.entry)
		}
		if got := barKeyLabel(barKey(c.entry)); got != c.label {
			t.Errorf("entry %d is labelled %q, want %q", c.entry, got, c.label)
		}
	}
}

// A cube attack's bar tooltip says how to aim it; a move group's how to
// filter.
func TestGroupHint(t *testing.T) {
	english := (&battleScreen{}).word
	if h := groupHint(barEntry{aim: true}, english); h == groupHint(barEntry{}, english) {
		t.Fatalf("a cube attack and a move group share the hint %q", h)
	}
}
