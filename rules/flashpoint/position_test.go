package flashpoint

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// minimalPosition is the smallest hand-written position: a shipped arena,
// whose turn it is, and the models.
const minimalPosition = `{
  "arena": "beginner",
  "to_move": "red",
  "models": [
    {"id": "blue.1", "unit": "operator", "pos": "0,0,0"},
    {"id": "red.1", "unit": "breacher", "pos": "4,4,0", "wounds": 2, "pinned": true}
  ]
}`

func TestLoadPositionMinimal(t *testing.T) {
	g, err := testRuleset().LoadPosition([]byte(minimalPosition))
	if err != nil {
		t.Fatal(err)
	}
	fg := g.(*Game)
	if g.ToMove() != rules.Red || g.Round() != 1 || fg.b.setup.Kills != DefaultKills {
		t.Errorf("to move %v round %d kills %d", g.ToMove(), g.Round(), fg.b.setup.Kills)
	}
	r := fg.m("red.1")
	if r.Wounds != 2 || !r.Pinned || r.Shields != 2 || r.Carried[0].ID != "energy-blade" || r.Carried[1].ID != "fists" {
		t.Errorf("red.1 = %+v, want the defaults filled in", *r)
	}
	if !isLegal(fg, "red.1 activate") {
		t.Errorf("red should activate: %v", texts(g.Legal()))
	}
}

