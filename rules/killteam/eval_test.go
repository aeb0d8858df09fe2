package killteam

import (
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The evaluation is symmetric and finite on positions of random games,
// a plain game and its Determinize copy (with the search memo) value
// alike, and a finished game is worth ±EvalWin plus the victory points.
func TestEvaluateSymmetric(t *testing.T) {
	for k, g := range randomPositions(t, 2, 7) {
		b, r := g.Evaluate(rules.Blue), g.Evaluate(rules.Red)
		if math.IsNaN(b) || math.IsInf(b, 0) {
			t.Fatalf("position %d: Evaluate(blue) = %v", k, b)
		}
		if math.Abs(b+r) > 1e-9 {
			t.Fatalf("position %d: Evaluate(blue) = %v, Evaluate(red) = %v", k, b, r)
		}
		if g.Evaluate(rules.NoSeat) != 0 {
			t.Fatalf("position %d: Evaluate(none) = %v", k, g.Evaluate(rules.NoSeat))
		}
		d := g.Determinize(uint64(k)).(*Game)
		if v := d.Evaluate(rules.Blue); math.Abs(v-b) > 1e-9 {
			t.Fatalf("position %d: a Determinize copy values %v, the game %v", k, v, b)
		}
		if g.Over() {
			want := float64(g.st.Score[0]-g.st.Score[1]) * EvalVP
			switch g.st.Winner {
			case rules.Blue:
				want += EvalWin
			case rules.Red:
				want -= EvalWin
			}
			if b != want {
				t.Fatalf("position %d: a finished game (%+v) is worth %v, want %v", k, g.Result(), b, want)
			}
		}
	}
}

// Taking a model out of action, wounding it or shaking it makes its side
// worse off; holding more objectives makes it better off.
func TestEvaluateMaterial(t *testing.T) {
	g := newGame(t, "standard", 3)
	base := g.Evaluate(rules.Blue)
	for _, change := range []struct {
		name string
		do   func(m *model)
	}{
		{"out of action", func(m *model) { m.Out = true }},
		{"a flesh wound", func(m *model) { m.Flesh++ }},
		{"shaken", func(m *model) { m.Shaken = true }},
	} {
		c := g.clone()
		change.do(&c.st.Models[0]) // blue.1
		if v := c.Evaluate(rules.Blue); v >= base {
			t.Errorf("blue.1 %s: blue's value %v, not below %v", change.name, v, base)
		}
	}
	c := g.clone()
	c.st.Broken[rules.Red] = true
	if v := c.Evaluate(rules.Blue); v <= base {
		t.Errorf("red broken: blue's value %v, not above %v", v, base)
	}
}

// condition is 1 for a fresh model, falls with wounds lost and flesh
// wounds, and is 0 out of action.
func TestCondition(t *testing.T) {
	if c := condition(2, 0, false, 2); c != 1 {
		t.Errorf("fresh: %v", c)
	}
	if a, b := condition(1, 0, false, 2), condition(1, 1, false, 2); !(a < 1 && b < a) {
		t.Errorf("wounded %v, then flesh-wounded %v", a, b)
	}
	if c := condition(1, 1, true, 1); c != 0 {
		t.Errorf("out of action: %v", c)
	}
}
