package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// Who goes first in the next round (G13, RULES-SCENARIOS.md "Who goes
// first"): the seat that took the round's last activation goes second,
// unless a +1 Model bid decides otherwise (HF-CMD-4). In Strongholds it goes
// first instead, so the last move before the zones score passes from side
// to side: with the G13 order the same side would move last every round
// (200 games between Normal players gave the side that went first 42.6% of
// the decided games, 35.8–49.7%; 47.2% after the change). Total Control,
// tried the same way, showed no change (43.0% before, 43.4% after), so it
// keeps G13. VIP goes the Strongholds way too: with G13 the side that went
// first won 43.4% on Foundry and 58.5% and 58.8% on Spire and Beginner Yard
// (200 Normal games each); with the last mover first, 49.5%, 45.8% and
// 53.0%.

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
// goes first next round: in Strongholds and VIP.
func (g *Game) lastMoverFirst() bool { return g.is(ScenarioStrongholds) || g.is(ScenarioVIP) }
