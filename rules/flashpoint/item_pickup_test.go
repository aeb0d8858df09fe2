package flashpoint

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// HF-ITM-2, HF-ITM-3: a model picks up an item and a weapon in a cube it
// moved through; the item is revealed to both players by an event.
func TestItemPickupAlongThePath(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,1,0").
		item(0, ItemThruster, "1,0,0", false).
		item(1, ItemSmoke, "2,0,0", false).
		weapon("sniper-rifle", "1,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 2,0,0")
	for _, want := range []string{"blue.1 take 1,0,0 (item.0)", "blue.1 take 2,0,0 (item.1)", "blue.1 pickup 1,0,0 with sniper-rifle"} {
		if !isLegal(g, want) {
			t.Fatalf("%q is not legal:\n%s", want, strings.Join(texts(g.Legal()), "\n"))
		}
	}
	ev := play(t, g, "blue.1 take 1,0,0 (item.0)")
	if !hasEvent(ev, "reveal", "Thruster") || !hasEvent(ev, "pickup", "Thruster") {
		t.Fatalf("no reveal:\n%s", eventLog(ev))
	}
	mustHaveItems(t, g, "blue.1", ItemThruster)
	if isLegal(g, "blue.1 take 2,0,0 (item.1)") {
		t.Fatal("a second item in the same action")
	}
	play(t, g, "blue.1 pickup 1,0,0 with sniper-rifle")
	if g.m("blue.1").Pickup.ID != "sniper-rifle" {
		t.Fatal("the weapon passed over was not picked up")
	}
	// A new action starts a new allowance, only where the model now is.
	play(t, g, "blue.1 crouch")
	if !isLegal(g, "blue.1 take 2,0,0 (item.1)") {
		t.Fatal("after a Crouch the item in the model's cube may be picked up")
	}
}

// HF-ITM-2: no pickup in a cube that holds an enemy.
func TestItemPickupBlockedByEnemy(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 1,0,0").
		model("red.1 operator 1,0,0 pinned").
		item(0, ItemOvershield, "1,0,0", false).
		item(1, ItemThruster, "2,0,0", false).
		weapon("shotgun", "1,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 2,0,0")
	if isLegal(g, "blue.1 take 1,0,0 (item.0)") || isLegal(g, "blue.1 pickup 1,0,0 with shotgun") {
		t.Fatal("picked up in a cube with an enemy")
	}
	if !isLegal(g, "blue.1 take 2,0,0 (item.1)") {
		t.Fatal("the free cube's item should be legal")
	}
}

// HF-ITM-1, HF-ITM-4: a model with two items takes a third only by leaving
// one of its own, face up where the new one lay.
func TestItemLimitLeavesOne(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 1,0,0").carrying(ItemOvershield, ItemThruster).
		model("red.1 operator 4,1,0").
		item(0, ItemCamo, "1,0,0", false).
		active("blue.1").build(t)
	play(t, g, "blue.1 crouch")
	if isLegal(g, "blue.1 take 1,0,0 (item.0)") {
		t.Fatal("a third item without leaving one")
	}
	if h, _ := g.Describe(rules_find(t, g, "blue.1 take 1,0,0 (item.0 leave overshield)")); h.Title != "Take item, leave Overshield" {
		t.Fatalf("face-down take titled %q", h.Title)
	}
	play(t, g, "blue.1 take 1,0,0 (item.0 leave overshield)")
	mustHaveItems(t, g, "blue.1", ItemThruster, ItemCamo)
	tok := g.tokenAt("1,0,0")
	if tok == nil || tok.Item != ItemOvershield || !tok.FaceUp {
		t.Fatalf("tokens %+v, want the Overshield face up at 1,0,0", g.it.Tokens)
	}
}

// HF-ITM-4: a carried item may be dropped face up in the cube, or
// destroyed (it goes back to the face-down stack).
func TestItemDropAndDestroy(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 1,0,0").carrying(ItemOvershield, ItemThruster).
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 drop-item (overshield)")
	if tok := g.tokenAt("1,0,0"); tok == nil || !tok.FaceUp || tok.Item != ItemOvershield {
		t.Fatalf("tokens %+v", g.it.Tokens)
	}
	if h, _ := g.Describe(rules_find(t, g, "blue.1 drop-item (thruster)")); h.Title != "Drop item: Thruster" {
		t.Fatalf("drop titled %q", h.Title)
	}
	play(t, g, "blue.1 destroy-item (thruster)")
	mustHaveItems(t, g, "blue.1")
	if len(g.it.Pool) != 1 || g.it.Pool[0] != ItemThruster {
		t.Fatalf("stack %v, want the thruster back", g.it.Pool)
	}
	// The face-up token is seen by both players.
	found := false
	for _, tk := range g.View().Tokens {
		found = found || tk.Kind == "item" && tk.Label == "Overshield" && !tk.Hidden
	}
	if !found {
		t.Fatal("the dropped item is not face up in the View")
	}
}

