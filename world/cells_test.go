package world

import (
	"bytes"
	"strings"
	"testing"
)

// An arena built from another's cells has its cubes and movement graph;
// cells that cannot be an arena are refused, naming the cube.
func TestFromCells(t *testing.T) {
	a := parseArena(t, `
arena Cells
size 3 2 2
level 0
+--+--+--+
|#b #B|#W|
+..+--+  +
|#r #R #1|
+--+--+--+
level 1
+--+--+--+
|.  .  # |
+  +  +  +
|.  =  . |
+--+--+--+
`)
	b, err := FromCells(a.Name, a.W, a.D, a.H, a.Cells())
	if err != nil {
		t.Fatal(err)
	}
	b.Zones = a.Clone().Zones
	if !bytes.Equal(b.Format(), a.Format()) {
		t.Fatalf("built\n%s\nwant\n%s", b.Format(), a.Format())
	}
	if got, want := len(b.Reach(pos(1, 0, 0), 10, MoveRules{})), len(a.Reach(pos(1, 0, 0), 10, MoveRules{})); got != want {
		t.Fatalf("reaches %d cubes, the arena %d", got, want)
	}
	cells := a.Cells()
	cells[0].Floor = FloorNone // a copy: the arena keeps its floor
	if a.Floor(pos(0, 0, 0)) != FloorSolid {
		t.Fatal("Cells shares the arena's cubes")
	}
	for _, tc := range []struct {
		name  string
		edit  func(c []Cell) []Cell
		wants string
	}{
		{"too few", func(c []Cell) []Cell { return c[1:] }, "11 cells"},
		{"an open edge", func(c []Cell) []Cell { c[0].Sides[North] = Open; return c }, "cube 0,0,0: the board edge"},
		{"a one-sided wall", func(c []Cell) []Cell { c[a.Index(pos(0, 0, 1))].Sides[East] = Wall; return c }, "cubes 0,0,1 and 1,0,1 disagree"},
	} {
		_, err := FromCells("Bad", a.W, a.D, a.H, tc.edit(a.Cells()))
		if err == nil || !strings.Contains(err.Error(), tc.wants) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.wants)
		}
	}
}
