package ai

import "github.com/flashpoint-arena/flashpoint/rules"

// shortTurns is how a searcher searches a game whose turns are single
// actions (rules.Pacer): with a node limit of its own, and each line's end
// met by the opponent's reply, searched with replyBeam and replyDice.
type shortTurns struct {
	limit     int
	replyBeam []int
	replyDice chance
}

// turnsAreShort reports whether g says its turns are single actions.
func turnsAreShort(g rules.Game) bool {
	p, ok := g.(rules.Pacer)
	return ok && p.ShortTurns()
}
