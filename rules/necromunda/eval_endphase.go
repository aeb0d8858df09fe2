package necromunda

import "github.com/flashpoint-arena/flashpoint/rules"

// endPhaseDice notes what an End phase rolled, for the evaluation of the
// position it leaves (endPhaseOdds): ran says one ran in the last Apply,
// recovered lists the fighters that rolled for recovery, limit says the
// game then ended at the round limit.
type endPhaseDice struct {
	ran       bool
	recovered []int
	limit     bool
}

// Recovery roll odds (G11): a D6, 1-2 recovers Pinned, 3-4 stays
// Seriously Injured, 5-6 goes out of action.
const recoveryOdds = 1.0 / 3

// bottleFail is seat's chance to fail a bottle test at the next End phase
// as its fighters stand now (G12): 0 when no test is due.
func (g *Game) bottleFail(seat rules.Seat) float64 {
	ld, due := g.bottleDue(seat)
	if !due {
		return 0
	}
	return 1 - twoDiceAtLeast(ld)
}

// endPhaseOdds is Evaluate of a position that an End phase has just left,
// with the phase's dice valued at their odds rather than as they fell:
// every recovery roll's three results, then the bottle tests (blue's, then
// red's, as endPhase takes them; a failure loses the game), then the
// priority roll of the next round (either side first, alike). So a search
// that samples the action closing a round sees one value in every sample
// where the round's own dice fell alike, rather than a few lucky bottle
// tests (each swings the value by the whole win) deciding which line of
// play looks best. The positional terms, which cost most to work out, are
// taken once, as the fighters lie after the rolls.
func (g *Game) endPhaseOdds(seat rules.Seat) float64 {
	pos := g.positional(seat, rules.NoSeat) - g.positional(seat.Other(), rules.NoSeat)
	c := g.clone()
	return c.recoveries(seat, g.closed.recovered, pos)
}

// recoveries is endPhaseOdds over the results of the recovery rolls of
// the fighters in rolled, pos the positional terms; it sets the fighters'
// statuses in g, a scratch copy.
func (g *Game) recoveries(seat rules.Seat, rolled []int, pos float64) float64 {
	if len(rolled) == 0 {
		return g.afterRecovery(seat, pos)
	}
	f := &g.st.Fighters[rolled[0]]
	v := 0.0
	for _, s := range [...]Status{Pinned, SeriouslyInjured, OutOfAction} {
		f.Status = s
		v += recoveryOdds * g.recoveries(seat, rolled[1:], pos)
	}
	return v
}

// afterRecovery is endPhaseOdds once the recovery rolls are settled, pos
// the positional terms: a side with nobody standing has lost, else the
// bottle tests follow.
func (g *Game) afterRecovery(seat rules.Seat, pos float64) float64 {
	var up [2]bool
	for i := range g.st.Fighters {
		if f := &g.st.Fighters[i]; f.standing() {
			up[f.Seat] = true
		}
	}
	switch {
	case !up[seat] && !up[seat.Other()]:
		return 0
	case !up[seat]:
		return -valueWin
	case !up[seat.Other()]:
		return valueWin
	}
	v := g.bottleAhead(seat, g.material(seat)+pos, g.bottleRisk)
	return g.bottleAhead(seat, v, g.bottleFail)
}

// bottleAhead weighs v, what the game is worth to seat if it goes on,
// with the bottle tests of an End phase: blue's first, then red's, as
// endPhase takes them, each side failing with the chance fail gives and
// losing the game.
func (g *Game) bottleAhead(seat rules.Seat, v float64, fail func(rules.Seat) float64) float64 {
	for k := len(rules.Seats) - 1; k >= 0; k-- {
		s := rules.Seats[k]
		q := fail(s)
		lost := float64(valueWin)
		if s == seat {
			lost = -valueWin
		}
		v = q*lost + (1-q)*v
	}
	return v
}

// bottleRisk is seat's chance to fail a bottle test at the next End phase
// if its fighters stand there as now: each Seriously Injured fighter first
// rolls for recovery (G11) and, recovering Pinned a third of the time, no
// longer counts as down and lends the test its Ld (G12).
func (g *Game) bottleRisk(seat rules.Seat) float64 {
	var hurt []int
	down, all := 0, 0
	for i := range g.st.Fighters {
		f := &g.st.Fighters[i]
		if f.Seat != seat {
			continue
		}
		all++
		switch f.Status {
		case SeriouslyInjured:
			hurt = append(hurt, i)
			down++
		case OutOfAction:
			down++
		}
	}
	if 2*down < all {
		return 0
	}
	ld, _ := g.bottleDue(seat)
	risk := 0.0
	for mask := range 1 << len(hurt) {
		p, d, l := 1.0, down, ld
		for k, i := range hurt {
			if mask&(1<<k) == 0 {
				p *= 1 - recoveryOdds
				continue
			}
			p *= recoveryOdds
			d--
			l = min(l, g.ftype(i).Ld)
		}
		if 2*d >= all {
			risk += p * (1 - twoDiceAtLeast(l))
		}
	}
	return risk
}
