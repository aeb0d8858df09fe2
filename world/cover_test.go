package world

import "testing"

// TestOwnCubeCover checks that only the faces of the target's own cube
// cover it: a low wall on its side towards the shooter does, the same wall
// on the shooter's cube or farther from the target does not, nor does open
// ground.
func TestOwnCubeCover(t *testing.T) {
	a := parseArena(t, sightLane)
	tests := []struct {
		name     string
		from, to Pos
		sight    Sight
		want     bool
	}{
		{"behind its own low wall", pos(0, 2, 0), pos(4, 2, 0), Visible, true},
		{"behind its own low wall, seen slantwise", pos(1, 0, 0), pos(4, 2, 0), Visible, true},
		{"the low wall in front of the shooter", pos(4, 2, 0), pos(0, 2, 0), ClearShot, false},
		{"the low wall between neighbours, the target's side", pos(4, 2, 0), pos(3, 2, 0), Visible, true},
		{"open ground", pos(0, 0, 0), pos(4, 0, 0), ClearShot, false},
		{"same cube", pos(2, 2, 0), pos(2, 2, 0), ClearShot, false},
		{"outside", pos(2, 2, 0), pos(5, 2, 0), NoSight, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if s := a.LineOfSight(tc.from, false, tc.to, false); s != tc.sight {
				t.Fatalf("LineOfSight(%v, %v) = %v, want %v", tc.from, tc.to, s, tc.sight)
			}
			if got := a.OwnCubeCover(tc.from, false, tc.to, false); got != tc.want {
				t.Errorf("OwnCubeCover(%v, %v) = %v, want %v", tc.from, tc.to, got, tc.want)
			}
		})
	}
}

// TestOwnCubeCoverFarWall checks that a low wall two cubes in front of the
// target obscures it without covering it.
func TestOwnCubeCoverFarWall(t *testing.T) {
	a := parseArena(t, sightLane)
	a.SetSide(pos(4, 2, 0), West, Open)
	a.SetSide(pos(3, 2, 0), West, LowWall)
	if s := a.LineOfSight(pos(0, 2, 0), false, pos(4, 2, 0), false); s != Visible {
		t.Fatalf("LineOfSight behind the far low wall = %v, want visible", s)
	}
	if a.OwnCubeCover(pos(0, 2, 0), false, pos(4, 2, 0), false) {
		t.Error("a low wall a cube away from the target covers it")
	}
	if !a.OwnCubeCover(pos(0, 2, 0), false, pos(3, 2, 0), false) {
		t.Error("the low wall on the target's west side does not cover it")
	}
}

// TestOwnCubeCoverRoof checks the floor as a face of the target's cube: a
// model on a roof seen from the ground below is covered by the roof it
// stands on.
func TestOwnCubeCoverRoof(t *testing.T) {
	a := parseArena(t, roofBlock)
	if s := a.LineOfSight(pos(3, 1, 0), false, pos(1, 1, 1), false); s != Visible {
		t.Fatalf("LineOfSight up to the roof = %v, want visible", s)
	}
	if !a.OwnCubeCover(pos(3, 1, 0), false, pos(1, 1, 1), false) {
		t.Error("the roof's edge does not cover the model standing on it")
	}
	if a.OwnCubeCover(pos(1, 1, 1), false, pos(3, 1, 0), false) {
		t.Error("the model below the roof is covered by a roof not its own")
	}
}

// TestOwnCubeCoverNeverClear checks, for every pair of cubes of the test
// arenas, that a covered target is never a clear shot.
func TestOwnCubeCoverNeverClear(t *testing.T) {
	for _, text := range []string{sightLane, canopy, roofBlock} {
		a := parseArena(t, text)
		for z := range a.H {
			for y := range a.D {
				for x := range a.W {
					for z2 := range a.H {
						for y2 := range a.D {
							for x2 := range a.W {
								from, to := pos(x, y, z), pos(x2, y2, z2)
								if a.OwnCubeCover(from, false, to, false) && a.LineOfSight(from, false, to, false) == ClearShot {
									t.Errorf("%s: %v to %v is covered but a clear shot", a.Name, from, to)
								}
							}
						}
					}
				}
			}
		}
	}
}
