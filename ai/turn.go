package ai

import "github.com/flashpoint-arena/flashpoint/rules"

// Event kinds that close a turn: an activation ends, a seat passes, a round
// begins, the game ends. Searches over "the current activation" stop at the
// first of them.
const (
	eventEnd   = "end"
	eventPass  = "pass"
	eventRound = "round"
	eventOver  = "over"
	eventRoll  = "roll"
)

// endsTurn reports whether events close the deciding seat's turn.
func endsTurn(events []rules.Event) bool {
	for i := range events {
		switch events[i].Kind {
		case eventEnd, eventPass, eventRound, eventOver:
			return true
		}
	}
	return false
}

// rolled reports whether any die was rolled.
func rolled(events []rules.Event) bool {
	for i := range events {
		if events[i].Kind == eventRoll {
			return true
		}
	}
	return false
}
