package urban

import (
	"slices"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The game's own dice (UF-GEN-3, UF-DICE-1, G3, A1, A3): white 1–6, blue
// 2–7, red 4–9, a symbol (♦) on the two highest faces of each; a base
// roll is two white dice, a boosted one swaps one for blue or red; the
// sum is the dice plus modifiers (UF-DICE-2).
func TestColouredDice(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 0,0", "red.1 warden 4,4")
	for c, want := range map[string][]int{DieWhite: {1, 2, 3, 4, 5, 6}, DieBlue: {2, 3, 4, 5, 6, 7}, DieRed: {4, 5, 6, 7, 8, 9}} {
		var got []int
		for i := 1; i <= 6; i++ {
			got = append(got, g.face(c, i))
		}
		if !slices.Equal(got, want) || g.symbols(c, 5) != 1 || g.symbols(c, 6) != 1 || g.symbols(c, 4) != 0 {
			t.Fatalf("%s die: faces %v", c, got)
		}
	}
	if !slices.Equal(baseDice(""), []string{DieWhite, DieWhite}) || !slices.Equal(baseDice(DieRed), []string{DieWhite, DieRed}) {
		t.Fatal("base and boosted rolls")
	}
	if s := g.sum([]string{DieWhite, DieRed}, []int{2, 6}); s != 11 {
		t.Fatalf("white 2 + red 9 = %d", s)
	}
	if opposite(1) != 6 || opposite(3) != 4 {
		t.Fatal("opposite faces")
	}
	// A roll's event shows each die in its colour with its value and
	// symbol, so a screen draws the dice as they are.
	_, ds := g.rolled([]string{DieWhite, DieBlue, DieRed}, []int{1, 5, 6})
	want := []rules.Die{
		{Face: 1, Kind: "White", Mark: "1", Colour: rules.DieColourWhite},
		{Face: 6, Kind: "Blue", Mark: "6♦", Colour: rules.DieColourBlue},
		{Face: 9, Kind: "Red", Mark: "9♦", Colour: rules.DieColourRed},
	}
	if !slices.Equal(ds, want) {
		t.Fatalf("rolled %+v, want %+v", ds, want)
	}
}

// Distances are in inches (UF-GEN-1), 3 a cube (DESIGN section 4).
func TestScale(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 0,0", "red.1 warden 3,2")
	if d := inches(mdl(t, g, "blue.1"), mdl(t, g, "red.1")); d != 9 {
		t.Fatalf("3 cubes are %d inches", d)
	}
}
