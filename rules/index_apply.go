package rules

import "fmt"

// IndexApplier is implemented by games that can apply an action by its
// place in the current Legal list, without looking the action up by its
// fields: ApplyIndex(i) does what Apply(Legal()[i]) does, for less work,
// and NumLegal is len(Legal()) without lending out the list (which may
// cost the game work, such as writing out every move's path). A caller
// that draws an action by index — a random playout, a simulation of
// random players, a benchmark — uses them through NumLegal and ApplyIndex.
type IndexApplier interface {
	NumLegal() int
	ApplyIndex(i int) ([]Event, error)
}

// NumLegal is the number of legal actions of g: through IndexApplier when
// g implements it, else len(g.Legal()).
func NumLegal(g Game) int {
	if ia, ok := g.(IndexApplier); ok {
		return ia.NumLegal()
	}
	return len(g.Legal())
}

// ApplyIndex applies the i-th action of g.Legal(): through IndexApplier
// when g implements it, else through Apply. An index outside the list is
// an IllegalActionError.
func ApplyIndex(g Game, i int) ([]Event, error) {
	if ia, ok := g.(IndexApplier); ok {
		return ia.ApplyIndex(i)
	}
	legal := g.Legal()
	if i < 0 || i >= len(legal) {
		return nil, IndexError(i, len(legal))
	}
	return g.Apply(legal[i])
}

// IndexError is the error of an action index outside a list of n legal
// actions.
func IndexError(i, n int) error {
	return &IllegalActionError{Text: fmt.Sprintf("#%d", i), Reason: fmt.Sprintf("there are %d legal actions, numbered from 0", n)}
}

// ActionLister is implemented by games that can hand out one action of
// their Legal list without lending out the whole list: ActionAt(i) equals
// Legal()[i] (a move carries its own path), for less work when the list
// is long and only one of it is wanted — the action a random player drew.
type ActionLister interface {
	ActionAt(i int) (Action, error)
}

// ActionAt returns the i-th action of g.Legal(): through ActionLister when
// g implements it, else from Legal. An index outside the list is an
// IllegalActionError.
func ActionAt(g Game, i int) (Action, error) {
	if al, ok := g.(ActionLister); ok {
		return al.ActionAt(i)
	}
	legal := g.Legal()
	if i < 0 || i >= len(legal) {
		return Action{}, IndexError(i, len(legal))
	}
	return legal[i], nil
}
