package arenaedit

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Reach (HF-MOV-2: walk and climb): each side walks to the other's zones
// and respawn cubes, but not to an objective walled in on all four sides
// nor to a drop on a girder no one can climb onto (HF-MOV-2: climbs end on
// solid floors).
func TestGapsFindWalledOffZones(t *testing.T) {
	a := parseArena(t, `
arena Gaps
size 4 3 2
level 0
+--+--+--+--+
|#b #b #B # |
+  +--+  +  +
|# |#1|#  # |
+  +--+  +  +
|#r #r #R # |
+--+--+--+--+
level 1
+--+--+--+--+
|.  .  .  . |
+  +  +  +  +
|.  .  .  =W|
+  +  +  +  +
|.  .  .  . |
+--+--+--+--+
`)
	gaps := Gaps(a)
	want := []Gap{
		{Team: 0, Kind: world.ZoneDrop, ZTeam: -1, Label: "A", At: at(3, 1, 1), Missing: 1},
		{Team: 0, Kind: world.ZoneObjective, ZTeam: -1, Label: "1", At: at(1, 1, 0), Missing: 1},
		{Team: 1, Kind: world.ZoneDrop, ZTeam: -1, Label: "A", At: at(3, 1, 1), Missing: 1},
		{Team: 1, Kind: world.ZoneObjective, ZTeam: -1, Label: "1", At: at(1, 1, 0), Missing: 1},
	}
	if len(gaps) != len(want) {
		t.Fatalf("gaps %+v, want %+v", gaps, want)
	}
	for i := range want {
		if gaps[i] != want[i] {
			t.Errorf("gap %d: %+v, want %+v", i, gaps[i], want[i])
		}
	}
}

// A wall between the two sides cuts each off from the other's zones.
func TestGapsAcrossADividingWall(t *testing.T) {
	a := parseArena(t, `
arena Split
size 2 2 1
level 0
+--+--+
|#b #B|
+--+--+
|#r #R|
+--+--+
`)
	gaps := Gaps(a)
	if len(gaps) != 4 {
		t.Fatalf("gaps %+v, want blue missing red's two zones and red missing blue's", gaps)
	}
	if g := gaps[0]; g.Team != 0 || g.Kind != world.ZoneDeploy || g.ZTeam != 1 || g.At != at(0, 1, 0) {
		t.Fatalf("first gap %+v", g)
	}
	e := Open(a)
	e.Apply(Wall, at(0, 0, 0), world.South, 0) // the same wall again opens it
	if g := Gaps(e.Arena()); len(g) != 0 {
		t.Fatalf("after opening the wall: %+v", g)
	}
}

// The beginner arena is the same under a reflection across its middle
// row; the reports name the first differences of the others.
func TestSymmetryOfTheBeginnerArena(t *testing.T) {
	a, err := world.ParseFile("../../assets/arenas/beginner.arena")
	if err != nil {
		t.Fatal(err)
	}
	rs := Symmetries(a)
	if len(rs) != 3 || !rs[MirrorRows].Same || rs[MirrorRows].Count != 0 {
		t.Fatalf("mirror across the middle row: %+v", rs[MirrorRows])
	}
	// The beginner yard is also the same turned half round: its west and
	// east halves match.
	if !rs[HalfTurn].Same {
		t.Fatalf("half-turn: %+v", rs[HalfTurn])
	}
	// Across the middle column blue stays blue: every deployment cube is
	// a team difference.
	if rs[MirrorColumns].Same || rs[MirrorColumns].Diffs[0].Kind != DiffTeam || rs[MirrorColumns].Diffs[0].At != at(0, 0, 0) {
		t.Fatalf("mirror across the middle column: %+v", rs[MirrorColumns])
	}
}

// One low wall added on blue's side is found under every symmetry, at the
// cube it stands on and its image.
func TestSymmetryNamesTheFirstDifference(t *testing.T) {
	a := parseArena(t, `
arena Lopsided
size 3 4 1
level 0
+--+--+--+
|#b #B #b|
+  +  +  +
|#  # :#1|
+  +  +  +
|#  #  #1|
+  +  +  +
|#r #R #r|
+--+--+--+
`)
	r := Symmetries(a)[MirrorRows]
	if r.Same || r.Count != 1 {
		t.Fatalf("%+v", r)
	}
	// The low wall is the east side of 1,1,0 (and the west side of 2,1,0),
	// listed once; its image is the east side of 1,2,0.
	if d := r.Diffs[0]; d.Kind != DiffSide || d.At != at(1, 1, 0) || d.Image != at(1, 2, 0) || d.Dir != world.East {
		t.Fatalf("first difference %+v", d)
	}
	// The objective's cubes turn onto each other: no label difference.
	for _, d := range r.Diffs {
		if d.Kind == DiffLabel || d.Kind == DiffZone {
			t.Fatalf("zone difference %+v", d)
		}
	}
	e := Open(a)
	e.Apply(LowWall, at(1, 1, 0), world.East, 0) // taken away again
	if rep := e.Check(); !rep.Fair() || rep.Problem != nil || len(rep.Gaps) != 0 {
		t.Fatalf("without the low wall: %+v", rep)
	}
}

// Two objectives that turn onto different labels under a symmetry are a
// label difference; a drop opposite an objective is a zone difference,
// listed once for the pair.
func TestSymmetryZoneDifferences(t *testing.T) {
	a := parseArena(t, `
arena Labels
size 2 4 1
level 0
+--+--+
|#b #B|
+  +  +
|#1 #W|
+  +  +
|#1 #2|
+  +  +
|#r #R|
+--+--+
`)
	r := Symmetries(a)[MirrorRows]
	kinds := map[DiffKind]int{}
	for _, d := range r.Diffs {
		kinds[d.Kind]++
	}
	if kinds[DiffZone] != 1 || kinds[DiffLabel] != 0 || r.Count != 1 {
		t.Fatalf("%+v", r)
	}
	// 1,1 is a drop and 1,2 an objective: a zone of another kind.
	if r.Diffs[0].At != at(1, 1, 0) {
		t.Fatalf("first difference %+v", r.Diffs[0])
	}
}
