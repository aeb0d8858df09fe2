package scene

import (
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
	n := newNamer(v)
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
