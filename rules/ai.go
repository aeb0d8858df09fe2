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
