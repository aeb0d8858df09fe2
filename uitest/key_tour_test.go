package uitest

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// rosterKey is the digit key that adds unit id of the ruleset's roster
// catalog on its roster screen: 1 for the catalog's first, 0 for its
// tenth.
func rosterKey(t *testing.T, ruleset, id string) ebiten.Key {
	t.Helper()
	rs, err := all.Registry().Get(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	for i, u := range rs.(rules.RosterBuilder).RosterCatalog().Units {
		if u.ID == id && i < 10 {
			return ebiten.Key0 + ebiten.Key((i+1)%10)
		}
	}
	t.Fatalf("no key adds %s", id)
	return 0
}

// resize gives the game an outside screen of w×h, as a resized window.
func (g *guest) resize(w, h int) {
	g.t.Helper()
	g.do(func() error {
		g.screen = ebiten.NewImage(w, h)
		return g.s.SetOutsideScreen(g.screen)
	})
	g.ticks(5)
}

// keyTour walks the game's screens with keys at one window size, each
// step checked to change the frame; the frames are named
// "PREFIX-SIZE-NAME" (written to FLASHPOINT_SHOTS when it is set).
type keyTour struct {
	t      *testing.T
	g      *guest
	prefix string // e.g. "kt-1280"
	w, h   int
	prev   *image.RGBA // the last frame taken
}

// tourSizes runs walk at 1280×720 and at 800×600, each from a fresh
// snapshot named "PREFIX-SIZE-00-title" of the screen the game is on.
func tourSizes(t *testing.T, g *guest, prefix string, walk func(k *keyTour)) {
	t.Helper()
	for _, size := range []struct {
		name string
		w, h int
	}{{"1280", 1280, 720}, {"800", 800, 600}} {
		g.resize(size.w, size.h)
		g.ticks(20)
		k := &keyTour{t: t, g: g, prefix: prefix + "-" + size.name, w: size.w, h: size.h}
		k.snap("00-title")
		walk(k)
	}
}

// snap takes the frame as the one the next step compares with.
func (k *keyTour) snap(name string) { k.prev = k.g.snap(k.prefix + "-" + name) }

// step presses keys, waits 10 ticks and checks that the frame changed
// near the middle or the upper left quarter of the screen.
func (k *keyTour) step(name string, keys ...ebiten.Key) {
	k.t.Helper()
	for _, key := range keys {
		k.g.key(key)
	}
	k.g.ticks(10)
	img := k.g.snap(k.prefix + "-" + name)
	if differs(k.prev, img, float64(k.w)/2, float64(k.h)/2, 40) == 0 && differs(k.prev, img, float64(k.w)/4, float64(k.h)/4, 40) == 0 {
		k.t.Errorf("%s: the frame did not change after %v", name, keys)
	}
	k.prev = img
}
