package rules

// Evaluator is implemented by games that can value a position for a seat:
// higher is better for seat, roughly in "kills" units, symmetric
// (Evaluate(s) ≈ -Evaluate(s.Other())). Computer players use it to compare
// the positions their searches reach; a game without it is valued by its
// score alone.
type Evaluator interface {
	Evaluate(seat Seat) float64
}

// Determinizer is implemented by games with hidden information or dice: it
// returns a copy whose hidden information is re-drawn and whose dice
// generator is re-seeded from seed. Two states that differ only in hidden
// information and in the future of their dice give equal copies for equal
// seeds, so a computer player that searches such a copy cannot tell them
// apart (fair play, DESIGN section 3).
type Determinizer interface {
	Determinize(seed uint64) Game
}

// PositionHasher is implemented by games that can digest what their
// players know of a state: the Hash of the state without the dice
// generator and without hidden information, so that a state and its
// Determinize copies digest alike. A search uses it to see a line of play
// come back to where it started (a weapon dropped and picked straight back
// up) and leaves such lines out.
type PositionHasher interface {
	PositionHash() uint64
}

// Decliner is implemented by games whose decision may be an offer that its
// seat can turn down and play on (a Command Re-roll offered after a failed
// roll, the action waiting for the answer): Decline returns the action that
// turns down the offer at hand, and ok is false when the decision is not
// such an offer. A search that samples an action's dice turns down the
// offers that stop it, so that each sample shows how the action ends with
// the dice as they fell — the odds a Forecast gives — while the offer
// itself, when a player must answer it, is searched like any decision.
type Decliner interface {
	Decline() (a Action, ok bool)
}

// Pacer is implemented by games that tell a search how their turns go.
// ShortTurns reports that a turn (one activation) is mostly a single action
// — the models of the two sides act one action at a time, alternately, as
// in Kill Team's phases — so that a search of the current turn alone sees
// one ply and no more; a player that searches turns looks on at the
// opponent's reply there.
type Pacer interface {
	ShortTurns() bool
}

// PartialForecaster is implemented by games whose Forecasts give the odds
// of what an attack does to its target but leave out much else its dice
// decide: a stray shot or a scattered blast striking another model, a
// failed test that turns the shot on another target, a fall off a
// platform, an Ammo check. PartialForecasts reports that this is so. A
// search then does not weigh an attack's samples by the forecast's odds
// (a sample the odds file under "no effect" may have taken another model
// out of action, and one sample stands for the whole outcome) but samples
// every action that rolls dice alike, each sample weighing the same, with
// more samples and more work per decision; the Forecast is still what a
// screen shows. A game without it has forecasts the search trusts.
type PartialForecaster interface {
	PartialForecasts() bool
}
