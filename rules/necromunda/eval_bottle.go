package necromunda

import "github.com/flashpoint-arena/flashpoint/rules"

// bottleFail is seat's chance to fail a bottle test at the next End phase
// as its fighters stand now (G12): 0 when no test is due.
func (g *Game) bottleFail(seat rules.Seat) float64 {
	ld, due := g.bottleDue(seat)
	if !due {
		return 0
	}
	return 1 - twoDiceAtLeast(ld)
}

// bottleOdds is Evaluate of a position just after an End phase's bottle
// tests: the tests valued at their odds, not at how their dice fell. Each
// side that had to test (blue first, then red, as endPhase takes them)
// loses with its chance to fail; if both pass, the game goes on and is
// worth what worth makes of it. So a search that samples the action
// closing a round sees the same value in every sample where the fighters
// stand alike, rather than a few lucky or unlucky bottle tests deciding
// which line of play looks best (each test swings the value by the whole
// win).
func (g *Game) bottleOdds(seat rules.Seat) float64 {
	v := g.worth(seat)
	for k := len(rules.Seats) - 1; k >= 0; k-- {
		s := rules.Seats[k]
		q := g.bottleFail(s)
		lost := float64(valueWin)
		if s == seat {
			lost = -valueWin
		}
		v = q*lost + (1-q)*v
	}
	return v
}
