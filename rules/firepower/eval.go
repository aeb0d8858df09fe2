package firepower

import (
	"math"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Values for Evaluate, in soldiers.
const (
	valueWin        = 20
	valueStunned    = 0.7   // a Stunned soldier counts this much
	valueSuppressed = 0.9   // a Suppressed one
	valueThreat     = 0.3   // per soldier, times its best chance to kill an enemy now
	valueApproach   = 0.01  // per cube to the nearest enemy, taken off
	valueFacing     = 0.02  // times the cosine between a soldier's facing and its nearest enemy
	valueSpent      = 0.001 // per Movement Factor spent in this phase on anything but fire and melee, taken off
	valueObjective  = 0.2   // per soldier on an objective cube in Hold the Ground
)

// Evaluate values the position for seat in soldiers (rules.Evaluator):
// its squad's worth less the other's; a finished game is worth the win.
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
	for i := range g.st.Soldiers {
		s := &g.st.Soldiers[i]
		if !s.alive() {
			continue
		}
		w := 1.0
		switch {
		case s.Stunned:
			w = valueStunned
		case s.Suppressed:
			w = valueSuppressed
		}
		w += valueThreat * g.bestShot(i)
		if j, d := g.nearestEnemy(i); j >= 0 {
			w -= valueApproach * float64(d)
			w += valueFacing * facing(s, g.st.Soldiers[j].Pos)
		}
		w -= valueSpent * float64(s.Spent)
		if g.setup.Scenario == ScenarioHold && g.onObjective(s.Pos) {
			w += valueObjective
		}
		v[s.Seat] += w
	}
	return v[seat] - v[seat.Other()]
}

// bestShot is soldier i's best chance to kill an enemy with one shot of
// its weapon where both stand now, as it faces.
func (g *Game) bestShot(i int) float64 {
	s := &g.st.Soldiers[i]
	if s.Weapon == "" {
		return 0
	}
	w := g.weapon(s.Weapon)
	best := 0.0
	for _, mode := range []string{ModeAuto, ModeSemi} {
		r := w.row(mode)
		if !r.Has() {
			continue
		}
		for j := range g.st.Soldiers {
			if g.canFireAt(i, r, j) {
				p := chance(g.hitNumber(r, s.Pos, g.st.Soldiers[j].Pos), total(g.fireMods(i, j, 0)))
				best = max(best, p)
			}
		}
	}
	return best
}

// nearestEnemy is the nearest enemy in play of soldier i and its
// distance, the first in soldier order of those as near; -1 when none is
// left.
func (g *Game) nearestEnemy(i int) (nearest, dist int) {
	s := &g.st.Soldiers[i]
	nearest = -1
	for j := range g.st.Soldiers {
		t := &g.st.Soldiers[j]
		if t.alive() && t.Seat != s.Seat {
			if d := world.Distance(s.Pos, t.Pos); nearest < 0 || d < dist {
				nearest, dist = j, d
			}
		}
	}
	return nearest, dist
}

// facing is the cosine of the angle between soldier s's facing and the
// bearing of cube to on the ground plan (1 faced squarely, -1 turned
// away, 0 straight above or below): a soldier that must turn before it
// fires is a little worse off, and a turn that faces no enemy better is
// worth nothing.
func facing(s *soldier, to world.Pos) float64 {
	dx, dy := float64(to.X-s.Pos.X), float64(to.Y-s.Pos.Y)
	f := s.Facing.Delta()
	fx, fy := float64(f.X), float64(f.Y)
	n := math.Sqrt((dx*dx + dy*dy) * (fx*fx + fy*fy))
	if n == 0 {
		return 0
	}
	return (dx*fx + dy*fy) / n
}
