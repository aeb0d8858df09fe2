package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// In a short narrow window (1280×720 at 200%) the side panel (command
// dice) folds behind a tab beside the log's, so it does not cover the
// board: it opens by itself for a decision of a whole side (rerolling or
// keeping command dice), folds while models act, and its tab or key (K)
// opens and folds it for the decision on screen.
func TestSidePanelFoldsInAShortWindow(t *testing.T) {
	a := rosterTestApp(t, &MemoryStorage{}) // Flashpoint: command dice
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(b)
	a.w, a.h = 640, 360
	tick := func(keys ...ebiten.Key) { tap(t, a, b, rect{}, keys...) }
	tick()
	if !b.sidesOverlay() {
		t.Fatal("640×360 does not fold the side panel")
	}
	seatLevel := func() bool {
		for _, act := range b.legal {
			if act.Actor != "" {
				return false
			}
		}
		return len(b.legal) > 0
	}
	sawSide, sawModels := false, false
	for step := 0; step < 40 && !(sawSide && sawModels); step++ {
		b.seen = b.g.ToMove() // past the hand-over, as a player would be
		if b.humanDecides() {
			side := seatLevel()
			if b.sidesShown() != side {
				t.Fatalf("decision %v (a whole side's: %v): panel shown %v", b.g.Prompt(), side, b.sidesShown())
			}
			tick(ebiten.KeyK)
			if b.sidesShown() == side {
				t.Fatalf("K did not %s the panel", map[bool]string{true: "fold", false: "open"}[side])
			}
			tick()
			if b.sidesShown() == side {
				t.Fatal("the panel went back before the decision changed")
			}
			sawSide, sawModels = sawSide || side, sawModels || !side
		}
		if len(b.legal) == 0 {
			break
		}
		if _, err := b.g.Apply(b.legal[len(b.legal)-1]); err != nil {
			t.Fatal(err)
		}
		b.refresh()
		if _, ok := a.cur.(*battleScreen); !ok {
			a.switchTo(b)
		}
	}
	if !sawSide || !sawModels {
		t.Fatalf("saw a whole side's decision %v, a model's %v", sawSide, sawModels)
	}
}
