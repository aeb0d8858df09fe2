package flashpoint

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Every kind of action a game offers has a title and a help text for the
// screen (rules.Describer), over whole random games.
func TestDescribeEveryLegalAction(t *testing.T) {
	rs := NewRuleset()
	for seed := uint64(1); seed <= 3; seed++ {
		gg, err := rs.New(rs.DefaultSetup("standard"), seed)
		if err != nil {
			t.Fatal(err)
		}
		g := gg.(*Game)
		rng := rules.NewRNG(seed)
		for steps := 0; !g.Over() && steps < 400; steps++ {
			legal := g.Legal()
			for _, a := range legal {
				h, ok := g.Describe(a)
				if !ok || h.Title == "" || h.Help == "" {
					t.Fatalf("seed %d: %q has no description (%+v)", seed, a.Text(), h)
				}
			}
			if _, err := g.Apply(legal[rng.Roll(len(legal))-1]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A weapon's keywords are part of the help of an attack with it.
func TestDescribeNamesWeaponKeywords(t *testing.T) {
	gg, err := NewRuleset().New(NewRuleset().DefaultSetup("standard"), 1)
	if err != nil {
		t.Fatal(err)
	}
	g := gg.(*Game)
	h, ok := g.Describe(rules.Action{Kind: "shoot", Actor: "blue.1", Target: "red.1", Weapon: "assault-rifle"})
	if !ok || !strings.Contains(h.Help, "Rapid Fire") || h.Attack {
		t.Fatalf("help %+v", h)
	}
}
