package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// G13, G3: each round opens with a priority roll (the higher D6 activates
// first); the sides alternate activations of one fighter with 2 action
// points; a side with nobody left passes to the other.
func TestRoundStructure(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "blue.2", at: "0,2,0"}, fx{id: "red.1", at: "7,1,0"})
	if g.st.AP != APPerActivation {
		t.Fatalf("an activation has %d action points", g.st.AP)
	}
	apply(t, g, "blue.1 end")
	if g.ToMove() != rules.Red {
		t.Fatal("red should activate next")
	}
	apply(t, g, "red.1 activate")
	apply(t, g, "red.1 end")
	if g.ToMove() != rules.Blue {
		t.Fatal("red has nobody left: blue activates the rest")
	}
	apply(t, g, "blue.2 activate")
	s := script(g, 2, 5) // End phase: no rolls; round 2's priority: blue 2, red 5
	apply(t, g, "blue.2 end")
	used(t, s)
	if g.st.Round != 2 || g.ToMove() != rules.Red {
		t.Fatalf("round %d, %s to move; want round 2, red first", g.st.Round, g.ToMove())
	}
}

// G11: in the End phase a Pinned fighter that is not Engaged stands up; a
// Seriously Injured one rolls: 5-6 out of action, 1-2 back to Pinned.
func TestEndPhaseRecovery(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "blue.2", at: "0,2,0", status: Pinned},
		fx{id: "red.1", at: "7,1,0"}, fx{id: "red.2", at: "6,1,0", status: SeriouslyInjured}, fx{id: "red.3", at: "6,2,0", status: SeriouslyInjured}, fx{id: "red.4", at: "5,2,0"}, fx{id: "red.5", at: "5,0,0"})
	for i := range g.st.Fighters {
		g.st.Fighters[i].Activated = true
	}
	s := script(g, 5, 1, 3, 3)
	apply(t, g, "blue.1 end") // End phase: red.2 5, red.3 1; red's bottle test (2 of 5 down: none); priority 3, 3
	used(t, s)
	if fighterOf(t, g, "blue.2").Status != Active || fighterOf(t, g, "red.2").Status != OutOfAction || fighterOf(t, g, "red.3").Status != Pinned {
		t.Fatal("recovery went wrong")
	}
}

// G12: a gang with half its fighters down takes a bottle test (2D6 ≥ the
// best Ld standing); a fail bottles it out and the other side wins.
func TestBottleTest(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "7,1,0"}, fx{id: "red.2", at: "6,1,0", status: SeriouslyInjured})
	for i := range g.st.Fighters {
		g.st.Fighters[i].Activated = true
	}
	s := script(g, 6, 2, 3) // red.2's recovery 6: out of action; red's bottle test 2+3 < 7
	apply(t, g, "blue.1 end")
	used(t, s)
	if !g.Over() || g.Result().Winner != rules.Blue {
		t.Fatalf("red should have bottled out: %+v", g.Result())
	}
}

// A13, NEC-FALL-4: a fighter that goes over an edge and lands Pinned at
// another edge tests again.
func TestFallLandsAtAnotherEdge(t *testing.T) {
	steps := `arena Steps
size 3 1 3
level 0
+--+--+--+
|#b #B #r|
+--+--+--+
level 1
+--+--+--+
|.  #  . |
+--+--+--+
level 2
+--+--+--+
|.  .  #R|
+--+--+--+
`
	g := position(t, steps, fx{id: "red.1", at: "0,0,0"}, fx{id: "blue.1", at: "2,0,2"})
	g.st.Fighters[1].Status = Pinned
	s := script(g, 1, 1, 1, 1) // edge test fails: west onto 1,0,1 (3"), wound 1; Pinned there: the test fails again: east to 2,0,0, wound 1
	g.edgeTest(1, false)
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Pos != (world.Pos{X: 2}) {
		t.Fatalf("blue.1 at %s", f.Pos)
	}
}

// Scavenge: each side places two caskets, blue first, alternating; at the
// round limit more credits win before more enemies out of action.
func TestScavenge(t *testing.T) {
	rs := newRuleset(t)
	s := rs.DefaultSetup("standard")
	s.Scenario = ScenarioScavenge
	g, err := rs.NewGame(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, seat := range []rules.Seat{rules.Blue, rules.Red, rules.Blue, rules.Red} {
		if g.ToMove() != seat || g.Legal()[0].Kind != "place" {
			t.Fatalf("%s should place a casket: %s", seat, g.Prompt())
		}
		if _, err := g.Apply(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if len(g.st.Caskets) != 4 || g.st.Step != stepPlay {
		t.Fatalf("%d caskets, step %s", len(g.st.Caskets), g.st.Step)
	}
	g.st.Credits = [2]int{0, 20}
	g.st.Fighters[g.index("red.1")].Status = OutOfAction
	g.roundLimit()
	if g.Result().Winner != rules.Red || g.Result().Score != [2]int{0, 2} {
		t.Fatalf("Scavenge goes by credits: %+v", g.Result())
	}
}
