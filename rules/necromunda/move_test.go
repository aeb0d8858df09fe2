package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// climbArena has a one-level block (cubes 2,0 and 2,1) with a wall on its
// west side, a two-level tower at 4,1 with a wall on its west side, and a
// low wall between 0,2,0 and 1,2,0.
const climbArena = `arena Climb
size 5 3 3
level 0
+--+--+--+--+--+
|#b #B|#  #R #r|
+  +  +  +  +  +
|#  # |#  # |# |
+  +  +  +  +  +
|# :#  #  #  # |
+--+--+--+--+--+
level 1
+--+--+--+--+--+
|.  .  #  .  . |
+  +  +  +  +  +
|.  .  #  . |. |
+  +  +  +  +  +
|.  .  .  .  . |
+--+--+--+--+--+
level 2
+--+--+--+--+--+
|.  .  .  .  . |
+  +  +  +  +  +
|.  .  .  .  # |
+  +  +  +  +  +
|.  .  .  .  . |
+--+--+--+--+--+
`

// NEC-MOV-1, A1: a low wall (1.5") is more than 0.5" and is climbed: it
// costs 3" more than the step, 6" in all, so an M 6" fighter that crosses
// it goes no farther; a slower fighter may still clamber over one beside
// it with its whole Move, and no farther.
func TestLowWallIsClimbed(t *testing.T) {
	g := position(t, climbArena, fx{id: "blue.1", typ: "viper-sister", at: "0,2,0"}, fx{id: "red.1", at: "4,0,0"})
	if !legal(g, "blue.1 move 1,2,0") || legal(g, "blue.1 move 2,2,0") {
		t.Fatalf("an M 6\" fighter crosses the low wall and stops: %v", texts(g.Legal()))
	}
	g2 := position(t, climbArena, fx{id: "blue.1", at: "0,2,0"}, fx{id: "red.1", at: "4,0,0"})
	if !legal(g2, "blue.1 move 1,2,0") || !legal(g2, "blue.1 move 0,1,0") {
		t.Fatalf("an M 4\" fighter clambers over the low wall with its whole Move: %v", texts(g2.Legal()))
	}
	g3 := position(t, climbArena, fx{id: "blue.1", at: "0,0,0"}, fx{id: "red.1", at: "4,0,0"})
	if legal(g3, "blue.1 move 1,2,0") {
		t.Fatal("an M 4\" fighter stepped and then crossed a low wall in one Move")
	}
}

// NEC-MOV-2, NEC-MOV-3, NEC-MOV-6, A6: climbing costs 2" of movement per
// inch (6" a level). The seed's worked example: an M 4" fighter walks to
// the wall (3") and starts to climb with 1" left, moves again (4" more,
// 5" of 6") and ends its activation on the wall; while climbing it may
// only Move or Charge (A6; a Charge needs both action points, so with one
// left only Move), never Shoot or Fight.
func TestClimbWorkedExample(t *testing.T) {
	g := position(t, climbArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "4,0,0"})
	s := script(g)
	apply(t, g, "blue.1 move 2,1,1 (climb)")
	f := fighterOf(t, g, "blue.1")
	if f.Climb == nil || f.Climb.Spent != 1 || f.Climb.Need != ClimbInches || f.Pos != (world.Pos{X: 1, Y: 1}) {
		t.Fatalf("after the first Move: %+v at %s", f.Climb, f.Pos)
	}
	for _, a := range g.Legal() {
		if a.Kind != "move" && a.Kind != "end" {
			t.Fatalf("a climbing fighter was offered %s (NEC-MOV-2)", a.Text())
		}
	}
	apply(t, g, "blue.1 move 2,1,1 (climb)")
	used(t, s)
	if f.Climb == nil || f.Climb.Spent != 5 || g.st.Active >= 0 {
		t.Fatalf("after the second Move: %+v, active %d", f.Climb, g.st.Active)
	}
}

// NEC-MOV-3, NEC-MOV-4: a fighter that starts and ends an activation on
// the wall, not on a ladder, falls (here from 2", under 3": no hit, but
// Pinned, A2); one that finishes its climb does not.
func TestClimbStartAndEndFalls(t *testing.T) {
	g := position(t, climbArena, fx{id: "blue.1", at: "1,1,0"}, fx{id: "red.1", at: "4,0,0"})
	g.st.Fighters[0].Climb = &climb{From: world.Pos{X: 1, Y: 1}, To: world.Pos{X: 2, Y: 1, Z: 1}, Foot: world.Pos{X: 1, Y: 1}, Spent: 4, Need: 6}
	g.activate(0)
	g.legal = nil
	s := script(g)
	apply(t, g, "blue.1 end")
	used(t, s)
	f := fighterOf(t, g, "blue.1")
	if f.Climb != nil || f.Status != Pinned || f.Pos != (world.Pos{X: 1, Y: 1}) {
		t.Fatalf("the fighter should have fallen to its foot, Pinned: %+v %v %s", f.Climb, f.Status, f.Pos)
	}
}

