package ai

import "github.com/flashpoint-arena/flashpoint/rules"

// WinValue is what a won game is worth to a player without an evaluator
// (a lost one is worth -WinValue), in kills.
const WinValue = 100.0

// Value is what position g is worth to seat, roughly in kills: the game's
// own evaluation (rules.Evaluator) when it has one; otherwise the score
// difference, with ±WinValue once the game is won or lost.
func Value(g rules.Game, seat rules.Seat) float64 {
	if e, ok := g.(rules.Evaluator); ok {
		return e.Evaluate(seat)
	}
	if seat != rules.Blue && seat != rules.Red {
		return 0
	}
	r := g.Result()
	other := seat.Other()
	v := float64(r.Score[seat] - r.Score[other])
	if r.Over {
		switch r.Winner {
		case seat:
			v += WinValue
		case other:
			v -= WinValue
		}
	}
	return v
}
