package world

import (
	"reflect"
	"testing"
)

// roofed has a sealed block at (1,0) (walls all round, roof at level 1), a
// girder at (2,0,1) and a roof over (2,1).
const roofed = `
arena Roofed
size 3 2 3
level 0
+--+--+--+
|#b|#W|#B|
+  +--+  +
|#r #1 #R|
+--+--+--+
level 1
+--+--+--+
|.  #  = |
+  +  +  +
|.  .  # |
+--+--+--+
level 2
+--+--+--+
|.  .  . |
+  +  +  +
|.  .  . |
+--+--+--+
`

func TestZones(t *testing.T) {
	a := parseArena(t, roofed)
	if got := a.ZonesOf(ZoneDeploy); len(got) != 2 || got[0].Team != 0 || got[1].Team != 1 {
		t.Errorf("deploy zones %+v", got)
	}
	if got := a.ZonesOf(ZoneObjective); len(got) != 1 || got[0].Label != "1" {
		t.Errorf("objectives %+v", got)
	}
	if z, ok := a.Zone(ZoneRespawn, 1, ""); !ok || !reflect.DeepEqual(z.Cells, []Pos{pos(2, 1, 0)}) {
		t.Errorf("red respawn %+v %v", z, ok)
	}
	if _, ok := a.Zone(ZoneDrop, -1, "B"); ok {
		t.Error("found a drop spot B in an arena with one spot")
	}
	z, ok := a.ZoneAt(pos(1, 1, 0))
	if !ok || z.Kind != ZoneObjective || !z.Has(pos(1, 1, 0)) || z.Has(pos(0, 0, 0)) {
		t.Errorf("ZoneAt(1,1,0) = %+v %v", z, ok)
	}
	if _, ok := a.ZoneAt(pos(1, 1, 1)); ok {
		t.Error("a cube without a zone has one")
	}
}

func TestOpenToSky(t *testing.T) {
	a := parseArena(t, roofed)
	cases := map[Pos]bool{
		pos(0, 0, 0): true,  // nothing above
		pos(1, 0, 0): false, // under the block's roof
		pos(1, 0, 1): true,  // on the roof
		pos(2, 0, 0): true,  // a girder above lets a lob through
		pos(2, 1, 0): false, // under a roof
		pos(2, 1, 1): true,
		pos(3, 0, 0): false, // outside
	}
	for p, want := range cases {
		if got := a.OpenToSky(p); got != want {
			t.Errorf("OpenToSky(%v) = %v, want %v", p, got, want)
		}
	}
}

// HF-SET-1: items land on the lowest floor of a column a model can get to.
func TestGroundLevelAndAccessible(t *testing.T) {
	a := parseArena(t, roofed)
	open := a.Accessible()
	if open[a.Index(pos(1, 0, 0))] {
		t.Error("the inside of the sealed block is accessible")
	}
	if !open[a.Index(pos(1, 0, 1))] || !open[a.Index(pos(2, 1, 1))] {
		t.Error("roofs reached by climbing are not accessible")
	}
	cases := []struct{ x, y, want int }{
		{0, 0, 0}, {1, 0, 1}, {2, 0, 0}, {1, 1, 0}, {3, 0, -1}, {0, -1, -1},
	}
	for _, c := range cases {
		if got := a.GroundLevel(c.x, c.y); got != c.want {
			t.Errorf("GroundLevel(%d, %d) = %d, want %d", c.x, c.y, got, c.want)
		}
	}
	// Without deployment zones every floor counts.
	b := New("bare", 2, 1, 2)
	b.SetSide(pos(0, 0, 0), East, Wall)
	if b.GroundLevel(1, 0) != 0 || b.Accessible() != nil {
		t.Error("an arena without deployment zones should count every floor")
	}
}

func TestCellAccessOutside(t *testing.T) {
	a := parseArena(t, roofed)
	for _, p := range []Pos{pos(-1, 0, 0), pos(0, 2, 0), pos(0, 0, 3)} {
		if a.In(p) || a.Cell(p) != (Cell{}) || a.Floor(p) != FloorNone || a.Side(p, North) != Wall || a.Standable(p) || a.Index(p) != -1 {
			t.Errorf("cube %v outside the arena is not treated as outside", p)
		}
	}
	if !a.Standable(pos(2, 0, 1)) || a.Standable(pos(0, 0, 1)) {
		t.Error("girders are standable, open air is not")
	}
	for i := 0; i < a.Cubes(); i++ {
		if a.Index(a.PosAt(i)) != i {
			t.Fatalf("Index(PosAt(%d)) = %d", i, a.Index(a.PosAt(i)))
		}
	}
}
