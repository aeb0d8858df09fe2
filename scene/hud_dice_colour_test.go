package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// In a real urban game the tray shows every die of every roll in its
// colour (rules.Die.Colour), white, blue or red with a body of its own,
// its value and symbols as its mark, and a test against a number with
// its total (the dice are added up, not counted).
func TestDiceTrayColouredDice(t *testing.T) {
	rs, err := all.Registry().Get("urban")
	if err != nil {
		t.Fatal(err)
	}
	bodies := map[string]bool{}
	for _, c := range []string{rules.DieColourWhite, rules.DieColourBlue, rules.DieColourRed, ""} {
		body, _, ink := dieBody(c)
		if body == ink {
			t.Errorf("%q die: its mark is drawn in its body's colour", c)
		}
		bodies[string([]byte{body.R, body.G, body.B})] = true
	}
	if len(bodies) != 4 {
		t.Error("the dice's colours are not told apart")
	}
	seen := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := rs.New(rs.DefaultSetup("streets"), seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed)
		for step := 0; step < 400 && !g.Over(); step++ {
			legal := g.Legal()
			events, err := g.Apply(legal[rng.Intn(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range events {
				if e.Kind != "roll" || len(e.Dice) == 0 {
					continue
				}
				if (e.Test == "skill" || e.Test == "difficulty") && e.Total == 0 {
					t.Fatalf("%s: a 2d6 test without its total", e.Text)
				}
				for _, m := range readRoll(e) {
					if !m.special || m.mark == "" {
						t.Fatalf("%s: a die without its mark: %+v", e.Text, m)
					}
					seen[m.colour]++
				}
			}
		}
	}
	if seen[rules.DieColourWhite] == 0 || seen[rules.DieColourBlue]+seen[rules.DieColourRed] == 0 || seen[""] > 0 {
		t.Fatalf("dice seen by colour: %v", seen)
	}
}
