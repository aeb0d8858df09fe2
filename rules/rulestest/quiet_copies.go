package rulestest

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// CheckQuietCopies checks that making g quiet (rules.Quieter) leaves its
// Hash alone, and that the copies a search works on stay quiet: a Clone
// of the quiet game, and a Determinize copy and its Clone where the game
// is a rules.Determinizer. A copy is quiet when the first legal action,
// applied to it, gives events without words, where the same action on a
// loud Clone gives events with words. g must not be over.
func CheckQuietCopies(t *testing.T, g rules.Game) {
	t.Helper()
	loud := g.Clone()
	h := g.Hash()
	if !rules.SetQuiet(g, true) {
		t.Fatalf("%s games are not rules.Quieter", g.Ruleset())
	}
	if g.Hash() != h {
		t.Fatal("SetQuiet changed the hash")
	}
	a := loud.Legal()[0]
	ev, err := loud.Apply(a)
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) == 0 || !hasWords(ev) {
		t.Fatalf("%s gives no events with words on a loud game: nothing to compare", a.Text())
	}
	copies := map[string]rules.Game{"a clone": g.Clone()}
	if d, ok := g.(rules.Determinizer); ok {
		copies["a determinized copy"] = d.Determinize(7)
		copies["a clone of a determinized copy"] = d.Determinize(7).Clone()
	}
	for name, c := range copies {
		ev, err := c.Apply(a)
		if err != nil {
			t.Fatalf("%s: %s: %v", name, a.Text(), err)
		}
		if hasWords(ev) {
			t.Errorf("%s of a quiet game is loud: %q", name, ev[0].Text)
		}
	}
}

// hasWords reports whether any event has a Text or Mods.
func hasWords(ev []rules.Event) bool {
	for _, e := range ev {
		if e.Text != "" || e.Mods != nil {
			return true
		}
	}
	return false
}
