package world

import (
	"math/rand/v2"
	"testing"
)

// sightLane has an open north row, a wall west of (4,1) and a low wall west
// of (4,2).
const sightLane = `
arena Lane
size 5 3 1
level 0
+--+--+--+--+--+
|#b #  #  #  #B|
+  +  +  +  +  +
|#  #  #  # |# |
+  +  +  +  +  +
|#r #  #  # :#R|
+--+--+--+--+--+
`

// checkSight compares LineOfSight with want and CanSee with it.
func checkSight(t *testing.T, a *Arena, from Pos, fc bool, to Pos, tc bool, want Sight) {
	t.Helper()
	if got := a.LineOfSight(from, fc, to, tc); got != want {
		t.Errorf("LineOfSight(%v crouched=%v, %v crouched=%v) = %v, want %v", from, fc, to, tc, got, want)
	}
	if got := a.CanSee(from, fc, to, tc); got != (want != NoSight) {
		t.Errorf("CanSee(%v, %v) = %v, want %v", from, to, got, want != NoSight)
	}
}

// DESIGN 4: nothing in the way is a clear shot, standing or crouched.
func TestSightOpenGround(t *testing.T) {
	a := parseArena(t, sightLane)
	checkSight(t, a, pos(0, 0, 0), false, pos(4, 0, 0), false, ClearShot)
	checkSight(t, a, pos(0, 0, 0), true, pos(4, 0, 0), true, ClearShot)
	checkSight(t, a, pos(4, 0, 0), false, pos(0, 0, 0), true, ClearShot)
	checkSight(t, a, pos(2, 1, 0), false, pos(2, 1, 0), false, ClearShot) // same cube
	checkSight(t, a, pos(0, 0, 0), false, pos(5, 0, 0), false, NoSight)   // outside
}

// DESIGN 4: a solid wall blocks sight.
func TestSightFullWall(t *testing.T) {
	a := parseArena(t, sightLane)
	checkSight(t, a, pos(0, 1, 0), false, pos(4, 1, 0), false, NoSight)
	checkSight(t, a, pos(4, 1, 0), true, pos(1, 1, 0), false, NoSight)
}

// DESIGN 4, HF-SHT-2: a low wall hides the base (no clear shot) but not
// the rest of a standing model.
func TestSightLowWall(t *testing.T) {
	a := parseArena(t, sightLane)
	checkSight(t, a, pos(0, 2, 0), false, pos(4, 2, 0), false, Visible)
	checkSight(t, a, pos(1, 0, 0), false, pos(4, 2, 0), false, Visible)
	// Cover in front of the shooter does not hide a target far beyond it.
	checkSight(t, a, pos(4, 2, 0), false, pos(0, 2, 0), false, ClearShot)
	// Without the low wall the same line is clear.
	a.SetSide(pos(4, 2, 0), West, Open)
	checkSight(t, a, pos(0, 2, 0), false, pos(4, 2, 0), false, ClearShot)
}

// DESIGN 4: a model crouched behind a low wall still shows its head
// (0.55 tall over a wall of 0.5), to standing and crouched observers.
func TestSightCrouchedBehindLowWall(t *testing.T) {
	a := parseArena(t, sightLane)
	checkSight(t, a, pos(0, 2, 0), false, pos(4, 2, 0), true, Visible)
	checkSight(t, a, pos(0, 2, 0), true, pos(4, 2, 0), true, Visible)
	// Raise the cover to a full wall and the crouched model is hidden.
	a.SetSide(pos(4, 2, 0), West, Wall)
	checkSight(t, a, pos(0, 2, 0), false, pos(4, 2, 0), true, NoSight)
}

// canopy is a floor at level 1 over (1,1) and (2,1), open at the sides.
const canopy = `
arena Canopy
size 4 3 2
level 0
+--+--+--+--+
|#b #  #  #B|
+  +  +  +  +
|#  #  #  # |
+  +  +  +  +
|#r #  #  #R|
+--+--+--+--+
level 1
+--+--+--+--+
|.  .  .  . |
+  +  +  +  +
|.  #  #  . |
+  +  +  +  +
|.  .  .  . |
+--+--+--+--+
`

