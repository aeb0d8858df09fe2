package ai

import "github.com/flashpoint-arena/flashpoint/rules"

// branch is one way an action can turn out: the position it leads to, the
// events on the way and its weight among the action's branches.
type branch struct {
	w      float64
	g      rules.Game
	events []rules.Event
	static float64 // the position's value without looking further; NaN until worked out
	next   *option // the option the search took from here, once searched
}

// Outcome labels of rules.Forecast that the players know how to read from
// events.
const (
	outcomeKill    = "kill"
	outcomeWound   = "wound"
	outcomePinned  = "pinned"
	outcomeShields = "shields only"
)

// outcomeGain is roughly what an attack outcome is worth to the attacker
// against its first ("nothing happened") outcome, in kills. It stands in
// for the value of an outcome the samples did not show.
func outcomeGain(label string) float64 {
	switch label {
	case outcomeKill:
		return 1.3
	case outcomeWound:
		return 0.25
	case outcomePinned:
		return 0.15
	case outcomeShields:
		return 0.05
	}
	return 0
}

// outcomeOf reads which forecast outcome the events of an attack on target
// show: the most severe of kill, wound, pinned and shields only that the
// forecast lists, else its first outcome. It returns an index into
// outcomes.
func outcomeOf(events []rules.Event, target string, outcomes []rules.Outcome) int {
	best, rank := 0, 0
	for i := range events {
		e := &events[i]
		if e.Target != target {
			continue
		}
		label, r := "", 0
		switch e.Kind {
		case "kill":
			label, r = outcomeKill, 4
		case "wound":
			label, r = outcomeWound, 3
		case "pin":
			label, r = outcomePinned, 2
		case "shield":
			label, r = outcomeShields, 1
		default:
			continue
		}
		if r <= rank {
			continue
		}
		for j := range outcomes {
			if outcomes[j].Label == label {
				best, rank = j, r
			}
		}
	}
	return best
}

// chance says how a search samples the dice of an action.
type chance struct {
	attackSamples int     // at most this many samples of an attack
	minP          float64 // sample until every outcome at least this likely is seen
	diceSamples   int     // samples of any other action that rolls dice
	// partialSamples, when above 0, is how many samples, equally weighed,
	// every action that rolls dice gets in a game whose forecasts leave
	// out much of what an attack's dice decide (rules.PartialForecaster);
	// 0 samples such a game as any other.
	partialSamples int
}
