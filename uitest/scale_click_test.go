package uitest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/scene"
)

// At 200% interface size a click lands where the pointer is on the
// screen: the title's Settings button, clicked at its place, opens the
// settings, the same screen the S key opens (the pointer was once divided
// by the interface size twice and the click hit New game).
func TestUIClickAtScale200(t *testing.T) {
	h := needHost(t)
	s := scene.DefaultSettings()
	s.UIScale = 2
	g := startGuestWith(t, h, &s)
	g.ticks(20)
	title := g.snap("scale200-click-00-title")
	g.key(ebiten.KeyS)
	g.ticks(10)
	byKey := g.snap("scale200-click-01-settings-by-key")
	g.key(ebiten.KeyEscape)
	g.ticks(10)
	g.hover(20, 700) // away from the buttons, so no hover tints the frames compared
	g.ticks(5)
	// The Settings button: right column, third row of the 640×360 title,
	// at twice its logical place on the 1280×720 screen.
	g.click(932, 360)
	g.hover(20, 700)
	g.ticks(10)
	byClick := g.snap("scale200-click-02-settings-by-click")
	if changedPixels(title, byClick) < 10000 {
		t.Fatal("the click on Settings left the title on screen")
	}
	if n := changedPixels(byKey, byClick); n > 2000 {
		t.Errorf("the click opened another screen than the S key: %d pixels differ", n)
	}
}
