package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/world"
)

// The camera never loses the arena under a panel: after a pan far off, the
// arena's middle is back inside the board area; the centre key brings the
// active model to the middle; a rotation fits the arena again.
func TestCameraKeepsTheArenaInView(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	b.lay = battleLayoutFor(float64(a.w), float64(a.h))
	b.centre(a)
	f := b.lay.board
	inside := func(c world.Pos) bool {
		x, y := b.brd.ScreenOf(c)
		return x >= f.X && x <= f.X+f.W && y >= f.Y && y <= f.Y+f.H
	}
	mid := world.Pos{X: 2, Y: 2}
	b.brd.PanBy(-5000, 3000)
	b.keepInView()
	if !inside(mid) {
		x, y := b.brd.ScreenOf(mid)
		t.Fatalf("after a pan far off the arena's middle is at %.0f,%.0f, outside the board %v", x, y, f)
	}
	activateByClicks(b, a, "blue.1")
	b.brd.PanBy(-300, 0)
	in := input{settings: &a.settings, keys: []ebiten.Key{a.settings.Key(cmdCentre)}}
	b.camera(a, &in)
	x, y := b.brd.ScreenOf(b.piece("blue.1").Pos)
	if dx, dy := x-(f.X+f.W/2), y-(f.Y+f.H/2); dx*dx+dy*dy > 4 {
		t.Fatalf("the centre key left blue.1 %.0f,%.0f from the middle", dx, dy)
	}
	b.brd.ZoomBy(3, 0, 0)
	in = input{settings: &a.settings, keys: []ebiten.Key{a.settings.Key(cmdRotateLeft)}}
	b.camera(a, &in)
	for _, c := range []world.Pos{{X: 0, Y: 0}, {X: 3, Y: 0}, {X: 0, Y: 3}, {X: 3, Y: 3}} {
		if !inside(c) {
			t.Fatalf("after a rotation corner %v is not in the board area", c)
		}
	}
}
