package killteam

import "github.com/flashpoint-arena/flashpoint/world"

// objectives values the mission for each seat (G3, RULES.md "The
// mission"): each objective zone a side holds now (holder's rule: more
// points of non-shaken models in or next to it) is worth a share of a
// victory point for the end of this round when it scores (holdNowShare)
// and EvalHoldLater for each later round that scores, and each average
// model's points of margin over the enemy EvalHoldMargin; each side's nearest non-shaken model draws it closer
// (EvalObjectiveNear a cube within EvalObjectiveReach), and every model a
// little more (EvalDrift). Once no round is left to score, nothing counts.
func (r *evalRun) objectives() [2]float64 {
	var out [2]float64
	g := r.g
	now, later := g.scoringRounds()
	if now+later == 0 || len(r.static.objectives) == 0 {
		return out
	}
	hold := EvalVP * (float64(now)*g.holdNowShare() + float64(later)*EvalHoldLater)
	ms := g.st.Models
	for _, cells := range r.static.objectives {
		var n [2]float64
		near := [2]int{EvalObjectiveReach, EvalObjectiveReach}
		for i := range ms {
			m := &ms[i]
			if !m.onTable() || m.Shaken {
				continue
			}
			d := distanceTo(m.Pos, cells)
			if d <= 1 {
				n[m.Seat] += r.static.points[i]
			}
			near[m.Seat] = min(near[m.Seat], d)
		}
		switch diff := (n[0] - n[1]) / r.static.avgPoints; {
		case diff > 0:
			out[0] += hold + EvalHoldMargin*min(diff, EvalHoldMarginCap)
		case diff < 0:
			out[1] += hold + EvalHoldMargin*min(-diff, EvalHoldMarginCap)
		}
		for s := range 2 {
			out[s] += EvalObjectiveNear * float64(EvalObjectiveReach-near[s])
		}
	}
	for i := range ms {
		m := &ms[i]
		if m.onTable() && !m.Shaken {
			out[m.Seat] -= EvalDrift * float64(r.nearestObjective(m.Pos))
		}
	}
	return out
}

// nearestObjective is the distance in cubes from p to the nearest
// objective zone's cube.
func (r *evalRun) nearestObjective(p world.Pos) int {
	best := -1
	for _, cells := range r.static.objectives {
		if d := distanceTo(p, cells); best < 0 || d < best {
			best = d
		}
	}
	return max(best, 0)
}

// scoringRounds counts the ends of rounds still to score objectives: now
// is 1 when the current round's end scores (from ScoreFromRound), later
// the rounds after it that will.
func (g *Game) scoringRounds() (now, later int) {
	if g.st.Round >= ScoreFromRound {
		now = 1
	}
	for k := g.st.Round + 1; k <= g.maxRounds(); k++ {
		if k >= ScoreFromRound {
			later++
		}
	}
	return now, later
}

// holdNowShare is the share of a victory point an objective held now is
// worth for the end of this round: EvalHoldNow in the Movement and
// Psychic phases, rising by a third of the rest in each later
// phase, as fewer actions are left to take it away.
func (g *Game) holdNowShare() float64 {
	return EvalHoldNow + (1-EvalHoldNow)*float64(max(g.st.Phase.Progress()-1, 0))/3
}