// DESIGN 4: a solid floor between two levels blocks sight; a girder does
// not.
func TestSightThroughFloors(t *testing.T) {
	a := parseArena(t, canopy)
	checkSight(t, a, pos(1, 1, 0), false, pos(2, 1, 1), false, NoSight)
	checkSight(t, a, pos(2, 1, 1), false, pos(1, 1, 0), false, NoSight)
	checkSight(t, a, pos(1, 1, 0), false, pos(1, 1, 1), false, NoSight)
	// From the open ground beside the canopy the model on it is seen.
	if a.LineOfSight(pos(0, 0, 0), false, pos(2, 1, 1), false) == NoSight {
		t.Error("the model on the canopy is hidden from the open ground")
	}
	a.SetFloor(pos(1, 1, 1), FloorGirder)
	a.SetFloor(pos(2, 1, 1), FloorGirder)
	checkSight(t, a, pos(1, 1, 0), false, pos(2, 1, 1), false, ClearShot)
	checkSight(t, a, pos(2, 1, 1), false, pos(1, 1, 0), false, ClearShot)
}

// roofBlock is a block one level high at (1,1) with its roof at level 1.
const roofBlock = `
arena Roof
size 5 3 2
level 0
+--+--+--+--+--+
|#b #  #  #  #B|
+  +--+  +  +  +
|# |# |#  #  # |
+  +--+  +  +  +
|#r #  #  #  #R|
+--+--+--+--+--+
level 1
+--+--+--+--+--+
|.  .  .  .  . |
+  +  +  +  +  +
|.  #  .  .  . |
+  +  +  +  +  +
|.  .  .  .  . |
+--+--+--+--+--+
`

// DESIGN 4: from a roof's edge a model below is a clear shot; looking up,
// the roof's edge hides the base of the model on it.
func TestSightFromRoofEdge(t *testing.T) {
	a := parseArena(t, roofBlock)
	checkSight(t, a, pos(1, 1, 1), false, pos(3, 1, 0), false, ClearShot)
	checkSight(t, a, pos(1, 1, 1), false, pos(4, 2, 0), true, ClearShot)
	checkSight(t, a, pos(3, 1, 0), false, pos(1, 1, 1), false, Visible)
	// The model inside the block is walled in and roofed over.
	checkSight(t, a, pos(1, 1, 1), false, pos(1, 1, 0), false, NoSight)
	checkSight(t, a, pos(3, 1, 0), false, pos(1, 1, 0), false, NoSight)
}

// highGround has a tower two levels high at (1,1) and a nook at (3,3) with
// low walls on its north and west sides.
const highGround = `
arena High
size 5 5 3
level 0
+--+--+--+--+--+
|#b #  #  #  #B|
+  +--+  +  +  +
|# |# |#  #  # |
+  +--+  +  +  +
|#  #  #  #  # |
+  +  +  +..+  +
|#  #  # :#  # |
+  +  +  +  +  +
|#r #  #  #  #R|
+--+--+--+--+--+
level 1
+--+--+--+--+--+
|.  .  .  .  . |
+  +--+  +  +  +
|. |. |.  .  . |
+  +--+  +  +  +
|.  .  .  .  . |
+  +  +  +  +  +
|.  .  .  .  . |
+  +  +  +  +  +
|.  .  .  .  . |
+--+--+--+--+--+
level 2
+--+--+--+--+--+
|.  .  .  .  . |
+  +  +  +  +  +
|.  #  .  .  . |
+  +  +  +  +  +
|.  .  .  .  . |
+  +  +  +  +  +
|.  .  .  .  . |
+  +  +  +  +  +
|.  .  .  .  . |
+--+--+--+--+--+
`

