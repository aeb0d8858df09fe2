package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// NEC-GAP-1, NEC-GAP-3: an M 6" fighter leaps the 3" gap from 1,1,1 to
// 3,1,1 (length ≤ M/2): no test, one action point.
func TestLeapShortGap(t *testing.T) {
	g := position(t, gapArena, fx{id: "blue.1", typ: "viper-sister", at: "1,1,1"}, fx{id: "red.1", at: "4,0,0"})
	s := script(g)
	apply(t, g, "blue.1 move 3,1,1 (leap)")
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Pos != (world.Pos{X: 3, Y: 1, Z: 1}) || g.st.AP != 1 {
		t.Fatalf("after the leap: %s, AP %d", f.Pos, g.st.AP)
	}
}

// NEC-GAP-2, NEC-GAP-6, A14: an M 4" fighter runs out of movement over
// the gap (6" for 3" of gap and the landing) and spends its next action
// point to go on; the gap (3") is more than M/2, so it takes an
// Initiative test (NEC-GAP-4).
func TestLeapOverTwoActionPoints(t *testing.T) {
	g := position(t, gapArena, fx{id: "blue.1", at: "1,1,1"}, fx{id: "red.1", at: "4,0,0"})
	if legal(g, "blue.1 move 3,1,1 (leap)") {
		t.Fatal("the leap does not fit one Move of M 4\"")
	}
	s := script(g, 4)
	apply(t, g, "blue.1 move 3,1,1 (long leap)")
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Pos != (world.Pos{X: 3, Y: 1, Z: 1}) || f.Status != Active || g.st.Active >= 0 {
		t.Fatalf("after the leap: %s %v, active %d", f.Pos, f.Status, g.st.Active)
	}
	g.st.Fighters[0].Activated = false
	g.st.Turn = 0
	g.activate(0)
	g.st.AP = 1
	g.legal = nil
	if legal(g, "blue.1 move 1,1,1 (long leap)") {
		t.Fatal("a leap needing a second action point was offered with one left")
	}
}

// NEC-GAP-4: on a failed test the fighter lands Pinned, hanging on by its
// fingertips, and then takes the platform edge test (NEC-FALL-4).
func TestLeapFailedTest(t *testing.T) {
	g := position(t, gapArena, fx{id: "blue.1", at: "1,1,1"}, fx{id: "red.1", at: "4,0,0"})
	s := script(g, 2, 4) // the leap's test fails; the edge test passes
	apply(t, g, "blue.1 move 3,1,1 (long leap)")
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Pos != (world.Pos{X: 3, Y: 1, Z: 1}) || f.Status != Pinned {
		t.Fatalf("after the failed leap: %s %v", f.Pos, f.Status)
	}
}

// wideGapArena has a gap two cubes (6") wide on level 1 between the
// floors at 0,1,1 and 3,1,1.
const wideGapArena = `arena WideGap
size 5 3 2
level 0
+--+--+--+--+--+
|#b #B #  #R #r|
+  +  +  +  +  +
|#  #  #  #  # |
+  +  +  +  +  +
|#  #  #  #  # |
+--+--+--+--+--+
level 1
+--+--+--+--+--+
|.  .  .  .  . |
+  +  +  +  +  +
|#  .  .  #  . |
+  +  +  +  +  +
|.  .  .  .  . |
+--+--+--+--+--+
`

// NEC-GAP-5: a leap longer than M (6" for an M 4" fighter) may be tried;
// the fighter goes as far as its movement and its next action point
// carry it (8": two cubes, over 2,1,1) and falls 3" to 2,1,0: the fall
// table's S3 hit (a wound roll of 1 fails), Pinned, its activation over.
func TestLeapLongerThanMFalls(t *testing.T) {
	g := position(t, wideGapArena, fx{id: "blue.1", at: "0,1,1"}, fx{id: "red.1", at: "4,0,0"})
	if legal(g, "blue.1 move 3,1,1 (long leap)") {
		t.Fatal("a leap longer than M was offered as a plain leap")
	}
	s := script(g, 1) // the fall's wound roll
	apply(t, g, "blue.1 move 3,1,1 (leap too far)")
	used(t, s)
	f := fighterOf(t, g, "blue.1")
	if f.Pos != (world.Pos{X: 2, Y: 1, Z: 0}) || f.Status != Pinned || g.st.Active >= 0 {
		t.Fatalf("after the leap too far: %s %v, active %d", f.Pos, f.Status, g.st.Active)
	}
}

// NEC-GAP-5: with one action point left the fighter gets one cube over
// the gap (its M 4" carries it 3") and falls there, at 1,1,0.
func TestLeapLongerThanMOneActionPoint(t *testing.T) {
	g := position(t, wideGapArena, fx{id: "blue.1", at: "0,1,1"}, fx{id: "red.1", at: "4,0,0"})
	g.st.AP = 1
	g.legal = nil
	s := script(g, 1)
	apply(t, g, "blue.1 move 3,1,1 (leap too far)")
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Pos != (world.Pos{X: 1, Y: 1, Z: 0}) || f.Status != Pinned {
		t.Fatalf("after the leap too far: %s %v", f.Pos, f.Status)
	}
}
