package world

import (
	"reflect"
	"strings"
	"testing"
)

// shaft has, in column (1,0), a girder at level 1 and another at level 3
// over a ground floor, and a solid floor at level 2 in column (1,1).
const shaft = `
arena Shaft
size 3 2 4
level 0
+--+--+--+
|#b #  #B|
+  +  +  +
|#r #  #R|
+--+--+--+
level 1
+--+--+--+
|.  =  . |
+  +  +  +
|.  .  . |
+--+--+--+
level 2
+--+--+--+
|.  .  . |
+  +  +  +
|.  #  . |
+--+--+--+
level 3
+--+--+--+
|.  =  . |
+  +  +  +
|.  .  . |
+--+--+--+
`

// HF-FALL-5, HF-FALL-6: a fall ends on the first solid floor, or on a
// girder that holds on a d8 of 5-8.
func TestFall(t *testing.T) {
	a := parseArena(t, shaft)
	cases := []struct {
		name  string
		from  Pos
		faces []int
		want  FallResult
	}{
		{"standing on a solid floor does not fall", pos(1, 0, 0), nil, FallResult{Land: pos(1, 0, 0)}},
		{"girder held on 5", pos(1, 0, 3), []int{5}, FallResult{Land: pos(1, 0, 3), Levels: 0, Rolls: []int{5}}},
		{"girder missed on 4, next girder held on 8", pos(1, 0, 3), []int{4, 8}, FallResult{Land: pos(1, 0, 1), Levels: 2, Rolls: []int{4, 8}}},
		{"both girders missed (1, 3): down to the ground", pos(1, 0, 3), []int{1, 3}, FallResult{Land: pos(1, 0, 0), Levels: 3, Rolls: []int{1, 3}}},
		{"open air onto a girder held on 6", pos(1, 0, 2), []int{6}, FallResult{Land: pos(1, 0, 1), Levels: 1, Rolls: []int{6}}},
		{"open air onto a solid floor two levels down", pos(1, 1, 3), nil, FallResult{Land: pos(1, 1, 2), Levels: 1}},
		{"three levels of open air", pos(0, 0, 3), nil, FallResult{Land: pos(0, 0, 0), Levels: 3}},
		{"outside the arena nothing happens", pos(5, 0, 3), nil, FallResult{Land: pos(5, 0, 3)}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := a.Fall(c.from, dice(t, c.faces...))
			if !reflect.DeepEqual(got, c.want) {
				t.Fatalf("Fall(%v) = %+v, want %+v", c.from, got, c.want)
			}
		})
	}
	if got := a.Fall(pos(1, 0, 3), nil); got.Land != pos(1, 0, 0) || got.Rolls != nil {
		t.Errorf("without dice girders should not hold: %+v", got)
	}
}

// pushYard has a wall north of (1,1), a low wall east of it, and a roof
// at level 1 over (1,1) and (2,1).
const pushYard = `
arena Push
size 3 3 2
level 0
+--+--+--+
|#b #  #B|
+  +--+  +
|#  # :# |
+  +  +  +
|#r #  #R|
+--+--+--+
level 1
+--+--+--+
|.  .  . |
+  +  +  +
|.  #  # |
+  +  +  +
|.  .  . |
+--+--+--+
`

// HF-SCAT-2, HF-SCAT-3, HF-SCAT-5: a push moves one cube on the same level,
// walls and the board edge stop it, low walls do not, and it may end over
// a hole.
func TestPush(t *testing.T) {
	a := parseArena(t, pushYard)
	cases := []struct {
		name string
		from Pos
		d    Dir8
		to   Pos
		res  PushResult
	}{
		{"open ground", pos(1, 1, 0), S, pos(1, 2, 0), Pushed},
		{"straight into a wall", pos(1, 1, 0), N, pos(1, 1, 0), HitWall},
		{"over a low wall", pos(1, 1, 0), E, pos(2, 1, 0), Pushed},
		{"board edge", pos(0, 0, 0), W, pos(0, 0, 0), HitEdge},
		{"diagonal off the board", pos(2, 2, 0), SE, pos(2, 2, 0), HitEdge},
		{"diagonal past the end of a wall", pos(0, 1, 0), NE, pos(0, 1, 0), HitWall},
		{"diagonal past the other end of the wall", pos(2, 1, 0), NW, pos(2, 1, 0), HitWall},
		{"diagonal past the end of a low wall", pos(1, 2, 0), NE, pos(2, 1, 0), Pushed},
		{"diagonal along open corners", pos(0, 1, 0), SE, pos(1, 2, 0), Pushed},
		{"off a roof into open air", pos(1, 1, 1), W, pos(0, 1, 1), Pushed},
		{"unknown direction", pos(1, 1, 0), Dir8(8), pos(1, 1, 0), HitEdge},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			to, res := a.Push(c.from, c.d)
			if to != c.to || res != c.res {
				t.Fatalf("Push(%v, %v) = %v %v, want %v %v", c.from, c.d, to, res, c.to, c.res)
			}
		})
	}
	// HF-SCAT-3: pushed off the roof, the model then falls to the ground.
	to, _ := a.Push(pos(1, 1, 1), W)
	if f := a.Fall(to, dice(t)); f.Land != pos(0, 1, 0) || f.Levels != 1 {
		t.Errorf("fall after the push: %+v", f)
	}
}