// DESIGN 4, HF-SHT-2: looking down a diagonal from high ground sees over
// low walls that hide a model's base from the ground.
func TestSightHighGroundDiagonal(t *testing.T) {
	a := parseArena(t, highGround)
	checkSight(t, a, pos(2, 2, 0), false, pos(3, 3, 0), false, Visible)
	checkSight(t, a, pos(0, 3, 0), false, pos(3, 3, 0), false, Visible)
	checkSight(t, a, pos(1, 1, 2), false, pos(3, 3, 0), false, ClearShot)
	checkSight(t, a, pos(1, 1, 2), false, pos(3, 3, 0), true, ClearShot)
	checkSight(t, a, pos(1, 1, 2), true, pos(4, 4, 0), false, ClearShot)
	// On the ground the tower hides what stands behind it, diagonally too.
	checkSight(t, a, pos(0, 0, 0), false, pos(2, 2, 0), false, NoSight)
	checkSight(t, a, pos(1, 0, 0), false, pos(1, 2, 0), false, NoSight)
}

// DESIGN 4: two walls meeting at a corner leave no gap to see through
// diagonally, though each alone can be seen past.
func TestSightWallsMeetingAtACorner(t *testing.T) {
	a := parseArena(t, `
arena Corner
size 3 3 1
level 0
+--+--+--+
|#b #  #B|
+  +--+  +
|# |#  # |
+  +  +  +
|#r #  #R|
+--+--+--+
`)
	checkSight(t, a, pos(0, 0, 0), false, pos(2, 2, 0), false, NoSight)
	checkSight(t, a, pos(2, 2, 0), false, pos(0, 0, 0), false, NoSight)
	a.SetSide(pos(1, 1, 0), West, Open)
	if a.LineOfSight(pos(0, 0, 0), false, pos(2, 2, 0), false) == NoSight {
		t.Error("one wall alone hides the diagonal")
	}
}

// TestSightStrings names the results for logs and the screen.
func TestSightStrings(t *testing.T) {
	if NoSight.String() != "none" || Visible.String() != "visible" || ClearShot.String() != "clear shot" || Sight(9).String() != "?" {
		t.Error("sight names")
	}
	if Pushed.String() != "pushed" || HitWall.String() != "hit wall" || HitEdge.String() != "hit edge" {
		t.Error("push names")
	}
}

// accessibleCubes lists the cubes models can get to.
func accessibleCubes(a *Arena) []Pos {
	var out []Pos
	for i, ok := range a.Accessible() {
		if ok {
			out = append(out, a.PosAt(i))
		}
	}
	return out
}

// referenceSight is LineOfSight without the blocker cache and without any
// early exit: every placement and sample point traced in full.
func referenceSight(a *Arena, from Pos, fc bool, to Pos, tc bool) Sight {
	if from == to {
		return ClearShot
	}
	eyes, ne := placements(from, to, EyeShift)
	bases, nb := placements(to, from, TargetShift)
	best := NoSight
	for i := 0; i < ne; i++ {
		eye := eyes[i]
		eye.z += EyeFraction * modelHeight(fc)
		for j := 0; j < nb; j++ {
			seen := 0
			for _, s := range targetSamples(bases[j], modelHeight(tc)) {
				if a.rayClear(eye, s) {
					seen++
				}
			}
			if seen == 6 {
				return ClearShot
			}
			if seen > 0 {
				best = Visible
			}
		}
	}
	return best
}

// TestSightMatchesReference checks on every shipped arena, for every pair
// of cubes models can reach, that LineOfSight equals the plain reference
// and CanSee agrees with it.
func TestSightMatchesReference(t *testing.T) {
	for _, s := range shipped {
		a := loadShipped(t, s.name)
		cubes := accessibleCubes(a)
		step := 1
		if testing.Short() {
			step = 3
		}
		for i := 0; i < len(cubes); i += step {
			for _, q := range cubes {
				p := cubes[i]
				for c := 0; c < 4; c++ {
					fc, tc := c&1 == 1, c&2 == 2
					want := referenceSight(a, p, fc, q, tc)
					if got := a.LineOfSight(p, fc, q, tc); got != want {
						t.Fatalf("%s: LineOfSight(%v %v, %v %v) = %v, reference %v", s.name, p, fc, q, tc, got, want)
					}
					if got := a.CanSee(p, fc, q, tc); got != (want != NoSight) {
						t.Fatalf("%s: CanSee(%v, %v) = %v, reference %v", s.name, p, q, got, want)
					}
				}
			}
		}
	}
}

