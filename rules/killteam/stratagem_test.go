package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// stratagemDuel is a Shooting phase (Fire at Will) with blue.5 as the
// given specialist, 3 command points each, and the faces to roll.
func stratagemDuel(t *testing.T, spec Specialism, faces ...int) *Game {
	t.Helper()
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}, faces...)
	g.st.Models[g.modelIndex("blue.5")].Spec = spec
	g.st.CP = [2]int{3, 3}
	return g
}

// KT-SPEC, A16: the Sniper's stratagem costs 1 command point and gives +1
// to hit this phase; the same model then acts, and only it; it is used
// once a phase.
func TestSniperStratagem(t *testing.T) {
	g := stratagemDuel(t, Sniper, 1, 1)
	if !has(g.Legal(), "blue.5 stratagem") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	ev := apply(t, g, "blue.5 stratagem")
	if g.st.CP[rules.Blue] != 2 || g.ToMove() != rules.Blue || endsAction(ev, "blue.5") || !strings.Contains(eventTexts(ev), "+1 to hit") {
		t.Fatalf("after the stratagem: CP %d, %s to move\n%s", g.st.CP[rules.Blue], g.ToMove(), eventTexts(ev))
	}
	for _, a := range g.Legal() {
		if a.Actor != "blue.5" || a.Kind == "stratagem" || a.Kind == "pass" {
			t.Fatalf("after the stratagem: %s", a.Text())
		}
	}
	ev = applyKeeping(t, g, "blue.5 shoot red.5 with boltgun")
	if !strings.Contains(eventTexts(ev), "hit on 3+ with +1") || !endsAction(ev, "blue.5") {
		t.Fatalf("no +1 to hit\n%s", eventTexts(ev))
	}
}

// KT-SPEC: the Demolitions stratagem gives +1 to wound this phase.
func TestDemolitionsStratagem(t *testing.T) {
	g := stratagemDuel(t, Demolitions, 4, 3, 1, 1)
	apply(t, g, "blue.5 stratagem")
	ev := apply(t, g, "blue.5 shoot red.5 with boltgun")
	if !strings.Contains(eventTexts(ev), "to wound (3+ with +1)") {
		t.Fatalf("no +1 to wound\n%s", eventTexts(ev))
	}
}

// KT-SPEC: the Heavy stratagem gives +1 attack to a weapon with more than
// 1 (a heavy bolter's Heavy 3 fires 4).
func TestHeavyStratagemInPlay(t *testing.T) {
	g := stratagemDuel(t, Heavy, 1, 1, 1, 1)
	g.st.Models[g.modelIndex("blue.5")].Weapons = []string{"heavy-bolter"}
	apply(t, g, "blue.5 stratagem")
	ev := apply(t, g, "blue.5 shoot red.5 with heavy-bolter")
	if !strings.Contains(eventTexts(ev), "4 attacks") {
		t.Fatalf("no fourth attack\n%s", eventTexts(ev))
	}
}

// KT-SPEC: the Scout's stratagem adds 2" to its Move in the Movement
// phase: an Advance of 6" + 2" + 1 = 9" goes 3 cubes, not 2.
func TestScoutStratagem(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(7, 7, 0)}, 1)
	g.st.Models[g.modelIndex("blue.5")].Spec = Scout
	g.st.CP = [2]int{1, 1}
	apply(t, g, "blue.5 stratagem")
	apply(t, g, "blue.5 advance")
	if g.st.PendingInches != 9 || g.st.CP[rules.Blue] != 0 || has(g.Legal(), "blue.5 reroll") && g.st.PendingRerolled {
		t.Fatalf("after the Scout's stratagem: %d\", CP %d", g.st.PendingInches, g.st.CP[rules.Blue])
	}
}

// A16: no stratagem without a command point, nor for a specialism whose
// stratagem is not of this phase.
func TestNoStratagemWithoutPoints(t *testing.T) {
	g := stratagemDuel(t, Sniper)
	g.st.CP[rules.Blue] = 0
	if has(g.Legal(), "blue.5 stratagem") {
		t.Fatal("a stratagem without command points")
	}
	g = stratagemDuel(t, Scout)
	if has(g.Legal(), "blue.5 stratagem") {
		t.Fatal("the Scout's stratagem in the Shooting phase")
	}
}
