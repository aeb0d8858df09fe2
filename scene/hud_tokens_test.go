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
