package flashpoint

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// highTowerArena has a building three levels high at x=3..4 whose west wall
// can be climbed from 2,0,0.
const highTowerArena = `arena High Tower
size 5 1 4
level 0
+--+--+--+--+--+
|#b #B # |#R #r|
+--+--+--+--+--+
level 1
+--+--+--+--+--+
|.  .  . |.  . |
+--+--+--+--+--+
level 2
+--+--+--+--+--+
|.  .  . |.  . |
+--+--+--+--+--+
level 3
+--+--+--+--+--+
|.  .  .  #  # |
+--+--+--+--+--+
`

// Seed FAQ 2 (HF-MOV-2): a model may climb a building 2 high with 2 cubes
// of movement, and 3 or 4 high if its Speed covers it, from a solid floor
// to a solid floor.
func TestKeywordsFAQClimbHeight(t *testing.T) {
	g := position(towerArena).
		model("blue.1 operator 2,0,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 move 3,0,2") {
		t.Fatalf("a Move of 2 climbs the 2-high building: %v", texts(g.Legal()))
	}
	g = position(highTowerArena).
		model("blue.1 operator 2,0,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	if isLegal(g, "blue.1 move 3,0,3") || !isLegal(g, "blue.1 sprint 3,0,3") {
		t.Fatalf("3 high needs 3 cubes: a Sprint (3), not a Move (2): %v", texts(g.Legal()))
	}
	if isLegal(g, "blue.1 sprint 4,0,3") {
		t.Errorf("the climb uses the whole Sprint: %v", texts(g.Legal()))
	}
}

// Knockback into a wall (HF-WALL-1, HF-WALL-2, A21): a shot's push blocked by
// a solid wall is a wall test, 4 dice at 4+ against 3 Survive; the wall wins
// by 2: 2 wounds ignoring shields and armour, and the model is Pinned.
func TestKeywordsKnockbackIntoWall(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 operator 0,0,0 weapons=radiant-carbine").
		model("red.1 operator 3,0,0").
		active("blue.1").build(t)
	// RA 6 dice: 2 successes; SV none: 2 hits on 2 shields. Wall 4,4,1,1
	// against SV 1,1,1.
	s := dice(g, 4, 4, 1, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with radiant-carbine")
	usedUp(t, s)
	r := g.m("red.1")
	if r.Pos != (world.Pos{X: 3, Y: 0}) || r.Wounds != 2 || !r.Pinned {
		t.Fatalf("red.1 at %s wounds %d pinned %v: want 3,0,0, 2 wounds, pinned:\n%s", r.Pos, r.Wounds, r.Pinned, eventLog(ev))
	}
	if w := findRoll(ev, "", "wall"); w == nil || len(w.Dice) != 4 || w.Need != 4 {
		t.Errorf("wall roll %+v: want 4 dice at 4+", w)
	}
}

// The keyword steps load from a position and are checked: a transition step
// needs a model with Fast Transition carrying the weapon it fired.
func TestKeywordsTaskPositions(t *testing.T) {
	base := func() *testPos {
		return position(flatArena).
			model("blue.1 marksman 0,1,0 weapons=marksman-rifle+sidearm").
			model("blue.2 operator 0,0,0").
			model("red.1 operator 3,1,0").
			active("blue.1", "shoot")
	}
	g := base().with(func(p *positionJSON) {
		p.Pending = []taskJSON{{Kind: "transition", Model: "blue.1", Weapon: "marksman-rifle"}}
	}).build(t)
	if !isLegal(g, "blue.1 shoot red.1 with sidearm") || !isLegal(g, "blue.1 skip") {
		t.Fatalf("a loaded transition step offers the sidearm: %v", texts(g.Legal()))
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	g2, err := testRuleset().LoadGame(data)
	if err != nil || g2.Hash() != g.Hash() {
		t.Fatalf("the saved step should load back to the same state: %v", err)
	}
	for _, bad := range []struct {
		task taskJSON
		want string
	}{
		{taskJSON{Kind: "transition", Model: "blue.2", Weapon: "assault-rifle"}, "no Fast Transition"},
		{taskJSON{Kind: "transition", Model: "blue.1", Weapon: "shotgun"}, "carries no"},
		{taskJSON{Kind: "evasion", Model: "blue.1"}, `"evasion" is not one of walk, `},
	} {
		tp := base().with(func(p *positionJSON) { p.Pending = []taskJSON{bad.task} })
		raw, _ := json.Marshal(tp.p)
		if _, err := testRuleset().LoadGame(raw); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("pending %+v: error %v, want one saying %q", bad.task, err, bad.want)
		}
	}
}
