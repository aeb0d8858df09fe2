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
// the two sides stand in two columns, every model still listed.
func TestRosterFitsBothSides(t *testing.T) {
	v := rosterView(4)
	rows, idx, box := rosterRows(v, rect{8, 300, 260, 1000})
	if len(rows) != 8 || rows[4].X != rows[0].X {
		t.Fatalf("with room: %d rows, want 8 in one column", len(rows))
	}
	rows, idx, box = rosterRows(v, rect{8, 300, 260, 140})
	if len(rows) != 8 {
		t.Fatalf("short of room: %d rows listed, want all 8", len(rows))
	}
	seen := map[rules.Seat]float64{}
	for k, r := range rows {
		p := v.Pieces[idx[k]]
		if x, ok := seen[p.Seat]; ok && x != r.X {
			t.Fatalf("%s's rows are not in one column", p.Seat)
		}
		seen[p.Seat] = r.X
		if r.Y+r.H > box.Y+box.H || r.X+r.W > box.X+box.W {
			t.Fatalf("row %d %v leaves the panel %v", k, r, box)
		}
		for j := range k {
			if rows[j].Y < r.Y+r.H && r.Y < rows[j].Y+rows[j].H && rows[j].X < r.X+r.W && r.X < rows[j].X+rows[j].W {
				t.Fatalf("rows %d and %d overlap", j, k)
			}
		}
	}
	if seen[rules.Blue] >= seen[rules.Red] {
		t.Fatal("blue's column is not on the left")
	}
}
