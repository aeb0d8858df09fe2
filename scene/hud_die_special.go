package scene

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Colours of special dice: a light body, so they stand apart from the
// dark plain dice, and a colour for each symbol.
var (
	colSpecialDie  = color.RGBA{228, 216, 184, 255}
	colSpecialMark = color.RGBA{44, 38, 30, 255}
)

// symbolColour is the colour a special die's symbol is drawn in.
func symbolColour(symbol string) color.RGBA {
	switch symbol {
	case rules.DieSymbolAmmo:
		return color.RGBA{150, 104, 24, 255}
	case rules.DieSymbolWound:
		return color.RGBA{196, 40, 40, 255}
	case rules.DieSymbolInjured:
		return color.RGBA{204, 96, 20, 255}
	case rules.DieSymbolOut:
		return color.RGBA{40, 30, 30, 255}
	}
	return colSpecialMark
}

// drawSpecialDie draws a special die seen from above: a light rounded
// square with its face's symbol, else its mark (a blank face while it
// still rolls). A symbol the screen does not know shows the mark.
func drawSpecialDie(dst *ebiten.Image, f *fonts, cx, cy, size float64, m dieMark, shown bool) {
	r := size / 2
	box := rect{cx - r, cy - r, size, size}
	body, edge, ink := dieBody(m.colour)
	roundRect(dst, box, size*0.18, body)
	strokeRoundRect(dst, box, size*0.18, 1, edge)
	if !shown {
		return
	}
	if drawDieSymbol(dst, cx, cy, r*0.8, m.symbol) {
		return
	}
	mark := m.mark
	if mark == "" {
		mark = string(rune('0' + m.face%10))
	}
	face := f.boldFace(sizeNormal)
	if len(mark) > 1 {
		face = f.boldFace(sizeSmall)
	}
	drawTextMiddle(dst, mark, face, cx, cy, ink, text.AlignCenter)
}

// dieBody is a special die's body, edge and ink by its colour
// (rules.Die.Colour): white, blue and red dice as they are, any other the
// light body of special dice.
func dieBody(colour string) (body, edge, ink color.RGBA) {
	switch colour {
	case rules.DieColourWhite:
		return color.RGBA{240, 240, 234, 255}, color.RGBA{150, 150, 140, 255}, color.RGBA{30, 30, 36, 255}
	case rules.DieColourBlue:
		return color.RGBA{52, 104, 214, 255}, color.RGBA{150, 190, 255, 255}, color.RGBA{255, 255, 255, 255}
	case rules.DieColourRed:
		return color.RGBA{200, 44, 44, 255}, color.RGBA{255, 160, 150, 255}, color.RGBA{255, 255, 255, 255}
	}
	return colSpecialDie, color.RGBA{120, 100, 60, 255}, colSpecialMark
}

// drawDieSymbol draws a die symbol (rules.DieSymbol*) centred on cx, cy
// within u of it; false for a symbol it does not know.
func drawDieSymbol(dst *ebiten.Image, cx, cy, u float64, symbol string) bool {
	c := symbolColour(symbol)
	circle := func(x, y, rad float64, c color.Color) {
		roundRect(dst, rect{x - rad, y - rad, 2 * rad, 2 * rad}, rad, c)
	}
	switch symbol {
	case rules.DieSymbolAmmo:
		// A cartridge standing up: the bullet, the case, the rim.
		poly(dst, []float64{cx - 0.3*u, cy - 0.25*u, cx, cy - 0.95*u, cx + 0.3*u, cy - 0.25*u}, color.RGBA{178, 92, 44, 255})
		roundRect(dst, rect{cx - 0.32*u, cy - 0.28*u, 0.64 * u, 1.05 * u}, 0.06*u, c)
		fillRect(dst, rect{cx - 0.4*u, cy + 0.7*u, 0.8 * u, 0.2 * u}, mix(c, color.RGBA{0, 0, 0, 255}, 0.3))
	case rules.DieSymbolWound:
		// A drop of blood.
		circle(cx, cy+0.25*u, 0.5*u, c)
		poly(dst, []float64{cx - 0.46*u, cy + 0.08*u, cx, cy - 0.9*u, cx + 0.46*u, cy + 0.08*u}, c)
	case rules.DieSymbolInjured:
		// A figure lying on its back.
		circle(cx-0.6*u, cy-0.12*u, 0.3*u, c)
		roundRect(dst, rect{cx - 0.3*u, cy - 0.34*u, 1.15 * u, 0.46 * u}, 0.16*u, c)
		fillRect(dst, rect{cx - 0.95*u, cy + 0.3*u, 1.9 * u, 0.16 * u}, withAlpha(c, 0.7))
	case rules.DieSymbolOut:
		// A skull.
		circle(cx, cy-0.15*u, 0.62*u, c)
		roundRect(dst, rect{cx - 0.36*u, cy + 0.2*u, 0.72 * u, 0.6 * u}, 0.12*u, c)
		circle(cx-0.25*u, cy-0.12*u, 0.18*u, colSpecialDie)
		circle(cx+0.25*u, cy-0.12*u, 0.18*u, colSpecialDie)
		poly(dst, []float64{cx - 0.08*u, cy + 0.22*u, cx, cy + 0.08*u, cx + 0.08*u, cy + 0.22*u}, colSpecialDie)
	default:
		return false
	}
	return true
}

// specialWords names the faces of a roll's special dice in words, as
// the ruleset words them ("2 hits", "Flesh Wound, Out of Action"); "" for
// a roll of plain dice.
func specialWords(marks []dieMark) string {
	var words []string
	for _, m := range marks {
		if m.special && m.words != "" {
			words = append(words, m.words)
		}
	}
	return strings.Join(words, ", ")
}