// TestPlaneBlocksAgreesWithTrace checks on random segments that the quick
// plane test never finds a block the full trace does not.
func TestPlaneBlocksAgreesWithTrace(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, s := range shipped {
		a := loadShipped(t, s.name)
		rnd := func() point {
			return point{rng.Float64() * float64(a.W), rng.Float64() * float64(a.D), rng.Float64() * float64(a.H)}
		}
		for i := 0; i < 20000; i++ {
			p, q := rnd(), rnd()
			clear, _ := a.traceRay(p, q)
			if !clear {
				continue
			}
			for axis := uint8(0); axis < 3; axis++ {
				for c := 0; c <= max(a.W, a.D, a.H); c++ {
					if a.planeBlocks(p, q, plane{axis, c}) {
						t.Fatalf("%s: %v-%v is clear, but plane %d=%d blocks it", s.name, p, q, axis, c)
					}
				}
			}
		}
	}
}

// TestSightSymmetricInPractice checks that seeing is mutual for nearly all
// pairs of cubes on the shipped arenas, and exactly so on open ground. (A
// target's base ring reaches 0.2 further out than an observer's eye, so at
// grazing angles past a wall's end one may see the other's feet first.)
func TestSightSymmetricInPractice(t *testing.T) {
	for _, s := range shipped {
		a := loadShipped(t, s.name)
		cubes := accessibleCubes(a)
		pairs, onesided := 0, 0
		for _, p := range cubes {
			for _, q := range cubes {
				pairs++
				if a.CanSee(p, false, q, false) != a.CanSee(q, false, p, false) {
					onesided++
				}
			}
		}
		t.Logf("%s: %d of %d pairs see one way only", s.name, onesided, pairs)
		if onesided*100 > 8*pairs {
			t.Errorf("%s: %d of %d pairs see one way only (more than 8%%)", s.name, onesided, pairs)
		}
	}
	a := parseArena(t, openYard)
	for i := 0; i < a.Cubes(); i++ {
		for j := 0; j < a.Cubes(); j++ {
			p, q := a.PosAt(i), a.PosAt(j)
			if a.LineOfSight(p, false, q, false) != ClearShot {
				t.Errorf("open ground %v to %v is not a clear shot", p, q)
			}
		}
	}
}

// TestSightMatchesReferenceOnRandomArenas checks the sight shortcuts
// against the plain reference on seeded random arenas full of walls, low
// walls, floors and girders.
func TestSightMatchesReferenceOnRandomArenas(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for n := 0; n < 40; n++ {
		a := New("random", 5, 5, 3)
		for i := 0; i < 40; i++ {
			p := pos(rng.IntN(5), rng.IntN(5), rng.IntN(3))
			a.SetSide(p, Dir(rng.IntN(4)), Side(rng.IntN(3)))
			if p.Z > 0 {
				a.SetFloor(p, Floor(rng.IntN(3)))
			}
		}
		for i := 0; i < 300; i++ {
			p := pos(rng.IntN(5), rng.IntN(5), rng.IntN(3))
			q := pos(rng.IntN(5), rng.IntN(5), rng.IntN(3))
			fc, tc := rng.IntN(2) == 0, rng.IntN(2) == 0
			want := referenceSight(a, p, fc, q, tc)
			if got := a.LineOfSight(p, fc, q, tc); got != want {
				t.Fatalf("arena %d: LineOfSight(%v, %v) = %v, reference %v\n%s", n, p, q, got, want, a.Format())
			}
			if got := a.CanSee(p, fc, q, tc); got != (want != NoSight) {
				t.Fatalf("arena %d: CanSee(%v, %v) = %v, reference %v", n, p, q, got, want)
			}
		}
	}
}
