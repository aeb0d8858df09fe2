package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Every action a random game offers is described for a screen
// (rules.Describer), every attack's forecast adds up to 1; Evaluate is
// symmetric.
func TestEveryActionDescribed(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("streets"), 5)
	if err != nil {
		t.Fatal(err)
	}
	pick := rules.NewRNG(5)
	for steps := 0; !g.Over() && steps < maxSteps; steps++ {
		for _, a := range g.Legal() {
			if h, ok := g.Describe(a); !ok || h.Title == "" {
				t.Fatalf("%s is not described", a.Text())
			}
			if f, ok := g.Forecast(a); ok {
				sum := 0.0
				for _, o := range f.Outcomes {
					sum += o.P
				}
				if sum < 0.999 || sum > 1.001 {
					t.Fatalf("%s: the outcomes add up to %v", a.Text(), sum)
				}
			}
		}
		if v := g.Evaluate(rules.Blue); v != -g.Evaluate(rules.Red) {
			t.Fatalf("Evaluate is not symmetric: %v", v)
		}
		legal := g.Legal()
		if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}
