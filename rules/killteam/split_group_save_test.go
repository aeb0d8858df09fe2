package killteam

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// withVolley is saved game data with its state's volley replaced by the
// JSON given.
func withVolley(t *testing.T, data []byte, volley string) []byte {
	t.Helper()
	var s map[string]json.RawMessage
	var st map[string]json.RawMessage
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(s["state"], &st); err != nil {
		t.Fatal(err)
	}
	st["volley"] = json.RawMessage(volley)
	var err error
	if s["state"], err = json.Marshal(st); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// KT-SHT-6: a game saved in the middle of a group's split, the heavy
// bolter allotted and the boltgun being allotted, loads back with the
// same hashes and plays on alike.
func TestSplitFireGroupSaveLoad(t *testing.T) {
	g := groupDuel(t, []string{"heavy-bolter", "boltgun"}, posAt(2, 1, 0), posAt(2, 2, 0), 1, 1, 1, 1, 4, 3, 2, 5)
	apply(t, g, "blue.1 shoot red.1 with heavy-bolter+boltgun")
	apply(t, g, "blue.1 allot red.2 (1)")
	back, data := reload(t, g)
	b := back.(*Game)
	if !strings.Contains(string(data), `"before":[{"weapon":"heavy-bolter","attacks":3,"allotted":[{"target":"red.2","attacks":1}]}]`) {
		t.Fatalf("saved %s", data)
	}
	if b.Hash() != g.Hash() || b.PositionHash() != g.PositionHash() || b.Prompt() != g.Prompt() {
		t.Fatalf("hashes or prompts differ after loading: %q, %q", b.Prompt(), g.Prompt())
	}
	c := g.clone()
	c.st.Volley.Before[0].Allotted[0].Attacks = 2
	if c.Hash() == g.Hash() || c.PositionHash() == g.PositionHash() || g.st.Volley.Before[0].Allotted[0].Attacks != 1 {
		t.Fatal("an earlier weapon's allotment is not hashed, or the clone shares it")
	}
	c = g.clone()
	c.st.Volley.After = []volleyWeapon{{Weapon: "boltgun", Attacks: 2}}
	if c.Hash() == g.Hash() {
		t.Fatal("a later weapon is not hashed")
	}
	for _, x := range []*Game{g, b} {
		x.SetDice(&rules.Scripted{Faces: []int{1, 1, 1, 1, 4, 3, 2, 5}, Fallback: rules.NewRNG(99)})
	}
	want := eventTexts(apply(t, g, "blue.1 fire"))
	if got := eventTexts(apply(t, b, "blue.1 fire")); got != want || b.Hash() != g.Hash() {
		t.Fatalf("after loading\n%s\nwant\n%s", got, want)
	}
}

// KT-SHT-6: a single weapon's volley is saved as before a group could
// split, and such a save, with its weapon, attacks and allotments, loads.
func TestSplitFireSingleVolleyOldSave(t *testing.T) {
	g := groupDuel(t, []string{"boltgun"}, posAt(2, 1, 0), posAt(2, 2, 0))
	apply(t, g, "blue.1 shoot red.1 with boltgun")
	_, data := reload(t, g)
	if !strings.Contains(string(data), `"volley":{"shooter":"blue.1","target":"red.1","weapon":"boltgun","attacks":2}`) {
		t.Fatalf("saved %s", data)
	}
	old := withVolley(t, data, `{"shooter":"blue.1","target":"red.1","weapon":"boltgun","attacks":3,"allotted":[{"target":"red.2","attacks":1}]}`)
	back, err := newRuleset(t).Load(old)
	if err != nil {
		t.Fatal(err)
	}
	v := back.(*Game).st.Volley
	if v == nil || v.Weapon != "boltgun" || v.Attacks != 3 || v.left() != 2 || len(v.Allotted) != 1 || v.group() {
		t.Fatalf("loaded volley %+v", v)
	}
}

// KT-SHT-6: a save whose group volley is not possible is refused with
// the reason.
func TestSplitFireGroupBadSave(t *testing.T) {
	g := groupDuel(t, []string{"heavy-bolter", "boltgun", "bolt-pistol"}, posAt(2, 1, 0), posAt(2, 2, 0))
	apply(t, g, "blue.1 shoot red.1 with heavy-bolter+boltgun")
	_, data := reload(t, g)
	const hb = `{"shooter":"blue.1","target":"red.1","weapon":"heavy-bolter","attacks":3`
	for name, c := range map[string]struct{ volley, why string }{
		"not carried":       {hb + `,"after":[{"weapon":"flamer","attacks":1}]}`, `"flamer" not carried`},
		"twice":             {hb + `,"after":[{"weapon":"heavy-bolter","attacks":1}]}`, "not carried, or twice"},
		"no attacks":        {hb + `,"before":[{"weapon":"boltgun","attacks":0}]}`, "0 attacks"},
		"all allotted":      {hb + `,"after":[{"weapon":"boltgun","attacks":2,"allotted":[{"target":"red.2","attacks":2}]}]}`, "0 at the primary"},
		"allotted early":    {hb + `,"after":[{"weapon":"boltgun","attacks":2,"allotted":[{"target":"red.2","attacks":1}]}]}`, "before its turn"},
		"friend allotted":   {hb + `,"before":[{"weapon":"boltgun","attacks":2,"allotted":[{"target":"blue.1","attacks":1}]}]}`, `given to "blue.1"`},
		"not a group":       {hb + `,"after":[{"weapon":"bolt-pistol","attacks":1}]}`, "not a group fired together"},
		"out of order":      {`{"shooter":"blue.1","target":"red.1","weapon":"boltgun","attacks":2,"after":[{"weapon":"heavy-bolter","attacks":3}]}`, "not a group fired together"},
		"unknown weapon":    {hb + `,"before":[{"weapon":"nothing","attacks":1}]}`, `"nothing"`},
		"before not a list": {hb + `,"before":{"weapon":"boltgun"}}`, "before"},
	} {
		_, err := newRuleset(t).Load(withVolley(t, data, c.volley))
		if err == nil || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: loading gave %v, want %q", name, err, c.why)
		}
	}
}
