package uitest

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// gangKey is the digit key that adds a fighter type on the Gangs screen.
func gangKey(t *testing.T, id string) ebiten.Key {
	t.Helper()
	rs, err := all.Registry().Get("necromunda")
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

// Necromunda's Gangs screen, driven from the title with keys at 1280×720
// and 800×600: it shows the shipped gangs and builds a new one, a fighter
// at a time; each key changes the frame. With FLASHPOINT_SHOTS set the
// frames are written there (nec-*.png).
func TestUINecromundaGangs(t *testing.T) {
	h := needHost(t)
	g := startGuest(t, h, "-ruleset", "necromunda", "-arena", "standard")
	for _, size := range []struct {
		name string
		w, h int
	}{{"1280", 1280, 720}, {"800", 800, 600}} {
		g.resize(size.w, size.h)
		g.ticks(20)
		prev := g.snap("nec-" + size.name + "-00-title")
		step := func(name string, keys ...ebiten.Key) {
			t.Helper()
			for _, k := range keys {
				g.key(k)
			}
			g.ticks(10)
			img := g.snap("nec-" + size.name + "-" + name)
			if differs(prev, img, float64(size.w)/2, float64(size.h)/2, 40) == 0 && differs(prev, img, float64(size.w)/4, float64(size.h)/4, 40) == 0 {
				t.Errorf("%s: the frame did not change after %v", name, keys)
			}
			prev = img
		}
		step("01-gangs", ebiten.KeyF)
		step("02-vipers", ebiten.KeyPageDown)
		step("03-new", ebiten.KeyN)
		step("04-built", gangKey(t, "ironhide-boss"), gangKey(t, "ironhide-foreman"), gangKey(t, "ironhide-brute"), gangKey(t, "ironhide-whelp"))
		step("05-title", ebiten.KeyEscape)
	}
}

// A watched Necromunda battle shows the Firepower die in the dice tray
// as a special die (a light body, not the dark plain D6) within a minute
// of game time. With FLASHPOINT_SHOTS set the frame is written there.
func TestUINecromundaFirepowerDie(t *testing.T) {
	h := needHost(t)
	g := startGuest(t, h, "-ruleset", "necromunda", "-arena", "standard", "-quick", "-watch", "-level", "easy", "-seed", "5")
	g.ticks(30)
	tray := image.Rect(screenW-310, screenH-230, screenW, screenH)
	body := color.RGBA{228, 216, 184, 255}
	for tick := 0; tick < 3600; tick += 30 {
		img := g.frame()
		n := 0
		for y := tray.Min.Y; y < tray.Max.Y; y++ {
			for x := tray.Min.X; x < tray.Max.X; x++ {
				if near(img.RGBAAt(x, y), body, 6) {
					n++
				}
			}
		}
		if n >= 150 {
			g.snap("nec-firepower")
			return
		}
		g.ticks(30)
	}
	t.Fatal("no special die appeared in the dice tray")
}
