package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Every fighter type and weapon of the shipped data is named (DataNames)
// and has its name in every language of the translation files; the
// houses' names (Ironhide, Viper) stay as they are.
func TestDataNamesHaveMessages(t *testing.T) {
	rs := NewRuleset()
	g, err := rs.New(rs.DefaultSetup("underhive"), 1)
	if err != nil {
		t.Fatal(err)
	}
	d := g.(*Game).data
	if names := rulestest.CheckDataNames(t, g); len(names) != len(d.Fighters)+len(d.Weapons) || len(names) == 0 {
		t.Errorf("%d data names for %d fighter types and %d weapons", len(names), len(d.Fighters), len(d.Weapons))
	}
}
