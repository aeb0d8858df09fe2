package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Apply carries out one legal action and returns what happened. An action
// that is not among Legal (compared by seat, kind, actor, target, weapon,
// option and cell; the path is the legal action's own) returns
// *rules.IllegalActionError and changes nothing.
func (g *Game) Apply(a rules.Action) ([]rules.Event, error) {
	if g.over {
		return nil, rules.GameOverError{}
	}
	legal := g.legalActions()
	if r, ok := g.findRoute(&a); ok {
		return g.applyLegal(r), nil
	}
	idx := findAction(legal, &a)
	if idx < 0 {
		return nil, &rules.IllegalActionError{Text: a.Text(), Reason: g.whyIllegal(a, g.numLegal())}
	}
	return g.applyLegal(legal[idx]), nil
}

// NumLegal is len(Legal()) without writing out the moves
// (rules.IndexApplier).
func (g *Game) NumLegal() int { return g.numLegal() }

// ApplyIndex applies the i-th action of Legal (rules.IndexApplier).
func (g *Game) ApplyIndex(i int) ([]rules.Event, error) {
	if g.over {
		return nil, rules.GameOverError{}
	}
	if n := g.numLegal(); i < 0 || i >= n {
		return nil, rules.IndexError(i, n)
	}
	return g.applyLegal(g.listed(i)), nil
}

// findAction returns the index of a in legal, or -1. An action copied from
// the list shares its Cell pointer with its original, so a destination is
// found by pointer first, without comparing the other fields of every
// move on the way.
func findAction(legal []rules.Action, a *rules.Action) int {
	if a.Cell != nil {
		for i := range legal {
			if legal[i].Cell == a.Cell && sameAction(&legal[i], a) {
				return i
			}
		}
	}
	for i := range legal {
		if sameAction(&legal[i], a) {
			return i
		}
	}
	return -1
}

// applyLegal carries out act, one of the current legal actions (a copy:
// the list it came from is rebuilt as the game settles), and returns the
// events.
func (g *Game) applyLegal(act rules.Action) []rules.Event {
	g.invalidate()
	watch := g.watchDice()
	l := newLog(g, g.evbuf[:0])
	switch {
	case len(g.tasks) > 0:
		t := g.tasks[len(g.tasks)-1]
		g.tasks = g.tasks[:len(g.tasks)-1]
		g.resolveTask(t, act, &l)
	case g.act.Model >= 0:
		g.doModelAction(act, &l)
	default:
		g.doTurnAction(act, &l)
	}
	g.settle(&l)
	g.undo = undoAfter(g.rolledSince(watch), l.seen)
	g.evbuf = l.events[:0]
	return ownEvents(l.events)
}

// ownEvents copies the events Apply wrote in the game's reused buffer into
// a slice of their own, exactly as long (nil when there are none): one
// allocation instead of the several of a growing slice.
func ownEvents(ev []rules.Event) []rules.Event {
	if len(ev) == 0 {
		return nil
	}
	return append(make([]rules.Event, 0, len(ev)), ev...)
}

// sameAction compares the fields that identify an action (its Text).
func sameAction(x, y *rules.Action) bool {
	if x.Seat != y.Seat || x.Kind != y.Kind || x.Actor != y.Actor || x.Target != y.Target || x.Weapon != y.Weapon || x.Option != y.Option {
		return false
	}
	if (x.Cell == nil) != (y.Cell == nil) {
		return false
	}
	return x.Cell == nil || *x.Cell == *y.Cell
}

// whyIllegal explains a refused action.
func (g *Game) whyIllegal(a rules.Action, n int) string {
	if to := g.ToMove(); a.Seat != to {
		return fmt.Sprintf("%s must decide now, not %s (%s)", to, a.Seat, g.Prompt())
	}
	return fmt.Sprintf("not among the %d legal actions (%s)", n, g.Prompt())
}
