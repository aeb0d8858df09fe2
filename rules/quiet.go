package rules

// Quieter is implemented by games that can leave out the words of their
// events. A reader that never shows or keeps event text — a computer
// player's search, a batch of simulated games that records nothing —
// calls SetQuiet(true) on its own copy of a game, and Apply then skips
// building the text: the events keep their Kind, Seat, Actor, Target,
// positions, Test, Dice, Need, Hits and Rolled, so anything that reads
// what happened still can, while Text (and other purely descriptive
// strings such as Mods) may be empty. Clone and Determinize copies of a
// quiet game are quiet. The state, its Hash and its Save do not depend
// on it. A game a person watches (the screen, a replay, a recording)
// must never be quiet.
type Quieter interface {
	SetQuiet(quiet bool)
}

// SetQuiet asks g to leave out the words of its events (Quieter) and
// reports whether it can; a game that cannot goes on writing them.
func SetQuiet(g Game, quiet bool) bool {
	q, ok := g.(Quieter)
	if ok {
		q.SetQuiet(quiet)
	}
	return ok
}
