package uitest

import (
	"image"
	"testing"
)

// A watched Firepower battle plays on the screen: the computer draws
// chips and fires, and its D10 rolls appear in the dice tray within a
// minute of game time. With FLASHPOINT_SHOTS set the frame is written
// there.
func TestUIFirepowerWatch(t *testing.T) {
	h := needHost(t)
	g := startGuest(t, h, "-ruleset", "firepower", "-arena", "standard", "-quick", "-watch", "-level", "easy", "-seed", "5")
	g.ticks(30)
	tray := image.Rect(screenW-310, screenH-170, screenW, screenH)
	before := g.frame()
	for tick := 0; tick < 3600; tick += 30 {
		img := g.frame()
		n := 0
		for y := tray.Min.Y; y < tray.Max.Y; y++ {
			for x := tray.Min.X; x < tray.Max.X; x++ {
				if !near(img.RGBAAt(x, y), before.RGBAAt(x, y), 24) {
					n++
				}
			}
		}
		if n >= 150 {
			g.snap("fp-dice")
			return
		}
		g.ticks(30)
	}
	t.Fatal("no roll appeared in the dice tray")
}
