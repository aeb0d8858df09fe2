package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// sidesDice rolls a fixed face and records the sides of every die asked for.
type sidesDice struct {
	face  int
	sides []int
}

// Roll records sides and returns the face.
func (d *sidesDice) Roll(sides int) int {
	d.sides = append(d.sides, sides)
	return min(d.face, sides)
}

// HF-DICE-2: every die is a d8 — the dice of a shot, and the single d8 of a
// partial-floor check read 1–4 (keeps falling) or 5–8 (lands).
func TestKeywordsDiceAreD8(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	d := &sidesDice{face: 1}
	g.SetDice(d)
	play(t, g, "blue.1 shoot red.1 with assault-rifle")
	if len(d.sides) == 0 {
		t.Fatal("the shot rolled no dice")
	}
	for _, s := range d.sides {
		if s != 8 {
			t.Fatalf("a shot rolled a d%d; every die is a d8", s)
		}
	}
	if GirderDie != 8 || ScatterDie != 8 || RollOffDie != 8 {
		t.Errorf("the girder, scatter and roll-off dice are d%d, d%d, d%d; want d8", GirderDie, ScatterDie, RollOffDie)
	}
	for face, want := range map[int]world.Pos{4: {X: 3, Y: 1, Z: 0}, 5: {X: 3, Y: 1, Z: 1}} {
		g, ev, _ := knockOff(t, "2,1,2", []int{face, 1, 1, 1, 1, 1, 1, 1})
		if p := g.m("blue.1").Pos; p != want {
			t.Errorf("girder d8 of %d: blue.1 at %s, want %s:\n%s", face, p, want, eventLog(ev))
		}
		if r := findRoll(ev, "blue.1", "girder"); r == nil || r.Dice[0] != face {
			t.Errorf("want the girder d8 of %d as an event", face)
		}
	}
}

// HF-ACT-6: every model activates once per round: an activated model cannot
// activate again, and the round ends only when all have activated.
func TestKeywordsEveryModelActivatesOnce(t *testing.T) {
	g := twoAside().build(t)
	play(t, g, "blue.1 activate")
	play(t, g, "blue.1 crouch")
	play(t, g, "blue.1 end")
	play(t, g, "red.1 activate")
	play(t, g, "red.1 crouch")
	play(t, g, "red.1 end")
	if isLegal(g, "blue.1 activate") || !isLegal(g, "blue.2 activate") {
		t.Fatalf("blue.1 has activated this round; blue.2 must: %v", texts(g.Legal()))
	}
	play(t, g, "blue.2 activate")
	play(t, g, "blue.2 crouch")
	play(t, g, "blue.2 end")
	if g.Round() != 1 || !isLegal(g, "red.2 activate") {
		t.Fatalf("the round goes on until red.2 has activated: round %d, %v", g.Round(), texts(g.Legal()))
	}
	play(t, g, "red.2 activate")
	play(t, g, "red.2 crouch")
	play(t, g, "red.2 end")
	if g.Round() != 2 {
		t.Errorf("every model has activated: round 2 should begin, got %d", g.Round())
	}
}

// HF-ACT-9: a model awaiting respawn that activates must respawn: its only
// options are its side's respawn cubes.
func TestKeywordsActivationMustRespawn(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,0,0 dead").
		model("red.1 operator 4,1,0").
		build(t)
	play(t, g, "blue.1 activate")
	for _, a := range g.Legal() {
		if a.Kind != "respawn" {
			t.Fatalf("a dead model must respawn; %q is listed", a.Text())
		}
	}
	if !isLegal(g, "blue.1 respawn 0,1,0") {
		t.Fatalf("want a respawn at blue's respawn cube 0,1,0: %v", texts(g.Legal()))
	}
}

