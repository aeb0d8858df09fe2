package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The View shows the hand of the seat to move and hides the other's
// (ViewFor shows a given seat's); the deck's order is never shown;
// RevealedView shows both hands.
func TestViewHidesTheOtherHand(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("streets"), 11)
	if err != nil {
		t.Fatal(err)
	}
	seat := g.ToMove()
	v := g.View()
	for _, c := range v.Sides[seat].Chips {
		if c.Hidden || c.Label == "?" {
			t.Fatal("the seat to move does not see its hand")
		}
	}
	other := v.Sides[seat.Other()].Chips
	if len(other) == 0 {
		t.Fatal("the other hand is not shown at all")
	}
	for _, c := range other {
		if !c.Hidden || c.Label != "?" || c.Help != "" {
			t.Fatalf("the other hand shows %+v", c)
		}
	}
	for _, c := range g.ViewFor(seat.Other()).Sides[seat].Chips {
		if !c.Hidden {
			t.Fatal("ViewFor shows the other seat's hand")
		}
	}
	for _, s := range rules.Seats {
		for _, c := range g.RevealedView().Sides[s].Chips {
			if c.Hidden {
				t.Fatal("RevealedView hides a card")
			}
		}
	}
	for i, c := range g.ViewFor(seat).Sides[seat].Chips {
		if c.ID != g.st.Hands[seat][i] {
			t.Fatalf("chip %d of the seat's own hand has ID %q, want the card %q", i, c.ID, g.st.Hands[seat][i])
		}
	}
	for _, s := range rules.Seats {
		for _, c := range g.ViewFor(rules.NoSeat).Sides[s].Chips {
			if !c.Hidden || c.ID != "" {
				t.Fatalf("an onlooker sees %+v", c)
			}
		}
	}
	for _, id := range g.st.Deck {
		c, _ := g.data.Card(id)
		for _, n := range v.Notes {
			if n == c.Name {
				t.Fatal("a deck card is named in the view")
			}
		}
	}
}

// Determinize re-deals the other seat's hand and the deck: two games
// that differ only there give the same copy and the same PositionHash,
// so a computer player's search cannot depend on them; the seat's own
// hand is kept.
func TestDeterminizeHidesHandsAndDeck(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("streets"), 5)
	if err != nil {
		t.Fatal(err)
	}
	seat := g.ToMove()
	other := seat.Other()
	h := g.clone()
	// Swap the other seat's first card with the deck's last and reverse the deck.
	k := len(h.st.Deck) - 1
	h.st.Hands[other][0], h.st.Deck[k] = h.st.Deck[k], h.st.Hands[other][0]
	for i, j := 0, len(h.st.Deck)-1; i < j; i, j = i+1, j-1 {
		h.st.Deck[i], h.st.Deck[j] = h.st.Deck[j], h.st.Deck[i]
	}
	h.st.RNG = rules.RNG{State: 99}
	if g.Hash() == h.Hash() {
		t.Fatal("the change made no difference")
	}
	if g.PositionHash() != h.PositionHash() {
		t.Fatal("PositionHash depends on hidden cards")
	}
	a, b := g.Determinize(7), h.Determinize(7)
	if a.Hash() != b.Hash() {
		t.Fatal("Determinize copies of the two games differ")
	}
	ga := a.(*Game)
	if len(ga.st.Hands[other]) != len(g.st.Hands[other]) || len(ga.st.Deck) != len(g.st.Deck) {
		t.Fatal("Determinize changed the number of cards")
	}
	if !equalStrings(ga.st.Hands[seat], g.st.Hands[seat]) {
		t.Fatal("Determinize changed the deciding seat's own hand")
	}
	if err := ga.checkState(); err != nil {
		t.Fatal(err)
	}
	if g.Determinize(8).Hash() == a.Hash() {
		t.Fatal("Determinize ignores its seed")
	}
}

// equalStrings compares two string lists.
func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
