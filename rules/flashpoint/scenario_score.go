package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// scoreKill is what a death scores (RULES-SCENARIOS.md): Slayer and
// Attrition count every kill, VIP only kills of the VIP, the objective
// scenarios none. In Attrition the dead model is out for good, and a side
// with no model left loses.
func (g *Game) scoreKill(mi int, l *log) {
	m := &g.models[mi]
	if g.rule().KillsBreakTies {
		g.kills[m.Seat.Other()]++
	}
	switch g.b.setup.Scenario {
	case ScenarioSlayer:
		g.addScore(m.Seat.Other(), 1, l)
	case ScenarioAttrition:
		m.Activated = true // no respawn: it never activates again
		g.addScore(m.Seat.Other(), 1, l)
		if g.onBoard(m.Seat) == 0 && !g.over {
			g.finish(m.Seat.Other(), plainReason("FpReasonWipedOut", "the enemy has no models left"), l)
		}
	case ScenarioVIP:
		if g.vip(m.Seat) == mi {
			g.addScore(m.Seat.Other(), 1, l)
		}
	}
}

// onBoard counts a seat's models on the board.
func (g *Game) onBoard(s rules.Seat) int {
	n := 0
	for i := range g.models {
		if g.models[i].Seat == s && g.models[i].OnBoard {
			n++
		}
	}
	return n
}

// noRespawn reports whether dead models stay out of the game (Attrition).
func (g *Game) noRespawn() bool { return g.is(ScenarioAttrition) }

// outOfGame reports whether model m can never activate again: dead in
// Attrition. A new round leaves such models marked activated.
func (g *Game) outOfGame(m *model) bool { return g.noRespawn() && !m.OnBoard }

// vip is the index of a seat's VIP: its first model (model 1, the first of
// its roster); -1 outside VIP.
func (g *Game) vip(s rules.Seat) int {
	if !g.is(ScenarioVIP) {
		return -1
	}
	for i := range g.models {
		if g.models[i].Seat == s {
			return i
		}
	}
	return -1
}

// holder is the side holding zone z: the one with more unpinned models in
// its cubes (rules/flashpoint-data.md); NoSeat on a tie.
func (g *Game) holder(z *zone) rules.Seat {
	n := g.zoneCount(z)
	switch {
	case n[rules.Blue] > n[rules.Red]:
		return rules.Blue
	case n[rules.Red] > n[rules.Blue]:
		return rules.Red
	}
	return rules.NoSeat
}

// zoneCount is how many unpinned models of each side stand in a zone.
func (g *Game) zoneCount(z *zone) [2]int {
	var n [2]int
	for i := range g.models {
		m := &g.models[i]
		if m.OnBoard && !m.Pinned && z.has(m.Pos) {
			n[m.Seat]++
		}
	}
	return n
}

// scoreRound scores the end of a round: the ball's carrier (Oddball),
// zones held (Strongholds), every zone held (Total Control). It may end
// the game.
func (g *Game) scoreRound(l *log) {
	switch g.b.setup.Scenario {
	case ScenarioOddball:
		for i := range g.objs {
			if c := g.objs[i].Carrier; c >= 0 && g.models[c].OnBoard {
				m := &g.models[c]
				e := l.sayf("ball-held", m.Seat, "FpHoldsBall", "Model Round", "%s holds the ball at the end of round %d.", labelled{m}, g.round)
				e.Actor = m.ID
				g.addScore(m.Seat, 1, l)
			}
		}
	case ScenarioStrongholds:
		var held [2]int
		for i := range g.b.obj.zones {
			if h := g.holder(&g.b.obj.zones[i]); h != rules.NoSeat {
				held[h]++
			}
		}
		for _, s := range rules.Seats {
			if held[s] > 0 {
				l.sayf("zones-held", s, "FpHoldsZones", "Seat Count _ Round", "%s holds %d %s at the end of round %d.", s, held[s], plural(held[s], "zone", "zones"), g.round)
				g.addScore(s, held[s], l)
			}
		}
		for _, s := range rules.Seats {
			if g.score[s] >= StrongholdsMin && g.score[s] >= 2*g.score[s.Other()] && !g.over {
				g.finish(s, plainReason("FpReasonDouble", "double the enemy's points"), l)
			}
		}
	case ScenarioTotalControl:
		g.scoreTotalControl(l)
	case ScenarioAttrition:
		// A position may start with a side wiped out; it loses at round end.
		b, r := g.onBoard(rules.Blue), g.onBoard(rules.Red)
		switch {
		case b == 0 && r == 0:
			g.finish(rules.NoSeat, plainReason("FpReasonNoneLeft", "no models left on either side"), l)
		case b == 0:
			g.finish(rules.Red, plainReason("FpReasonWipedOut", "the enemy has no models left"), l)
		case r == 0:
			g.finish(rules.Blue, plainReason("FpReasonWipedOut", "the enemy has no models left"), l)
		}
	}
}

// finishAtLimit ends the game after its last round: the higher score wins;
// on an equal score, where kills break ties, the side with more kills wins;
// otherwise it is a draw. The reason ends "after N rounds", which tells a
// reader (and fptool sim) that the round limit decided.
func (g *Game) finishAtLimit(l *log) {
	r := g.rule()
	kb, kr := g.kills[rules.Blue], g.kills[rules.Red]
	switch {
	case g.score[rules.Blue] > g.score[rules.Red]:
		g.finish(rules.Blue, g.afterRounds("More", 0, 0), l)
	case g.score[rules.Red] > g.score[rules.Blue]:
		g.finish(rules.Red, g.afterRounds("More", 0, 0), l)
	case r.KillsBreakTies && kb > kr:
		g.finish(rules.Blue, g.afterRounds("EqualMore", kb, kr), l)
	case r.KillsBreakTies && kr > kb:
		g.finish(rules.Red, g.afterRounds("EqualMore", kr, kb), l)
	default:
		g.finish(rules.NoSeat, g.afterRounds("Equal", 0, 0), l)
	}
}
