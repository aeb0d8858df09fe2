package urban

import "github.com/flashpoint-arena/flashpoint/rules"

// Values for Evaluate, in models.
const (
	valueWin  = 20
	valueVP   = 1    // a victory point
	valueHP   = 0.8  // a whole model's HP left, scaled by its HP
	valueCard = 0.05 // a card in hand
)

// Evaluate values the position for seat (rules.Evaluator): victory
// points, the share of each model's HP left and the cards in hand, the
// seat's less the other's; a finished game is worth the win. It reads
// only what both players know (the number of cards, not which).
func (g *Game) Evaluate(seat rules.Seat) float64 {
	if g.st.Over {
		switch g.st.Winner {
		case seat:
			return valueWin
		case seat.Other():
			return -valueWin
		}
		return 0
	}
	var v [2]float64
	for _, s := range rules.Seats {
		v[s] = valueVP*float64(g.st.VP[s]) + valueCard*float64(len(g.st.Hands[s]))
	}
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if m.Dead {
			continue
		}
		hp := g.hp(m)
		v[m.Seat] += valueHP * float64(hp-m.Wounds) / float64(hp)
	}
	return v[seat] - v[seat.Other()]
}
