package world

import (
	"sync"
	"testing"
)

// checkSightTable checks that LineOfSight and CanSee, answered from the
// sight table, agree with traceSight for every ordered pair of the given
// cubes and every crouch combination, both when the entry is first filled
// and when it is looked up again.
func checkSightTable(t *testing.T, a *Arena, cubes []Pos) {
	t.Helper()
	for round := 0; round < 2; round++ {
		for _, p := range cubes {
			for _, q := range cubes {
				for c := 0; c < 4; c++ {
					fc, tc := c&1 == 1, c&2 == 2
					want := a.traceSight(p, fc, q, tc)
					if got := a.LineOfSight(p, fc, q, tc); got != want {
						t.Fatalf("%s round %d: LineOfSight(%v %v, %v %v) = %v, geometry %v", a.Name, round, p, fc, q, tc, got, want)
					}
					if got := a.CanSee(p, fc, q, tc); got != (want != NoSight) {
						t.Fatalf("%s round %d: CanSee(%v %v, %v %v) = %v, geometry %v", a.Name, round, p, fc, q, tc, got, want)
					}
				}
			}
		}
	}
}

// allCubes lists every cube of a.
func allCubes(a *Arena) []Pos {
	out := make([]Pos, a.Cubes())
	for i := range out {
		out[i] = a.PosAt(i)
	}
	return out
}

// TestSightTableMatchesGeometry checks the sight table against the traced
// geometry for every ordered pair of cubes of every shipped arena.
func TestSightTableMatchesGeometry(t *testing.T) {
	for _, s := range shipped {
		a := loadShipped(t, s.name)
		cubes := allCubes(a)
		if testing.Short() {
			cubes = accessibleCubes(a)
		}
		checkSightTable(t, a, cubes)
	}
}

// TestSightTableConcurrent fills one arena's table from several goroutines
// at once (run with -race to check the atomics), each checking every answer
// against the geometry.
func TestSightTableConcurrent(t *testing.T) {
	a := loadShipped(t, "standard")
	cubes := accessibleCubes(a)
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := 0; g < 4; g++ {
		wg.Go(func() {
			for i := range cubes {
				p := cubes[(i+g*7)%len(cubes)]
				for _, q := range cubes {
					fc, tc := (i+g)&1 == 1, g&2 == 2
					if got, want := a.LineOfSight(p, fc, q, tc), a.traceSight(p, fc, q, tc); got != want {
						errs <- p.String() + " to " + q.String() + ": " + got.String() + ", geometry " + want.String()
						return
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
}

// TestSightTableFollowsChanges checks that a code-built arena's table is
// emptied when SetSide and SetFloor change its cubes, and that a copy of an
// arena answers like the original.
func TestSightTableFollowsChanges(t *testing.T) {
	a := New("built", 3, 1, 2)
	from, to := pos(0, 0, 0), pos(2, 0, 0)
	if s := a.LineOfSight(from, false, to, false); s != ClearShot {
		t.Fatalf("open yard: %v, want clear shot", s)
	}
	a.SetSide(pos(1, 0, 0), East, Wall)
	if s := a.LineOfSight(from, false, to, false); s != NoSight {
		t.Fatalf("behind a wall: %v, want none", s)
	}
	c := *a
	if s := c.LineOfSight(from, false, to, false); s != NoSight {
		t.Fatalf("a copy behind a wall: %v, want none", s)
	}
	a.SetSide(pos(1, 0, 0), East, Open)
	if s := a.LineOfSight(from, false, to, false); s != ClearShot {
		t.Fatalf("wall removed: %v, want clear shot", s)
	}
	a.SetFloor(pos(0, 0, 1), FloorSolid)
	a.SetFloor(pos(2, 0, 1), FloorSolid)
	checkSightTable(t, a, allCubes(a))
}

// BenchmarkSightTableFill measures filling the whole sight table of the
// standard arena at once (every ordered pair of cubes, every crouch
// combination): what building it eagerly with the arena would cost.
func BenchmarkSightTableFill(b *testing.B) {
	a := loadShipped(b, "standard")
	cubes := allCubes(a)
	b.ReportAllocs()
	for b.Loop() {
		a.resetSight()
		for _, p := range cubes {
			for _, q := range cubes {
				for c := 0; c < 4; c++ {
					a.LineOfSight(p, c&1 == 1, q, c&2 == 2)
				}
			}
		}
	}
}
