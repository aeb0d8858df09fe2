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

// A "done" says what it declines (the bar and the combat log show its
// title): Snap Shot, then Extra d8 (HF-CMD-5), "no more" once some are
// declared; a done with no step pending keeps the kind's own title.
func TestDescribeDoneNamesWhatItDeclines(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 1,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").commandDice([]string{"extra d8", "extra d8"}, []string{"special order"}).build(t)
	play(t, g, "blue.1 move 2,1,0") // charges red.1
	title := func() string {
		t.Helper()
		h, ok := g.Describe(rules.Action{Seat: g.ToMove(), Kind: "done"})
		if !ok {
			t.Fatal("done is not described")
		}
		return h.Title
	}
	if got := title(); got != "No Snap Shot" {
		t.Errorf("red's Snap Shot step: done is %q", got)
	}
	play(t, g, "red done")
	if got := title(); got != "No Extra d8" {
		t.Errorf("blue's Extra d8 step: done is %q", got)
	}
	play(t, g, "blue.1 spend (extra d8)")
	if got := title(); got != "No more Extra d8" {
		t.Errorf("after one Extra d8: done is %q", got)
	}
	idle := position(flatArena).model("blue.1 operator 1,1,0").model("red.1 operator 4,1,0").build(t)
	if h, _ := idle.Describe(rules.Action{Seat: rules.Blue, Kind: "done"}); h.Title != "Done" {
		t.Errorf("with nothing pending done is %q", h.Title)
	}
}
