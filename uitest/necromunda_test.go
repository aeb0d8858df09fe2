package uitest

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Necromunda's Gangs screen, driven from the title with keys at 1280×720
// and 800×600: it shows the shipped gangs and builds a new one, a fighter
// at a time; each key changes the frame. With FLASHPOINT_SHOTS set the
// frames are written there (nec-*.png).
func TestUINecromundaGangs(t *testing.T) {
	h := needHost(t)
	g := startGuest(t, h, "-ruleset", "necromunda", "-arena", "standard")
	tourSizes(t, g, "nec", func(k *keyTour) {
		k.step("01-gangs", ebiten.KeyF)
		k.step("02-vipers", ebiten.KeyPageDown)
		k.step("03-new", ebiten.KeyN)
		k.step("04-built", rosterKey(t, "necromunda", "ironhide-boss"), rosterKey(t, "necromunda", "ironhide-foreman"), rosterKey(t, "necromunda", "ironhide-brute"), rosterKey(t, "necromunda", "ironhide-whelp"))
		k.step("05-title", ebiten.KeyEscape)
	})
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
