package world

import (
	"reflect"
	"testing"
)

// stepSet turns steps into a map for order-free comparison.
func stepSet(steps []Step) map[Pos]Step {
	m := make(map[Pos]Step, len(steps))
	for _, s := range steps {
		m[s.To] = s
	}
	return m
}

// checkSteps compares the steps out of p with want.
func checkSteps(t *testing.T, a *Arena, p Pos, want ...Step) {
	t.Helper()
	got := stepSet(a.Steps(p))
	if !reflect.DeepEqual(got, stepSet(want)) {
		t.Errorf("steps from %v:\n got  %v\n want %v", p, a.Steps(p), want)
	}
}

const flatWalls = `
arena Flat
size 4 3 1
level 0
+--+--+--+--+
|#b #  #  #B|
+  +--+  +  +
|#  # :#  # |
+  +  +  +  +
|#r #  #  #R|
+--+--+--+--+
`

func TestStepsHorizontal(t *testing.T) {
	a := parseArena(t, flatWalls)
	// The wall north of (1,1) stops N and both diagonals that cross its ends.
	checkSteps(t, a, pos(0, 0, 0),
		Step{To: pos(1, 0, 0), Cost: 1}, Step{To: pos(0, 1, 0), Cost: 1})
	checkSteps(t, a, pos(0, 1, 0),
		Step{To: pos(0, 0, 0), Cost: 1}, Step{To: pos(1, 1, 0), Cost: 1},
		Step{To: pos(0, 2, 0), Cost: 1}, Step{To: pos(1, 2, 0), Cost: 1})
	// The low wall east of (1,1) is crossed straight and diagonally.
	checkSteps(t, a, pos(1, 1, 0),
		Step{To: pos(2, 1, 0), Cost: 1}, Step{To: pos(0, 1, 0), Cost: 1},
		Step{To: pos(0, 2, 0), Cost: 1}, Step{To: pos(1, 2, 0), Cost: 1},
		Step{To: pos(2, 2, 0), Cost: 1})
	checkSteps(t, a, pos(2, 0, 0),
		Step{To: pos(1, 0, 0), Cost: 1}, Step{To: pos(3, 0, 0), Cost: 1},
		Step{To: pos(2, 1, 0), Cost: 1}, Step{To: pos(3, 1, 0), Cost: 1})
	if a.Steps(pos(4, 0, 0)) != nil || a.Steps(pos(-1, 0, 0)) != nil {
		t.Error("a cube outside the arena has steps")
	}
}

