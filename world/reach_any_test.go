package world

import "testing"

// HasDestination answers as Search does, for every cube of the shipped
// arenas, budgets from 1 to 3, walkers and flyers, with neighbours closed
// by the capacity lists or refused by CanEnter.
func TestHasDestinationMatchesSearch(t *testing.T) {
	walled := parseArena(t, `
arena Walled
size 3 3 2
level 0
+--+--+--+
|#  #  #B|
+  +--+  +
|# |#b|# |
+  +--+  +
|#r #  #R|
+--+--+--+
level 1
+--+--+--+
|#  #  # |
+  +  +  +
|#  .  # |
+  +  +  +
|#  #  # |
+--+--+--+
`)
	arenas := []*Arena{walled}
	for _, s := range shipped {
		arenas = append(arenas, loadShipped(t, s.name))
	}
	var s Reacher
	checked, none := 0, 0
	for _, a := range arenas {
		for i := 0; i < a.Cubes(); i++ {
			from := a.PosAt(i)
			var near []Pos
			for _, st := range a.Steps(from) {
				near = append(near, st.To)
			}
			for f := 0; f < 8; f++ {
				closed := near
				if f&2 == 0 && len(near) > 1 {
					closed = near[:len(near)/2] // some neighbours closed, some open
				}
				r := MoveRules{Flight: f&1 == 1, Closed: closed}
				if f&4 == 4 {
					r.Closed = nil
					r.CanEnter = func(p Pos) bool { return p.Z > from.Z } // only climbs
				}
				budget := 1 + (i+f)%3
				want := s.Search(a, from, budget, r) > 0
				if got := HasDestination(a, from, budget, r); got != want {
					t.Fatalf("%s from %v budget %d rules %d: HasDestination %v, Search found %d", a.Name, from, budget, f, got, s.Len())
				}
				checked++
				if !want {
					none++
				}
			}
		}
	}
	if none == 0 || none == checked {
		t.Fatalf("the cases should include both answers: %d of %d have no destination", none, checked)
	}
}

// HasOpenStep, when it answers yes, agrees with Search under the rules
// whose closed cubes its canEnter refuses, and it answers yes for a walker
// exactly when a neighbouring cube within the budget is open.
func TestHasOpenStepAgreesWithSearch(t *testing.T) {
	var s Reacher
	yes, no := 0, 0
	for _, sh := range shipped {
		a := loadShipped(t, sh.name)
		for i := 0; i < a.Cubes(); i++ {
			from := a.PosAt(i)
			for k := 0; k < 3; k++ {
				var closed []Pos
				for j, st := range a.Steps(from) {
					if (j+k)%(k+1) != 0 || k == 2 { // some, half or all of the neighbours
						closed = append(closed, st.To)
					}
				}
				budget := 1 + (i+k)%3
				open := func(p Pos) bool {
					for _, c := range closed {
						if c == p {
							return false
						}
					}
					return true
				}
				got := HasOpenStep(a, from, budget, open)
				want := false
				for _, st := range a.Steps(from) {
					want = want || st.Cost <= budget && open(st.To)
				}
				if got != want {
					t.Fatalf("%s from %v budget %d: HasOpenStep %v, want %v", a.Name, from, budget, got, want)
				}
				if got && s.Search(a, from, budget, MoveRules{Closed: closed}) == 0 {
					t.Fatalf("%s from %v budget %d: an open step but Search finds nothing", a.Name, from, budget)
				}
				if got {
					yes++
				} else {
					no++
				}
			}
		}
	}
	if yes == 0 || no == 0 {
		t.Fatalf("the cases should include both answers: %d yes, %d no", yes, no)
	}
}
