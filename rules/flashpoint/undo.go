package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// undoNote says whether the last action applied may be taken back
// (rules.Game.Reversible). It is not part of the state: Hash and Save leave
// it out, and a loaded game has nothing to take back.
type undoNote struct {
	acted bool   // an action has been applied to this state
	why   string // why it may not be taken back; "" if it may
}

// Reversible reports whether the action applied last rolled no die,
// revealed no face-down item and picked nothing up, so taking it back hides
// nothing a player has seen (a Move that set off no test and picked up
// nothing, a Crouch, an activation, a choice not yet confirmed).
func (g *Game) Reversible() (bool, string) {
	if !g.undo.acted {
		return false, "nothing to take back"
	}
	return g.undo.why == "", g.undo.why
}

// undoAfter judges an action by whether it rolled dice and by the kinds
// of event it produced.
func undoAfter(rolled bool, seen seenKinds) undoNote {
	n := undoNote{acted: true}
	switch {
	case seen.revealed:
		n.why = "it revealed a face-down item"
	case rolled:
		n.why = "it rolled dice"
	case seen.picked:
		n.why = "it picked something up"
	}
	return n
}

// diceWatch is what watchDice notes before an action: the generator's
// state, or the counter put around a substitute source.
type diceWatch struct {
	before  uint64
	counter *countingDice
}

// watchDice starts watching the dice of one action (Apply's hot path: no
// allocation unless a substitute source, as in tests, is set).
func (g *Game) watchDice() diceWatch {
	if g.dice == nil {
		return diceWatch{before: g.rng.State}
	}
	c := &countingDice{Dice: g.dice}
	g.dice = c
	return diceWatch{counter: c}
}

// rolledSince reports whether any die was rolled since watchDice, and
// stops watching.
func (g *Game) rolledSince(w diceWatch) bool {
	if w.counter == nil {
		return g.rng.State != w.before
	}
	if g.dice == w.counter {
		g.dice = w.counter.Dice
	}
	return w.counter.n > 0
}

// countingDice counts the rolls of a substitute dice source.
type countingDice struct {
	rules.Dice
	n int
}

// Roll rolls one die of the source it counts.
func (c *countingDice) Roll(sides int) int {
	c.n++
	return c.Dice.Roll(sides)
}
