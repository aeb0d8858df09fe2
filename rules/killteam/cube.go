package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// countIn counts the models on the table in cube p: those of seat, and
// all of them, leaving out model skip (-1 for none).
func (g *Game) countIn(p world.Pos, seat rules.Seat, skip int) (side, total int) {
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if i == skip || !m.onTable() || m.Pos != p {
			continue
		}
		total++
		if m.Seat == seat {
			side++
		}
	}
	return side, total
}

// enemyIn reports whether cube p holds a model of the enemy of seat: for
// the arena, being within 1 inch of it (RULES.md "Scale").
func (g *Game) enemyIn(p world.Pos, seat rules.Seat) bool {
	side, _ := g.countIn(p, seat.Other(), -1)
	return side > 0
}

// roomFor reports whether model i may end a move in cube p: the cube then
// holds at most CubeCapacity models and SideCapacity of its side.
func (g *Game) roomFor(i int, p world.Pos) bool {
	m := &g.st.Models[i]
	side, total := g.countIn(p, m.Seat, i)
	return side < SideCapacity && total < CubeCapacity
}