func TestStepsFixedOrder(t *testing.T) {
	a := parseArena(t, flatWalls)
	got := a.Steps(pos(2, 1, 0))
	want := []Step{
		{To: pos(2, 0, 0), Cost: 1}, {To: pos(3, 0, 0), Cost: 1}, {To: pos(3, 1, 0), Cost: 1},
		{To: pos(3, 2, 0), Cost: 1}, {To: pos(2, 2, 0), Cost: 1}, {To: pos(1, 2, 0), Cost: 1},
		{To: pos(1, 1, 0), Cost: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("steps of 2,1,0 in order:\n got  %v\n want %v", got, want)
	}
}

// climbArena has a wall one level high east of (1,0), one two levels high
// east of (1,1), a girder on top of a wall east of (1,2), and a girder at
// (3,1,1) against a wall.
const climbArena = `
arena Climb
size 4 3 3
level 0
+--+--+--+--+
|#b # |#  # |
+  +  +  +  +
|#B # |#  # |
+  +  +  +  +
|#r #R|#  # |
+--+--+--+--+
level 1
+--+--+--+--+
|.  .  #  . |
+  +  +  +  +
|.  . |. |= |
+  +  +  +  +
|.  .  =  . |
+--+--+--+--+
level 2
+--+--+--+--+
|.  .  .  . |
+  +  +  +  +
|.  .  #  . |
+  +  +  +  +
|.  .  .  . |
+--+--+--+--+
`

// HF-MOV-2: climbing costs one cube of movement per level and needs a wall
// to climb and solid floors at both ends.
func TestStepsClimbUpOneAndTwoLevels(t *testing.T) {
	a := parseArena(t, climbArena)
	checkSteps(t, a, pos(1, 0, 0),
		Step{To: pos(0, 0, 0), Cost: 1}, Step{To: pos(0, 1, 0), Cost: 1}, Step{To: pos(1, 1, 0), Cost: 1},
		Step{To: pos(2, 0, 1), Cost: 1, Climb: true})
	checkSteps(t, a, pos(1, 1, 0),
		Step{To: pos(1, 0, 0), Cost: 1}, Step{To: pos(0, 0, 0), Cost: 1}, Step{To: pos(0, 1, 0), Cost: 1},
		Step{To: pos(0, 2, 0), Cost: 1}, Step{To: pos(1, 2, 0), Cost: 1},
		Step{To: pos(2, 1, 2), Cost: 2, Climb: true})
}

// HF-MOV-2: climbing down is the reverse of climbing up, same cost.
func TestStepsClimbDown(t *testing.T) {
	a := parseArena(t, climbArena)
	checkSteps(t, a, pos(2, 0, 1), Step{To: pos(1, 0, 0), Cost: 1, Climb: true})
	checkSteps(t, a, pos(2, 1, 2), Step{To: pos(1, 1, 0), Cost: 2, Climb: true})
}

// HF-MOV-2: no climb without a wall, onto a girder, or from a girder.
func TestStepsNoClimbWithoutWallOrSolidFloors(t *testing.T) {
	a := parseArena(t, climbArena)
	for _, s := range a.Steps(pos(3, 0, 0)) {
		if s.Climb {
			t.Errorf("climbed %v from 3,0,0 along an open face", s)
		}
	}
	for _, s := range a.Steps(pos(1, 2, 0)) {
		if s.Climb {
			t.Errorf("climbed onto the girder: %v", s)
		}
	}
	// The girder at (3,1,1) has a wall to its west topped by the solid
	// (2,1,2), but a girder is no floor to climb from: no steps at all
	// (its neighbours on level 1 have no floor).
	checkSteps(t, a, pos(3, 1, 1))
}

// HF-MOV-2: the climber needs open air above its own cube.
func TestStepsNoClimbUnderACeiling(t *testing.T) {
	a := parseArena(t, `
arena Ceiling
size 3 2 2
level 0
+--+--+--+
|#b # |# |
+  +  +  +
|#r #B|#R|
+--+--+--+
level 1
+--+--+--+
|.  .  # |
+  +  +  +
|.  #  # |
+--+--+--+
`)
	// (1,0) has open air above and climbs; (1,1) has a floor above it.
	if !stepSet(a.Steps(pos(1, 0, 0)))[pos(2, 0, 1)].Climb {
		t.Errorf("no climb from 1,0,0 to 2,0,1: %v", a.Steps(pos(1, 0, 0)))
	}
	if _, ok := stepSet(a.Steps(pos(1, 1, 0)))[pos(2, 1, 1)]; ok {
		t.Errorf("climbed from 1,1,0 through the floor above it: %v", a.Steps(pos(1, 1, 0)))
	}
	// From (1,1,1) the cube (2,1,1) is a plain step on the same level.
	checkSteps(t, a, pos(1, 1, 1),
		Step{To: pos(2, 0, 1), Cost: 1}, Step{To: pos(2, 1, 1), Cost: 1})
}

// TestClimbsAreReversible checks on every shipped arena that each climb up
// has its climb down and the other way round, at the same cost (HF-MOV-2).
func TestClimbsAreReversible(t *testing.T) {
	for _, name := range []string{"beginner", "standard", "tower"} {
		a := loadShipped(t, name)
		climbs := 0
		for i := 0; i < a.Cubes(); i++ {
			p := a.PosAt(i)
			for _, s := range a.Steps(p) {
				back, ok := stepSet(a.Steps(s.To))[p]
				if !ok || back.Cost != s.Cost || back.Climb != s.Climb {
					t.Errorf("%s: step %v -> %v (%+v) has no matching way back (%+v)", name, p, s.To, s, back)
				}
				if s.Climb {
					climbs++
				}
			}
		}
		if climbs == 0 {
			t.Errorf("%s has nothing to climb", name)
		}
	}
}

// TestGraphMatchesSteps checks that the movement graph kept in the arena,
// also after builder changes, always equals the steps computed afresh.
func TestGraphMatchesSteps(t *testing.T) {
	a := parseArena(t, climbArena)
	check := func(when string) {
		t.Helper()
		var buf [maxSteps]Step
		for i := 0; i < a.Cubes(); i++ {
			fresh := a.appendSteps(buf[:0], a.PosAt(i))
			got := a.Steps(a.PosAt(i))
			if len(fresh) == 0 && got == nil {
				continue
			}
			if !reflect.DeepEqual(got, append([]Step(nil), fresh...)) {
				t.Fatalf("%s: graph of %v is %v, want %v", when, a.PosAt(i), got, fresh)
			}
		}
	}
	check("parsed")
	a.SetFloor(pos(1, 0, 1), FloorSolid) // a ceiling over the climber
	check("after SetFloor")
	a.SetSide(pos(2, 1, 1), West, Open) // the two-level wall loses its top
	check("after SetSide")
	a.SetSide(pos(3, 2, 0), North, Wall)
	check("after a second SetSide")
}

// CubePtr points into the arena's table for a cube inside, the same
// pointer each time, and to a copy for a cube outside.
func TestCubePtr(t *testing.T) {
	a := New("built", 3, 2, 2)
	p := pos(2, 1, 1)
	if q := a.CubePtr(p); *q != p || q != a.CubePtr(p) {
		t.Fatalf("CubePtr(%v) = %v (%p, then %p)", p, *q, q, a.CubePtr(p))
	}
	out := pos(3, 0, 0)
	if q := a.CubePtr(out); *q != out {
		t.Fatalf("CubePtr(%v) = %v", out, *q)
	}
}
