package flashpoint

import (
	"strings"
	"testing"
)

// itemsPosition uses every item field of the position format.
const itemsPosition = `{"arena":"beginner","to_move":"blue","active":"blue.1","used":["move"],
"models":[{"id":"blue.1","unit":"operator","pos":"1,1,0","items":["overshield","frag-grenade"],"overshield":1,"camo":true},
{"id":"red.1","unit":"operator","pos":"3,3,0"}],
"items":[{"id":2,"item":"thruster","pos":"2,2,0"},{"id":5,"item":"smoke-screen","pos":"1,1,0","face_up":true}],
"item_stack":["drop-wall","health-pack"],"next_item":7,
"barriers":[{"pos":"1,1,0","shields":1}],"smoke":["2,1,0"],"sensors":["red"],
"item_activation":{"passed":["0,1,0","1,1,0"],"took_item":true,"used_item":true,"thrust":true,"anchor":"0,1,0"}}`

// POSITION.md "Items": every field loads, saves and loads back the same.
func TestItemPositionRoundTrip(t *testing.T) {
	rs := testRuleset()
	g, err := rs.LoadGame([]byte(itemsPosition))
	if err != nil {
		t.Fatal(err)
	}
	b := g.m("blue.1")
	a := g.act.Item
	switch {
	case len(g.it.Tokens) != 2 || g.it.Tokens[1].ID != 5 || !g.it.Tokens[1].FaceUp || g.it.Next != 7:
		t.Fatalf("tokens %+v next %d", g.it.Tokens, g.it.Next)
	case len(g.it.Pool) != 2 || len(g.it.Barriers) != 1 || len(g.it.Smoke) != 1 || !g.it.Sensor[1] || g.it.Sensor[0]:
		t.Fatalf("item state %+v", g.it)
	case !b.hasItem(ItemFrag) || b.Overshield != 1 || !b.Camo:
		t.Fatalf("blue.1 %+v", b)
	case len(a.Passed) != 2 || !a.TookItem || !a.UsedItem || !a.Thrust || !a.Anchored || a.Anchor != at("0,1,0"):
		t.Fatalf("activation %+v", a)
	}
	saved, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rs.LoadGame(saved)
	if err != nil {
		t.Fatalf("%v\n%s", err, saved)
	}
	if back.Hash() != g.Hash() {
		t.Fatalf("save/load changed the hash\n%s", saved)
	}
}

// Bad item fields are refused with the field named.
func TestItemPositionErrors(t *testing.T) {
	base := `{"arena":"beginner","to_move":"blue","models":[{"id":"blue.1","unit":"operator","pos":"1,1,0"%s},{"id":"red.1","unit":"operator","pos":"3,3,0"}]%s}`
	cases := []struct{ model, top, want string }{
		{`,"items":["jetpack"]`, ``, `models[0].items[0]: unknown item "jetpack"`},
		{`,"items":["overshield","thruster","drop-wall"]`, ``, `models[0].items: 3 items (at most 2)`},
		{`,"overshield":2`, ``, `models[0].overshield: 2 is not from 0 to 1`},
		{``, `,"items":[{"item":"thruster","pos":"9,9,0"}]`, `items[0].pos: cube 9,9,0 is outside`},
		{``, `,"items":[{"id":1,"item":"thruster","pos":"1,1,0"},{"id":1,"item":"thruster","pos":"1,1,0"}]`, `items[1].id: 1 is already items[0]`},
		{``, `,"items":[{"id":4,"item":"thruster","pos":"1,1,0"}],"next_item":2`, `next_item: 2, but item token 4 is on the board`},
		{``, `,"item_stack":["nothing"]`, `item_stack[0]: unknown item "nothing"`},
		{``, `,"barriers":[{"pos":"1,1,0","shields":3}]`, `barriers[0].shields: 3 is not from 1 to 2`},
		{``, `,"sensors":["green"]`, `sensors[0]:`},
		{``, `,"item_activation":{"thrust":true}`, `item_activation: needs an active model`},
	}
	for _, c := range cases {
		text := strings.Replace(strings.Replace(base, "%s", c.model, 1), "%s", c.top, 1)
		_, err := testRuleset().LoadGame([]byte(text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s%s: error %v, want %q", c.model, c.top, err, c.want)
		}
	}
}
