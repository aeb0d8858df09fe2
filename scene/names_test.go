package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Model IDs never reach the screen: labels and the engine's text read
// the models' names, numbered when a side has two of one name.
func TestNamerReplacesIDs(t *testing.T) {
	v := rules.View{Pieces: []rules.Piece{
		{ID: "blue.1", Seat: rules.Blue, Name: "Operator"},
		{ID: "blue.2", Seat: rules.Blue, Name: "Operator"},
		{ID: "blue.10", Seat: rules.Blue, Name: "Spotter"},
		{ID: "red.3", Seat: rules.Red, Name: "Marksman"},
	}}
	n := newNamer(v, newTestApp(t).t)
	for _, c := range []struct{ in, want string }{
		{"red.3 (Marksman) shoots at blue.1 (Operator) with the rifle.", "Red Marksman shoots at Blue Operator 1 with the rifle."},
		{"blue.2 takes 3 hits.", "Blue Operator 2 takes 3 hits."},
		{"blue.10 spots; blue.1 moves.", "Blue Spotter spots; Blue Operator 1 moves."},
		{"red.3: both actions taken", "Red Marksman: both actions taken"},
		{"red.31 and xred.3 and red.3x stay", "red.31 and xred.3 and red.3x stay"},
		{"An item token is placed face down at 5,5,0.", "An item token is placed face down at 5,5,0."},
	} {
		if got := n.text(c.in); got != c.want {
			t.Errorf("text(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := n.name("red.3"); got != "Red Marksman" {
		t.Errorf("name: %q", got)
	}
	if got := n.name("red.9"); got != "red.9" {
		t.Errorf("an unknown ID: %q", got)
	}
}

// Every text of a view the screen shows reads names, not IDs, and the
// pieces keep their IDs.
func TestNamerRewritesTheView(t *testing.T) {
	v := rules.View{
		Prompt: "blue: blue.1 (Operator): first action",
		Notes:  []string{"VIPs: blue.1 (Operator), red.1 (Marksman)"},
		Pieces: []rules.Piece{
			{ID: "blue.1", Seat: rules.Blue, Name: "Operator", Card: []rules.CardLine{{Text: "Carried by blue.1"}}},
			{ID: "red.1", Seat: rules.Red, Name: "Marksman"},
		},
		Tokens: []rules.Token{{Label: "Blue flag", Help: "Carried by red.1."}},
	}
	v.Sides[0].Lines = []string{"Special order: Alliance (blue.1)"}
	w := newNamer(v, newTestApp(t).t).view(v)
	for _, s := range []string{w.Prompt, w.Notes[0], w.Pieces[0].Card[0].Text, w.Tokens[0].Help, w.Sides[0].Lines[0]} {
		if strings.Contains(s, "blue.1") || strings.Contains(s, "red.1") {
			t.Errorf("an ID is left in %q", s)
		}
	}
	if w.Pieces[0].ID != "blue.1" || w.Sides[0].Lines[0] != "Special order: Alliance (Blue Operator)" {
		t.Errorf("IDs must stay and names read: %q, %q", w.Pieces[0].ID, w.Sides[0].Lines[0])
	}
	// The game's view is read-only (rules.Game.View): it keeps its IDs.
	if v.Notes[0] != "VIPs: blue.1 (Operator), red.1 (Marksman)" || v.Pieces[0].Card[0].Text != "Carried by blue.1" ||
		v.Sides[0].Lines[0] != "Special order: Alliance (blue.1)" || v.Tokens[0].Help != "Carried by red.1." {
		t.Error("rewriting the view changed the game's view it was given")
	}
}
