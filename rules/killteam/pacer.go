package killteam

// ShortTurns is rules.Pacer: in every phase the models of the two sides
// act one at a time, alternately in initiative order, most of them with one
// action (RULES.md "The game").
func (g *Game) ShortTurns() bool { return true }
