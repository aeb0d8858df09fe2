package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Every unit, weapon and item of the shipped data is named (DataNames)
// and has its name in every language of the translation files.
func TestDataNamesHaveMessages(t *testing.T) {
	rs := NewRuleset()
	g, err := rs.New(rs.DefaultSetup("standard"), 1)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, n := range rulestest.CheckDataNames(t, g) {
		kinds[n.Kind]++
	}
	d := g.(*Game).Data()
	if kinds["unit"] != len(d.Units) || kinds["weapon"] != len(d.Weapons) || kinds["item"] != len(itemInfos) {
		t.Fatalf("data names by kind %v, want %d units, %d weapons, %d items", kinds, len(d.Units), len(d.Weapons), len(itemInfos))
	}
}
