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

// HasOpenStep reports whether a walking model in from has a step of the
// movement graph within budget into a cube that canEnter accepts: the
// first answer of HasDestination for rules whose closed cubes are those
// canEnter refuses, found without gathering them into lists. When it
// reports false, HasDestination may still find a destination (a flier,
// or a search); when true, HasDestination under such rules reports true
// too.
func HasOpenStep(a *Arena, from Pos, budget int, canEnter func(Pos) bool) bool {
	if !a.In(from) || budget <= 0 || a.graph == nil {
		return false
	}
	for _, st := range a.stepsOf(a.idx(from)) {
		if int(st>>stepCostShift&0xff) <= budget && canEnter(a.posAt(int(st&stepToMask))) {
			return true
		}
	}
	return false
}