// HF-SCAT-1: a d8 scatter roll reads clockwise from north.
func TestScatterDir(t *testing.T) {
	want := []Dir8{N, NE, E, SE, S, SW, W, NW}
	for face := 1; face <= 8; face++ {
		if got := ScatterDir(face); got != want[face-1] {
			t.Errorf("ScatterDir(%d) = %v, want %v", face, got, want[face-1])
		}
	}
	if ScatterDir(9) != N || ScatterDir(0) != NW || ScatterDir(-7) != N {
		t.Error("faces outside 1..8 do not wrap")
	}
}

func TestDirections(t *testing.T) {
	deltas := map[Dir8]Pos{N: {0, -1, 0}, NE: {1, -1, 0}, E: {1, 0, 0}, SE: {1, 1, 0}, S: {0, 1, 0}, SW: {-1, 1, 0}, W: {-1, 0, 0}, NW: {-1, -1, 0}}
	for d, want := range deltas {
		if d.Delta() != want {
			t.Errorf("%v.Delta() = %v, want %v", d, d.Delta(), want)
		}
		if d.Opposite().Delta() != (Pos{-want.X, -want.Y, 0}) {
			t.Errorf("%v.Opposite() = %v", d, d.Opposite())
		}
		got, ok := DirTowards(pos(5, 5, 2), pos(5+3*want.X, 5+2*want.Y, 0))
		if !ok || got != d {
			t.Errorf("DirTowards along %v = %v %v", d, got, ok)
		}
	}
	if _, ok := DirTowards(pos(1, 1, 0), pos(1, 1, 3)); ok {
		t.Error("DirTowards in the same column reported a direction")
	}
	if Dir8(9).Delta() != (Pos{}) || Dir8(9).String() != "?" {
		t.Error("an unknown direction is not harmless")
	}
	for d := North; d <= West; d++ {
		if d.Opposite().Opposite() != d || d.Delta().Add(d.Opposite().Delta()) != (Pos{}) {
			t.Errorf("side %v and its opposite do not match", d)
		}
	}
}

func TestDistance(t *testing.T) {
	cases := []struct {
		a, b Pos
		want int
	}{
		{pos(0, 0, 0), pos(0, 0, 0), 0},
		{pos(0, 0, 0), pos(3, 3, 0), 3}, // diagonal steps count 1
		{pos(1, 2, 0), pos(4, 0, 0), 3},
		{pos(0, 0, 0), pos(1, 0, 3), 3}, // height counts too
		{pos(5, 1, 2), pos(0, 3, 1), 5},
	}
	for _, c := range cases {
		if got := Distance(c.a, c.b); got != c.want || Distance(c.b, c.a) != c.want {
			t.Errorf("Distance(%v, %v) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestNames(t *testing.T) {
	var names []string
	for d := N; d <= NW; d++ {
		names = append(names, d.String())
	}
	for d := North; d <= West; d++ {
		names = append(names, d.String())
	}
	for k := ZoneDeploy; k <= ZoneObjective; k++ {
		names = append(names, k.String())
	}
	got := strings.Join(names, " ")
	want := "N NE E SE S SW W NW north east south west deploy respawn drop objective"
	if got != want {
		t.Errorf("names %q, want %q", got, want)
	}
	if Dir(7).String() != "?" || ZoneKind(9).String() != "?" || Dir(7).Delta() != (Pos{}) {
		t.Error("unknown values are not harmless")
	}
}

func TestParsePos(t *testing.T) {
	p, err := ParsePos(" 3, 4 ,1")
	if err != nil || p != pos(3, 4, 1) || p.String() != "3,4,1" {
		t.Errorf("ParsePos = %v %v", p, err)
	}
	for _, bad := range []string{"", "1,2", "1,2,x", "1,2,3,4"} {
		if _, err := ParsePos(bad); err == nil {
			t.Errorf("ParsePos(%q) accepted", bad)
		}
	}
}