// NEC-MOV-4: on a ladder a fighter may end an activation mid-climb
// without falling.
func TestLadderHolds(t *testing.T) {
	g := position(t, climbArena, fx{id: "blue.1", at: "1,0,0"}, fx{id: "red.1", at: "4,0,0"})
	g.features.Ladders = []Ladder{{At: world.Pos{X: 1, Y: 0}, Dir: world.East}}
	g.legal = nil
	apply(t, g, "blue.1 move 2,0,1 (climb)")
	f := fighterOf(t, g, "blue.1")
	if f.Climb == nil || !f.Climb.Ladder {
		t.Fatalf("a ladder climb: %+v", f.Climb)
	}
	f.ClimbStart = true // as if it had started the activation on the ladder
	s := script(g)
	apply(t, g, "blue.1 end")
	used(t, s)
	if f.Climb == nil || f.Status != Active {
		t.Fatal("a fighter on a ladder fell")
	}
}

// NEC-MOV-5: a climbing fighter that would become Pinned falls; from 5"
// up a two-level wall (10" of 12" spent) the fall is 3" to 5": an S3 hit.
func TestClimbingFighterPinnedFalls(t *testing.T) {
	g := position(t, climbArena, fx{id: "red.1", at: "3,2,0"}, fx{id: "blue.1", at: "3,1,0"})
	g.st.Fighters[1].Climb = &climb{From: world.Pos{X: 3, Y: 1}, To: world.Pos{X: 4, Y: 1, Z: 2}, Foot: world.Pos{X: 3, Y: 1}, Spent: 10, Need: 12}
	g.legal = nil
	if h := g.st.Fighters[1].Climb.height(); h != 5 {
		t.Fatalf("height %d, want 5", h)
	}
	// red.1 shoots blue.1 (next to it, short range: 3+): hit 3, FP 1; the pin
	// makes it fall: the fall's wound 1; then the shot's wound 1.
	s := script(g, 3, 1, 1, 1)
	apply(t, g, "red.1 shoot blue.1 with autogun")
	used(t, s)
	f := fighterOf(t, g, "blue.1")
	if f.Climb != nil || f.Status != Pinned {
		t.Fatalf("blue.1 should have fallen: %+v %v", f.Climb, f.Status)
	}
}

// NEC-MOV-7: a floor over the climber's head is an overhang of a whole
// cube (3" > 1"), which cannot be climbed past.
func TestOverhangImpassable(t *testing.T) {
	over := `arena Overhang
size 3 1 3
level 0
+--+--+--+
|#b #B|#R|
+--+--+--+
level 1
+--+--+--+
|.  # |# |
+--+--+--+
level 2
+--+--+--+
|.  .  #r|
+--+--+--+
`
	g := position(t, over, fx{id: "blue.1", typ: "viper-sister", at: "1,0,0"}, fx{id: "red.1", at: "2,0,2"})
	for _, a := range g.Legal() {
		if a.Cell != nil && a.Cell.X == 2 {
			t.Fatalf("the fighter climbed under an overhang: %s", a.Text())
		}
	}
}

// A6, NEC-MOV-2: a fighter that starts its activation mid-climb may
// Charge, not Fight or Shoot: the charge goes on with the climb (2" left
// of 6") into the cube on top, where an enemy stands, and fights at +1
// (WS 4+: 3+). It is off the wall, so it does not fall at the end.
func TestChargeFromClimb(t *testing.T) {
	g := position(t, climbArena, fx{id: "blue.1", at: "1,1,0"}, fx{id: "red.1", at: "2,1,1"})
	g.st.Fighters[0].Climb = &climb{From: world.Pos{X: 1, Y: 1}, To: world.Pos{X: 2, Y: 1, Z: 1}, Foot: world.Pos{X: 1, Y: 1}, Spent: 4, Need: 6}
	g.activate(0)
	g.legal = nil
	for _, a := range g.Legal() {
		if a.Kind != "move" && a.Kind != "charge" && a.Kind != "end" {
			t.Fatalf("a climbing fighter was offered %s (A6)", a.Text())
		}
	}
	s := script(g, 1, 6, 1, 1) // D3 1; the attack 6 hits; wound roll 1; red.1 strikes back: 1 misses
	apply(t, g, "blue.1 charge red.1 2,1,1")
	used(t, s)
	f := fighterOf(t, g, "blue.1")
	if f.Climb != nil || f.Pos != (world.Pos{X: 2, Y: 1, Z: 1}) || f.Status != Active || g.st.Active >= 0 {
		t.Fatalf("after the charge from the wall: %+v %s %v, active %d", f.Climb, f.Pos, f.Status, g.st.Active)
	}
}
