package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Flame colours: the outer fire and its hot core.
var (
	flameOuter = color.RGBA{255, 118, 32, 255}
	flameInner = color.RGBA{255, 220, 90, 255}
)

// drawFlame draws a small flame, the mark of a model's Fire token, with
// its foot centred on (x, bottom).
func (b *Board) drawFlame(dst *ebiten.Image, x, bottom float64) {
	z := max(b.cam.Zoom, 0.75)
	c := &b.frame.canvas
	c.begin(dst, b.sprites.white, 0, 0)
	dark := color.RGBA{10, 12, 16, 220}
	cy := bottom - 3.2*z
	c.ellipse(dark, x, cy, 4.6*z, 4.6*z)
	c.poly(dark, pt{x - 4.4*z, cy}, pt{x + 4.4*z, cy}, pt{x + 0.8*z, cy - 9.5*z})
	c.ellipse(flameOuter, x, cy, 3.4*z, 3.4*z)
	c.poly(flameOuter, pt{x - 3.3*z, cy - 0.5*z}, pt{x + 3.3*z, cy - 0.5*z}, pt{x + 0.8*z, cy - 8*z})
	c.ellipse(flameInner, x, cy+0.6*z, 1.7*z, 1.9*z)
	c.flush()
}
