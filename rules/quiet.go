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

// Silencer is implemented by games that can leave out their events
// altogether. A reader that never looks at what happened — a random
// playout, a benchmark — calls SetSilent(true) on its own copy, and Apply
// then returns no events and spends nothing building them. A silent game
// is quiet too. Clone and Determinize copies of a silent game are silent;
// the state, its Hash, its Save, Reversible and the way the game plays do
// not depend on it. Anything that reads events (a computer player's
// search, a simulation's observer, the screen) must not silence its game.
type Silencer interface {
	SetSilent(silent bool)
}

// SetSilent asks g to leave out its events (Silencer) and reports whether
// it can; a game that cannot goes on returning them.
func SetSilent(g Game, silent bool) bool {
	s, ok := g.(Silencer)
	if ok {
		s.SetSilent(silent)
	}
	return ok
}