// LoadPosition refuses bad positions with an error naming the field.
func TestLoadPositionErrors(t *testing.T) {
	base := func() map[string]any {
		var m map[string]any
		if err := json.Unmarshal([]byte(minimalPosition), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	model := func(m map[string]any, i int) map[string]any {
		return m["models"].([]any)[i].(map[string]any)
	}
	cases := []struct {
		name string
		edit func(m map[string]any)
		want string
	}{
		{"outside", func(m map[string]any) { model(m, 0)["pos"] = "9,1,0" }, "models[0].pos: cube 9,1,0 is outside the 5x5x2 arena"},
		{"no floor", func(m map[string]any) { model(m, 0)["pos"] = "0,0,1" }, "models[0].pos: cube 0,0,1 has no floor"},
		{"bad cube", func(m map[string]any) { model(m, 0)["pos"] = "a,b" }, "models[0].pos:"},
		{"unknown unit", func(m map[string]any) { model(m, 1)["unit"] = "dragon" }, `models[1].unit: unknown unit "dragon"`},
		{"unknown weapon", func(m map[string]any) { model(m, 1)["weapons"] = []any{"laser-sword"} }, `models[1].weapons[0]: unknown weapon "laser-sword"`},
		{"duplicate id", func(m map[string]any) { model(m, 1)["id"] = "blue.1" }, `models[1].id: "blue.1" is already models[0]`},
		{"bad id", func(m map[string]any) { model(m, 1)["id"] = "green.1" }, `models[1].id: "green.1" is not blue.N or red.N`},
		{"gap", func(m map[string]any) { model(m, 1)["id"] = "red.2" }, "red.1 is missing"},
		{"wounds", func(m map[string]any) { model(m, 1)["wounds"] = 5 }, "models[1].wounds: 5 is not from 0 to 4"},
		{"shields", func(m map[string]any) { model(m, 0)["shields"] = 3 }, "models[0].shields: 3 is not from 0 to 2"},
		{"to_move", func(m map[string]any) { m["to_move"] = "green" }, "to_move:"},
		{"round", func(m map[string]any) { m["round"] = 11 }, "round: 11 is not from 1 to 10"},
		{"unknown field", func(m map[string]any) { m["colour"] = "red" }, `unknown field "colour"`},
		{"arena", func(m map[string]any) { m["arena"] = "moon" }, `arena: arena "moon"`},
		{"active", func(m map[string]any) { m["active"] = "red.7" }, `active: no model "red.7"`},
		{"used", func(m map[string]any) { m["active"] = "red.1"; m["used"] = []any{"dance"} }, `used[0]: "dance" is not`},
		{"score", func(m map[string]any) { m["score"] = []any{8, 0} }, "score[0]: 8 is not from 0 to 7"},
		{"pending", func(m map[string]any) { m["pending"] = []any{map[string]any{"kind": "fly", "model": "red.1"}} }, `pending[0].kind: "fly"`},
		{"supply", func(m map[string]any) { m["supply"] = []any{"fists"} }, `supply[0]: "fists" is not a power weapon`},
		{"weapon token", func(m map[string]any) { m["weapons"] = []any{map[string]any{"weapon": "shotgun", "pos": "7,7,7"}} }, "weapons[0].pos: cube 7,7,7 is outside"},
		{"over capacity", func(m map[string]any) {
			var ms []any
			for i := 1; i <= 3; i++ {
				ms = append(ms, map[string]any{"id": "blue." + string(rune('0'+i)), "unit": "operator", "pos": "0,0,0"})
			}
			ms = append(ms, model(m, 1))
			m["models"] = ms
		}, "cube 0,0,0 holds 3 models, 3 of blue (at most 4, 2 of one side)"},
	}
	for _, c := range cases {
		m := base()
		c.edit(m)
		data, _ := json.Marshal(m)
		_, err := testRuleset().LoadPosition(data)
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want it to contain %q", c.name, err, c.want)
		}
	}
}

// JSON syntax errors say where (line:col).
func TestLoadPositionSyntaxError(t *testing.T) {
	_, err := testRuleset().LoadPosition([]byte("{\n  \"arena\": \"beginner\",\n  \"round\": x\n}"))
	if err == nil || !strings.Contains(err.Error(), "position:3:") {
		t.Fatalf("error %v, want one at line 3", err)
	}
	_, err = testRuleset().LoadPosition([]byte(`{"round": "two"}`))
	if err == nil || !strings.Contains(err.Error(), "round") {
		t.Fatalf("error %v, want one naming round", err)
	}
	if _, err := testRuleset().LoadPosition(nil); err == nil {
		t.Fatal("empty input should be an error")
	}
}

// A position with a pending decision (POSITION.md "pending") loads and
// offers that decision.
func TestLoadPositionPending(t *testing.T) {
	p := `{
  "arena_text": ` + jsonString(corridorArena) + `,
  "to_move": "blue", "active": "blue.1", "used": ["move"],
  "models": [
    {"id": "blue.1", "unit": "operator", "pos": "2,0,0"},
    {"id": "red.1", "unit": "operator", "pos": "2,0,0"}
  ],
  "pending": [
    {"kind": "walk", "model": "blue.1", "start": "2,0,0", "path": ["1,0,0", "0,0,0"]},
    {"kind": "leave", "model": "blue.1"}
  ]
}`
	g, err := testRuleset().LoadPosition([]byte(p))
	if err != nil {
		t.Fatal(err)
	}
	fg := g.(*Game)
	if g.ToMove() != rules.Red || !isLegal(fg, "red decline") {
		t.Fatalf("red should decide the HF-MOV-5 free Assault: %v", texts(g.Legal()))
	}
	play(t, fg, "red decline")
	if fg.m("blue.1").Pos.X != 0 {
		t.Error("blue.1 should walk on to 0,0,0")
	}
}

// Save writes a position that loads to the same state.
func TestSaveRoundTrip(t *testing.T) {
	g, err := testRuleset().LoadPosition([]byte(minimalPosition))
	if err != nil {
		t.Fatal(err)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := testRuleset().Load(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if back.Hash() != g.Hash() {
		t.Fatalf("hash changed:\n%s", data)
	}
	again, _ := back.Save()
	if string(again) != string(data) {
		t.Errorf("a second save differs:\n%s\n---\n%s", data, again)
	}
}

// jsonString quotes s as a JSON string.
func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// FuzzLoadPosition: no input panics; a position that loads saves and loads
// back to the same hash.
func FuzzLoadPosition(f *testing.F) {
	f.Add([]byte(minimalPosition))
	f.Add([]byte(itemsPosition))
	f.Add([]byte(`{"arena":"standard","to_move":"blue","models":[{"id":"blue.1","unit":"marksman","pos":"0,0,0","dead":true},{"id":"red.1","unit":"operator","pos":"7,7,0"}]}`))
	f.Add([]byte(`{"arena":"beginner","to_move":"blue","active":"blue.1","used":["sprint"],"spent":2,"models":[{"id":"blue.1","unit":"operator","pos":"1,1,0"},{"id":"red.1","unit":"operator","pos":"1,1,0"}],"pending":[{"kind":"push","model":"red.1","by":"blue.1"}]}`))
	f.Add([]byte(`{"arena":"beginner","to_move":"red","models":[{"id":"blue.1","unit":"operator","pos":"2,2,1"},{"id":"red.1","unit":"brawler","pos":"2,2,1"}],"pending":[{"kind":"loot","model":"red.1","weapon":"shotgun"}]}`))
	f.Add([]byte(`{"arena":"beginner","to_move":"blue","active":"blue.1","used":["shoot"],"spent":1,"models":[{"id":"blue.1","unit":"mercenary","pos":"0,0,0","uses":{"sticky-grenade":1}},{"id":"red.1","unit":"operator","pos":"2,2,1","fire":true},{"id":"red.2","unit":"gunner","pos":"2,2,1"}],"pending":[{"kind":"stick","model":"blue.1","weapon":"sticky-grenade","cube":"2,2,1"}]}`))
	f.Add([]byte(`{"arena":"beginner","to_move":"blue","active":"blue.1","used":["move"],"models":[{"id":"blue.1","unit":"commander","pos":"1,1,0"},{"id":"red.1","unit":"operator","pos":"3,3,0"}],"command":{"blue":[{"face":"shoot"},{"face":"special order"}],"red":[{"face":"extra d8"}]}}`))
	f.Add([]byte(`{"arena":"beginner","to_move":"red","active":"red.1","used":["shoot"],"models":[{"id":"blue.1","unit":"operator","pos":"1,1,0"},{"id":"red.1","unit":"operator","pos":"3,1,0"}],"pending":[{"kind":"resume","model":"red.1","by":"blue.1"},{"kind":"extra-d8","model":"blue.1","by":"red.1"}],"command":{"blue":[{"face":"extra d8"}],"red":[],"hold":{"seat":"red","kind":"shoot","actor":"red.1","target":"blue.1","weapon":"assault-rifle"}}}`))
	f.Add([]byte(`{"arena":"beginner","to_move":"red","active":"red.1","used":["assault"],"models":[{"id":"blue.1","unit":"operator","pos":"1,2,0"},{"id":"red.1","unit":"breacher","pos":"1,2,0"}],"pending":[{"kind":"hazard","model":"blue.1","test":"wall"},{"kind":"extra-d8-hazard","model":"blue.1","test":"wall"}],"command":{"blue":[{"face":"extra d8"},{"face":"extra d8","spent":true}],"red":[],"extra":[1,0]}}`))
	f.Add([]byte(`{"arena":"beginner","to_move":"red","active":"red.1","used":["assault"],"models":[{"id":"blue.1","unit":"operator","pos":"2,2,1"},{"id":"red.1","unit":"breacher","pos":"2,2,1"},{"id":"blue.2","unit":"operator","pos":"2,1,0"}],"pending":[{"kind":"scatter","model":"blue.2"},{"kind":"relocate","model":"blue.1","dir":"e","cube":"3,2,0","tries":1}]}`))
	seeds, _ := filepath.Glob("testdata/positions/*.json") // saved states of every kind of step
	for _, p := range seeds {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	rs := NewRuleset()
	f.Fuzz(func(t *testing.T, data []byte) { checkLoadedPosition(t, rs, data) })
}

// The example in POSITION.md loads and means what the text says.
func TestPositionDocExample(t *testing.T) {
	doc, err := os.ReadFile("POSITION.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```json\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("POSITION.md has no JSON example")
	}
	g, err := testRuleset().LoadGame([]byte(example))
	if err != nil {
		t.Fatalf("the example does not load: %v", err)
	}
	if g.act.Spent != 1 || !g.m("red.1").Pinned || g.m("red.2").OnBoard || g.m("blue.2").Pickup.ID != "sniper-rifle" {
		t.Errorf("example state: spent %d, red.1 pinned %v, red.2 on board %v", g.act.Spent, g.m("red.1").Pinned, g.m("red.2").OnBoard)
	}
}

// checkLoadedPosition is the body of the position fuzz targets: input that
// loads must show its View and legal actions, save and load back to the
// same hash, and accept its first legal action.
func checkLoadedPosition(t *testing.T, rs *Ruleset, data []byte) {
	t.Helper()
	g, err := rs.LoadGame(data)
	if err != nil {
		return
	}
	_ = g.Legal()
	_ = g.View()
	saved, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rs.LoadGame(saved)
	if err != nil {
		t.Fatalf("a saved position does not load: %v\n%s", err, saved)
	}
	if back.Hash() != g.Hash() {
		t.Fatalf("save/load changed the hash:\n%s", saved)
	}
	if legal := g.Legal(); len(legal) > 0 {
		if _, err := g.Apply(legal[0]); err != nil {
			t.Fatalf("legal %q refused: %v", legal[0].Text(), err)
		}
	}
}
