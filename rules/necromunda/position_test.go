package necromunda

import (
	"os"
	"testing"
)

// A hand-written position (POSITION.md) loads with LoadPosition and plays
// on; a position that cannot be is refused with the reason.
func TestLoadPosition(t *testing.T) {
	rs := newRuleset(t)
	data, err := os.ReadFile("testdata/positions/shot.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rs.LoadPosition(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(g.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	bad := []byte(`{"ruleset":"necromunda","version":1,"setup":{"arena":"standard","rosters":["ironhide","vipers"]},"state":{"step":"play","round":1,"turn":"blue","active":-1,"fighters":[{"id":"blue.1","seat":"blue","type":"nobody","weapons":[],"empty":[],"pos":{"x":0,"y":0,"z":0}}]}}`)
	if _, err := rs.LoadPosition(bad); err == nil {
		t.Fatal("an unknown fighter type was loaded")
	}
}
