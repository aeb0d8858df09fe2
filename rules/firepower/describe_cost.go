package firepower

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// mfCost is what an action spends in Movement Factors, as its button
// shows it (rules.ActionHelp.Cost): "2 MF" to enter the cube ahead, the
// entry and the melee cost for a melee, "" for choosing a stack, passing
// and ending an impulse (FP-MF-2, FP-ACT-1..5, FP-MEL-1).
func (g *Game) mfCost(a rules.Action) string {
	c := g.chart()
	n := 0
	switch a.Kind {
	case "move", "melee":
		i := g.index(a.Actor)
		if i < 0 {
			return ""
		}
		s := &g.st.Soldiers[i]
		_, cost, ok := g.front(s.Pos, s.Facing, s.Prone)
		if !ok {
			return ""
		}
		n = cost
		if a.Kind == "melee" {
			n += c.Melee
		}
	case "turn":
		n = c.Turn
	case "prone":
		n = c.Prone
	case "stand":
		n = c.Stand
	case "fire", "grenade":
		n = c.Fire
	default:
		return ""
	}
	return fmt.Sprintf("%d MF", n)
}
