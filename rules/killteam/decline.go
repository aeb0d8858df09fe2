package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// Decline is rules.Decliner: while an action waits for a Command Re-roll
// answer (KT-CP-3), the action that keeps the failed roll.
func (g *Game) Decline() (rules.Action, bool) {
	w := g.st.Reroll
	if w == nil {
		return rules.Action{}, false
	}
	return rules.Action{Seat: w.Seat, Kind: "keep", Actor: w.Actor}, true
}
