package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A screen nothing changes is not drawn again: after the frames owed to
// the last input, frames are skipped until input or a change comes.
func TestIdleScreenSkipsFrames(t *testing.T) {
	a := newTestApp(t)
	a.frames = 1 // the first frame was drawn
	tick := func(in input) {
		in.settings = &a.settings
		in.lastX, in.lastY = a.in.mx, a.in.my
		if in.mx == 0 && in.my == 0 {
			in.mx, in.my = a.in.mx, a.in.my
		}
		a.in = in
		a.noteTick()
	}
	drawn := 0
	for range 10 {
		tick(input{})
		if !a.skipDraw() {
			drawn++
		}
	}
	if drawn > idleFrames+1 {
		t.Fatalf("the quiet title was drawn %d times in 10 frames", drawn)
	}
	tick(input{mx: 200, my: 200})
	if a.skipDraw() {
		t.Fatal("a frame after the pointer moved was skipped")
	}
	tick(input{keys: []ebiten.Key{ebiten.KeyA}})
	for range idleFrames {
		if a.skipDraw() {
			t.Fatal("a frame owed to a key press was skipped")
		}
	}
	if !a.skipDraw() {
		t.Fatal("frames are drawn with nothing new")
	}
	a.w++ // the window was resized
	if a.skipDraw() {
		t.Fatal("a resized window was not drawn")
	}
}

// A battle with an animation or a banner running keeps drawing.
func TestBusyBattleKeepsDrawing(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	if !b.busy(a) {
		t.Fatal("the opening banner is on screen, yet the battle is not busy")
	}
	for b.busy(a) {
		in := input{settings: &a.settings}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
	}
	activateByClicks(b, a, "blue.1")
	if !b.busy(a) {
		t.Fatal("the activation's banner is on screen, yet the battle is not busy")
	}
}
