package killteam

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// shootingPosition is POSITION.md's example: a Warden Sergeant and a
// Warden against two Militia Troopers in the Shooting phase.
const shootingPosition = `{
  "format": "killteam-position/1",
  "arena": "beginner",
  "scenario": "skirmish",
  "round": 2,
  "phase": "shooting",
  "section": "second",
  "initiative": "red",
  "to_move": "blue",
  "cp": [1, 2],
  "models": [
    {"id": "blue.1", "unit": "warden-sergeant", "specialism": "Leader", "pos": "2,0,0", "wounds": 1, "flesh": 1},
    {"id": "blue.2", "unit": "warden", "pos": "0,0,0", "moved": true},
    {"id": "red.1", "unit": "militia-trooper", "pos": "0,3,0", "done": true},
    {"id": "red.2", "unit": "militia-boss", "specialism": "Leader", "out": true}
  ]
}`

// The example loads: the round, phase, section, whose decision, command
// points and every model as written, the defaults filled in.
func TestLoadPositionExample(t *testing.T) {
	rs := newRuleset(t)
	gi, err := rs.LoadPosition([]byte(shootingPosition))
	if err != nil {
		t.Fatal(err)
	}
	g := gi.(*Game)
	if g.Round() != 2 || g.Phase() != PhaseShooting || g.st.Section != SectionSecond || g.ToMove() != rules.Blue || g.st.First != rules.Red || g.st.CP != [2]int{1, 2} {
		t.Fatalf("round %d phase %v section %d to move %v first %v cp %v", g.Round(), g.Phase(), g.st.Section, g.ToMove(), g.st.First, g.st.CP)
	}
	b1, b2, r2 := &g.st.Models[g.modelIndex("blue.1")], &g.st.Models[g.modelIndex("blue.2")], &g.st.Models[g.modelIndex("red.2")]
	if b1.Wounds != 1 || b1.Flesh != 1 || b1.Spec != Leader || len(b1.Weapons) != 4 || b2.Wounds != 1 || !b2.Moved || !r2.Out || g.st.Started != [2]int{2, 2} {
		t.Fatalf("models %+v %+v %+v started %v", *b1, *b2, *r2, g.st.Started)
	}
	legal := map[string]bool{}
	for _, a := range g.Legal() {
		legal[a.Text()] = true
	}
	if !legal["blue.2 shoot red.1 with boltgun"] {
		t.Fatalf("blue.2 may not shoot red.1: %v", g.Legal())
	}
	// A save of it loads to the same state.
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rs.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Hash() != g.Hash() {
		t.Fatal("a saved position loads to another hash")
	}
	var shoot rules.Action
	for _, a := range g.Legal() {
		if a.Text() == "blue.2 shoot red.1 with boltgun" {
			shoot = a
		}
	}
	if _, err := g.Apply(shoot); err != nil {
		t.Fatal(err)
	}
	if err := checkInvariants(rs, g); err != nil {
		t.Fatal(err)
	}
}

