package uitest

import (
	"image"
	"image/color"
	"testing"
)

// A watched Night Streets battle plays on the screen: its rolls appear in
// the dice tray as white, blue and red dice, the white ones drawn white.
// With FLASHPOINT_SHOTS set the frame is written there.
func TestUIUrbanWatchDice(t *testing.T) {
	h := needHost(t)
	g := startGuest(t, h, "-ruleset", "urban", "-arena", "streets", "-quick", "-watch", "-level", "easy", "-seed", "5")
	g.ticks(30)
	tray := image.Rect(screenW-310, screenH-170, screenW, screenH)
	white := color.RGBA{240, 240, 234, 255}
	for tick := 0; tick < 7200; tick += 30 {
		img := g.frame()
		n := 0
		for y := tray.Min.Y; y < tray.Max.Y; y++ {
			for x := tray.Min.X; x < tray.Max.X; x++ {
				if near(img.RGBAAt(x, y), white, 10) {
					n++
				}
			}
		}
		if n >= 150 {
			g.snap("urban-dice")
			return
		}
		g.ticks(30)
	}
	t.Fatal("no white die appeared in the dice tray")
}
