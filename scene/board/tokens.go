package board

import (
	"image/color"
	"math"
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
	kind  string     // "weapon", "item", "barrier", "smoke", "ball", "flag"
	glyph string     // letter shown on items
	seat  rules.Seat // whose flag; NoSeat for an objective of nobody's
	down  bool       // a face-down item
}

// lookOf decides how a token is drawn: weapons as a weapon case, items as
// an upright counter (a dark "?" while face down, the item's initial on a
// light face once revealed), an energy shield barrier as a shield dome,
// smoke as a cloud, the ball as a ball, terrain (trees, scrub, rough
// ground a ruleset lays on a cube) as a low green tuft marked with the
// initial of its label, the pieces of a city (lamp posts, trees, parked
// cars, rubble, a broken floor's rim, flames) as what they are, a flag in
// its side's colour
// (Token.Seat, never the words of its label), other objectives and
// anything else as a flag in the objective colour.
func lookOf(t rules.Token) tokenLook {
	switch strings.ToLower(t.Kind) {
	case "weapon":
		return tokenLook{kind: "weapon", seat: rules.NoSeat}
	case "item":
		if t.Hidden || t.Label == "" || t.Label == "?" {
			return tokenLook{kind: "item", glyph: "?", seat: rules.NoSeat, down: true}
		}
		r, _ := utf8.DecodeRuneInString(t.Label)
		return tokenLook{kind: "item", glyph: strings.ToUpper(string(r)), seat: rules.NoSeat}
	case "barrier", "smoke", "ball":
		return tokenLook{kind: strings.ToLower(t.Kind), seat: rules.NoSeat}
	case "flag":
		return tokenLook{kind: "flag", seat: sideOf(t.Seat)}
	case "terrain":
		r, _ := utf8.DecodeRuneInString(t.Label)
		return tokenLook{kind: "terrain", glyph: strings.ToUpper(string(r)), seat: rules.NoSeat}
	}
	if k := strings.ToLower(t.Kind); isTerrainLook(k) {
		return tokenLook{kind: k, seat: rules.NoSeat}
	}
	return tokenLook{kind: "flag", seat: rules.NoSeat}
}

// sideOf is s when it is one of the two sides, else NoSeat.
func sideOf(s rules.Seat) rules.Seat {
	if s == rules.Blue || s == rules.Red {
		return s
	}
	return rules.NoSeat
}

