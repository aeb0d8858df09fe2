package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// TestTokenTip: hovering a cube explains a face-down item without naming
// it (RULES-ITEMS.md HF-ITM-2/3), names a carried flag's carrier and says
// whose a zone is or that it is contested (RULES-SCENARIOS.md).
func TestTokenTip(t *testing.T) {
	a, b := world.Pos{X: 1}, world.Pos{X: 2}
	v := rules.View{
		Pieces: []rules.Piece{{ID: "blue.1", Seat: rules.Blue, Name: "Marksman", Pos: b, OnBoard: true}, {ID: "red.1", Seat: rules.Red, Name: "Brawler", Pos: b, OnBoard: true}},
		Tokens: []rules.Token{
			{Kind: "item", Label: "?", Hidden: true, Pos: a},
			{Kind: "smoke", Label: "Smoke", Pos: a},
			{Kind: "flag", Label: "Red flag (blue.1)", Pos: b},
			{Kind: "zone", Label: "Zone 2", Pos: b},
		},
	}
	tip := tokenTip(v, a)
	if !strings.Contains(tip, "Face-down item") || !strings.Contains(tip, "Smoke: blocks sight") {
		t.Errorf("cube a: %q", tip)
	}
	tip = tokenTip(v, b)
	if !strings.Contains(tip, "Red flag, carried by Blue Marksman") || !strings.Contains(tip, "Zone 2: contested") {
		t.Errorf("cube b: %q", tip)
	}
	if tip := tokenTip(v, world.Pos{X: 5}); tip != "" {
		t.Errorf("empty cube: %q", tip)
	}
}

// TestRosterCarries: the fireteam list marks a flag carrier and its items
// and says what it carries (RULES-SCENARIOS.md carrying, RULES-ITEMS.md).
func TestRosterCarries(t *testing.T) {
	v := rules.View{
		Pieces: []rules.Piece{{ID: "blue.1", Seat: rules.Blue, Name: "Marksman", OnBoard: true, Items: []string{"Overshield", "?"}}, {ID: "red.1", Seat: rules.Red, Name: "Brawler"}},
		Tokens: []rules.Token{{Kind: "flag", Label: "Red flag (blue.1)"}},
	}
	if w := rosterMarksWidth(v, &v.Pieces[0]); w != 9*2+12+4 {
		t.Errorf("marks width %v", w)
	}
	if w := rosterMarksWidth(v, &v.Pieces[1]); w != 0 {
		t.Errorf("no marks, width %v", w)
	}
	want := "Blue Marksman carries the red flag (it may not shoot), Overshield, a face-down item."
	if got := rosterTip(v, &v.Pieces[0]); got != want {
		t.Errorf("tip %q, want %q", got, want)
	}
}
