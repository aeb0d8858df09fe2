package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Every model's action ends with an "end" event naming it once the model
// has acted in the phase (an Advance, only after it has chosen where it
// goes), so a search takes one model's action as one turn.
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
		advancing := a.Kind == "advance"
		ev, err := g.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		ended := false
		for _, e := range ev {
			ended = ended || e.Kind == "end" && e.Actor == a.Actor && a.Actor != ""
		}
		if a.Kind != "pass" && ended == advancing {
			t.Fatalf("%s: end event %v (events %v)", a.Text(), ended, ev)
		}
	}
}
