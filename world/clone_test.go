package world

import (
	"bytes"
	"testing"
)

// A clone formats like its arena, finds the same routes, and edits to the
// clone's cubes and zones leave the arena as it was.
func TestCloneIsDeep(t *testing.T) {
	a := parseArena(t, `
arena Clone Yard
note Two rows.
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
|.  .  . |
+--+--+--+
`)
	before := a.Format()
	c := a.Clone()
	if !bytes.Equal(c.Format(), before) {
		t.Fatalf("clone formats as\n%s\nwant\n%s", c.Format(), before)
	}
	if got, want := len(c.Reach(pos(0, 0, 0), 10, MoveRules{})), len(a.Reach(pos(0, 0, 0), 10, MoveRules{})); got != want {
		t.Fatalf("clone reaches %d cubes from 0,0,0, the arena %d", got, want)
	}
	c.SetFloor(pos(0, 0, 1), FloorSolid)
	c.SetSide(pos(0, 0, 0), East, Wall)
	c.Zones[0].Cells[0] = pos(1, 1, 0)
	c.Zones = append(c.Zones, Zone{Kind: ZoneObjective, Team: -1, Label: "2", Cells: []Pos{pos(0, 1, 0)}})
	if !bytes.Equal(a.Format(), before) {
		t.Fatalf("editing the clone changed the arena to\n%s", a.Format())
	}
	if a.Floor(pos(0, 0, 1)) != FloorNone || a.Side(pos(1, 0, 0), West) != Open {
		t.Fatal("the arena's cubes changed with the clone's")
	}
	if c.Side(pos(1, 0, 0), West) != Wall {
		t.Fatal("the clone's wall is not on both sides of its face")
	}
	if (*Arena)(nil).Clone() != nil {
		t.Fatal("a nil arena cloned to something")
	}
}