// isZone reports whether a token marks a scenario zone's cube or a side's
// area ("area"): the board tints its floor instead of standing a token on
// it.
func isZone(t rules.Token) bool {
	return strings.EqualFold(t.Kind, "zone") || strings.EqualFold(t.Kind, "area")
}

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
	if l.kind != rules.TokenHole {
		c.ellipse(color.RGBA{0, 0, 0, 100}, 0, 0, 10*s, 4.5*s)
	}
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
		// An upright round counter: its dark back while face down, its
		// light face with the item's initial once revealed.
		col, ink := shade(pal.Item, 0.55), color.RGBA{0xf4, 0xee, 0xff, 0xff}
		if !l.down {
			col, ink = shade(pal.Item, 1.35), color.RGBA{0x1a, 0x10, 0x28, 0xff}
		}
		c.ellipse(shade(col, 0.5), x(0.8), y(9), 8.5*s, 8.5*s)
		c.ellipse(col, 0, y(9.5), 8.5*s, 8.5*s)
		if l.down {
			c.ring(pal.Item, 1.2*s, 0, y(9.5), 6.5*s, 6.5*s)
		} else {
			c.ring(shade(pal.Item, 0.7), 1.2*s, 0, y(9.5), 6.5*s, 6.5*s)
		}
		if face := b.face(11 * s); face != nil {
			c.text(l.glyph, face, ink, 0, y(9.5))
		}
	case "barrier":
		// A glowing shield dome on a small emitter.
		col := pal.Shield
		c.poly(rgb(0x3a4049), pt{x(-4), y(0)}, pt{x(4), y(0)}, pt{x(3), y(3)}, pt{x(-3), y(3)})
		var top []pt
		for i := 0; i <= 16; i++ {
			a := math.Pi * float64(i) / 16
			top = append(top, pt{-11 * s * math.Cos(a), y(3) - 13*s*math.Sin(a)})
		}
		c.poly(fade(col, 0.45), top...)
		c.line(col, 1.6*s, top...)
		c.segment(shade(col, 1.4), 1.2*s, pt{x(-11), y(3)}, pt{x(11), y(3)}, false)
	case "smoke":
		// A grey cloud of puffs.
		col := rgb(0xb8bec6)
		for _, p := range [][3]float64{{-6, 5, 6}, {6, 5, 6}, {0, 8, 7}, {-3, 13, 5.5}, {4, 12, 5}} {
			c.ellipse(shade(col, 0.75), x(p[0]+0.6), y(p[1]-0.6), p[2]*s, p[2]*s)
		}
		for _, p := range [][3]float64{{-6, 5, 5.4}, {6, 5, 5.4}, {0, 8, 6.4}, {-3, 13, 5}, {4, 12, 4.5}} {
			c.ellipse(col, x(p[0]), y(p[1]), p[2]*s, p[2]*s)
		}
	case "ball":
		// The oddball: a white ball with a dark band.
		c.ellipse(rgb(0x9aa0a8), x(0.8), y(7.2), 7*s, 7*s)
		c.ellipse(rgb(0xf4f4f0), 0, y(7.6), 7*s, 7*s)
		c.ring(rgb(0x2a2e36), 1.6*s, 0, y(7.6), 7*s, 2.2*s)
		c.ellipse(rgb(0xffffff), x(-2.5), y(10), 1.6*s, 1.6*s)
	case "terrain":
		// A low tuft of foliage lying on the floor, the initial of what
		// it is on it, so the cube's floor stays visible around it.
		col := rgb(0x5f8f3a)
		for _, p := range [][3]float64{{-6, 3, 5}, {6, 3, 5}, {0, 6, 6.5}} {
			c.ellipse(shade(col, 0.6), x(p[0]+0.6), y(p[1]-0.6), p[2]*s, p[2]*0.8*s)
		}
		for _, p := range [][3]float64{{-6, 3, 4.4}, {6, 3, 4.4}, {0, 6, 5.8}} {
			c.ellipse(col, x(p[0]), y(p[1]), p[2]*s, p[2]*0.8*s)
		}
		if face := b.face(9 * s); face != nil {
			c.text(l.glyph, face, color.RGBA{0xf4, 0xf8, 0xe8, 0xff}, 0, y(6))
		}
	default:
		if isTerrainLook(l.kind) {
			drawTerrainPiece(&c, l.kind, s)
			break
		}
		// A flag on a pole, in its side's colour (a bigger flag) or the
		// objective colour.
		col, fw := pal.Objective, 12.0
		if l.seat == rules.Blue || l.seat == rules.Red {
			col, fw = pal.Team[l.seat], 15.0
		}
		c.poly(rgb(0xdddddd), pt{x(-1), y(0)}, pt{x(1), y(0)}, pt{x(1), y(22)}, pt{x(-1), y(22)})
		c.poly(col, pt{x(1), y(22)}, pt{x(1 + fw), y(18)}, pt{x(1), y(13)})
		c.ellipse(shade(col, 0.5), 0, 0, 4*s, 2*s)
	}
	c.flush()
	img := withOutline(body, color.RGBA{10, 12, 16, 255}, zoom)
	body.Deallocate()
	return img
}

// carriedBy is the token model id carries (a flag or the ball), as the
// tokens' Carrier says.
func carriedBy(v rules.View, id string) (rules.Token, bool) {
	for _, t := range v.Tokens {
		if t.Carrier != "" && t.Carrier == id {
			return t, true
		}
	}
	return rules.Token{}, false
}
