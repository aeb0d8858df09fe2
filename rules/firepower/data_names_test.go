package firepower

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Every soldier type and weapon of the shipped data is named (DataNames)
// and has its name in every language of the translation files.
func TestDataNamesHaveMessages(t *testing.T) {
	rs := NewRuleset()
	g, err := rs.New(rs.DefaultSetup("standard"), 1)
	if err != nil {
		t.Fatal(err)
	}
	d := g.(*Game).Data()
	if names := rulestest.CheckDataNames(t, g); len(names) != len(d.Soldiers)+len(d.Weapons) || len(names) == 0 {
		t.Errorf("%d data names for %d soldier types and %d weapons", len(names), len(d.Soldiers), len(d.Weapons))
	}
}
