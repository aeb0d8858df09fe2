package scene

import (
	"image/color"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/scene/board"
)

// colItem is the colour of an item mark in the fireteam list (the board's
// item tokens').
var colItem = board.DefaultPalette().Item

// carriedObjective is the flag or ball a model carries, as the View's
// tokens say (rules.Token.Carrier); ok false for none.
func carriedObjective(v rules.View, id string) (rules.Token, bool) {
	for _, t := range v.Tokens {
		if t.Carrier != "" && t.Carrier == id {
			return t, true
		}
	}
	return rules.Token{}, false
}

// rosterMarksWidth is the room a model's marks take in its row.
func rosterMarksWidth(v rules.View, p *rules.Piece) float64 {
	w := 9.0 * float64(len(p.Items))
	if _, ok := carriedObjective(v, p.ID); ok {
		w += 12
	}
	if w > 0 {
		w += 4
	}
	return w
}

// drawRosterMarks draws, ending at x, what a model carries: a small flag
// in its side's colour or the ball, then a dot per item (dark while
// face down).
func drawRosterMarks(dst *ebiten.Image, v rules.View, p *rules.Piece, x, cy float64, team [2]color.RGBA) {
	for i := len(p.Items) - 1; i >= 0; i-- {
		x -= 9
		c := colItem
		if p.Items[i] == "?" {
			c = color.RGBA{c.R / 2, c.G / 2, c.B / 2, 255}
		}
		roundRect(dst, rect{x, cy - 3.5, 7, 7}, 3.5, c)
	}
	t, ok := carriedObjective(v, p.ID)
	if !ok {
		return
	}
	x -= 12
	if strings.EqualFold(t.Kind, "ball") {
		roundRect(dst, rect{x + 1, cy - 4.5, 9, 9}, 4.5, color.RGBA{244, 244, 240, 255})
		return
	}
	c := colAccent
	if s := t.Seat; s == rules.Blue || s == rules.Red {
		c = team[s]
	}
	fillRect(dst, rect{x + 1, cy - 7, 1.5, 14}, colText)
	fillRect(dst, rect{x + 2.5, cy - 7, 8, 6}, c)
}

// rosterTip is the tooltip of a fireteam row: what the model carries, in
// t's language.
func rosterTip(v rules.View, p *rules.Piece, t tr) string {
	var parts []string
	if tok, ok := carriedObjective(v, p.ID); ok {
		parts = append(parts, t("RosterCarriedThing", "Thing", lowerFirst(tok.Label)))
	}
	for _, it := range p.Items {
		if it == "?" {
			parts = append(parts, t("RosterFaceDownItem"))
		} else {
			parts = append(parts, it)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return t("RosterCarries", "Model", sideModel(t, p.Seat, p.Name), "Things", strings.Join(parts, ", "))
}

// lowerFirst is s with its first letter in lower case ("Red flag" reads
// "red flag" inside a sentence).
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}
