package world

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzParse feeds arbitrary text to Parse: it must never panic, and an
// arena it accepts must format to a canonical text that parses back to the
// same arena and formats the same again. Accepted arenas also go through
// the queries once, which must not panic either, their line of sight must
// match the plain reference, and their sight table the traced geometry.
func FuzzParse(f *testing.F) {
	for _, s := range []string{tinyArena, twoLevels, flatWalls, climbArena, shaft, pushYard, roofed, canopy, highGround, "", "arena x\n", "arena x\nsize 1 1 1\nlevel 0\n+--+\n|#b|\n+--+\n"} {
		f.Add([]byte(s))
	}
	for _, n := range []string{"beginner", "standard", "tower"} {
		data, err := os.ReadFile(filepath.Join("..", "assets", "arenas", n+".arena"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := Parse("fuzz.arena", data)
		if err != nil {
			if a != nil {
				t.Fatal("an error came with an arena")
			}
			return
		}
		text := a.Format()
		b, err := Parse("canonical.arena", text)
		if err != nil {
			t.Fatalf("the canonical form does not parse: %v\n%s", err, text)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("Parse(Format(a)) differs from a:\n%s", text)
		}
		if again := b.Format(); string(again) != string(text) {
			t.Fatalf("Format is not stable:\n%s\n---\n%s", text, again)
		}
		exercise(a)
		checkSightPairs(t, a)
		checkSightTable(t, b, fuzzSightCubes(b))
	})
}

// fuzzSightCubes returns the cubes whose every pair FuzzParse checks in the
// sight table: all of a small arena, the first 48 of a big one.
func fuzzSightCubes(a *Arena) []Pos {
	cubes := allCubes(a)
	return cubes[:min(len(cubes), 48)]
}

// checkSightPairs compares LineOfSight with the plain reference for a few
// pairs of standable cubes, so fuzzing also tries the sight shortcuts on
// odd geometry.
func checkSightPairs(t *testing.T, a *Arena) {
	var cubes []Pos
	for i := 0; i < a.Cubes() && len(cubes) < 12; i++ {
		if p := a.PosAt(i); a.Standable(p) {
			cubes = append(cubes, p)
		}
	}
	for _, p := range cubes {
		for _, q := range cubes {
			for c := 0; c < 4; c++ {
				fc, tc := c&1 == 1, c&2 == 2
				if got, want := a.LineOfSight(p, fc, q, tc), referenceSight(a, p, fc, q, tc); got != want {
					t.Fatalf("LineOfSight(%v, %v) = %v, reference %v", p, q, got, want)
				}
			}
		}
	}
}

// exercise runs the queries over an arena once.
func exercise(a *Arena) {
	first := a.Zones[0].Cells[0]
	last := a.PosAt(a.Cubes() - 1)
	for i := 0; i < a.Cubes(); i++ {
		p := a.PosAt(i)
		a.Steps(p)
		a.OpenToSky(p)
		a.Fall(p, func() int { return 4 })
		a.Push(p, ScatterDir(i))
	}
	a.Reach(first, 4, MoveRules{})
	a.LineOfSight(first, false, last, true)
	a.CanSee(last, true, first, false)
	a.GroundLevel(a.W-1, a.D-1)
}
