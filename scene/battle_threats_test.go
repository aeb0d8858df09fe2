package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/world"
)

// The threat key shows, over the active model's moves, the cubes where an
// enemy could shoot it; the key again hides them.
func TestThreatView(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	activateByClicks(b, a, "blue.1") // at 0,0; red.1 at 3,3 shoots 3 cubes
	press := func() {
		in := input{settings: &a.settings, keys: []ebiten.Key{a.settings.Key(cmdThreats)}}
		b.camera(a, &in)
	}
	if len(b.overlay().Danger) != 0 {
		t.Fatal("the threat view is on before the key")
	}
	press()
	o := b.overlay()
	if len(o.Danger) == 0 || len(o.Danger) != len(o.Move) {
		t.Fatalf("every cube blue.1 can reach is within 3 cubes of red.1: %d threatened of %d", len(o.Danger), len(o.Move))
	}
	for _, c := range o.Danger {
		if world.Distance(c, world.Pos{X: 3, Y: 3}) > 3 {
			t.Errorf("%v is out of red.1's reach, yet marked", c)
		}
	}
	if b.piece("blue.1").Pos != (world.Pos{}) {
		t.Fatal("working out the threats moved the model")
	}
	press()
	if len(b.overlay().Danger) != 0 {
		t.Fatal("the key again did not hide the threat view")
	}
}
