package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// flashpointBar is the bar of a seeded Flashpoint battle, as its labels
// joined by " | ", at each of the first decisions: whom to activate (no
// model selected, then one selected), then the activated model's actions,
// then after its first action.
func flashpointBar(t *testing.T) []string {
	t.Helper()
	a := newRealApp(t, "flashpoint", "standard", 11)
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	labels := func() string {
		var out []string
		for _, e := range b.entries {
			out = append(out, e.label)
		}
		return strings.Join(out, " | ")
	}
	var got []string
	for len(got) < 12 && !b.g.Over() {
		got = append(got, labels())
		legal := b.g.Legal()
		if legal[0].Kind == "activate" && b.sel == "" {
			b.selectPiece(legal[0].Actor)
			got = append(got, labels())
		}
		b.apply(a, legal[0])
	}
	return got
}

// Flashpoint's bar is what it was before the bar learnt to ask for a
// model first: Activate buttons for whom to activate, then the model's
// actions without its name.
func TestFlashpointBarUnchanged(t *testing.T) {
	want := []string{
		"Reroll die (assault) | Reroll die (extra d8) | Reroll die (special order) | Keep the dice",
		"Reroll die (assault) | Reroll die (extra d8) | Reroll die (special order) | Keep the dice",
		"Activate Blue Operator | Activate Blue Brawler | Activate Blue Marksman | Activate Blue Breacher",
		"Activate Blue Operator",
		"Move… | Sprint… | Crouch | Spend die (move +1)",
		"Crouch | Spend die (move +1) | Order (alliance move) | End activation",
		"Spend die (move +1) | End activation",
		"Move…",
		"Activate Red Operator | Activate Red Brawler | Activate Red Marksman | Activate Red Breacher",
		"Move… | Sprint… | Crouch | Spend die (move +1)",
		"Crouch | Take item | Spend die (move +1) | Order (alliance move) | End activation",
		"Take item | Spend die (move +1) | End activation",
	}
	got := flashpointBar(t)
	if len(got) != len(want) {
		t.Fatalf("%d decisions, want %d: %q", len(got), len(want), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("decision %d: the bar is\n  %s\nwant\n  %s", i, got[i], want[i])
		}
	}
}

// No decision of a whole random Flashpoint game asks for a model first
// or takes a lone model for the one to act with: the model-first bar is
// Kill Team's alone, and Flashpoint's bar stays as it was.
func TestFlashpointNeverPicksFirst(t *testing.T) {
	rs, err := all.Registry().Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(4) {
		g, err := rs.New(rs.DefaultSetup("standard"), seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed + 3)
		step := 0
		for ; step < 20000 && !g.Over(); step++ {
			legal := g.Legal()
			if pickFirst(legal) || loneChooser(legal) != "" {
				t.Fatalf("seed %d step %d: the bar would ask for a model first: %v", seed, step, legal)
			}
			if _, err := g.Apply(legal[rng.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if !g.Over() || step < 50 {
			t.Fatalf("seed %d: %d steps, over %v", seed, step, g.Over())
		}
	}
}
