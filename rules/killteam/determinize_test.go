package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Determinize keeps the position (PositionHash, View, Legal, Evaluate)
// and changes only the dice: the copy's generator is the seed's, equal
// seeds give equal copies, and the game itself is left as it was.
func TestDeterminizeKeepsThePosition(t *testing.T) {
	for k, g := range randomPositions(t, 1, 11) {
		hash, pos := g.Hash(), g.PositionHash()
		d1 := g.Determinize(41).(*Game)
		d2 := g.Determinize(41).(*Game)
		d3 := g.Determinize(42).(*Game)
		if g.Hash() != hash || g.memo != nil {
			t.Fatalf("position %d: Determinize changed the game", k)
		}
		for _, d := range []*Game{d1, d3} {
			if d.PositionHash() != pos {
				t.Fatalf("position %d: a copy's position differs", k)
			}
			if d.Evaluate(rules.Blue) != g.Evaluate(rules.Blue) {
				t.Fatalf("position %d: a copy values differently", k)
			}
			if texts(d.Legal()) == nil && !g.Over() || len(d.Legal()) != len(g.Legal()) {
				t.Fatalf("position %d: a copy has other legal actions", k)
			}
			if d.View().Prompt != g.View().Prompt || len(d.View().Pieces) != len(g.View().Pieces) {
				t.Fatalf("position %d: a copy looks different", k)
			}
		}
		if d1.Hash() != d2.Hash() || d1.st.RNG.State != 41 {
			t.Fatalf("position %d: equal seeds give different copies", k)
		}
		if d1.Hash() == d3.Hash() || d1.Hash() == hash && g.st.RNG.State != 41 {
			t.Fatalf("position %d: the dice state is not in the Hash", k)
		}
	}
}

// Copies with different seeds roll different dice: an attack repeated on
// copies of one position does not always turn out the same.
func TestDeterminizeChangesTheDice(t *testing.T) {
	g := newGame(t, "standard", 5)
	adv, err := rules.Find(g.Legal(), g.st.Turn.String()+".1 advance")
	if err != nil {
		t.Fatalf("%v: %v", err, texts(g.Legal()))
	}
	faces := map[int]bool{}
	for seed := range uint64(40) {
		d := g.Determinize(seed)
		ev, err := d.Apply(adv)
		if err != nil {
			t.Fatal(err)
		}
		faces[ev[0].Dice[0]] = true
	}
	if len(faces) < 4 {
		t.Fatalf("40 copies rolled only %v for an Advance", faces)
	}
}
