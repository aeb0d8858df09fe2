package uitest

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/scene"
)

// accentPixels counts the pixels of the interface's accent colour (the
// focus outline, the board cursor), within a small tolerance.
func accentPixels(img *image.RGBA) int {
	accent := color.RGBA{255, 196, 64, 255}
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if near(img.RGBAAt(x, y), accent, 24) {
				n++
			}
		}
	}
	return n
}

// changedPixels counts the pixels that differ between two frames.
func changedPixels(a, b *image.RGBA) int {
	n := 0
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ca, cb := a.RGBAAt(x, y), b.RGBAAt(x, y)
			if absd(ca.R, cb.R)+absd(ca.G, cb.G)+absd(ca.B, cb.B) > 30 {
				n++
			}
		}
	}
	return n
}

// anyStep is keyTour.step checked over the whole frame: it presses keys,
// waits 10 ticks and checks that at least 200 pixels changed anywhere.
func (k *keyTour) anyStep(name string, keys ...ebiten.Key) {
	k.t.Helper()
	for _, key := range keys {
		k.g.key(key)
	}
	k.g.ticks(10)
	img := k.g.snap(k.prefix + "-" + name)
	if n := changedPixels(k.prev, img); n < 200 {
		k.t.Errorf("%s: %d pixels changed after %v", name, n, keys)
	}
	k.prev = img
}

// focusStep is anyStep for keys that move the keyboard focus: the frame
// gains an accent outline of at least a button's size.
func (k *keyTour) focusStep(name string, keys ...ebiten.Key) {
	k.t.Helper()
	before := accentPixels(k.prev)
	k.anyStep(name, keys...)
	if got := accentPixels(k.prev); got < before+300 {
		k.t.Errorf("%s: %d accent pixels after %v, %d before: no focus outline shows", name, got, keys, before)
	}
}

// The menus by keyboard alone at 75% and 200% interface size, in a
// 1280×720 and an 800×600 window: Tab shows the focus on the title and
// Enter opens the focused Replays; the settings' rows take the focus and
// Right steps the motion row; the rules reference turns to its page of
// keys; the setup's first row takes the focus; Esc leads back each time.
// The frames are written to FLASHPOINT_SHOTS when it is set.
func TestUIKeyboardMenusAtScales(t *testing.T) {
	h := needHost(t)
	for _, c := range []struct {
		name  string
		scale float64
	}{{"scale75", 0.75}, {"scale200", 2}} {
		t.Run(c.name, func(t *testing.T) {
			s := scene.DefaultSettings()
			s.UIScale = c.scale
			g := startGuestWith(t, h, &s)
			tourSizes(t, g, "keys-"+c.name, func(k *keyTour) {
				k.focusStep("01-title-focus", ebiten.KeyTab, ebiten.KeyTab)
				k.step("02-replays", ebiten.KeyEnter)
				k.step("03-title", ebiten.KeyEscape)
				k.step("04-settings", ebiten.KeyS)
				k.focusStep("05-settings-focus", ebiten.KeyTab, ebiten.KeyTab, ebiten.KeyTab, ebiten.KeyTab, ebiten.KeyTab, ebiten.KeyTab)
				k.anyStep("06-settings-motion", ebiten.KeyArrowRight)
				k.step("07-title", ebiten.KeyEscape)
				k.step("08-rules", ebiten.KeyR)
				k.step("09-rules-keys", ebiten.KeyArrowRight)
				k.step("10-title", ebiten.KeyEscape)
				k.step("11-setup", ebiten.KeyN)
				k.focusStep("12-setup-focus", ebiten.KeyTab)
				k.step("13-title", ebiten.KeyEscape)
			})
		})
	}
}

// A battle by keyboard: past the hand-over with Enter, Tab picks a model,
// an arrow key shows the board cursor (an accent outline on a cube) and
// Esc puts it away again.
func TestUIBattleBoardCursor(t *testing.T) {
	h := needHost(t)
	g := startGuest(t, h, "-quick", "-seed", "3")
	g.ticks(30)
	g.key(ebiten.KeyEnter) // the hand-over to blue
	g.ticks(30)
	g.key(ebiten.KeyTab)
	g.ticks(10)
	before := g.snap("keys-battle-01-picked")
	g.key(ebiten.KeyArrowRight)
	g.ticks(10)
	on := g.snap("keys-battle-02-cursor")
	if got, was := accentPixels(on), accentPixels(before); got < was+100 {
		t.Errorf("the board cursor does not show: %d accent pixels, %d before", got, was)
	}
	g.key(ebiten.KeyArrowUp)
	g.key(ebiten.KeyArrowUp)
	g.ticks(10)
	g.snap("keys-battle-03-cursor-moved")
	g.key(ebiten.KeyEscape)
	g.ticks(10)
	off := g.snap("keys-battle-04-cursor-away")
	if got, was := accentPixels(off), accentPixels(on); got > was-100 {
		t.Errorf("Esc left the board cursor: %d accent pixels, %d with it", got, was)
	}
}
