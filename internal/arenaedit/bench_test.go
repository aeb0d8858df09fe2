package arenaedit

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// largestArena is a 32×32×8 arena, the largest the format holds, with a
// deployment row for each side, respawn cubes, eight drops and walls.
func largestArena(b *testing.B) *Editor {
	b.Helper()
	e, err := New("Largest", MaxSide, MaxSide, MaxLevels)
	if err != nil {
		b.Fatal(err)
	}
	for x := 0; x < MaxSide; x++ {
		e.Apply(DeployBlue, world.Pos{X: x}, 0, 0)
		e.Apply(DeployRed, world.Pos{X: x, Y: MaxSide - 1}, 0, 0)
		if x%4 == 1 {
			e.Apply(Wall, world.Pos{X: x, Y: 10}, world.South, 0)
			e.Apply(Floor, world.Pos{X: x, Y: 16, Z: 1}, 0, 0)
		}
	}
	e.Apply(RespawnBlue, world.Pos{X: 16, Y: 1}, 0, 0)
	e.Apply(RespawnRed, world.Pos{X: 16, Y: MaxSide - 2}, 0, 0)
	for i := 0; i < MaxDrops; i++ {
		e.Apply(Drop, world.Pos{X: 2 + 3*i, Y: 12}, 0, 0)
	}
	return e
}

// BenchmarkCheckLargest is the Check panel's work after an edit on the
// largest arena: the text read back, reach from both sides, three
// symmetries.
func BenchmarkCheckLargest(b *testing.B) {
	e := largestArena(b)
	b.ResetTimer()
	for b.Loop() {
		e.Check()
	}
}

// BenchmarkApplyLargest is one edit on the largest arena (the copy kept
// for undo included).
func BenchmarkApplyLargest(b *testing.B) {
	e := largestArena(b)
	p := world.Pos{X: 5, Y: 5, Z: 3}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		e.Apply(Floor, p, 0, 0)
		e.Apply(Erase, p, 0, 0)
	}
}
