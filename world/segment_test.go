package world

import (
	"slices"
	"testing"
)

// TestAppendCubesBetween checks the voxel walk between cube centres on
// straight, diagonal and skew segments, exact edge and corner hits
// included.
func TestAppendCubesBetween(t *testing.T) {
	p := func(x, y, z int) Pos { return Pos{x, y, z} }
	tests := []struct {
		name     string
		from, to Pos
		want     []Pos
	}{
		{"same cube", p(2, 2, 0), p(2, 2, 0), nil},
		{"neighbour", p(2, 2, 0), p(3, 2, 0), nil},
		{"diagonal neighbour", p(2, 2, 0), p(3, 3, 1), nil},
		{"straight east", p(0, 0, 0), p(3, 0, 0), []Pos{p(1, 0, 0), p(2, 0, 0)}},
		{"straight west", p(3, 1, 0), p(0, 1, 0), []Pos{p(2, 1, 0), p(1, 1, 0)}},
		{"straight up", p(1, 1, 0), p(1, 1, 3), []Pos{p(1, 1, 1), p(1, 1, 2)}},
		{"diagonal through corners", p(0, 0, 0), p(3, 3, 0), []Pos{p(1, 1, 0), p(2, 2, 0)}},
		{"space diagonal", p(0, 0, 0), p(2, 2, 2), []Pos{p(1, 1, 1)}},
		{"knight's move", p(0, 0, 0), p(2, 1, 0), []Pos{p(1, 0, 0), p(1, 1, 0)}},
		{"knight's move back", p(2, 1, 0), p(0, 0, 0), []Pos{p(1, 1, 0), p(1, 0, 0)}},
		{"skew through an edge", p(0, 0, 0), p(3, 1, 0), []Pos{p(1, 0, 0), p(2, 1, 0)}},
		{"skew up a level through an edge", p(0, 0, 0), p(0, 3, 1), []Pos{p(0, 1, 0), p(0, 2, 1)}},
		{"skew north-west", p(4, 3, 0), p(0, 1, 0), []Pos{p(3, 3, 0), p(3, 2, 0), p(2, 2, 0), p(1, 2, 0), p(1, 1, 0)}},
		{"skew in three axes", p(0, 0, 0), p(4, 2, 1), []Pos{p(1, 0, 0), p(1, 1, 0), p(2, 1, 0), p(2, 1, 1), p(3, 1, 1), p(3, 2, 1)}},
		{"skew through a corner", p(0, 0, 0), p(3, 1, 1), []Pos{p(1, 0, 0), p(2, 1, 1)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := AppendCubesBetween(nil, tc.from, tc.to)
			if !slices.Equal(got, tc.want) {
				t.Errorf("AppendCubesBetween(%v, %v) = %v, want %v", tc.from, tc.to, got, tc.want)
			}
		})
	}
}

// TestAppendCubesBetweenWalk checks, for every pair of cubes in a small
// box, that the walk is symmetric, steps from neighbour to neighbour and
// never lists an end, and that it appends to what dst holds.
func TestAppendCubesBetweenWalk(t *testing.T) {
	var cubes []Pos
	for z := range 3 {
		for y := range 4 {
			for x := range 5 {
				cubes = append(cubes, Pos{x, y, z})
			}
		}
	}
	for _, a := range cubes {
		for _, b := range cubes {
			ab := AppendCubesBetween(nil, a, b)
			ba := AppendCubesBetween(nil, b, a)
			slices.Reverse(ba)
			if !slices.Equal(ab, ba) {
				t.Fatalf("%v to %v: %v, but back: %v reversed", a, b, ab, ba)
			}
			if slices.Contains(ab, a) || slices.Contains(ab, b) {
				t.Fatalf("%v to %v lists an end: %v", a, b, ab)
			}
			prev := a
			for _, c := range append(ab, b) {
				if Distance(prev, c) != 1 && a != b {
					t.Fatalf("%v to %v: %v does not neighbour %v in %v", a, b, c, prev, ab)
				}
				prev = c
			}
		}
	}
	head := []Pos{{9, 9, 9}}
	if got := AppendCubesBetween(head, Pos{0, 0, 0}, Pos{2, 0, 0}); !slices.Equal(got, []Pos{{9, 9, 9}, {1, 0, 0}}) {
		t.Errorf("appending to a slice: %v", got)
	}
}
