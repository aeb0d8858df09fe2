package scene

import (
	"image/color"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The model card and the fireteam list colour what the ruleset marks with
// a tone (rules.CardLine.Tone, rules.Mark.Tone) and never read its words:
// a muted line (a spent weapon) is greyed out, a danger line or mark (a
// Fire token) is drawn in the fire colour, and a mark with a flame icon
// puts a flame by the model on the board.

// colFire is the colour of the danger tone: a model's Fire token.
var colFire = color.RGBA{255, 128, 48, 255}

// cardLine is one drawn line of the card body with its colour.
type cardLine struct {
	text string
	col  color.RGBA
}

// toneColour is the colour of a tone on the card and in the fireteam list.
func toneColour(t rules.Tone) color.RGBA {
	switch t {
	case rules.ToneMuted:
		return colDim
	case rules.ToneDanger:
		return colFire
	}
	return colText
}

// burning reports whether a model has a mark with a flame (a Fire token).
func burning(p *rules.Piece) bool {
	for _, m := range p.Marks {
		if m.Icon == rules.IconFlame {
			return true
		}
	}
	return false
}

// dangerMark is a model's first mark in the danger tone, in lower case
// for the fireteam list ("on fire"); ok false for none.
func dangerMark(p *rules.Piece) (word string, ok bool) {
	for _, m := range p.Marks {
		if m.Tone == rules.ToneDanger {
			return strings.ToLower(m.Text), true
		}
	}
	return "", false
}
