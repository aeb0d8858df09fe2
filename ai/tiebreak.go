package ai

import "github.com/flashpoint-arena/flashpoint/rules"

// shuffled returns a copy of legal in an order drawn from rng (Fisher–Yates).
// A search values the actions of a decision in this order, so that among
// actions that value the same the one taken is a draw of the player's own
// seeded randomness, not the first one the game lists. The game lists
// actions in board order (north to south, by model ID), which differs for
// the blue and the red seat: breaking ties by that order made the players
// play one seat differently from the other. The order also decides which
// actions are valued when the clock runs out part way.
func shuffled(legal []rules.Action, rng *rules.RNG) []rules.Action {
	out := append([]rules.Action(nil), legal...)
	for i := len(out) - 1; i > 0; i-- {
		j := rng.Intn(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}
