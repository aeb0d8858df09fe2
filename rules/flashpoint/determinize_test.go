package flashpoint

import (
	"slices"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Fair play (DESIGN 3): two states that differ only in hidden information
// (the future of the dice, the order the supply is listed in, the seed the
// game started from) determinize to the same state for the same seed.
func TestDeterminizeForgetsHiddenInformation(t *testing.T) {
	for _, g := range playedGames(t, 3, 90) {
		if len(g.supply) < 2 {
			t.Fatalf("want a supply of at least 2 weapons to shuffle, have %v", g.supply)
		}
		other := g.clone()
		other.rng.State ^= 0x1234567890abcdef
		other.seed = 99
		slices.Reverse(other.supply)
		if g.Hash() == other.Hash() {
			t.Fatal("the two states should differ before determinizing")
		}
		a, b := g.Determinize(7), other.Determinize(7)
		if a.Hash() != b.Hash() {
			t.Fatalf("round %d: determinized states differ", g.Round())
		}
		sa, _ := a.Save()
		sb, _ := b.Save()
		if string(sa) != string(sb) {
			t.Fatalf("round %d: determinized saves differ", g.Round())
		}
		if a.Hash() == g.Determinize(8).Hash() {
			t.Fatal("different seeds gave the same dice generator")
		}
	}
}

// A determinized copy plays like the game: the same legal actions, and
// with the same dice the same events; the game itself is untouched.
func TestDeterminizedCopyPlaysLikeTheGame(t *testing.T) {
	for _, g := range playedGames(t, 3, 60) {
		if g.Over() {
			continue
		}
		before := g.Hash()
		c := g.Determinize(3)
		if g.Hash() != before {
			t.Fatal("Determinize changed the game")
		}
		if got, want := texts(c.Legal()), texts(g.Legal()); !slices.Equal(got, want) {
			t.Fatalf("legal actions differ:\n%v\n%v", got, want)
		}
		legal := g.Legal()
		a := legal[len(legal)/2]
		twin := g.clone()
		twin.rng.State = 3
		twin.it = c.(*searchCopy).it.clone() // the copy's re-drawn face-down items
		evTwin, err1 := twin.Apply(a)
		evCopy, err2 := c.Apply(a)
		if err1 != nil || err2 != nil {
			t.Fatalf("apply %s: %v, %v", a.Text(), err1, err2)
		}
		if len(evTwin) != len(evCopy) || twin.Hash() != c.Hash() {
			t.Fatalf("%s: the copy and the game reseeded alike played differently", a.Text())
		}
		cc := c.Clone()
		if _, ok := cc.(rules.Determinizer); !ok {
			t.Fatal("a clone of a determinized copy lost Determinize")
		}
		if cc.Hash() != c.Hash() {
			t.Fatal("a clone of a determinized copy differs from it")
		}
	}
}

// The copy's dice are its own: different seeds roll differently.
func TestDeterminizeReseedsTheDice(t *testing.T) {
	g := position(flatArena).
		model("blue.1 marksman 1,1,0").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	shot := rules.Action{Seat: rules.Blue, Kind: "shoot", Actor: "blue.1", Target: "red.1", Weapon: "marksman-rifle"}
	seen := map[uint64]bool{}
	for seed := uint64(1); seed <= 8; seed++ {
		c := g.Determinize(seed)
		if _, err := c.Apply(shot); err != nil {
			t.Fatal(err)
		}
		seen[c.Hash()] = true
	}
	if len(seen) < 2 {
		t.Fatal("eight seeds all rolled the same shot")
	}
}
