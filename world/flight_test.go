package world

import "testing"

// gapArena is a corridor two levels high whose upper level has a gap at
// x=2 (no floor), so 2,0,0 on the ground lies below open air.
const gapArena = `
arena Gap
size 5 1 2
level 0
+--+--+--+--+--+
|#b #B #  #R #r|
+--+--+--+--+--+
level 1
+--+--+--+--+--+
|#  #  .  #  # |
+--+--+--+--+--+
`

// MoveRules.Flight: flying ignores floors (a gap is crossed, open cubes are
// passed but never ends of a route) and every step, up or down, costs 1.
func TestReachFlight(t *testing.T) {
	a := parseArena(t, gapArena)
	walk := a.Reach(pos(1, 0, 1), 2, MoveRules{})
	if _, ok := routeTo(walk, pos(3, 0, 1)); ok {
		t.Fatal("walking cannot cross the gap at 2,0,1")
	}
	fly := a.Reach(pos(1, 0, 1), 2, MoveRules{Flight: true})
	r, ok := routeTo(fly, pos(3, 0, 1))
	if !ok || r.Cost != 2 || r.Path[0] != pos(2, 0, 1) {
		t.Fatalf("flying crosses the gap through 2,0,1 for 2: %+v %v", r, ok)
	}
	if _, ok := routeTo(fly, pos(2, 0, 1)); ok {
		t.Error("a cube without a floor is no end of a flight")
	}
	r, ok = routeTo(fly, pos(2, 0, 0))
	if !ok || r.Cost != 2 {
		t.Errorf("flying down through the gap to 2,0,0 costs 2: %+v %v", r, ok)
	}
	up := a.Reach(pos(2, 0, 0), 2, MoveRules{Flight: true})
	if r, ok := routeTo(up, pos(1, 0, 1)); !ok || r.Cost != 2 {
		t.Errorf("flying up out of the cellar to 1,0,1 costs 2: %+v %v", r, ok)
	}
}
