package ai

import (
	"encoding/json"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

// withSwappedItems returns a game identical to g but for what lies under
// its face-down item tokens: each is exchanged with a different item of
// the face-down stack, so the tokens and the stack together hold the same
// items.
func withSwappedItems(t *testing.T, g rules.Game) rules.Game {
	t.Helper()
	data, err := g.(interface{ Save() ([]byte, error) }).Save()
	if err != nil {
		t.Fatal(err)
	}
	var p map[string]any
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	items, _ := p["items"].([]any)
	stack, _ := p["item_stack"].([]any)
	swapped := 0
	for _, it := range items {
		tok := it.(map[string]any)
		if up, _ := tok["face_up"].(bool); up {
			continue
		}
		for j := range stack {
			if stack[j] != tok["item"] {
				tok["item"], stack[j] = stack[j], tok["item"]
				swapped++
				break
			}
		}
	}
	if swapped == 0 {
		t.Fatal("no face-down token to swap")
	}
	out, _ := json.Marshal(p)
	other, err := flashpoint.NewRuleset().Load(out)
	if err != nil {
		t.Fatal(err)
	}
	return other
}

// Fair play (DESIGN 3): two games identical but for the identities of
// their face-down item tokens get the same decision from every level: the
// players search copies whose face-down items are re-drawn.
func TestFairPlayDecisionIgnoresFaceDownItems(t *testing.T) {
	rs := flashpoint.NewRuleset()
	found := 0
	for seed := uint64(1); seed <= 40 && found < 2; seed++ {
		g, err := rs.New(rs.DefaultSetup("standard"), seed)
		if err != nil {
			t.Fatal(err)
		}
		// Play on to a decision where a model may pick up an item.
		pick := rules.NewRNG(seed)
		canTake := func() bool {
			for _, a := range g.Legal() {
				if a.Kind == "take" {
					return true
				}
			}
			return false
		}
		for step := 0; step < 300 && !g.Over() && !canTake(); step++ {
			legal := g.Legal()
			if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if !canTake() {
			continue
		}
		found++
		other := withSwappedItems(t, g)
		if g.Hash() == other.Hash() {
			t.Fatal("the two games should differ in their face-down items")
		}
		for _, lv := range levels() {
			a := choose(t, lv.name, 5, lv.opts, g)
			b := choose(t, lv.name, 5, lv.opts, other)
			if a.Text() != b.Text() {
				t.Errorf("seed %d, %s: %q with the real items, %q with others", seed, lv.name, a.Text(), b.Text())
			}
		}
	}
	if found == 0 {
		t.Fatal("no game reached a pickup")
	}
}

// itemChoiceArena is a small yard for the fair-play item position.
const itemChoiceArena = `arena Item yard
size 5 3 1
level 0
+--+--+--+--+--+
|#b #  #  #  #r|
+  +  +  +  +  +
|#B #  #  #  #R|
+  +  +  +  +  +
|#b #  #  #  #r|
+--+--+--+--+--+
`

// itemChoice is a position where blue.1 may pick up either of two
// face-down tokens lying in its cube: first and second are what lie
// under item.0 and item.1.
func itemChoice(t *testing.T, first, second string) rules.Game {
	t.Helper()
	p := map[string]any{
		"arena": "test", "arena_text": itemChoiceArena, "seed": 1, "to_move": "blue",
		"active": "blue.1", "used": []string{"crouch"}, "can_pickup": true, "score": []int{0, 0},
		"models": []map[string]any{
			{"id": "blue.1", "unit": "operator", "pos": "2,1,0", "crouched": true},
			{"id": "red.1", "unit": "operator", "pos": "4,0,0"},
		},
		"items": []map[string]any{
			{"id": 0, "item": first, "pos": "2,1,0"},
			{"id": 1, "item": second, "pos": "2,1,0"},
		},
	}
	data, _ := json.Marshal(p)
	g, err := flashpoint.NewRuleset().Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Fair play: offered two face-down tokens, a player's choice does not
// depend on which holds the better item.
func TestFairPlayItemChoiceIgnoresFaceDownItems(t *testing.T) {
	g, other := itemChoice(t, "health-pack", "thruster"), itemChoice(t, "thruster", "health-pack")
	for _, lv := range levels() {
		a := choose(t, lv.name, 5, lv.opts, g)
		b := choose(t, lv.name, 5, lv.opts, other)
		if a.Text() != b.Text() {
			t.Errorf("%s: %q, but %q when the tokens are swapped", lv.name, a.Text(), b.Text())
		}
	}
}
