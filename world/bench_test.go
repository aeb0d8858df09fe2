package world

import "testing"

// benchCubes returns the cubes of a shipped arena that models can get to.
func benchCubes(b testing.TB, name string) (*Arena, []Pos) {
	a := loadShipped(b, name)
	open := a.Accessible()
	var cubes []Pos
	for i, ok := range open {
		if ok {
			cubes = append(cubes, a.PosAt(i))
		}
	}
	return a, cubes
}

// BenchmarkReach measures Reach with a Move budget of 3 from every cube a
// model can stand in on the standard arena, in turn.
func BenchmarkReach(b *testing.B) {
	a, cubes := benchCubes(b, "standard")
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		a.Reach(cubes[i%len(cubes)], 3, MoveRules{})
		i++
	}
}

// BenchmarkLineOfSight measures LineOfSight over every ordered pair of
// cubes models can stand in on the standard arena, in turn.
func BenchmarkLineOfSight(b *testing.B) {
	a, cubes := benchCubes(b, "standard")
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		from, to := cubes[i%len(cubes)], cubes[i/len(cubes)%len(cubes)]
		a.LineOfSight(from, false, to, i%3 == 0)
		i++
	}
}

// BenchmarkCanSee measures CanSee over the same pairs as
// BenchmarkLineOfSight.
func BenchmarkCanSee(b *testing.B) {
	a, cubes := benchCubes(b, "standard")
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		from, to := cubes[i%len(cubes)], cubes[i/len(cubes)%len(cubes)]
		a.CanSee(from, false, to, i%3 == 0)
		i++
	}
}
