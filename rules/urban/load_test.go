package urban

import (
	"strings"
	"testing"
)

// A saved game loads back to the same state; a state that breaks the
// rules is refused with the reason, never loaded to fail later.
func TestLoadRefusesBrokenStates(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("streets"), 2)
	if err != nil {
		t.Fatal(err)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rs.LoadGame(data)
	if err != nil || back.Hash() != g.Hash() {
		t.Fatalf("a saved game does not load back: %v", err)
	}
	card := g.st.Hands[0][0]
	for _, c := range []struct{ from, to, want string }{
		{`"profile":"adept"`, `"profile":"ghost"`, `unknown profile "ghost"`},
		{`"round":1`, `"round":9`, `round 9`},
		{`"deck":["`, `"zone":["` + card + `"],"deck":["`, card},
		{`"vp"`, `"broken":[{"pos":{"x":0,"y":0,"z":0},"dir":0}],"vp"`, `destroyed wall`},
	} {
		text := string(data)
		if !strings.Contains(text, c.from) {
			t.Fatalf("the save has no %s", c.from)
		}
		_, err := rs.Load([]byte(strings.Replace(text, c.from, c.to, 1)))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.to, err, c.want)
		}
	}
}
