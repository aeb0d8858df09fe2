package flashpoint

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// HF-DICE-4: command dice are added before the roll: blue is asked for its
// Extra d8 before its shot is rolled; once the dice are down the die can
// no longer be added and stays unspent.
func TestAuditDiceDeclaredBeforeRoll(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 3,1,0").
		active("blue.1").commandDice([]string{"extra d8"}, nil).build(t)
	play(t, g, "blue.1 shoot red.1 with assault-rifle")
	if g.ToMove() != rules.Blue || !isLegal(g, "blue.1 spend (extra d8)") || !isLegal(g, "blue done") {
		t.Fatalf("blue is not asked before the roll: %s %v", g.Prompt(), texts(g.Legal()))
	}
	// RA 3 + clear shot 2 = 5 dice at 4+; red SV 3 dice at 5+.
	s := dice(g, 4, 4, 4, 4, 4, 1, 1, 1)
	ev := play(t, g, "blue done")
	usedUp(t, s)
	if r := findRoll(ev, "blue.1", "RA"); r == nil || len(r.Dice) != 5 {
		t.Fatalf("RA roll %+v, want 5 dice without the extra die\n%s", r, eventLog(ev))
	}
	if isLegal(g, "blue.1 spend (extra d8)") {
		t.Errorf("Extra d8 may not be added after the roll: %v", texts(g.Legal()))
	}
	if got := g.faces(rules.Blue); !sameFaces(got, []string{"extra d8"}) {
		t.Errorf("blue's dice %v, want the Extra d8 unspent", got)
	}
}

// HF-ACT-10: a +1 Model command die lets the player activate a second
// model in the same turn.
func TestAuditPlusOneModelSecondActivation(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("blue.2 operator 0,0,0").
		model("red.1 brawler 4,2,0 activated").
		model("red.2 brawler 4,0,0").
		active("blue.1", "move").commandDice([]string{"+1 model"}, nil).build(t)
	play(t, g, "blue.1 spend (+1 model)")
	play(t, g, "blue.1 end")
	if g.ToMove() != rules.Blue || !isLegal(g, "blue.2 activate") {
		t.Fatalf("blue does not activate a second model: %s %v", g.Prompt(), texts(g.Legal()))
	}
	play(t, g, "blue.2 activate")
	if g.act.Model != g.modelIndex("blue.2") {
		t.Errorf("blue.2 is not the active model")
	}
}

// HF-SUP-1: Support is only available when a keyword or the scenario
// grants it; no unit, weapon, item or scenario of the data does, so no
// Support action exists and none is ever legal.
func TestAuditNoSupportAction(t *testing.T) {
	for kind := range kindHelp {
		if strings.Contains(kind, "support") {
			t.Errorf("action kind %q: nothing in the data grants Support", kind)
		}
	}
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("blue.2 spotter 1,1,0").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	for _, a := range g.Legal() {
		if strings.Contains(a.Kind, "support") || strings.Contains(a.Text(), "support") {
			t.Errorf("legal Support action %s", a.Text())
		}
	}
}

// HF-FALL-6, HF-PIN-6: a model knocked off a roof falls to the first solid
// floor; landing Pinned in a cube with an enemy, the enemy makes a free
// Assault on it (+1 die as it was Pinned) and the fallen model stands up
// for free and rolls Survive.
func TestAuditFallLandsAmongEnemies(t *testing.T) {
	g, ev, s := knockOff(t, "2,0,2", []int{
		1, 1, 1, 1, 1, 1, 1, // gravity loses: no wound, still Pinned (HF-FALL-3)
		4, 4, 4, 4, // red.2 FI 4+: 3 + Pinned 1 = 4 dice
		1, 1, 1, // blue.1 SV
	}, "red.2 operator 3,0,0")
	usedUp(t, s)
	b := g.m("blue.1")
	if b.Pos != (world.Pos{X: 3, Y: 0, Z: 0}) {
		t.Fatalf("blue.1 at %s, want on the ground at 3,0,0:\n%s", b.Pos, eventLog(ev))
	}
	fi := findRoll(ev, "red.2", "FI")
	if fi == nil || len(fi.Dice) != 4 {
		t.Fatalf("red.2's free Assault roll %+v, want 4 FI dice:\n%s", fi, eventLog(ev))
	}
	if b.Pinned {
		t.Errorf("blue.1 stands up when assaulted (HF-PIN-6)")
	}
	if b.Shields != 0 || b.Wounds != 2 {
		t.Errorf("blue.1 shields %d wounds %d, want 0 and 2 (its shields went in the push; 4 hits of the Fists / AR 2):\n%s", b.Shields, b.Wounds, eventLog(ev))
	}
}

