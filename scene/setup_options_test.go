package scene

import (
	"testing"
)

// The setup screen sets a scenario's options without command-line flags:
// a row for each (Slayer's kills to win and rounds, Strongholds's rounds
// only), starting at the scenario's own values, and the game starts with
// the chosen ones.
func TestSetupOffersScenarioOptions(t *testing.T) {
	a := newRealApp(t, "flashpoint", "", 3)
	s := newSetupScreen(a)
	s.scenario.set("slayer")
	s.scenarioOptions(a)
	if len(s.opts) != 2 || s.opts[0].label != "Kills to win" || s.opts[0].value() != "8" || s.opts[1].value() != "10" {
		t.Fatalf("Slayer's option rows: %+v", s.opts)
	}
	s.opts[0].set("3")
	s.opts[1].set("4")
	b, err := s.start(a)
	if err != nil {
		t.Fatal(err)
	}
	if note := b.view.Notes[0]; note != "Slayer: first to 3 kills, round 1 of 4" {
		t.Fatalf("the game started with %q", note)
	}
	s.scenario.set("strongholds")
	s.scenarioOptions(a)
	if len(s.opts) != 1 || s.opts[0].label != "Rounds" || s.opts[0].value() != "6" {
		t.Fatalf("Strongholds's option rows: %+v", s.opts)
	}
}

// A row with one value shows it without arrows and does not change on a
// click.
func TestChooserWithOneValue(t *testing.T) {
	c := chooser{label: "Arena", options: []string{"standard"}, r: rect{0, 0, 600, 40}}
	l, r := c.arrows()
	for _, at := range []rect{l, r, {300, 5, 10, 10}} {
		in := input{mx: at.X + 2, my: at.Y + 2, leftPressed: true}
		if c.update(&in) {
			t.Fatal("a one-value row changed")
		}
	}
}
