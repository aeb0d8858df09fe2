package ai

import (
	"context"
	"math"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

func TestOutcomeOfReadsTheEvents(t *testing.T) {
	shot := []rules.Outcome{{Label: "no damage"}, {Label: "shields only"}, {Label: "wound"}, {Label: "kill"}}
	blaze := []rules.Outcome{{Label: "no effect"}, {Label: "pinned"}}
	ev := func(kinds ...string) []rules.Event {
		var out []rules.Event
		for _, k := range kinds {
			out = append(out, rules.Event{Kind: k, Target: "red.1"})
		}
		return out
	}
	for _, tc := range []struct {
		events   []rules.Event
		outcomes []rules.Outcome
		want     string
	}{
		{ev("roll", "roll", "miss"), shot, "no damage"},
		{ev("hit", "shield"), shot, "shields only"},
		{ev("hit", "shield", "wound"), shot, "wound"},
		{ev("hit", "wound", "kill", "score"), shot, "kill"},
		{ev("shield", "pin"), blaze, "pinned"},
		{ev("shield", "pin"), shot, "shields only"}, // Suppression pins; the forecast has no "pinned"
		{[]rules.Event{{Kind: "kill", Target: "red.2"}}, shot, "no damage"},
	} {
		if got := tc.outcomes[outcomeOf(tc.events, "red.1", tc.outcomes)].Label; got != tc.want {
			t.Errorf("%v: %q, want %q", tc.events, got, tc.want)
		}
	}
}

func TestEndsTurn(t *testing.T) {
	for _, kind := range []string{"end", "pass", "round", "over"} {
		if !endsTurn([]rules.Event{{Kind: "move"}, {Kind: kind}}) {
			t.Errorf("an %q event does not end the turn", kind)
		}
	}
	if endsTurn([]rules.Event{{Kind: "move"}, {Kind: "roll"}, {Kind: "kill"}}) {
		t.Error("a move that kills ends the turn")
	}
}

// An attack's branches carry its forecast's odds: every outcome seen gets
// its exact chance, and the weights add up to 1.
func TestAttackBranchesFollowTheForecast(t *testing.T) {
	g := workingCopy(loadPosition(t, "second-action"), 1)
	fc := g.(rules.Forecaster)
	var shot rules.Action
	var f rules.Forecast
	for _, a := range g.Legal() {
		if ff, ok := fc.Forecast(a); ok {
			shot, f = a, ff
			break
		}
	}
	if shot.Kind == "" {
		t.Fatal("the saved position has no attack to test with")
	}
	s := &search{seat: g.ToMove(), clock: newClock(context.Background(), time.Minute, 0), dice: chance{attackSamples: 40, minP: 0.01, diceSamples: 1}}
	out, ok := s.expand(g, shot, 7)
	if !ok || len(out.bs) == 0 {
		t.Fatalf("%s did not expand", shot.Text())
	}
	byLabel := map[string]float64{}
	total := 0.0
	for _, b := range out.bs {
		byLabel[f.Outcomes[outcomeOf(b.events, shot.Target, f.Outcomes)].Label] += b.w
		total += b.w
	}
	if math.Abs(total-1) > 1e-9 {
		t.Fatalf("weights add up to %v", total)
	}
	for _, o := range f.Outcomes {
		w, seen := byLabel[o.Label]
		if !seen && o.P >= 0.1 {
			t.Errorf("%s: outcome %q (chance %.3f) never showed in 40 samples", shot.Text(), o.Label, o.P)
		}
		if seen && out.offset == 0 && math.Abs(w-o.P) > 1e-9 {
			t.Errorf("%s: outcome %q weighs %.4f, forecast %.4f", shot.Text(), o.Label, w, o.P)
		}
	}
}

// Without an evaluator a position is worth its score difference, and a
// decided game ±WinValue more.
func TestValueWithoutAnEvaluator(t *testing.T) {
	g := &scored{r: rules.Result{Score: [2]int{3, 1}}}
	if v := Value(g, rules.Blue); v != 2 {
		t.Errorf("blue 3–1 is worth %v to blue, want 2", v)
	}
	g.r = rules.Result{Over: true, Winner: rules.Red, Score: [2]int{3, 4}}
	if v := Value(g, rules.Red); v != WinValue+1 {
		t.Errorf("red's win 4–3 is worth %v to red, want %v", v, WinValue+1)
	}
	if v := Value(g, rules.NoSeat); v != 0 {
		t.Errorf("a position is worth %v to nobody", v)
	}
}

// scored is the countdown game with a result of the test's choosing.
type scored struct {
	countdown
	r rules.Result
}

func (g *scored) Result() rules.Result { return g.r }
