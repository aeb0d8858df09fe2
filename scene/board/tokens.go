package board

import (
	"image/color"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Token sprite size in pixels at zoom 1; the anchor is the spot on the
// floor the token lies on.
const (
	tokW       = 28.0
	tokH       = 30.0
	tokAnchorY = 24.0
)

// tokenLook is what distinguishes token sprites.
type tokenLook struct {
	kind  string // "weapon", "item", "flag"
	glyph string // letter shown on items
}

// lookOf decides how a token is drawn: weapons as a weapon case, items as
// an upright counter ("?" while face down), objectives and anything else as
// a flag.
func lookOf(t rules.Token) tokenLook {
	switch strings.ToLower(t.Kind) {
	case "weapon":
		return tokenLook{kind: "weapon"}
	case "item":
		g := "?"
		if !t.Hidden && t.Label != "" && t.Label != "?" {
			r, _ := utf8.DecodeRuneInString(t.Label)
			g = strings.ToUpper(string(r))
		}
		return tokenLook{kind: "item", glyph: g}
	}
	return tokenLook{kind: "flag"}
}

// isZone reports whether a token marks a scenario zone's cube: the board
// tints its floor instead of standing a token on it.
func isZone(t rules.Token) bool { return strings.EqualFold(t.Kind, "zone") }

// newToken paints a token's sprite.
func (b *Board) newToken(l tokenLook, zoom float64) *ebiten.Image {
	w, h := int(tokW*zoom+0.5), int(tokH*zoom+0.5)
	body := ebiten.NewImage(w, h)
	var c canvas
	c.begin(body, b.sprites.white, -tokW/2*zoom, -tokAnchorY*zoom)
	s := zoom
	x := func(v float64) float64 { return v * s }
	y := func(v float64) float64 { return -v * s }
	pal := b.pal
	c.ellipse(color.RGBA{0, 0, 0, 100}, 0, 0, 10*s, 4.5*s)
	switch l.kind {
	case "weapon":
		// A long weapon case with a rifle stencilled on its lid.
		col := pal.Weapon
		c.poly(shade(col, 0.55), pt{x(-11), y(1)}, pt{x(11), y(1)}, pt{x(11), y(6)}, pt{x(-11), y(6)})
		c.poly(col, pt{x(-11), y(6)}, pt{x(11), y(6)}, pt{x(9), y(11)}, pt{x(-9), y(11)})
		gun := color.RGBA{0x22, 0x25, 0x2b, 0xff}
		c.poly(gun, pt{x(-8), y(7.5)}, pt{x(8), y(7.5)}, pt{x(8), y(9)}, pt{x(-8), y(9)})
		c.poly(gun, pt{x(-3), y(7.5)}, pt{x(-1), y(7.5)}, pt{x(-2), y(5.2)}, pt{x(-3.5), y(5.2)})
	case "item":
		// An upright round counter.
		col := pal.Item
		c.ellipse(shade(col, 0.5), x(0.8), y(9), 8.5*s, 8.5*s)
		c.ellipse(col, 0, y(9.5), 8.5*s, 8.5*s)
		c.ring(shade(col, 1.5), 1.2*s, 0, y(9.5), 6.5*s, 6.5*s)
		if face := b.face(11 * s); face != nil {
			c.text(l.glyph, face, color.RGBA{0x1a, 0x10, 0x28, 0xff}, 0, y(9.5))
		}
	default:
		// A flag on a pole.
		col := pal.Objective
		c.poly(rgb(0xdddddd), pt{x(-1), y(0)}, pt{x(1), y(0)}, pt{x(1), y(22)}, pt{x(-1), y(22)})
		c.poly(col, pt{x(1), y(22)}, pt{x(13), y(18)}, pt{x(1), y(13)})
		c.ellipse(shade(col, 0.5), 0, 0, 4*s, 2*s)
	}
	c.flush()
	img := withOutline(body, color.RGBA{10, 12, 16, 255}, zoom)
	body.Deallocate()
	return img
}
