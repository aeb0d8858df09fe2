package world

import (
	"reflect"
	"testing"
)

const openYard = `
arena Yard
size 4 3 1
level 0
+--+--+--+--+
|#b #  #  #B|
+  +  +  +  +
|#  #  #  # |
+  +  +  +  +
|#r #  #  #R|
+--+--+--+--+
`

// routeTo finds the route to p.
func routeTo(routes []Route, p Pos) (Route, bool) {
	for _, r := range routes {
		if r.To == p {
			return r, true
		}
	}
	return Route{}, false
}

func TestReachBudget(t *testing.T) {
	a := parseArena(t, flatWalls)
	got := a.Reach(pos(0, 0, 0), 1, MoveRules{})
	want := []Route{
		{To: pos(1, 0, 0), Cost: 1, Path: []Pos{pos(1, 0, 0)}},
		{To: pos(0, 1, 0), Cost: 1, Path: []Pos{pos(0, 1, 0)}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("budget 1: %v, want %v", got, want)
	}
	got = a.Reach(pos(0, 0, 0), 2, MoveRules{})
	var tos []Pos
	for _, r := range got {
		tos = append(tos, r.To)
		if r.Cost != len(r.Path) || r.Path[len(r.Path)-1] != r.To {
			t.Errorf("route %+v: cost or path end wrong", r)
		}
	}
	// Sorted by (Z, Y, X); (1,1) is reached round the wall in 2 steps.
	wantTos := []Pos{pos(1, 0, 0), pos(2, 0, 0), pos(0, 1, 0), pos(1, 1, 0), pos(0, 2, 0), pos(1, 2, 0)}
	if !reflect.DeepEqual(tos, wantTos) {
		t.Fatalf("budget 2 reaches %v, want %v", tos, wantTos)
	}
	if r, _ := routeTo(got, pos(1, 1, 0)); !reflect.DeepEqual(r.Path, []Pos{pos(0, 1, 0), pos(1, 1, 0)}) {
		t.Errorf("path to 1,1,0 is %v, want round the wall's end", r.Path)
	}
	if a.Reach(pos(0, 0, 0), 0, MoveRules{}) != nil || a.Reach(pos(9, 0, 0), 3, MoveRules{}) != nil {
		t.Error("a zero budget or a start outside the arena reached something")
	}
}

func TestReachTieBreaks(t *testing.T) {
	a := parseArena(t, openYard)
	routes := a.Reach(pos(0, 0, 0), 2, MoveRules{})
	// Two cheapest paths of two steps lead to (2,1): through (1,0) and
	// through (1,1); (1,0) comes first in (Z, Y, X) order.
	r, ok := routeTo(routes, pos(2, 1, 0))
	if !ok || !reflect.DeepEqual(r.Path, []Pos{pos(1, 0, 0), pos(2, 1, 0)}) {
		t.Fatalf("path to 2,1,0 = %v", r.Path)
	}
	// To (2,2) the diagonal path is the only one of two steps.
	r, _ = routeTo(routes, pos(2, 2, 0))
	if !reflect.DeepEqual(r.Path, []Pos{pos(1, 1, 0), pos(2, 2, 0)}) || r.Cost != 2 {
		t.Fatalf("path to 2,2,0 = %+v", r)
	}
	// The same call gives the same answer.
	if again := a.Reach(pos(0, 0, 0), 2, MoveRules{}); !reflect.DeepEqual(again, routes) {
		t.Fatal("Reach is not deterministic")
	}
	// From the other corner three paths of three steps reach (0,0): through
	// (2,2) and (1,1), through (2,1) and (1,1), and through (2,1) and (1,0).
	// Compared cube by cube from the start the last one comes first.
	back := a.Reach(pos(3, 2, 0), 3, MoveRules{})
	r, _ = routeTo(back, pos(0, 0, 0))
	if !reflect.DeepEqual(r.Path, []Pos{pos(2, 1, 0), pos(1, 0, 0), pos(0, 0, 0)}) {
		t.Fatalf("path 3,2,0 -> 0,0,0 = %v", r.Path)
	}
}

// Flipped tie-breaks mirror the routes: on the upper level from (0,1) to
// (2,1), past the hole at (1,1), two cheapest paths lead through (1,0) and
// (1,2). North first takes (1,0); with FlipY
// the south, (1,2); and the route found from a cube's mirror image with
// FlipY is the mirror image of the route found without it.
func TestReachFlippedTieBreaks(t *testing.T) {
	a := parseArena(t, `
arena Holed
size 3 3 2
level 0
+--+--+--+
|#b #  #B|
+  +  +  +
|#  #  # |
+  +  +  +
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
	north, _ := routeTo(a.Reach(pos(0, 1, 1), 2, MoveRules{}), pos(2, 1, 1))
	south, _ := routeTo(a.Reach(pos(0, 1, 1), 2, MoveRules{FlipY: true}), pos(2, 1, 1))
	if !reflect.DeepEqual(north.Path, []Pos{pos(1, 0, 1), pos(2, 1, 1)}) || !reflect.DeepEqual(south.Path, []Pos{pos(1, 2, 1), pos(2, 1, 1)}) {
		t.Fatalf("round the hole: %v north first, %v south first", north.Path, south.Path)
	}
	west, _ := routeTo(a.Reach(pos(1, 0, 1), 2, MoveRules{}), pos(1, 2, 1))
	east, _ := routeTo(a.Reach(pos(1, 0, 1), 2, MoveRules{FlipX: true}), pos(1, 2, 1))
	if !reflect.DeepEqual(west.Path, []Pos{pos(0, 1, 1), pos(1, 2, 1)}) || !reflect.DeepEqual(east.Path, []Pos{pos(2, 1, 1), pos(1, 2, 1)}) {
		t.Fatalf("down past the hole: %v west first, %v east first", west.Path, east.Path)
	}
	mirror := func(p Pos) Pos { return Pos{p.X, a.D - 1 - p.Y, p.Z} }
	for i := 0; i < a.Cubes(); i++ {
		from := a.PosAt(i)
		plain := a.Reach(from, 4, MoveRules{})
		flipped := a.Reach(mirror(from), 4, MoveRules{FlipY: true})
		for _, r := range plain {
			m, ok := routeTo(flipped, mirror(r.To))
			if !ok || m.Cost != r.Cost || len(m.Path) != len(r.Path) {
				t.Fatalf("%v to %v: %+v; mirrored with FlipY: %+v", from, r.To, r, m)
			}
			for k := range r.Path {
				if m.Path[k] != mirror(r.Path[k]) {
					t.Fatalf("%v to %v goes %v; from the mirror image with FlipY it goes %v", from, r.To, r.Path, m.Path)
				}
			}
		}
	}
}

// HF-MOV-2: climbs cost one cube per level inside Reach too.
func TestReachClimbs(t *testing.T) {
	a := parseArena(t, climbArena)
	routes := a.Reach(pos(1, 1, 0), 1, MoveRules{})
	if _, ok := routeTo(routes, pos(2, 1, 2)); ok {
		t.Error("climbed two levels with a budget of 1")
	}
	routes = a.Reach(pos(1, 1, 0), 2, MoveRules{})
	if r, ok := routeTo(routes, pos(2, 1, 2)); !ok || r.Cost != 2 || len(r.Path) != 1 {
		t.Errorf("route up two levels: %+v %v", r, ok)
	}
	if r, ok := routeTo(routes, pos(2, 0, 1)); !ok || r.Cost != 2 || !reflect.DeepEqual(r.Path, []Pos{pos(1, 0, 0), pos(2, 0, 1)}) {
		t.Errorf("route onto the low roof: %+v %v", r, ok)
	}
}

func TestReachMoveRules(t *testing.T) {
	a := parseArena(t, openYard)
	full := pos(1, 1, 0)
	enemy := pos(1, 0, 0)
	rules := MoveRules{
		CanEnter: func(p Pos) bool { return p != full },
		StopsIn:  func(p Pos) bool { return p == enemy },
	}
	routes := a.Reach(pos(0, 0, 0), 2, rules)
	if _, ok := routeTo(routes, full); ok {
		t.Error("entered a cube CanEnter refuses")
	}
	if r, ok := routeTo(routes, enemy); !ok || r.Cost != 1 {
		t.Errorf("cannot stop in the enemy's cube: %+v", r)
	}
	// (2,0) and (2,1) lie beyond the enemy and the full cube; round them
	// they are three steps away, beyond the budget of 2.
	for _, p := range []Pos{pos(2, 0, 0), pos(2, 1, 0)} {
		if r, ok := routeTo(routes, p); ok {
			t.Errorf("moved on through a stopping cube to %v: %+v", p, r)
		}
	}
	if r, ok := routeTo(routes, pos(1, 2, 0)); !ok || !reflect.DeepEqual(r.Path, []Pos{pos(0, 1, 0), pos(1, 2, 0)}) {
		t.Errorf("route to 1,2,0 = %+v", r)
	}
	// The start may be left even if it would stop a move entering it.
	routes = a.Reach(enemy, 1, rules)
	if len(routes) == 0 {
		t.Error("could not leave a cube where moves stop")
	}
}
