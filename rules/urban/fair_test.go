package urban

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// A computer player's decision does not depend on the opponent's hand or
// the deck order (fair play, DESIGN section 3): two games that differ
// only there, and in the future of their dice, get the same answer from
// the same player at every level, decision after decision.
func TestComputerIgnoresHiddenCards(t *testing.T) {
	rs := newRuleset(t)
	for _, level := range []string{"easy", "normal"} {
		g, err := rs.NewGame(rs.DefaultSetup("beginner"), 21)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 12 && !g.Over(); step++ {
			h := hiddenSwapped(g)
			if g.Hash() == h.Hash() {
				t.Fatal("the swap changed nothing")
			}
			pa, _ := ai.NewWithOptions(level, 5, ai.Options{Budget: time.Minute, Effort: 0.2})
			pb, _ := ai.NewWithOptions(level, 5, ai.Options{Budget: time.Minute, Effort: 0.2})
			a, err := pa.Choose(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			b, err := pb.Choose(context.Background(), h)
			if err != nil {
				t.Fatal(err)
			}
			if a.Text() != b.Text() {
				t.Fatalf("%s step %d: %q with one hidden deal, %q with another", level, step, a.Text(), b.Text())
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// hiddenSwapped is a copy of g whose opponent's hand (of the seat to
// move) and deck hold other cards in another order, with other dice.
func hiddenSwapped(g *Game) *Game {
	h := g.clone()
	other := g.ToMove().Other()
	pool := append(slices.Clone(h.st.Hands[other]), h.st.Deck...)
	slices.Reverse(pool)
	n := len(h.st.Hands[other])
	h.st.Hands[other] = pool[:n]
	h.st.Deck = pool[n:]
	h.st.RNG = rules.RNG{State: g.st.RNG.State ^ 0xfeed}
	return h
}
