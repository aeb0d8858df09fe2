package board

import (
	"image/color"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// isTerrainLook reports whether kind is a token kind of a terrain piece
// a ruleset lays on a cube (rules.TokenMast and the others), each drawn
// as what it is.
func isTerrainLook(kind string) bool {
	switch kind {
	case rules.TokenMast, rules.TokenTree, rules.TokenVehicle, rules.TokenRubble, rules.TokenHole, rules.TokenFire:
		return true
	}
	return false
}

// drawTerrainPiece paints a terrain piece's token at scale s, its anchor
// on the floor at (0, 0): a lamp post, a tree, a parked car, a heap of
// rubble, the jagged rim of a broken floor, or flames.
func drawTerrainPiece(c *canvas, kind string, s float64) {
	x := func(v float64) float64 { return v * s }
	y := func(v float64) float64 { return -v * s }
	switch kind {
	case rules.TokenMast:
		// A lamp post: a dark pole with an arm and a lit lamp.
		pole := rgb(0x3c424c)
		c.poly(pole, pt{x(-1.2), y(0)}, pt{x(1.2), y(0)}, pt{x(0.9), y(21)}, pt{x(-0.9), y(21)})
		c.segment(pole, 1.4*s, pt{x(0), y(20.5)}, pt{x(5), y(21.5)}, false)
		c.ellipse(color.RGBA{0xff, 0xd8, 0x6a, 0xff}, x(5.5), y(20), 2.4*s, 1.8*s)
		c.ellipse(color.RGBA{0xff, 0xf4, 0xc8, 0xff}, x(5.5), y(20), 1.2*s, 0.9*s)
	case rules.TokenTree:
		// A trunk under a round crown of leaves.
		c.poly(rgb(0x6b4a2b), pt{x(-1.6), y(0)}, pt{x(1.6), y(0)}, pt{x(1.1), y(11)}, pt{x(-1.1), y(11)})
		leaf := rgb(0x4f8a34)
		for _, p := range [][3]float64{{-4, 14, 5.5}, {4, 14, 5.5}, {0, 18, 6}} {
			c.ellipse(shade(leaf, 0.65), x(p[0]+0.6), y(p[1]-0.6), p[2]*s, p[2]*s)
		}
		for _, p := range [][3]float64{{-4, 14, 5}, {4, 14, 5}, {0, 18, 5.5}} {
			c.ellipse(leaf, x(p[0]), y(p[1]), p[2]*s, p[2]*s)
		}
	case rules.TokenVehicle:
		// A parked car seen from the side: wheels, body, cabin, windows.
		body := rgb(0x8a3b34)
		c.ellipse(rgb(0x1c1f24), x(-7), y(1.5), 2.6*s, 2.6*s)
		c.ellipse(rgb(0x1c1f24), x(7), y(1.5), 2.6*s, 2.6*s)
		c.poly(body, pt{x(-12), y(2)}, pt{x(12), y(2)}, pt{x(12), y(8)}, pt{x(-12), y(8)})
		c.poly(shade(body, 1.2), pt{x(-7), y(8)}, pt{x(7), y(8)}, pt{x(5), y(13)}, pt{x(-5), y(13)})
		glass := rgb(0x9fc3d8)
		c.poly(glass, pt{x(-5.5), y(8.6)}, pt{x(-0.6), y(8.6)}, pt{x(-0.6), y(12)}, pt{x(-4.2), y(12)})
		c.poly(glass, pt{x(0.6), y(8.6)}, pt{x(5.5), y(8.6)}, pt{x(4.2), y(12)}, pt{x(0.6), y(12)})
	case rules.TokenRubble:
		// A heap of broken grey chunks.
		for _, r := range [][4]float64{{-11, 0, 9, 6}, {0, 0, 11, 7}, {-6, 5, 10, 6}, {4, 5, 7, 5}, {-2, 10, 6, 4}} {
			col := rgb(0xa39482)
			c.poly(shade(col, 0.6), pt{x(r[0]), y(r[1])}, pt{x(r[0] + r[2]), y(r[1])}, pt{x(r[0] + r[2] - 1), y(r[1] + r[3])}, pt{x(r[0] + 1.5), y(r[1] + r[3] + 1)})
			c.poly(col, pt{x(r[0] + 0.8), y(r[1] + 0.8)}, pt{x(r[0] + r[2] - 0.8), y(r[1] + 0.8)}, pt{x(r[0] + r[2] - 1.6), y(r[1] + r[3] - 0.4)}, pt{x(r[0] + 2), y(r[1] + r[3])})
		}
	case rules.TokenHole:
		// The jagged rim of a broken floor around open air.
		rim := []pt{{x(-11), y(0)}, {x(-7), y(3.5)}, {x(-2), y(2.6)}, {x(2), y(4.6)}, {x(8), y(3)}, {x(11), y(0.4)},
			{x(7), y(-3.4)}, {x(1), y(-2.4)}, {x(-4), y(-4.4)}, {x(-9), y(-2.6)}}
		c.poly(color.RGBA{0x0c, 0x0d, 0x10, 0xe0}, rim...)
		c.outline(rgb(0x9a9286), 1.6*s, rim...)
	case rules.TokenFire:
		// Flames: an orange tongue with a yellow heart.
		c.poly(color.RGBA{0xe0, 0x4a, 0x1c, 0xff}, pt{x(-8), y(1)}, pt{x(8), y(1)}, pt{x(6), y(9)}, pt{x(3), y(6)},
			pt{x(1), y(17)}, pt{x(-2), y(8)}, pt{x(-5), y(12)}, pt{x(-6), y(6)})
		c.poly(color.RGBA{0xff, 0xc8, 0x3a, 0xff}, pt{x(-4), y(1)}, pt{x(4), y(1)}, pt{x(3), y(6)}, pt{x(0.5), y(11)},
			pt{x(-1.5), y(5)}, pt{x(-3), y(7)})
	}
}
