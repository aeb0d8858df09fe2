package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Weights of the scenario part of the evaluation, in kills (eval.go).
const (
	// EvalCarryFlag is what carrying the enemy flag is worth in its own
	// base; each cube further costs EvalFlagStep. It stays well below a
	// capture (scoreWeight), so a carrier next to its base steps in.
	EvalCarryFlag = 2.5
	// EvalCarryFlagMin is the least a carried flag is worth, however far
	// from home: more than standing next to it (grabWorth(1)).
	EvalCarryFlagMin = 1.7
	// EvalFlagStep is the worth of each cube a flag carrier stands nearer
	// its base.
	EvalFlagStep = 0.08
	// EvalCarryBall is what holding the ball is worth (a point at each
	// round end, an Assault point).
	EvalCarryBall = 2.0
	// EvalZone is what holding a zone now is worth (Strongholds: a point
	// per round; Total Control: a share of holding them all).
	EvalZone = 0.35
	// EvalObjectiveNear is the worth of each cube one side's nearest model
	// is nearer than the other's to a zone, or to its own loose flag.
	EvalObjectiveNear = 0.04
	// EvalGrabNear is the worth of each cube a side's nearest model is
	// nearer to the enemy flag or the ball it may pick up.
	EvalGrabNear = 0.1
	// EvalGrabReach is the distance from which the enemy flag or the ball
	// no longer draws models (EvalGrabNear).
	EvalGrabReach = 12
	// EvalAllZones is what holding every zone now is worth in Total
	// Control, besides EvalZone for each.
	EvalAllZones = 1.0
	// EvalObjectiveReach is the distance from which an objective no
	// longer draws models.
	EvalObjectiveReach = 12
	// EvalVIPDamage weighs the damage of a VIP once more than any model's.
	EvalVIPDamage = 1.0
)

// scoreWeight is what one point of the scenario's score is worth in kills:
// a capture or a Total Control point is a third of the game.
func (g *Game) scoreWeight() float64 {
	switch g.b.setup.Scenario {
	case ScenarioCTF, ScenarioTotalControl:
		return 3
	case ScenarioVIP:
		return 2
	}
	return 1
}

// scenarioWorth values for blue the scenario's objectives: carried flags
// and the ball, models near what is loose, zones held and approached, the
// VIPs' health. Slayer and Attrition add nothing.
func (g *Game) scenarioWorth() float64 {
	v := 0.0
	sb := &g.b.obj
	for i := range g.objs {
		o := &g.objs[i]
		switch {
		case o.Carrier >= 0:
			v += sign(g.models[o.Carrier].Seat) * g.carryWorth(o)
		case o.Kind == "flag":
			// The enemy wants to take it; its own side wants it home.
			enemy := o.Team.Other()
			v += sign(enemy) * grabWorth(g.nearest(enemy, []world.Pos{o.Pos}, true))
			if o.Pos != sb.home[o.Team] {
				v += sign(o.Team) * EvalObjectiveNear * float64(EvalObjectiveReach-g.nearest(o.Team, []world.Pos{o.Pos}, false))
			}
		default:
			v += grabWorth(g.nearest(rules.Blue, []world.Pos{o.Pos}, true)) - grabWorth(g.nearest(rules.Red, []world.Pos{o.Pos}, true))
		}
	}
	if g.is(ScenarioStrongholds) || g.is(ScenarioTotalControl) {
		held := [2]int{}
		sure := g.zoneCertainty()
		for i := range sb.zones {
			z := &sb.zones[i]
			h := g.zoneSide(i)
			if h != rules.NoSeat {
				w := EvalZone
				if g.is(ScenarioStrongholds) { // a point for each zone held at the round's end
					w += (g.scoreWeight() - EvalZone) * sure[h]
				}
				v += sign(h) * w
				held[h]++
			}
			v += EvalObjectiveNear * float64(g.nearest(rules.Red, z.Cells, false)-g.nearest(rules.Blue, z.Cells, false))
		}
		for _, s := range rules.Seats {
			if g.is(ScenarioTotalControl) && held[s] == len(sb.zones) {
				// A point if nothing changes before the round ends.
				v += sign(s) * (EvalAllZones + max(0, g.scoreWeight()-EvalAllZones-EvalZone*float64(held[s]))*sure[s])
			}
		}
	}
	for _, s := range rules.Seats {
		if vi := g.vip(s); vi >= 0 && g.models[vi].OnBoard {
			m := &g.models[vi]
			v -= sign(s) * EvalVIPDamage * damageCost(m, m.Wounds, m.Shields)
		}
	}
	return v
}

// zoneCertainty is, by seat, how surely the zones the seat holds now are
// still its own when the round ends: 1/(1+n), n the enemy models still to
// activate this round (each may walk in and contest a zone). With none
// left, what the seat holds now scores at the round's end unless it walks
// out itself. Nothing is sure in the middle of an activation of the enemy.
func (g *Game) zoneCertainty() [2]float64 {
	var left [2]int
	for i := range g.models {
		if m := &g.models[i]; !m.Activated && g.act.Model != i {
			left[m.Seat]++
		}
	}
	var out [2]float64
	for _, s := range rules.Seats {
		e := s.Other()
		if g.act.Model >= 0 && g.models[g.act.Model].Seat == e {
			left[e]++ // the enemy's activating model may still move
		}
		out[s] = 1 / float64(1+left[e])
	}
	return out
}

// carryWorth is what carried objective o is worth to its carrier's side:
// the ball EvalCarryBall, the enemy flag more the nearer its base.
func (g *Game) carryWorth(o *objective) float64 {
	if o.Kind != "flag" {
		return EvalCarryBall
	}
	c := &g.models[o.Carrier]
	home := min(EvalObjectiveReach, g.b.obj.baseDistance(g.b.arena, int(c.Seat), c.Pos))
	return max(EvalCarryFlagMin, EvalCarryFlag-EvalFlagStep*float64(home))
}

// grabWorth is what a side's nearest model standing d cubes from the enemy
// flag or the ball it may pick up is worth (EvalGrabNear a cube nearer).
func grabWorth(d int) float64 { return EvalGrabNear * float64(max(0, EvalGrabReach-d)) }

// sign is +1 for blue and -1 for red.
func sign(s rules.Seat) float64 {
	if s == rules.Red {
		return -1
	}
	return 1
}

// nearest is the distance from seat's nearest model on the board to any of
// the cubes, at most EvalObjectiveReach; free skips models that carry an
// objective.
func (g *Game) nearest(seat rules.Seat, cubes []world.Pos, free bool) int {
	best := EvalObjectiveReach
	for i := range g.models {
		m := &g.models[i]
		if m.Seat != seat || !m.OnBoard || free && g.carrying(i) >= 0 {
			continue
		}
		for _, p := range cubes {
			best = min(best, world.Distance(m.Pos, p))
		}
	}
	return best
}

// nearestOf is the distance from p to the nearest of the cubes
// (EvalObjectiveReach when there are none or all are further).
func (g *Game) nearestOf(p world.Pos, cubes []world.Pos) int {
	best := EvalObjectiveReach
	for _, q := range cubes {
		best = min(best, world.Distance(p, q))
	}
	return best
}
