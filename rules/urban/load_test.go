package urban

import (
	"strings"
	"testing"
)

// A saved game loads back to the same state; a state that breaks the
// rules is refused with the reason, never loaded to fail later: among
// them destroyed walls and floors (UF-DES-2) and burning terrain
// (UF-DES-3) that do not stand in the arena.
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
		{`"vp"`, `"broken":[{"pos":{"x":1,"y":1,"z":0},"dir":0,"kind":"floor"}],"vp"`, `destroyed floor 1,1,0 is no floor above the ground`},
		{`"vp"`, `"broken":[{"pos":{"x":1,"y":1,"z":0},"dir":0,"kind":"roof"}],"vp"`, `unknown kind "roof"`},
		{`"vp"`, `"fires":[{"pos":{"x":0,"y":0,"z":0},"dir":0}],"vp"`, `burning part 0,0,0`},
		{`"vp"`, `"broken":[{"pos":{"x":2,"y":2,"z":0},"dir":0,"kind":"mast"}],"vp"`, `destroyed mast 2,2,0 is no mast of the arena`},
	} {
		wantLoadError(t, rs, data, c.from, c.to, c.want)
	}
}

// A game saved while a blade's Difficulty roll or a damage roll waits for
// cards loads back (UF-TPL-1, UF-DICE-4); a blade applied out of its
// caster's reach, or facing nowhere, is refused.
func TestLoadWaitingBladeAndDamage(t *testing.T) {
	rs := newRuleset(t)
	g := position(t, roomy(open5), nil, "blue.1 adept 2,0 spells=blade-storm", "red.1 warden 2,1")
	give(t, g, 0, "c07")
	do(t, g, "blue.1 activate")
	dice(g, 4, 4, 3, 3)
	do(t, g, "blue.1 cast 2,0,0 with blade-storm (s)")
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if back, err := rs.LoadGame(data); err != nil || back.Hash() != g.Hash() {
		t.Fatalf("the waiting blade does not load back: %v", err)
	}
	for _, c := range []struct{ from, to, want string }{
		{`"dir":"s"`, `"dir":"up"`, `facing "up"`},
		{`"cell":{"x":2,"y":0,"z":0}`, `"cell":{"x":2,"y":2,"z":0}`, `out of its caster's reach`},
	} {
		wantLoadError(t, rs, data, c.from, c.to, c.want)
	}
	do(t, g, "blue keep")
	if p := g.st.Pending; p == nil || p.Kind != RollDamage {
		t.Fatalf("no damage roll waits: %+v", p)
	}
	data, err = g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if back, err := rs.LoadGame(data); err != nil || back.Hash() != g.Hash() {
		t.Fatalf("the waiting damage roll does not load back: %v", err)
	}
	_, err = rs.Load([]byte(strings.Replace(string(data), `"kind":"damage"`, `"kind":"damage","weapon":"axe"`, 1)))
	if err == nil {
		t.Error("a spell's damage roll naming a weapon loads")
	}
}

// wantLoadError checks that the save data with its first from made to
// fails to load with an error that says want.
func wantLoadError(t *testing.T, rs *Ruleset, data []byte, from, to, want string) {
	t.Helper()
	text := string(data)
	if !strings.Contains(text, from) {
		t.Fatalf("the save has no %s", from)
	}
	_, err := rs.Load([]byte(strings.Replace(text, from, to, 1)))
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%s: got %v, want %q", to, err, want)
	}
}
