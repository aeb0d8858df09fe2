package urban

import (
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Determinize returns a copy of the game for a computer player of the
// seat to move to search (rules.Determinizer; fair play, DESIGN section
// 3). What that seat cannot know is drawn again: the other seat's hand
// and the deck are gathered, sorted and dealt out anew from seed (the
// other seat keeps as many cards as it held), and the dice generator is
// re-seeded. Two states that differ only in those give equal copies for
// equal seeds. A dice source set by SetDice is not carried over; the game
// itself is not changed.
func (g *Game) Determinize(seed uint64) rules.Game {
	c := g.clone()
	c.seed = seed
	viewer := g.ToMove()
	if viewer == rules.NoSeat {
		viewer = rules.Blue
	}
	other := viewer.Other()
	pool := append(slices.Clone(c.st.Hands[other]), c.st.Deck...)
	slices.Sort(pool)
	deal := rules.NewRNG(seed ^ 0x5eed0fca4d5)
	for i := len(pool) - 1; i > 0; i-- {
		j := deal.Intn(i + 1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	n := len(c.st.Hands[other])
	c.st.Hands[other] = slices.Clone(pool[:n])
	c.st.Deck = slices.Clone(pool[n:])
	c.st.RNG = rules.RNG{State: seed}
	return c
}

// PositionHash digests what the seat to move knows of the state
// (rules.PositionHasher): everything but the dice generator, the other
// seat's hand (only its size) and the deck (only its size).
func (g *Game) PositionHash() uint64 {
	st := g.st.clone()
	st.RNG = rules.RNG{}
	viewer := g.ToMove()
	if viewer == rules.NoSeat {
		viewer = rules.Blue
	}
	other := viewer.Other()
	st.Hands[other] = make([]string, len(st.Hands[other]))
	st.Deck = make([]string, len(st.Deck))
	return g.digest(st)
}
