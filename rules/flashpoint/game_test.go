package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Clone is independent: applying to the copy leaves the original alone,
// and both play on identically from equal states.
func TestCloneIndependent(t *testing.T) {
	g := twoAside().build(t)
	h := g.Hash()
	c := g.Clone().(*Game)
	if c.Hash() != h {
		t.Fatal("a clone should hash like its original")
	}
	play(t, c, "blue.1 activate")
	play(t, c, "blue.1 sprint 2,1,0")
	if g.Hash() != h || g.m("blue.1").Pos == c.m("blue.1").Pos || g.act.Model != -1 {
		t.Fatal("changing the clone changed the original")
	}
	d := g.Clone().(*Game)
	play(t, d, "blue.1 activate")
	play(t, d, "blue.1 sprint 2,1,0")
	if d.Hash() != c.Hash() {
		t.Fatal("equal states should play on identically")
	}
}

// Reseed changes the dice of a copy and nothing else.
func TestReseed(t *testing.T) {
	g := twoAside().build(t)
	c := g.clone()
	c.Reseed(99)
	if c.Hash() == g.Hash() || c.rng.State != 99 {
		t.Fatal("Reseed should change the generator and the hash")
	}
	if cc := c.clone(); cc.rng.State != 99 {
		t.Fatal("a clone keeps the new seed")
	}
}

// SetDice substitutes the dice; nil restores the game's own generator.
func TestSetDice(t *testing.T) {
	g := twoAside().build(t)
	before := g.rng.State
	g.SetDice(rules.NewScripted(3))
	if g.roll(8) != 3 || g.rng.State != before {
		t.Fatal("scripted dice should roll 3 without touching the generator")
	}
	g.SetDice(nil)
	g.roll(8)
	if g.rng.State == before {
		t.Fatal("nil should restore the generator")
	}
}