// HF-SCAT-1, G7: a scatter rolls one d8 and moves the model one cube: the
// faces read clockwise from north (1 N, 2 NE … 8 NW). A Frag survivor in
// the middle of the yard scatters by each face.
func TestAuditScatterDiagram(t *testing.T) {
	want := map[int]world.Pos{
		1: {X: 2, Y: 0}, 2: {X: 3, Y: 0}, 3: {X: 3, Y: 1}, 4: {X: 3, Y: 2},
		5: {X: 2, Y: 2}, 6: {X: 1, Y: 2}, 7: {X: 1, Y: 1}, 8: {X: 1, Y: 0},
	}
	for face := 1; face <= 8; face++ {
		g := position(flatArena).
			model("blue.1 gunner 0,1,0").
			model("red.1 operator 2,1,0").
			active("blue.1").build(t)
		s := dice(g,
			4, 4, 4, // accuracy: on target
			1, 1, 1, 1, 1, // Frag 5: no success
			1, 1, 1, // red.1 Survive
			face, // scatter
		)
		ev := play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
		usedUp(t, s)
		if r := g.m("red.1"); r.Pos != want[face] || !r.Pinned {
			t.Errorf("scatter face %d: red.1 at %s pinned %v, want %s and pinned\n%s", face, r.Pos, r.Pinned, want[face], eventLog(ev))
		}
	}
}

// HF-ITM-5: items cannot be traded: with two friends in one cube, no
// legal action of the active model moves an item to the other.
func TestAuditItemsNotTraded(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 1,0,0").carrying(ItemOvershield, ItemThruster).
		model("blue.2 operator 1,0,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	for _, a := range g.Legal() {
		c := g.clone()
		c.SetDice(constDice(4))
		if _, err := c.Apply(a); err != nil {
			t.Fatalf("Apply(%s): %v", a.Text(), err)
		}
		n := 0
		for _, it := range c.m("blue.2").Items {
			if it.ID != "" {
				n++
			}
		}
		if n != 0 {
			t.Errorf("after %s blue.2 carries %d items, want none: items are never traded", a.Text(), n)
		}
	}
}

// HF-FAQ-3 (seed FAQ): a Frag on a cube with an Energy Shield Barrier
// affects every model there at the same time, and each of them has the
// barrier's benefit: each model's hits are stopped by the barrier as it
// stood when the grenade went off; the barrier then loses the most any one
// model used.
func TestAuditFragOnBarrierCube(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 operator 2,1,0 shields=0").
		model("red.2 operator 2,1,0 shields=0").
		active("blue.1").build(t)
	g.it.Barriers = []barrier{{Pos: at("2,1,0"), Shields: 2}}
	s := dice(g,
		4, 4, 4, // accuracy: on target
		4, 4, 4, 1, 1, // Frag 5: 3 successes
		1, 1, 1, // red.1 Survive: 3 hits, the barrier stops 2, 1 wound (AR 2 - AP 1)
		1, 1, 1, // red.2 Survive: 3 hits, the barrier stops 2, 1 wound
		3, 7, // scatters: red.1 east, red.2 west
	)
	ev := play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	usedUp(t, s)
	for _, id := range []string{"red.1", "red.2"} {
		if m := g.m(id); m.Wounds != 1 {
			t.Errorf("%s wounds %d, want 1: the barrier protects every model in the cube\n%s", id, m.Wounds, eventLog(ev))
		}
	}
	if len(g.it.Barriers) != 0 {
		t.Errorf("barriers %+v, want the barrier spent", g.it.Barriers)
	}
}

// HF-FAQ-4 (seed FAQ), with an Energy Shield Barrier in the cube: the
// model the Sticky charge sticks to loses all its shields and may not use
// the barrier; the other model in the cube uses its shields and the
// barrier against the Frag hits.
func TestAuditStickyOnBarrierCube(t *testing.T) {
	g := stickyPosition().build(t)
	g.it.Barriers = []barrier{{Pos: at("2,1,0"), Shields: 2}}
	dice(g, 5, 5, 1) // 2 successes: it sticks
	play(t, g, "blue.1 shoot 2,1,0 with sticky-grenade")
	s := dice(g,
		4, 4, 1, 1, // Frag 4: 2 successes
		1, 1, 1, // red.1 Survive: 2 hits, both stopped by the barrier
		1, 1, 1, // red.2 Survive: 2 hits on no shields: 2 wounds (AR 2 - AP 2), Lethal 1
		3, 3, // both scatter east
	)
	ev := play(t, g, "blue.1 stick red.2")
	usedUp(t, s)
	if r := g.m("red.1"); r.Wounds != 0 || r.Shields != 2 {
		t.Errorf("red.1 wounds %d shields %d, want none and 2: the barrier stops the hits\n%s", r.Wounds, r.Shields, eventLog(ev))
	}
	if r := g.m("red.2"); r.Wounds != 3 || r.Shields != 0 {
		t.Errorf("red.2 wounds %d shields %d, want 3 and 0: the stuck model has no shields and no barrier\n%s", r.Wounds, r.Shields, eventLog(ev))
	}
	if hasEvent(ev, "barrier", "red.2") {
		t.Errorf("the barrier stopped hits on the stuck model:\n%s", eventLog(ev))
	}
}
