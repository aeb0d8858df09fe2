package necromunda

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// The rules reference covers the round, the actions, climbing and falling,
// shooting, hits and melee, loot and vents, and victory; it names every
// scenario with the game's round limit, and every page is the English of
// its messages.
func TestReference(t *testing.T) {
	rs := newRuleset(t)
	text := map[string]string{}
	for _, p := range rs.Reference() {
		text[p.Title] = p.Body
	}
	for _, want := range []string{"The round", "Actions", "Climbing and falling", "Shooting", "Hits and melee", "Loot and vents", "Victory"} {
		if text[want] == "" {
			t.Errorf("no %q page", want)
		}
	}
	for _, name := range rs.Scenarios() {
		if title := rs.ScenarioTitle(name); !strings.Contains(text["Victory"], title) {
			t.Errorf("the Victory page does not name %s", title)
		}
	}
	if !strings.Contains(text["Victory"], "A game lasts 8 rounds (the setup may choose 2 to 20)") {
		t.Errorf("the Victory page does not give the round limit: %q", text["Victory"])
	}
	if n := rulestest.CheckReference(t, rs); n != 7 {
		t.Errorf("%d pages checked, want 7", n)
	}
}
