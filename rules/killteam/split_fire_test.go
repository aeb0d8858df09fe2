package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KT-SHT-6: once its attacks are counted, a shooter may give some of them
// to other enemies within 2" (one cube) of the primary target, keeping at
// least one at the primary; then they are rolled target by target.
func TestSplitFire(t *testing.T) {
	// Boltgun at 2 cubes: 2 attacks. At red.5: hit 1 (a miss). At red.6:
	// hit 4, wound 3, save 2, injury 5: out of action.
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(2, 2, 0)}, 1, 4, 3, 2, 5)
	ev := apply(t, g, "blue.5 shoot red.5 with boltgun")
	if g.st.Volley == nil || g.ToMove() != rules.Blue || endsAction(ev, "blue.5") {
		t.Fatalf("no split offered: %s to move\n%s", g.ToMove(), eventTexts(ev))
	}
	legal := texts(g.Legal())
	if strings.Join(legal, "|") != "blue.5 allot red.6 (1)|blue.5 fire" || !strings.Contains(g.Prompt(), "KT-SHT-6") {
		t.Fatalf("legal %v, prompt %q", legal, g.Prompt())
	}
	ev = apply(t, g, "blue.5 allot red.6 (1)")
	log := eventTexts(ev)
	if g.st.Volley != nil || !endsAction(ev, "blue.5") || !g.st.Models[g.modelIndex("red.6")].Out || g.st.Models[g.modelIndex("red.5")].Out {
		t.Fatalf("after the split\n%s", log)
	}
	for _, w := range []string{"fires 1 of its Boltgun's attacks at red.5", "fires 1 of its Boltgun's attacks at red.6", "red.6 is out of action"} {
		if !strings.Contains(log, w) {
			t.Errorf("no %q in\n%s", w, log)
		}
	}
}

// KT-SHT-6: with no other enemy near the primary target, nothing is asked.
func TestNoSplitWithoutAnotherTarget(t *testing.T) {
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}, 1, 1)
	ev := apply(t, g, "blue.5 shoot red.5 with boltgun")
	if g.st.Volley != nil || !endsAction(ev, "blue.5") {
		t.Fatalf("a split without another target\n%s", eventTexts(ev))
	}
}
