package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// gapArena has two platforms on level 1, at 1,1,1 and 3,1,1, with a
// one-cube gap between them, a low wall (railing) on the south side of
// 3,1,1, and a platform at 1,1,2 over... nothing: level 2 is open air.
const gapArena = `arena Gap
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
|.  #  .  #  . |
+  +  +  +..+  +
|.  .  .  .  . |
+--+--+--+--+--+
`

// NEC-JMP-1, NEC-JMP-2, NEC-JMP-5: jumping down costs no movement (only
// the 3" step off the edge); a 3" drop takes an Initiative test at -1
// (I 4+ needs a 5); on a pass the fighter lands Active.
func TestJumpDown(t *testing.T) {
	g := position(t, gapArena, fx{id: "blue.1", at: "1,1,1"}, fx{id: "red.1", at: "4,0,0"})
	s := script(g, 5)
	apply(t, g, "blue.1 move 0,1,0 (jump)")
	used(t, s)
	f := fighterOf(t, g, "blue.1")
	if f.Pos != (world.Pos{X: 0, Y: 1}) || f.Status != Active || g.st.AP != 1 {
		t.Fatalf("after the jump: %s %v, AP %d", f.Pos, f.Status, g.st.AP)
	}
	if FallTable(3).InitMod != -1 || FallTable(6).InitMod != -2 || FallTable(9).InitMod != -4 {
		t.Fatal("the jump's Initiative modifiers follow the fall table (NEC-JMP-2)")
	}
}

// NEC-JMP-3, NEC-FALL-1, NEC-FALL-2, A10, A12: a failed jump test falls
// the same height: the table's S3 AP- D1 hit (3" to 5"), Pinned, and the
// activation ends.
func TestFailedJumpFalls(t *testing.T) {
	g := position(t, gapArena, fx{id: "blue.1", at: "1,1,1"}, fx{id: "red.1", at: "4,0,0"})
	s := script(g, 4, 1) // the test fails (needs 5); the fall's wound roll 1
	apply(t, g, "blue.1 move 0,1,0 (jump)")
	used(t, s)
	f := fighterOf(t, g, "blue.1")
	if f.Pos != (world.Pos{X: 0, Y: 1}) || f.Status != Pinned || g.st.Active >= 0 {
		t.Fatalf("after the fall: %s %v, active %d", f.Pos, f.Status, g.st.Active)
	}
}

// NEC-FALL-2, A2, A10: the rebuilt fall table.
func TestFallTable(t *testing.T) {
	for _, c := range []struct {
		inches int
		want   FallHit
	}{
		{0, FallHit{}}, {2, FallHit{}},
		{3, FallHit{-1, 3, 0, 1}}, {4, FallHit{-1, 3, 0, 1}},
		{5, FallHit{-2, 5, -1, 1}}, {6, FallHit{-2, 5, -1, 1}},
		{7, FallHit{-3, 7, -2, 2}}, {8, FallHit{-3, 7, -2, 2}},
		{9, FallHit{-4, 9, -3, 3}}, {15, FallHit{-4, 9, -3, 3}},
	} {
		if got := FallTable(c.inches); got != c.want {
			t.Errorf("FallTable(%d) = %+v, want %+v", c.inches, got, c.want)
		}
	}
}

// NEC-JMP-4: on cubes a drop is whole levels; a fighter who will not risk
// the test climbs down instead (6" a level, no test).
func TestClimbDownInsteadOfJumping(t *testing.T) {
	climbDown := `arena Down
size 3 1 2
level 0
+--+--+--+
|#b #B|#R|
+--+--+--+
level 1
+--+--+--+
|.  .  #r|
+--+--+--+
`
	g := position(t, climbDown, fx{id: "red.1", typ: "viper-sister", at: "2,0,1"}, fx{id: "blue.1", at: "0,0,0"})
	s := script(g)
	apply(t, g, "red.1 move 1,0,0")
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Pos != (world.Pos{X: 1}) || f.Status != Active {
		t.Fatalf("climbing down: %s %v", f.Pos, f.Status)
	}
}

// NEC-FALL-3: a fighter falling onto another: both take the hit and are
// Pinned, and the faller moves off in a D8 direction.
func TestFallOntoFighter(t *testing.T) {
	g := position(t, gapArena, fx{id: "blue.1", at: "1,1,1"}, fx{id: "blue.2", at: "0,1,0"}, fx{id: "red.2", at: "4,0,0"})
	s := script(g, 1, 1, 5, 1) // the test fails; blue.2's wound 1; scatter 5 (south); blue.1's wound 1
	apply(t, g, "blue.1 move 0,1,0 (jump)")
	used(t, s)
	b, r := fighterOf(t, g, "blue.1"), fighterOf(t, g, "blue.2")
	if b.Status != Pinned || r.Status != Pinned || b.Pos != (world.Pos{X: 0, Y: 2}) {
		t.Fatalf("blue.1 %v at %s, red.1 %v", b.Status, b.Pos, r.Status)
	}
}