// A position whose phase has no decision left plays on to one: a
// Movement phase where every model has acted goes to the Shooting phase.
func TestLoadPositionSettles(t *testing.T) {
	text := `{"arena": "beginner", "models": [
	  {"id": "blue.1", "unit": "warden", "pos": "0,0,0", "done": true},
	  {"id": "red.1", "unit": "militia-trooper", "pos": "0,4,0", "done": true}]}`
	g, err := newRuleset(t).loadPosition([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if g.Phase() == PhaseMovement || g.Over() || len(g.Legal()) == 0 {
		t.Fatalf("phase %v over %v legal %v", g.Phase(), g.Over(), g.Legal())
	}
	if len(g.Opening()) == 0 {
		t.Fatal("no events for the phases played on")
	}
}

// LoadPosition refuses a bad position with an error that says where and
// why.
func TestLoadPositionErrors(t *testing.T) {
	base := func() map[string]any {
		var m map[string]any
		if err := json.Unmarshal([]byte(shootingPosition), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	model := func(m map[string]any, i int) map[string]any { return m["models"].([]any)[i].(map[string]any) }
	cases := []struct {
		name string
		edit func(m map[string]any)
		want string
	}{
		{"outside", func(m map[string]any) { model(m, 0)["pos"] = "9,1,0" }, "models[0].pos: cube 9,1,0 is outside the 5x5x2 arena"},
		{"no floor", func(m map[string]any) { model(m, 0)["pos"] = "0,0,1" }, "models[0].pos: cube 0,0,1 has no floor"},
		{"bad cube", func(m map[string]any) { model(m, 0)["pos"] = "a,b" }, "models[0].pos: cube \"a,b\": want x,y,z"},
		{"no pos", func(m map[string]any) { delete(model(m, 1), "pos") }, "models[1].pos: missing"},
		{"out with pos", func(m map[string]any) { model(m, 3)["pos"] = "0,4,0" }, "models[3].pos: a model out of action is off the table"},
		{"unit", func(m map[string]any) { model(m, 1)["unit"] = "ogre" }, "models[1].unit: no unit \"ogre\""},
		{"specialism", func(m map[string]any) { model(m, 1)["specialism"] = "Heavy" }, "models[1].specialism: a Warden may not be a Heavy specialist"},
		{"weapon", func(m map[string]any) { model(m, 1)["weapons"] = []any{"flamer"} }, "models[1].weapons[0]: a Warden may not carry \"flamer\""},
		{"wounds", func(m map[string]any) { model(m, 0)["wounds"] = 3 }, "models[0].wounds: 3 wounds left, want 1 to 2"},
		{"flesh", func(m map[string]any) { model(m, 0)["flesh"] = 4 }, "models[0].flesh: 4 flesh wounds, want 0 to 3"},
		{"id", func(m map[string]any) { model(m, 0)["id"] = "green.1" }, "models[0].id: \"green.1\" is not blue.N or red.N"},
		{"twice", func(m map[string]any) { model(m, 1)["id"] = "blue.1" }, "models[1].id: blue.1 is listed twice"},
		{"gap", func(m map[string]any) { model(m, 1)["id"] = "blue.3" }, "models: blue.2 is missing"},
		{"charge target", func(m map[string]any) { model(m, 1)["charge_target"] = "blue.1" }, "models[1].charge_target: \"blue.1\" is not an enemy model"},
		{"crowded", func(m map[string]any) {
			model(m, 1)["pos"] = "2,0,0"
			m["models"] = append(m["models"].([]any), map[string]any{"id": "blue.3", "unit": "warden", "pos": "2,0,0"})
		}, "position: cube 2,0,0 holds too many models"},
		{"phase", func(m map[string]any) { m["phase"] = "lunch" }, "phase: \"lunch\", want deployment, movement"},
		{"section", func(m map[string]any) { m["phase"] = "movement" }, "section: the Movement phase has one section"},
		{"round", func(m map[string]any) { m["round"] = 5 }, "round: 5, want 1 to 4"},
		{"rounds option", func(m map[string]any) { m["options"] = map[string]any{"rounds": "5"}; m["round"] = 5 }, ""},
		{"to move", func(m map[string]any) { m["to_move"] = "green" }, "to_move: \"green\", want blue or red"},
		{"mission", func(m map[string]any) { m["scenario"] = "slayer" }, "scenario: unknown mission \"slayer\""},
		{"arena", func(m map[string]any) { m["arena"] = "moon" }, "arena: "},
		{"format", func(m map[string]any) { m["format"] = "flashpoint-position/1" }, "format: \"flashpoint-position/1\" is not"},
		{"cp", func(m map[string]any) { m["cp"] = []any{-1, 0} }, "cp[0]: -1"},
		{"started", func(m map[string]any) { m["started"] = []any{1, 2} }, "started[0]: 1, want 2"},
		{"no red", func(m map[string]any) { m["models"] = m["models"].([]any)[:2] }, "models: red has no model"},
		{"unknown field", func(m map[string]any) { m["colour"] = "red" }, "unknown field \"colour\""},
	}
	rs := newRuleset(t)
	for _, c := range cases {
		m := base()
		c.edit(m)
		data, _ := json.Marshal(m)
		_, err := rs.LoadPosition(data)
		switch {
		case c.want == "" && c.name == "rounds option":
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
		case c.want == "":
			if err == nil || !strings.HasPrefix(err.Error(), "position: ") {
				t.Errorf("%s: got %v", c.name, err)
			}
		case err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "position"):
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
	for text, want := range map[string]string{
		"":                     "position: empty input",
		"{\n  \"round\": x\n}": "position:2:13: invalid character 'x'",
		`{"round": "two"}`:     "position:1:16: round: want int, not string",
		`{"models": []} {}`:    "position: unexpected data after the position object",
	} {
		if _, err := rs.LoadPosition([]byte(text)); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", text, err, want)
		}
	}
}

// POSITION.md's example is the one the tests load.
func TestPositionDocExample(t *testing.T) {
	doc, err := os.ReadFile("POSITION.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), shootingPosition) {
		t.Fatal("POSITION.md does not hold the example position of the tests")
	}
}

// FuzzLoadPosition: any input is refused with an error saying where, or
// loads to a game that keeps the invariants, saves and loads back.
func FuzzLoadPosition(f *testing.F) {
	rs := NewRuleset()
	f.Add([]byte(shootingPosition))
	f.Add([]byte(`{"arena": "tower", "phase": "fight", "models": [{"id": "blue.1", "unit": "warden", "pos": "0,0,0"}, {"id": "red.1", "unit": "militia-trooper", "pos": "0,0,0", "charged_at": true}]}`))
	f.Add([]byte(`{"arena": "beginner", "phase": "deployment", "to_move": "red", "models": [{"id": "blue.1", "unit": "warden", "pos": "0,0,0"}, {"id": "blue.2", "unit": "warden", "undeployed": true}, {"id": "red.1", "unit": "militia-trooper", "undeployed": true}]}`))
	f.Add([]byte(`{"scenario": "assassination", "phase": "morale", "models": [{"id": "blue.1", "unit": "warden", "pos": "0,0,0", "flesh": 2}, {"id": "red.1", "unit": "militia-boss", "specialism": "Leader", "pos": "4,4,0"}]}`))
	f.Add([]byte(`{"phase": "morale", "nerve": "blue", "broken": [true, false], "models": [{"id": "blue.1", "unit": "warden", "pos": "0,0,0", "tested": true, "shaken": true}, {"id": "blue.2", "unit": "warden", "pos": "2,2,0"}, {"id": "blue.3", "unit": "warden", "pos": "4,4,0"}, {"id": "red.1", "unit": "militia-trooper", "pos": "6,6,0", "flesh": 1}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := rs.loadPosition(data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "position") && !strings.HasPrefix(err.Error(), "killteam") {
				t.Fatalf("error without a place: %v", err)
			}
			return
		}
		if err := checkInvariants(rs, g); err != nil {
			t.Fatal(err)
		}
		if !g.Over() && len(g.Legal()) > 0 {
			if _, err := g.Apply(g.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
	})
}
