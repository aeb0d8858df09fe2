package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// The screen reads a real Flashpoint View by its fields: a carried flag
// marks its carrier in the fireteam list and on the card, and a model with
// a Fire token burns on the board and says so in the list
// (RULES-SCENARIOS.md carrying, RULES-CUBE.md Fire tokens).
func TestRealViewFlagAndFire(t *testing.T) {
	rs, err := all.Registry().Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	pos := `{"arena":"beginner","scenario":"ctf","to_move":"blue",
"models":[{"id":"blue.1","unit":"operator","pos":"2,1,0"},{"id":"red.1","unit":"breacher","pos":"2,3,0","fire":true}],
"objectives":[{"kind":"flag","team":"blue","pos":"1,0,0"},{"kind":"flag","team":"red","carrier":"blue.1"}]}`
	g, err := rs.LoadPosition([]byte(pos))
	if err != nil {
		t.Fatal(err)
	}
	v := g.View()
	blue, red := &v.Pieces[0], &v.Pieces[1]
	if tok, ok := carriedObjective(v, "blue.1"); !ok || tok.Seat != rules.Red {
		t.Errorf("blue.1 carries %+v %v, want the red flag", tok, ok)
	}
	if want := "Blue Operator carries the red flag."; rosterTip(v, blue, newTestApp(t).t) != want {
		t.Errorf("tip %q, want %q", rosterTip(v, blue, newTestApp(t).t), want)
	}
	if c := blue.Card[0].Text; c != "Carries the red flag: may not shoot; scores on reaching its side's half" {
		t.Errorf("card starts %q", c)
	}
	if s, _, c := rosterState(red); s != "on fire" || c != colFire || !burning(red) || burning(blue) {
		t.Errorf("red.1: state %q colour %v burning %v", s, c, burning(red))
	}
}
