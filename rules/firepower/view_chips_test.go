package firepower

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// chipLabels lists one side's chips as the screen shows them, a spent
// chip in brackets.
func chipLabels(sv rules.SideView) []string {
	var out []string
	for _, c := range sv.Chips {
		l := c.Label
		if c.Spent {
			l = "(" + l + ")"
		}
		out = append(out, l)
	}
	return out
}

// FP-IMP-1, FP-IMP-2, G1: the screen shows each side's chips drawn this
// turn (the last one in play, the others dimmed) beside those still in
// the cup, and counts both.
func TestChipsView(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,8 N")
	g.st.Cup = [2]int{2, 2}
	g.st.Side, g.st.DrawnBy = rules.Blue, [2]int{1, 0}
	g.SetDice(rules.NewScripted(2)) // of 2 blue and 2 red chips, a blue one
	do(t, g, "blue pass")
	if g.st.Side != rules.Blue || g.st.DrawnBy != [2]int{2, 0} {
		t.Fatalf("side %s, drawn %v", g.st.Side, g.st.DrawnBy)
	}
	v := g.View()
	for _, c := range []struct {
		seat rules.Seat
		want string
		line string
	}{
		{rules.Blue, "[(played) in play in cup]", "Its chip is in play: impulse 1 of 2 · 1 in the cup"},
		{rules.Red, "[in cup in cup]", "2 in the cup, 0 played"},
	} {
		sv := v.Sides[c.seat]
		if got := chipLabels(sv); fmt.Sprint(got) != c.want || len(sv.Lines) != 1 || sv.Lines[0] != c.line {
			t.Errorf("%s: chips %s, lines %q; want %s and %q", c.seat, fmt.Sprint(got), sv.Lines, c.want, c.line)
		}
	}
}
