package world

import "slices"

// HasDestination reports whether a Search from from within budget under r
// would find at least one destination, without running it when it need
// not: a neighbouring cube one step away that the rules let the model
// enter answers at once. Only when no neighbour answers (every one closed,
// too dear, or a flyer's way on) does it run the whole search.
func HasDestination(a *Arena, from Pos, budget int, r MoveRules) bool {
	if !a.In(from) || budget <= 0 || a.graph == nil {
		return false
	}
	if !r.Flight {
		for _, st := range a.stepsOf(a.idx(from)) {
			if int(st>>stepCostShift&0xff) > budget {
				continue
			}
			p := a.posAt(int(st & stepToMask))
			if slices.Contains(r.Closed, p) || r.CanEnter != nil && !r.CanEnter(p) {
				continue
			}
			return true
		}
	}
	return searchHasDestination(a, from, budget, r)
}

// searchHasDestination is HasDestination's whole search, apart so that
// its Reacher is set up only when it runs.
func searchHasDestination(a *Arena, from Pos, budget int, r MoveRules) bool {
	var s Reacher
	return s.Search(a, from, budget, r) > 0
}
