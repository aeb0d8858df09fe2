package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// Who goes first in the next round (G13, RULES-SCENARIOS.md "Who goes
// first"): the seat that took the round's last activation goes second,
// unless a +1 Model bid decides otherwise (HF-CMD-4). In Strongholds, Total
// Control and VIP it goes first instead, so the last move before the round
// ends passes from side to side: with the G13 order the same side would
// move last every round. 200 games between Normal players on Foundry gave
// the side that went first 42.6% of Strongholds's decided games with G13,
// 47.2% after the change; VIP went from 43.4%, 58.5% and 58.8% on Foundry,
// Spire and Beginner Yard to 49.5%, 45.8% and 53.0%. Total Control took it
// with the first side's extra die of round 1 (roundOneExtra), and
// Strongholds the die too, when both still leaned against the first side
// on the larger batches. Oddball, which scores the ball held at each
// round's end, took the order last: on the Yard the first side won 42.6%
// and the blue seat 42.3% of 392 decided games with G13, 45.3% and 45.8% of
// 395 after it (RULES-SCENARIOS.md, "Mirror images").

// secondNext is the seat that goes second next round as things stand
// (NoSeat when nobody has activated this round: the order stays).
func (g *Game) secondNext() rules.Seat {
	if g.last == rules.NoSeat || !g.lastMoverFirst() {
		return g.last
	}
	return g.last.Other()
}

// setSecondNext makes s go second next round (the initiative choice).
func (g *Game) setSecondNext(s rules.Seat) {
	if g.lastMoverFirst() {
		s = s.Other()
	}
	g.last = s
}

// lastMoverFirst reports whether the seat with a round's last activation
// goes first next round: in Strongholds, Total Control, VIP and Oddball.
func (g *Game) lastMoverFirst() bool {
	return g.is(ScenarioStrongholds) || g.is(ScenarioTotalControl) || g.is(ScenarioVIP) || g.is(ScenarioOddball)
}
