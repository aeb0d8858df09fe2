package ai

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

// TestWorkingCopyIsQuiet checks that a player's working copy builds its
// events without text while the game it was made from still writes them.
func TestWorkingCopyIsQuiet(t *testing.T) {
	rs := flashpoint.NewRuleset()
	g, err := rs.New(rs.DefaultSetup("standard"), 4)
	if err != nil {
		t.Fatal(err)
	}
	a := g.Legal()[0]
	work := workingCopy(g, 9)
	ev, err := work.Apply(a)
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) == 0 {
		t.Fatalf("%s gave no events", a.Text())
	}
	for _, e := range ev {
		if e.Kind == "" || e.Text != "" {
			t.Errorf("the working copy's %q event has text %q", e.Kind, e.Text)
		}
	}
	ev, err = g.Apply(a)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ev {
		if e.Text == "" {
			t.Errorf("the real game's %s event has no text", e.Kind)
		}
	}
}
