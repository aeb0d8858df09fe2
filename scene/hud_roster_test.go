package scene

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// rosterView is a view with n models a side.
func rosterView(n int) rules.View {
	var v rules.View
	for _, s := range rules.Seats {
		for i := 1; i <= n; i++ {
			v.Pieces = append(v.Pieces, rules.Piece{ID: fmt.Sprintf("%s.%d", s, i), Seat: s, Role: "OP", Name: "Operator"})
		}
	}
	return v
}

// The fireteam list never drops a side: when a model a row does not fit,
// each side is one row of chips, every model still listed.
func TestRosterFitsBothSides(t *testing.T) {
	v := rosterView(6)
	rows, _, _ := rosterRows(v, rect{8, 300, 260, 1000})
	if len(rows) != 12 || rows[6].X != rows[0].X {
		t.Fatalf("with room: %d rows, want 12 in one column", len(rows))
	}
	for _, w := range []float64{200, 260} {
		rows, idx, box := rosterRows(v, rect{8, 300, w, 140})
		if len(rows) != 12 {
			t.Fatalf("short of room at width %v: %d chips listed, want all 12", w, len(rows))
		}
		seen := map[rules.Seat]float64{}
		for k, r := range rows {
			p := v.Pieces[idx[k]]
			if y, ok := seen[p.Seat]; ok && y != r.Y {
				t.Fatalf("%s's chips are not in one row", p.Seat)
			}
			seen[p.Seat] = r.Y
			if r.Y+r.H > box.Y+box.H || r.X+r.W > box.X+box.W || box.H > 140 {
				t.Fatalf("chip %d %v leaves the panel %v", k, r, box)
			}
			for j := range k {
				if overlap(rows[j], r) {
					t.Fatalf("chips %d and %d overlap", j, k)
				}
			}
		}
		if seen[rules.Blue] >= seen[rules.Red] {
			t.Fatal("blue's row is not above red's")
		}
	}
}