// NEC-FALL-4, A13: a fighter Pinned at a platform edge takes an
// Initiative test and falls on a fail; a railing (low wall) at that edge
// gives +1.
func TestPlatformEdge(t *testing.T) {
	g := position(t, gapArena, fx{id: "red.1", at: "0,2,0"}, fx{id: "blue.1", at: "1,1,1"})
	// red.1 shoots: hit 3 (short range), FP 1; Pinned: the edge test 3
	// fails (I 4+): it goes over the first edge, north, to 1,0,0; the
	// fall's wound 1; then the shot's wound 1.
	s := script(g, 3, 1, 3, 1, 1)
	apply(t, g, "red.1 shoot blue.1 with autogun")
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Pos.Z != 0 || f.Status != Pinned {
		t.Fatalf("blue.1 should have gone over the edge: %s %v", f.Pos, f.Status)
	}
	// 3,1,1 has open air north, east and west and a railing south: the
	// first edge without a railing, clockwise from north, is north.
	g2 := position(t, gapArena, fx{id: "red.1", at: "3,0,0"}, fx{id: "blue.1", at: "3,1,1"})
	if d, railed, ok := g2.edgeOf(world.Pos{X: 3, Y: 1, Z: 1}); !ok || railed || d != world.North {
		t.Fatalf("edge %v railed %v ok %v", d, railed, ok)
	}
	// A platform whose only edge has a railing: the test gets +1, so a 3
	// passes for I 4+.
	railOnly := `arena Rail
size 3 2 2
level 0
+--+--+--+
|#b #B #R|
+  +  +  +
|#  #  #r|
+--+--+--+
level 1
+--+--+--+
|. |# |. |
+  +..+  +
|.  .  . |
+--+--+--+
`
	g3 := position(t, railOnly, fx{id: "red.1", at: "2,1,0"}, fx{id: "blue.1", at: "1,0,1"})
	g3.st.Fighters[1].Status = Pinned
	if d, railed, ok := g3.edgeOf(world.Pos{X: 1, Z: 1}); !ok || d != world.South || !railed {
		t.Fatalf("edge %v railed %v ok %v", d, railed, ok)
	}
	s = script(g3, 3)
	g3.edgeTest(1, false)
	used(t, s)
	if f := fighterOf(t, g3, "blue.1"); f.Pos.Z != 1 {
		t.Fatal("the railing's +1 should have held blue.1")
	}
}

// NEC-FALL-5, G10: a fighter knocked back over a platform edge stops at
// the edge and tests; on a pass it stays.
func TestKnockbackToEdge(t *testing.T) {
	g := position(t, gapArena, fx{id: "red.1", typ: "ironhide-brute", weapons: []string{"scatter-gun"}, at: "0,1,0"}, fx{id: "blue.1", typ: "tough", at: "1,1,1"})
	// hit (BS 4+, short +1: 3+) 3, FP 1; Pinned at the edge: test 6 passes;
	// wound (S4 vs T3) 3, save 1, a wound; Knockback away from 0,1,0 is
	// east, over the edge into open air: it stops and tests (NEC-FALL-5),
	// 6 passes.
	s := script(g, 3, 1, 6, 3, 1, 6)
	apply(t, g, "red.1 shoot blue.1 with scatter-gun")
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Pos != (world.Pos{X: 1, Y: 1, Z: 1}) {
		t.Fatalf("blue.1 at %s", f.Pos)
	}
}

// NEC-JMP-6: a leap over a gap down to a lower floor makes one Initiative
// test, the harder of the leap's and the jump's: the jump's -1 for a 3"
// drop (an I 3+ fighter needs a 4).
func TestDiagonalDrop(t *testing.T) {
	diag := `arena Diag
size 5 1 3
level 0
+--+--+--+--+--+
|#b #B #  #R #r|
+--+--+--+--+--+
level 1
+--+--+--+--+--+
|.  .  #  .  . |
+--+--+--+--+--+
level 2
+--+--+--+--+--+
|#  .  .  .  . |
+--+--+--+--+--+
`
	g := position(t, diag, fx{id: "blue.1", typ: "viper-sister", at: "0,0,2"}, fx{id: "red.1", at: "4,0,0"})
	s := script(g, 4)
	apply(t, g, "blue.1 move 2,0,1 (leap down)")
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Pos != (world.Pos{X: 2, Z: 1}) || f.Status != Active {
		t.Fatalf("after the drop: %s %v", f.Pos, f.Status)
	}
	g2 := position(t, diag, fx{id: "blue.1", typ: "viper-sister", at: "0,0,2"}, fx{id: "red.1", at: "4,0,0"})
	s = script(g2, 3, 1, 6) // the test fails: it falls 3" (wound 1), Pinned at the platform's edge (test 6)
	apply(t, g2, "blue.1 move 2,0,1 (leap down)")
	used(t, s)
	if f := fighterOf(t, g2, "blue.1"); f.Pos != (world.Pos{X: 2, Z: 1}) || f.Status != Pinned {
		t.Fatalf("after the failed drop: %s %v", f.Pos, f.Status)
	}
}
