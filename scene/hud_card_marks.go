package scene

import (
	"image/color"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The model card reads a few words of the ruleset's card lines
// (rules.Piece.Card) to set them apart: a weapon line ending "(spent)" is
// greyed out, and a model whose status says "on fire" gets an ON FIRE
// mark in its status line and its status in the fire colour.
const (
	cardSpent  = "(spent)"
	cardOnFire = "on fire"
)

// colFire is the colour of a model's Fire token on its card.
var colFire = color.RGBA{255, 128, 48, 255}

// cardLine is one drawn line of the card body with its colour.
type cardLine struct {
	text string
	col  color.RGBA
}

// cardLineColour is the colour of card line l: spent weapons dimmed, a
// status naming a Fire token in the fire colour.
func cardLineColour(l string) color.RGBA {
	switch {
	case strings.Contains(l, cardSpent):
		return colDim
	case strings.Contains(l, cardOnFire):
		return colFire
	}
	return colText
}

// onFire reports whether a model's card says it carries a Fire token.
func onFire(p *rules.Piece) bool {
	for _, l := range p.Card {
		if strings.Contains(l, cardOnFire) {
			return true
		}
	}
	return false
}
