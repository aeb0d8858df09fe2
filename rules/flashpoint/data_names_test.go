package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Every unit, weapon and item of the shipped data is named (DataNames),
// and the translation files have each name: the English message is the
// data's own name, and Ukrainian and Russian give it in their words.
func TestDataNamesHaveMessages(t *testing.T) {
	rs := NewRuleset()
	g, err := rs.New(rs.DefaultSetup("standard"), 1)
	if err != nil {
		t.Fatal(err)
	}
	names := g.(rules.DataNamer).DataNames()
	kinds := map[string]int{}
	for _, n := range names {
		kinds[n.Kind]++
	}
	d := g.(*Game).Data()
	if kinds["unit"] != len(d.Units) || kinds["weapon"] != len(d.Weapons) || kinds["item"] != len(itemInfos) {
		t.Fatalf("data names by kind %v, want %d units, %d weapons, %d items", kinds, len(d.Units), len(d.Weapons), len(itemInfos))
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
