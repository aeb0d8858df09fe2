package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KT-CP-3, A17: a failed charge may be rolled again, both dice, for 1
// command point, once; the new roll decides.
func TestCommandRerollOfACharge(t *testing.T) {
	// 1 and 1: 2", no cube; then 3 and 3: 6", 2 cubes.
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0)}, 1, 1, 3, 3)
	g.st.CP[rules.Blue] = 2
	apply(t, g, "blue.5 charge red.5")
	apply(t, g, "red.5 stand")
	if !has(g.Legal(), "blue.5 reroll") || g.ToMove() != rules.Blue {
		t.Fatalf("no re-roll after a failed charge: %v", texts(g.Legal()))
	}
	ev := apply(t, g, "blue.5 reroll")
	b := &g.st.Models[g.modelIndex("blue.5")]
	if !b.ChargeHit || g.st.CP[rules.Blue] != 1 || !endsAction(ev, "blue.5") || !strings.Contains(eventTexts(ev), "Command Re-roll") {
		t.Fatalf("after the re-roll: %+v, CP %d\n%s", b, g.st.CP[rules.Blue], eventTexts(ev))
	}
}

// KT-CP-3: without a command point there is no re-roll; a charge that
// fails with nothing else to choose ends at once.
func TestNoCommandRerollWithoutPoints(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0)}, 1, 1)
	g.st.CP[rules.Blue] = 0
	apply(t, g, "blue.5 charge red.5")
	ev := apply(t, g, "red.5 stand")
	if g.st.Pending != "" || !endsAction(ev, "blue.5") {
		t.Fatalf("pending %q\n%s", g.st.Pending, eventTexts(ev))
	}
}

// KT-SPEC (Scout passive), A17: a Scout re-rolls its Advance for nothing,
// once; any other model pays a command point (KT-CP-3).
func TestScoutRerollsItsAdvance(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(7, 7, 0)}, 1, 6)
	g.st.CP[rules.Blue] = 0
	g.st.Models[g.modelIndex("blue.5")].Spec = Scout
	apply(t, g, "blue.5 advance")
	apply(t, g, "blue.5 reroll")
	if g.st.PendingInches != 12 || g.st.CP[rules.Blue] != 0 || has(g.Legal(), "blue.5 reroll") {
		t.Fatalf("after the Scout's re-roll: %d\", CP %d, legal %v", g.st.PendingInches, g.st.CP[rules.Blue], texts(g.Legal()))
	}
	g.st.Models[g.modelIndex("blue.5")].Spec = NoSpecialism
	g.st.PendingRerolled = false
	if has(g.Legal(), "blue.5 reroll") {
		t.Fatal("a model that is not a Scout re-rolls for nothing")
	}
}
