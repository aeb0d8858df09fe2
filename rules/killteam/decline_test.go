package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// KT-CP-3: Decline (rules.Decliner) answers a waiting Command Re-roll
// offer by keeping the failed roll, and has nothing to decline otherwise.
func TestDeclineKeepsTheFailedRoll(t *testing.T) {
	// Hit 2 (a miss, offered); attack 2: hit 1 (offered again).
	g := rerollDuel(t, [2]int{1, 0}, 2, 1)
	if _, ok := g.Decline(); ok {
		t.Fatal("an offer to decline before the shooting")
	}
	apply(t, g, "blue.5 shoot red.5 with boltgun")
	for n := 0; g.st.Reroll != nil; n++ {
		a, ok := g.Decline()
		if !ok || a.Kind != "keep" || a.Seat != rules.Blue || a.Actor != "blue.5" {
			t.Fatalf("offer %d declined with %+v, %v", n, a, ok)
		}
		apply(t, g, a.Text())
	}
	if g.st.CP[rules.Blue] != 1 {
		t.Errorf("declining spent command points: %d left", g.st.CP[rules.Blue])
	}
	if _, ok := g.Decline(); ok {
		t.Error("an offer to decline after the shooting ended")
	}
}