// HF-MOV-3: a model may enter a cube holding other models; nobody is pushed
// out, and a cube full for its side (2 of a side, 4 in all) cannot be
// entered.
func TestKeywordsEnterOccupiedCube(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("blue.2 operator 1,1,0").
		model("blue.3 operator 1,0,0").
		model("blue.4 operator 1,0,0").
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	if isLegal(g, "blue.1 move 1,0,0") {
		t.Fatalf("1,0,0 holds two blue models: full for blue: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 move 1,1,0")
	if g.m("blue.1").Pos != (world.Pos{X: 1, Y: 1}) || g.m("blue.2").Pos != (world.Pos{X: 1, Y: 1}) {
		t.Errorf("both blue models share 1,1,0, nobody pushed out")
	}
}

// HF-SHT-4 (DESIGN 5 opposed tests): hits = attacker successes − defender
// successes; a tie does nothing.
func TestKeywordsOpposedResult(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0 weapons=pulse-carbine").
		model("red.1 operator 3,1,0 shields=0").
		active("blue.1").build(t)
	// Pulse Carbine (AP 1, ESD 1, Weight of Fire 1): 5 RA dice, 4 successes
	// (the miss rerolled and missed again); SV 2 successes: 2 hits, 2
	// wounds (AR 2 - AP 1 = 1 hit per wound).
	s := dice(g, 4, 4, 4, 4, 1, 1, 5, 5, 1)
	ev := play(t, g, "blue.1 shoot red.1 with pulse-carbine")
	usedUp(t, s)
	if !hasEvent(ev, "hit", "red.1 takes 2 hits") || g.m("red.1").Wounds != 2 {
		t.Fatalf("4 against 2 successes: want 2 hits and 2 wounds:\n%s", eventLog(ev))
	}
	g = position(flatArena).
		model("blue.1 operator 0,1,0 weapons=pulse-carbine").
		model("red.1 operator 3,1,0 shields=0").
		active("blue.1").build(t)
	s = dice(g, 4, 4, 1, 1, 1, 1, 5, 5, 1)
	ev = play(t, g, "blue.1 shoot red.1 with pulse-carbine")
	usedUp(t, s)
	if hasEvent(ev, "hit", "red.1") || g.m("red.1").Wounds != 0 {
		t.Fatalf("2 against 2 successes is a tie: no hit:\n%s", eventLog(ev))
	}
}

// HF-ASL-3, HF-PIN-3: a Pinned model never makes an FI test: it is not
// offered for the free Assault on a model leaving its cube, and a pinned
// model in an enemy cube has no Assault (only Stand Up or end).
func TestKeywordsPinnedNeverFights(t *testing.T) {
	g := position(corridorArena).
		model("blue.1 operator 2,0,0").
		model("red.1 operator 2,0,0 pinned").
		model("red.2 operator 2,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 1,0,0")
	if isLegal(g, "red.1 assault blue.1 with fists") || !isLegal(g, "red.2 assault blue.1 with fists") {
		t.Fatalf("only the unpinned red.2 may assault the leaving model: %v", texts(g.Legal()))
	}
	g = position(corridorArena).
		model("blue.1 operator 2,0,0 pinned").
		model("red.1 operator 2,0,0").
		active("blue.1").build(t)
	for _, a := range g.Legal() {
		if a.Kind != "stand" && a.Kind != "end" {
			t.Fatalf("a pinned model may only stand up or end: %q is listed", a.Text())
		}
	}
}

// HF-SCAT-4: a model forced into a cube with a partial floor rolls the d8
// check: 1–4 it keeps falling, 5–8 it lands on the girder.
func TestKeywordsScatterPartialFloor(t *testing.T) {
	g, ev, s := knockOff(t, "2,1,2", []int{5})
	usedUp(t, s)
	if p := g.m("blue.1").Pos; p != (world.Pos{X: 3, Y: 1, Z: 1}) {
		t.Fatalf("a 5 lands on the girder: blue.1 at %s:\n%s", p, eventLog(ev))
	}
	g, ev, s = knockOff(t, "2,1,2", []int{4, 1, 1, 1, 1, 1, 1, 1})
	usedUp(t, s)
	if p := g.m("blue.1").Pos; p != (world.Pos{X: 3, Y: 1, Z: 0}) {
		t.Fatalf("a 4 misses the girder: blue.1 at %s:\n%s", p, eventLog(ev))
	}
}

// HF-ITM-1 (the weapon part; items are not modelled yet): a model carries
// at most one extra weapon, in its PICKUP slot. With two weapons in its
// cube it takes one per action (HF-ITM-2); taking the second swaps it for
// the first, which goes back to the cube.
func TestKeywordsOneExtraWeapon(t *testing.T) {
	g := position(flatArena).
		with(func(p *positionJSON) {
			p.Weapons = []tokenJSON{{Weapon: "shotgun", Pos: "1,1,0"}, {Weapon: "sniper-rifle", Pos: "1,1,0"}}
		}).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 1,1,0")
	play(t, g, "blue.1 pickup with shotgun")
	if isLegal(g, "blue.1 pickup with sniper-rifle") {
		t.Fatalf("one weapon per action: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 crouch")
	play(t, g, "blue.1 pickup with sniper-rifle")
	b := g.m("blue.1")
	if b.Pickup.ID != "sniper-rifle" || len(g.tokens) != 1 || g.tokens[0].Weapon != "shotgun" {
		t.Fatalf("blue.1 should hold only the sniper rifle, the shotgun back in the cube: %+v %v", b.Pickup, g.tokens)
	}
}
