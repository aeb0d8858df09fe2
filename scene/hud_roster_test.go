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

// A horde (20 models a side) folds into rows of smaller chips: every
// model listed, each chip wide enough for its role badge, none
// overlapping another or leaving the panel, blue's rows above red's, in
// a panel that leaves the column room for the card.
func TestRosterFitsAHorde(t *testing.T) {
	v := rosterView(20)
	for _, w := range []float64{200, 260} {
		rows, idx, box := rosterRows(v, rect{8, 300, w, 400})
		if len(rows) != 40 {
			t.Fatalf("width %v: %d chips listed, want all 40", w, len(rows))
		}
		if box.H > 220 {
			t.Errorf("width %v: the folded list is %.0f high", w, box.H)
		}
		lowestBlue, highestRed := 0.0, 1e9
		for k, r := range rows {
			if r.W < rosterChipMinW || r.H < rosterChipSmall {
				t.Fatalf("width %v: chip %d is %v, too small for a badge", w, k, r)
			}
			if r.Y+r.H > box.Y+box.H || r.X+r.W > box.X+box.W {
				t.Fatalf("width %v: chip %d %v leaves the panel %v", w, k, r, box)
			}
			for j := range k {
				if overlap(rows[j], r) {
					t.Fatalf("width %v: chips %d and %d overlap", w, j, k)
				}
			}
			if v.Pieces[idx[k]].Seat == rules.Blue {
				lowestBlue = max(lowestBlue, r.Y+r.H)
			} else {
				highestRed = min(highestRed, r.Y)
			}
		}
		if lowestBlue > highestRed {
			t.Errorf("width %v: blue's chips run into red's", w)
		}
		if h := rosterFoldedHeight(v, w, false); h != box.H {
			t.Errorf("width %v: the layout reserves %.0f for a panel %.0f high", w, h, box.H)
		}
	}
}

// In a short column (a 1280×720 window at 200% interface size) Kill
// Team's shipped elite team against its horde (7 models against 20) still
// lists every model, in the tightest chips.
func TestRosterFitsAHordeInAShortColumn(t *testing.T) {
	a := newTestApp(t)
	v := rosterView(20)
	v.Pieces = v.Pieces[13:] // blue.14 to blue.20, then red's 20
	lay := battleLayoutFor(640, 360)
	col := cardColumn(lay, a.fonts, v, a.t, true)
	room := rect{lay.left.X, col.Y + col.H + 8, lay.left.W, lay.left.Y + lay.left.H - (col.Y + col.H + 8)}
	rows, _, box := rosterRows(v, room)
	if len(rows) != 27 {
		t.Fatalf("%d chips listed, want all 27", len(rows))
	}
	for k, r := range rows {
		if r.W < rosterChipMinW || r.Y+r.H > box.Y+box.H || box.Y+box.H > room.Y+room.H {
			t.Fatalf("chip %d %v: too small or off the panel %v", k, r, box)
		}
		for j := range k {
			if overlap(rows[j], r) {
				t.Fatalf("chips %d and %d overlap", j, k)
			}
		}
	}
}
