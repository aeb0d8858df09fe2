package scene

import (
	"slices"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
	"github.com/flashpoint-arena/flashpoint/world"
)

// itemsPosition is a Capture the Flag position on the beginner arena:
// blue's Operator carries the red flag, a Smoke Screen and a Frag Grenade
// (RULES-ITEMS.md, RULES-SCENARIOS.md).
const itemsPosition = `{"arena":"beginner","scenario":"ctf","to_move":"blue","active":"blue.1","used":[],
"models":[{"id":"blue.1","unit":"operator","pos":"2,1,0","items":["smoke-screen","frag-grenade"]},{"id":"blue.2","unit":"marksman","pos":"1,1,0"},
{"id":"red.1","unit":"breacher","pos":"2,4,0"},{"id":"red.2","unit":"brawler","pos":"3,4,0"}],
"items":[{"id":1,"item":"thruster","pos":"2,2,0"},{"id":2,"item":"overshield","pos":"3,2,0","face_up":true}],
"objectives":[{"kind":"flag","team":"red","carrier":"blue.1"},{"kind":"flag","team":"blue","pos":"0,0,0"}]}`

// The bar offers a carried item's use aimed at a cube (Smoke Screen,
// RULES-ITEMS.md), its drop and destroy named once without the item's ID,
// and the flag's drop (RULES-SCENARIOS.md); the legend calls the aimed
// cubes target cubes, not a cube attack.
func TestBarItemActions(t *testing.T) {
	rs, err := all.Registry().Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rs.LoadPosition([]byte(itemsPosition))
	if err != nil {
		t.Fatal(err)
	}
	d := describeBy(g.(rules.Describer).Describe)
	bar := buildBar(g.Legal(), "", func(s string) string { return s }, d)
	var labels []string
	var use *barEntry
	for i, e := range bar {
		labels = append(labels, e.label)
		if e.kind == "use" {
			use = &bar[i]
		}
		if e.help == "" {
			t.Errorf("%q has no tooltip", e.label)
		}
	}
	for _, want := range []string{"Drop item: Smoke Screen", "Destroy item: Smoke Screen", "Drop item: Frag Grenade", "Drop the flag"} {
		if !slices.Contains(labels, want) {
			t.Errorf("no %q on the bar: %q", want, labels)
		}
	}
	if use == nil || !use.aim || !strings.Contains(use.label, "Smoke Screen") {
		t.Fatalf("no aimed Smoke Screen use: %q", labels)
	}
	if got := aimLegend(g.Legal(), use.first, d); got != "Target cube" {
		t.Errorf("legend %q", got)
	}
	if cells := aimCells(g.Legal(), use.first, d); len(cells) != 9 {
		t.Errorf("Smoke Screen cubes %v, want the carrier's and the 8 around it", cells)
	}
}

// With Take item chosen on the bar (RULES-ITEMS.md HF-ITM-2, pickup
// along the path) the legend names its cubes Take item, not Move.
func TestMoveLegendTakeItem(t *testing.T) {
	rs, err := all.Registry().Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	pos := `{"arena":"beginner","to_move":"blue","active":"blue.1","used":["move"],"can_pickup":true,
"models":[{"id":"blue.1","unit":"operator","pos":"2,1,0"},{"id":"red.1","unit":"breacher","pos":"2,4,0"}],
"items":[{"id":1,"item":"thruster","pos":"2,1,0"},{"id":2,"item":"smoke-screen","pos":"2,2,0","face_up":true}],
"item_activation":{"passed":["2,1,0","2,2,0"]}}`
	g, err := rs.LoadPosition([]byte(pos))
	if err != nil {
		t.Fatal(err)
	}
	d := describeBy(g.(rules.Describer).Describe)
	if got := moveLegend(g.Legal(), "take", d); got != "Take item" {
		t.Errorf("legend %q", got)
	}
	if got := moveLegend(g.Legal(), "", d); got != "Move" {
		t.Errorf("legend without a choice %q", got)
	}
}

// A click on a cube where an item can be taken in two ways (a model
// carrying two items leaves one of its own: RULES-ITEMS.md HF-ITM-1/2)
// asks on the bar which to leave, and choosing one there takes it.
func TestTakeItemAsksWhichToLeave(t *testing.T) {
	rs, err := all.Registry().Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	pos := `{"arena":"beginner","to_move":"blue","active":"blue.1","used":["move"],"can_pickup":true,
"models":[{"id":"blue.1","unit":"operator","pos":"2,1,0","items":["overshield","grapple-hook"]},{"id":"red.1","unit":"breacher","pos":"2,4,0"}],
"items":[{"id":1,"item":"thruster","pos":"2,1,0"}],"item_activation":{"passed":["2,1,0"]}}`
	g, err := rs.LoadPosition([]byte(pos))
	if err != nil {
		t.Fatal(err)
	}
	a, err := New(Config{Registry: all.Registry(), Ruleset: "flashpoint", Arenas: []string{"beginner"}, Storage: &MemoryStorage{}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	rec := rules.NewRecorder(g, rules.Setup{Arena: "beginner", Scenario: "slayer"}, 1)
	b := newBattleScreen(a, battleConfig{game: g, recorder: rec, mode: modeHotSeat})
	b.seen = rules.Blue
	b.sel = "blue.1"
	b.refresh()
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 2, Y: 1, Z: 0}}, true
	b.boardClick(a)
	var labels []string
	for _, e := range b.entries {
		labels = append(labels, e.label)
	}
	if len(b.entries) != 2 || !strings.Contains(labels[0], "leave Overshield") || !strings.Contains(labels[1], "leave Grapple Hook") {
		t.Fatalf("bar after the click: %q", labels)
	}
	act := *b.entries[1].action
	b.apply(a, act)
	if it := b.g.View().Pieces[0].Items; !slices.Contains(it, "Thruster") || slices.Contains(it, "Grapple Hook") {
		t.Errorf("blue.1 carries %q after %s", it, act.Text())
	}
}
