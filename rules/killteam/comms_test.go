package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KT-SPEC (Comms passive): once per Shooting phase a model within 6" (2
// cubes) of its team's Comms specialist gets +1 to hit; it then shoots,
// and no other model of the team may have it this phase. It costs no
// command point.
func TestCommsPassive(t *testing.T) {
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "blue.6": posAt(0, 3, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}, 1, 1)
	g.st.Models[g.modelIndex("blue.6")].Spec = Comms
	g.st.CP = [2]int{0, 0}
	if !has(g.Legal(), "blue.5 comms") || !has(g.Legal(), "blue.6 comms") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	apply(t, g, "blue.5 comms")
	if g.ToMove() != rules.Blue || has(g.Legal(), "blue.6 comms") || has(g.Legal(), "blue pass") {
		t.Fatalf("after the Comms passive: %s to move, legal %v", g.ToMove(), texts(g.Legal()))
	}
	ev := apply(t, g, "blue.5 shoot red.5 with boltgun")
	if !strings.Contains(eventTexts(ev), "hit on 3+ with +1") {
		t.Fatalf("no +1 to hit\n%s", eventTexts(ev))
	}
	if has(g.modelOptions(g.modelIndex("blue.6")), "blue.6 comms") {
		t.Fatal("the Comms passive twice in a phase")
	}
}

// KT-SPEC: a model more than 6" from the Comms specialist does not get it.
func TestCommsPassiveRange(t *testing.T) {
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "blue.6": posAt(0, 4, 0), "red.5": posAt(2, 1, 0)})
	g.st.Models[g.modelIndex("blue.6")].Spec = Comms
	if has(g.Legal(), "blue.5 comms") {
		t.Fatal("the Comms passive 3 cubes away")
	}
}
