package urban

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Values for Evaluate, in models.
const (
	valueWin       = 20
	valueVP        = 1    // a victory point
	valueHP        = 0.8  // a whole model's HP left, scaled by its HP
	valueCard      = 0.05 // a card in hand
	valueShield    = 0.15 // a Shield token
	valueBurning   = 0.15 // a Burning model, taken off
	valueStunned   = 0.05 // a Stunned model, taken off
	valueRest      = 0.1  // a model at Rest, taken off
	valueObjective = 0.4  // an objective the side would score now (Streets)
	valueApproach  = 0.02 // per cube between a model and its nearest enemy, taken off
	valueReach     = 0.15 // per cube a side's nearest model stands beyond reach of an objective, taken off (Streets)
)

// Evaluate values the position for seat (rules.Evaluator): victory
// points, the share of each model's HP left, its tokens and states, the
// cards in hand, the objectives it holds now (Streets) and how close its
// models stand to the enemy, the seat's less the other's; a finished game
// is worth the win. It reads only what both players know (the number of
// cards, not which).
//
// A roll that waits for cards is valued as if no more were played: a copy
// lets it and the rolls it leads to stand, so an attack whose window the
// other side holds open is worth its outcome, not nothing.
func (g *Game) Evaluate(seat rules.Seat) float64 {
	if g.st.Pending != nil && !g.st.Over {
		c := g.clone()
		c.silent = true
		for k := 0; k < maxKeeps && c.st.Pending != nil && !c.st.Over; k++ {
			if _, err := c.ApplyIndex(0); err != nil { // the first legal action of a waiting roll is keep
				break
			}
		}
		if c.st.Pending == nil || c.st.Over {
			return c.evaluate(seat)
		}
	}
	return g.evaluate(seat)
}

// maxKeeps bounds the windows Evaluate lets stand in a row (a hit roll,
// its damage roll, a counter-attack's).
const maxKeeps = 8

// evaluate is Evaluate of a position with no roll waiting.
func (g *Game) evaluate(seat rules.Seat) float64 {
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
		x := valueHP * float64(hp-m.Wounds) / float64(hp)
		if m.Shield {
			x += valueShield
		}
		if m.Burning {
			x -= valueBurning
		}
		if m.Stunned {
			x -= valueStunned
		}
		if m.Rest {
			x -= valueRest
		}
		if d := g.nearestEnemy(m); d >= 0 {
			x -= valueApproach * float64(d)
		}
		v[m.Seat] += x
	}
	if g.setup.Scenario == ScenarioStreets {
		for _, z := range g.arena.ZonesOf(world.ZoneObjective) {
			if s := g.objectiveHolder(z); s != rules.NoSeat {
				v[s] += valueObjective
			}
			for _, s := range rules.Seats {
				v[s] -= valueReach * float64(g.objectiveGap(z, s))
			}
		}
	}
	return v[seat] - v[seat.Other()]
}

// objectiveGap is how many cubes the seat's nearest model stands beyond
// the reach of its control zone from objective z; 0 when one reaches it
// (or the seat has no model left).
func (g *Game) objectiveGap(z world.Zone, seat rules.Seat) int {
	best := -1
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if m.Dead || m.Seat != seat {
			continue
		}
		r := g.controlZone(m, true)
		for _, c := range z.Cells {
			if d := max(0, world.Distance(m.Pos, c)-r); best < 0 || d < best {
				best = d
			}
		}
	}
	return max(0, best)
}

// nearestEnemy is the distance in cubes from a model to the nearest enemy
// model on the table; -1 for none.
func (g *Game) nearestEnemy(m *model) int {
	best := -1
	for i := range g.st.Models {
		o := &g.st.Models[i]
		if o.Dead || o.Seat == m.Seat {
			continue
		}
		if d := world.Distance(m.Pos, o.Pos); best < 0 || d < best {
			best = d
		}
	}
	return best
}