// HF-ITM-6: a killed model's items lie face up in its cube; Overshield and
// Active Camo end.
func TestItemsDropOnDeath(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 2,0,0").carrying(ItemHealth, ItemFrag).
		model("red.1 operator 4,1,0").build(t)
	g.m("blue.1").Overshield = 1
	var l log
	g.kill(g.modelIndex("blue.1"), -1, false, &l)
	mustHaveItems(t, g, "blue.1")
	if len(g.it.Tokens) != 2 || !g.it.Tokens[0].FaceUp || g.it.Tokens[0].Pos != at("2,0,0") || g.m("blue.1").Overshield != 0 {
		t.Fatalf("tokens %+v", g.it.Tokens)
	}
}

// Fair play: a face-down token's identity reaches neither the View nor the
// legal actions of either seat.
func TestFaceDownItemsAreHidden(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,1,0").
		item(0, ItemTranslocator, "1,0,0", false).
		active("blue.1").build(t)
	play(t, g, "blue.1 move 1,0,0")
	data, _ := json.Marshal(g.View())
	var all []string
	for _, a := range g.Legal() {
		all = append(all, a.Text())
		if h, ok := g.Describe(a); ok {
			all = append(all, h.Title, h.Help)
		}
	}
	text := string(data) + strings.Join(all, "\n")
	if strings.Contains(strings.ToLower(text), "translocator") {
		t.Fatalf("the face-down identity leaks:\n%s", text)
	}
}

// The determinizer re-draws face-down identities from the tokens and the
// stack, and keeps face-up ones.
func TestDeterminizeRedrawsFaceDownItems(t *testing.T) {
	tp := position(itemCorridor).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,1,0").
		item(0, ItemTranslocator, "1,0,0", false).
		item(1, ItemHealth, "2,0,0", true)
	tp.with(func(p *positionJSON) { p.ItemStack = []string{ItemCamo, ItemFrag, ItemSmoke, ItemThruster} })
	g := tp.build(t)
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		c := g.determinized(seed)
		seen[c.it.Tokens[0].Item] = true
		if c.it.Tokens[1].Item != ItemHealth {
			t.Fatal("a face-up item was re-drawn")
		}
		if len(c.it.Pool) != 4 {
			t.Fatalf("stack %v", c.it.Pool)
		}
	}
	if len(seen) < 3 {
		t.Fatalf("re-drawn identities %v", seen)
	}
}

// HF-ITM-2: the cube a Sprint starts in counts too ("moving out of").
func TestItemPickupOutOfTheStartCube(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,1,0").
		item(0, ItemOvershield, "0,0,0", true).
		active("blue.1").build(t)
	play(t, g, "blue.1 sprint 3,0,0")
	play(t, g, "blue.1 take 0,0,0 (item.0)")
	mustHaveItems(t, g, "blue.1", ItemOvershield)
	if g.m("blue.1").Pos != at("3,0,0") {
		t.Fatal("the model did not stay where its Sprint ended")
	}
}

// A face-down item's identity never reaches the View; RevealedView (for a
// finished game's replay) names it, and leaves the game's View as it was.
func TestRevealedViewNamesFaceDownItems(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,1,0").
		item(0, ItemThruster, "2,0,0", false).
		build(t)
	find := func(v rules.View) rules.Token {
		for _, tok := range v.Tokens {
			if tok.Kind == "item" {
				return tok
			}
		}
		t.Fatal("no item token in the view")
		return rules.Token{}
	}
	if tok := find(g.View()); tok.Label != "?" || !tok.Hidden {
		t.Fatalf("the view shows %+v", tok)
	}
	var r rules.Revealer = g
	if tok := find(r.RevealedView()); tok.Label != "Thruster (face down)" || tok.Hidden {
		t.Fatalf("the revealed view shows %+v", tok)
	}
	if tok := find(g.View()); tok.Label != "?" {
		t.Fatalf("revealing changed the game's view: %+v", tok)
	}
}
