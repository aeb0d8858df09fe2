package necromunda

import "github.com/flashpoint-arena/flashpoint/rules"

// Fighter values for Evaluate, in fighters: a fighter standing counts
// whole, less for each wound lost and each flesh wound; Pinned and
// Seriously Injured fighters count less, as they may yet be lost.
const (
	valuePinned  = 0.8
	valueInjured = 0.3
	valueWound   = 0.1  // per wound lost
	valueFlesh   = 0.1  // per flesh wound
	valueCredits = 0.01 // per credit
	valueWin     = 20
)

// Evaluate values the position for seat in fighters (rules.Evaluator):
// its gang's worth less the other's; a finished game is worth the win.
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
	v := 0.0
	for i := range g.st.Fighters {
		f := &g.st.Fighters[i]
		w := 0.0
		switch f.Status {
		case Active:
			w = 1
		case Pinned:
			w = valuePinned
		case SeriouslyInjured:
			w = valueInjured
		}
		if f.onBoard() {
			w -= valueWound*float64(g.ftype(i).W-f.Wounds) + valueFlesh*float64(f.Flesh)
		}
		if f.Seat == seat {
			v += w
		} else {
			v -= w
		}
	}
	v += valueCredits * float64(g.st.Credits[seat]-g.st.Credits[seat.Other()])
	return v
}
