package urban

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// The rules reference covers turns and activations, moves and states,
// attacks, dice and cards, the city and victory; it names both scenarios
// with the game's round limit, and every page is the English of its
// messages.
func TestReference(t *testing.T) {
	rs := NewRuleset()
	text := map[string]string{}
	for _, p := range rs.Reference() {
		text[p.Title] = p.Body
	}
	for _, want := range []string{"Turns and activations", "Moves and states", "Attacks", "Dice and cards", "The city", "Victory"} {
		if text[want] == "" {
			t.Errorf("no %q page", want)
		}
	}
	for _, want := range []string{"Streets:", "Skirmish:", "A game lasts 5 rounds (the setup may choose 1 to 12)"} {
		if !strings.Contains(text["Victory"], want) {
			t.Errorf("the Victory page does not say %q: %q", want, text["Victory"])
		}
	}
	if n := rulestest.CheckReference(t, rs); n != 6 {
		t.Errorf("%d pages checked, want 6", n)
	}
}
