package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// commsMoraleGame is a game at the end of a Fight phase with nothing to
// fight, blue.5 a Comms specialist beside blue.6, which has a flesh
// wound; break tests roll 1 and 1 (both teams hold) and blue.6's nerve
// die is 3.
func commsMoraleGame(t *testing.T) *Game {
	t.Helper()
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "blue.6": posAt(1, 1, 0), "red.5": posAt(7, 7, 0)}, 1, 1, 3, 1, 1)
	g.st.Models[g.modelIndex("blue.5")].Spec = Comms
	g.st.Models[g.modelIndex("blue.6")].Flesh = 1
	g.st.CP = [2]int{1, 1}
	g.settle(rules.NoSeat)
	return g
}

// nerveResult is the result of model id's nerve test among events.
func nerveResult(ev []rules.Event, id string) (int, bool) {
	for _, e := range ev {
		if e.Test == "nerve" && e.Actor == id {
			return e.Hits, true
		}
	}
	return 0, false
}

// KT-SPEC (Comms stratagem), A16: before the Morale phase's tests, a
// player whose Comms specialist has a friend within 2" that will take a
// nerve test may spend 1 command point: −1 to the nerve tests of its
// team's models within 2" (KT-MOR-3); or pass.
func TestCommsStratagem(t *testing.T) {
	g := commsMoraleGame(t)
	if g.Phase() != PhaseMorale || g.ToMove() != rules.Blue || !has(g.Legal(), "blue.5 stratagem") || !has(g.Legal(), "blue pass") {
		t.Fatalf("phase %s, %s to move, legal %v", g.Phase(), g.ToMove(), texts(g.Legal()))
	}
	used := apply(t, g, "blue.5 stratagem")
	plain := commsMoraleGame(t)
	passed := apply(t, plain, "blue pass")
	a, ok1 := nerveResult(used, "blue.6")
	b, ok2 := nerveResult(passed, "blue.6")
	if !ok1 || !ok2 || a != b-1 {
		t.Fatalf("nerve results %d (stratagem) and %d (pass)\n%s", a, b, eventTexts(used))
	}
	if g.Round() != 2 || plain.Round() != 2 {
		t.Fatal("the round did not end after the Morale phase")
	}
}

// KT-SPEC: with no friend near the Comms specialist taking a nerve test,
// the Morale phase asks nothing.
func TestNoCommsStratagemWhenUseless(t *testing.T) {
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "blue.6": posAt(1, 1, 0), "red.5": posAt(7, 7, 0)})
	g.st.Models[g.modelIndex("blue.5")].Spec = Comms
	g.st.CP = [2]int{1, 1}
	g.settle(rules.NoSeat)
	if g.Phase() == PhaseMorale {
		t.Fatal("a useless Comms stratagem is offered")
	}
}
