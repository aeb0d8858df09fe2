package firepower

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// The rules reference covers the turn, movement, fire, grenades, stun and
// melee and victory, names every scenario with the game's turn limit, and
// every page is the English of its messages.
func TestReference(t *testing.T) {
	rs := newRuleset(t)
	text := map[string]string{}
	for _, p := range rs.Reference() {
		text[p.Title] = p.Body
	}
	for _, want := range []string{"The turn", "Movement", "Fire", "Grenades", "Markers and melee", "Victory"} {
		if text[want] == "" {
			t.Errorf("no %q page", want)
		}
	}
	for _, name := range rs.Scenarios() {
		if title := rs.ScenarioTitle(name); !strings.Contains(text["Victory"], title) {
			t.Errorf("the Victory page does not name %s", title)
		}
	}
	if !strings.Contains(text["Victory"], "A game lasts 8 turns (the setup may choose 1 to 20)") {
		t.Errorf("the Victory page does not give the turn limit: %q", text["Victory"])
	}
	if n := rulestest.CheckReference(t, rs); n != 6 {
		t.Errorf("%d pages checked, want 6", n)
	}
}
