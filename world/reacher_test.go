package world

import (
	"reflect"
	"testing"
)

// reacherRoutes reads the routes of s's last search.
func reacherRoutes(s *Reacher) []Route {
	var out []Route
	for i := range s.Len() {
		out = append(out, Route{To: s.To(i), Cost: s.Cost(i), Path: s.AppendPath(nil, i)})
	}
	return out
}

// TestReacherMatchesReach checks one Reacher (its MaxCost too), reused from search to search
// and from arena to arena (a code-built one bigger than its own labels
// included), against Reach, with capacity given as lists (Closed, Stops)
// and to Reach as functions.
func TestReacherMatchesReach(t *testing.T) {
	big := New("big", 12, 10, 3) // 360 cubes
	big.SetFloor(pos(4, 4, 1), FloorSolid)
	big.SetSide(pos(4, 4, 0), East, Wall)
	arenas := []*Arena{big}
	for _, s := range shipped {
		arenas = append(arenas, loadShipped(t, s.name))
	}
	var s Reacher
	for _, a := range arenas {
		for i := 0; i < a.Cubes(); i += 3 {
			from := a.PosAt(i)
			closed := []Pos{a.PosAt(i * 7 % a.Cubes()), a.PosAt(i * 11 % a.Cubes())}
			stops := []Pos{a.PosAt(i * 13 % a.Cubes()), {-1, 0, 0}}
			in := func(list []Pos, p Pos) bool {
				for _, q := range list {
					if q == p {
						return true
					}
				}
				return false
			}
			for f := 0; f < 8; f++ {
				budget := 1 + (i+f)%8
				listed := MoveRules{Flight: f&1 == 1, FlipX: f&2 == 2, FlipY: f&4 == 4, Closed: closed, Stops: stops}
				asked := MoveRules{Flight: listed.Flight, FlipX: listed.FlipX, FlipY: listed.FlipY,
					CanEnter: func(p Pos) bool { return !in(closed, p) },
					StopsIn:  func(p Pos) bool { return in(stops, p) }}
				want := a.Reach(from, budget, asked)
				n := s.Search(a, from, budget, listed)
				if n != len(want) || n > 0 && !reflect.DeepEqual(reacherRoutes(&s), want) {
					t.Fatalf("%s from %v budget %d rules %d: Reacher %v, Reach %v", a.Name, from, budget, f, reacherRoutes(&s), want)
				}
				most := 0
				for _, r := range want {
					most = max(most, r.Cost)
				}
				if s.MaxCost() != most {
					t.Fatalf("%s from %v budget %d rules %d: MaxCost %d, want %d", a.Name, from, budget, f, s.MaxCost(), most)
				}
			}
		}
	}
}

// TestReacherDoesNotAllocate checks that a search and the path of every
// destination allocate nothing on a shipped arena.
func TestReacherDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	a, cubes := benchCubes(t, "standard")
	var path [32]Pos
	i := 0
	allocs := testing.AllocsPerRun(100, func() {
		var s Reacher
		n := s.Search(a, cubes[i%len(cubes)], 4, MoveRules{Closed: cubes[:2], Stops: cubes[2:3]})
		for k := range n {
			s.AppendPath(path[:0], k)
		}
		i++
	})
	if allocs != 0 {
		t.Fatalf("%v allocations a search", allocs)
	}
}

// BenchmarkReacher measures what BenchmarkReach does with a Reacher,
// reading every destination and its cost but no path.
func BenchmarkReacher(b *testing.B) {
	a, cubes := benchCubes(b, "standard")
	b.ReportAllocs()
	i := 0
	var s Reacher
	for b.Loop() {
		n := s.Search(a, cubes[i%len(cubes)], 3, MoveRules{})
		for k := range n {
			_, _ = s.To(k), s.Cost(k)
		}
		i++
	}
}
