package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// The log and the board speak the same language: resting the pointer on a
// log line that names a cube lights that cube.
func TestLogLineNamesItsCube(t *testing.T) {
	for _, c := range []struct {
		text string
		want world.Pos
		ok   bool
	}{
		{"Red Marksman moves to 7,5,0.", world.Pos{X: 7, Y: 5}, true},
		{"An item token is placed face down at 1,2,0.", world.Pos{X: 1, Y: 2}, true},
		{"Blue Operator moves from 1,1,0 to (2,3,1);", world.Pos{X: 2, Y: 3, Z: 1}, true},
		{"Roll-off: blue rolls 6.", world.Pos{}, false},
	} {
		got, ok := cubeIn(c.text)
		if ok != c.ok || got != c.want {
			t.Errorf("%q: %v %v, want %v %v", c.text, got, ok, c.want, c.ok)
		}
	}
	a := newTestApp(t)
	b := startHotSeat(t, a)
	b.log.shown = []placedLine{{"Red Trooper moves to 3,2,0.", rect{1000, 100, 260, 18}}}
	in := input{settings: &a.settings, mx: 1010, my: 105}
	if err := b.update(a, &in); err != nil {
		t.Fatal(err)
	}
	if b.logCube == nil || *b.logCube != (world.Pos{X: 3, Y: 2}) {
		t.Fatalf("the log line's cube is not lit: %v", b.logCube)
	}
	if o := b.overlay(); o.Hover == nil || *o.Hover != (world.Pos{X: 3, Y: 2}) {
		t.Fatalf("the board does not light it: %v", o.Hover)
	}
}
