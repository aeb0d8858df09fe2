package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Every model's action ends with an "end" event naming it once the model
// has acted in the phase (an Advance, only after it has chosen where it
// goes; a charge, only once its target has reacted and a failed charger
// has chosen whether to close in), so a search takes one model's action
// as one turn; a shooting, only once its attacks are split and fired.
// A reaction to a charge ends the charger's action. An action stopped
// for a Command Re-roll offer ends only once the offer is answered and
// the action done.
func TestActionsEndWithAnEndEvent(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("standard"), 4)
	if err != nil {
		t.Fatal(err)
	}
	pick := rules.NewRNG(9)
	for step := 0; !g.Over() && step < maxSteps; step++ {
		legal := g.Legal()
		a := legal[pick.Intn(len(legal))]
		owner := a.Actor // whose action the action is part of
		if g.st.Charging != "" {
			owner = g.st.Charging
		}
		if w := g.st.Reroll; w != nil { // an answer to a Command Re-roll offer
			owner = w.Action.Actor
			if w.Before.Charging != "" {
				owner = w.Before.Charging
			}
		}
		ev, err := g.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		ended := false
		for _, e := range ev {
			ended = ended || e.Kind == "end" && e.Actor == owner && owner != ""
		}
		waiting := g.st.Pending == owner || g.st.Charging == owner || g.st.Volley != nil && g.st.Volley.Shooter == owner || g.st.Reroll != nil
		if a.Kind != "pass" && !g.Over() && ended == waiting {
			t.Fatalf("%s: end event %v, waiting %v (events %v)", a.Text(), ended, waiting, ev)
		}
	}
}
