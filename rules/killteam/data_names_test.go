package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Every unit and weapon of the shipped data is named (DataNames) and has
// its name in every language of the translation files.
func TestDataNamesHaveMessages(t *testing.T) {
	g := newGame(t, "standard", 1)
	if names := rulestest.CheckDataNames(t, g); len(names) != len(g.data.Units)+len(g.data.Weapons) || len(names) == 0 {
		t.Errorf("%d data names for %d units and %d weapons", len(names), len(g.data.Units), len(g.data.Weapons))
	}
}
