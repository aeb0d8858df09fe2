package world

import (
	"slices"
	"testing"
)

// TestReachMemoAnswersAlike checks that searches served by the reach memo
// (SearchMemo, and Search after it) find exactly what a search on an arena
// with no memo finds — the same destinations in the same order, costs,
// steps and paths — from every cube, with every budget the memo keeps, by
// flight or on foot, with every tie-break, among closed and stopping cubes
// near the start and far from it.
func TestReachMemoAnswersAlike(t *testing.T) {
	for _, name := range []string{"standard", "tower"} {
		memo, plain := loadShipped(t, name), loadShipped(t, name)
		cubes := allCubes(memo)
		seed := uint64(1)
		next := func(n int) int { // a small generator of its own
			seed = seed*6364136223846793005 + 1442695040888963407
			return int(seed>>33) % n
		}
		for k, from := range cubes {
			if k%3 != 0 && testing.Short() {
				continue
			}
			for budget := 1; budget < memoBudgets+1; budget++ {
				for f := range memoFlags {
					r := MoveRules{Flight: f&1 != 0, FlipX: f&2 != 0, FlipY: f&4 != 0}
					for round := range 3 {
						switch round {
						case 1: // a stopping and a closed cube anywhere
							r.Stops = []Pos{cubes[next(len(cubes))]}
							r.Closed = []Pos{cubes[next(len(cubes))]}
						case 2: // next to the start, and the start itself
							near := from.Add(Pos{X: next(3) - 1, Y: next(3) - 1})
							r.Stops = []Pos{near, from}
							r.Closed = []Pos{from.Add(Pos{X: next(3) - 1, Y: next(3) - 1})}
						}
						var m, p Reacher
						viaMemo := func() int { return m.SearchMemo(memo, from, budget, r) }
						if round == 2 {
							viaMemo = func() int { return m.Search(memo, from, budget, r) }
						}
						for range 2 { // the second time from the memo
							sameReach(t, name, &m, viaMemo(), &p, p.Search(plain, from, budget, r), from, budget, r)
						}
					}
				}
			}
		}
	}
}

// sameReach fails unless two searches found the same.
func sameReach(t *testing.T, name string, m *Reacher, nm int, p *Reacher, np int, from Pos, budget int, r MoveRules) {
	t.Helper()
	if nm != np || m.Len() != p.Len() || m.MaxCost() != p.MaxCost() || m.TotalSteps() != p.TotalSteps() {
		t.Fatalf("%s from %v budget %d %+v: %d destinations (max %d, steps %d), want %d (max %d, steps %d)",
			name, from, budget, r, nm, m.MaxCost(), m.TotalSteps(), np, p.MaxCost(), p.TotalSteps())
	}
	for i := range nm {
		if m.To(i) != p.To(i) || m.Cost(i) != p.Cost(i) || m.Steps(i) != p.Steps(i) ||
			!slices.Equal(m.AppendPath(nil, i), p.AppendPath(nil, i)) || m.Find(p.To(i)) != i {
			t.Fatalf("%s from %v budget %d %+v: destination %d is %v cost %d path %v, want %v cost %d path %v",
				name, from, budget, r, i, m.To(i), m.Cost(i), m.AppendPath(nil, i), p.To(i), p.Cost(i), p.AppendPath(nil, i))
		}
	}
}
