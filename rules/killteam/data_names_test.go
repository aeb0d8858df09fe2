package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Every unit and weapon of the shipped data is named (DataNames), and the
// translation files have each name: the English message is the data's own
// name, and Ukrainian and Russian give it in their words.
func TestDataNamesHaveMessages(t *testing.T) {
	g := newGame(t, "standard", 1)
	names := g.DataNames()
	if len(names) != len(g.data.Units)+len(g.data.Weapons) || len(names) == 0 {
		t.Fatalf("%d data names for %d units and %d weapons", len(names), len(g.data.Units), len(g.data.Weapons))
	}
	cat, err := lang.Load()
	if err != nil {
		t.Fatal(err)
	}
	en := cat.Localizer(lang.English)
	for _, n := range names {
		id := rules.DataNameMsg(RulesetName, n)
		if got := en.T(id); got != n.Name {
			t.Errorf("%s: English %q, the data says %q", id, got, n.Name)
		}
		for _, code := range []string{lang.Ukrainian, lang.Russian} {
			if got := cat.Localizer(code).T(id); got == n.Name || got == id {
				t.Errorf("%s: no %s name (%q)", id, code, got)
			}
		}
	}
}
