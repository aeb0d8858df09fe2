package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// DESIGN 5 "Respawn": a model that respawned must Move first; it may not end
// its activation at once (HF-ACT-7, HF-ACT-9).
func TestKeywordsRespawnMustMove(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0 dead").
		model("red.1 operator 4,1,0").
		build(t)
	play(t, g, "blue.1 activate")
	play(t, g, "blue.1 respawn 0,1,0")
	if isLegal(g, "blue.1 end") {
		t.Fatalf("a respawned model must Move first, yet end is legal: %v", texts(g.Legal()))
	}
	for _, a := range g.Legal() {
		if a.Kind != "move" {
			t.Fatalf("after respawning only Moves are legal; %q is listed", a.Text())
		}
	}
	play(t, g, "blue.1 move 1,1,0")
	if !isLegal(g, "blue.1 end") {
		t.Errorf("after its Move the model may end its activation: %v", texts(g.Legal()))
	}
}

// Knockback (flashpoint-data) pushes directly away: a target 3 east and 1
// south of the shooter goes east (the nearest of the eight bearings), not
// south-east.
func TestKeywordsKnockbackBearing(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,0,0 weapons=radiant-carbine").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	// RA 4+ with 6 dice (clear shot, Optics): 2 successes; SV none: 2 hits,
	// both absorbed by shields; the target survives and is pushed.
	s := dice(g, 4, 4, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with radiant-carbine")
	usedUp(t, s)
	if r := g.m("red.1"); r.Pos != (world.Pos{X: 4, Y: 1}) {
		t.Fatalf("red.1 at %s, want pushed east to 4,1,0:\n%s", r.Pos, eventLog(ev))
	}
}

// HF-SCAT-5, HF-SCAT-6, A10: a model pushed off a roof that falls into a
// full cube scatters from the landing cube; a scatter blocked by a solid
// wall makes the wall test (4 dice at 4+ against 3 Survive), and a later
// scatter with room lands it (a two-level fall: gravity test, Pinned).
func TestKeywordsScatterWallThenLand(t *testing.T) {
	// Scatter 3 (east: the wall west of 4,0,0), the wall test (no net
	// success), scatter 5 (south: 3,1,0 has room), gravity loses.
	g, ev, s := knockOff(t, "2,0,2", []int{3, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1},
		"blue.2 operator 3,0,0", "blue.3 operator 3,0,0")
	usedUp(t, s)
	b := g.m("blue.1")
	if b.Pos != (world.Pos{X: 3, Y: 1}) || !b.Pinned {
		t.Fatalf("blue.1 at %s pinned %v, want 3,1,0 pinned:\n%s", b.Pos, b.Pinned, eventLog(ev))
	}
	if w := findRoll(ev, "", "wall"); w == nil || len(w.Dice) != 4 || w.Need != 4 {
		t.Errorf("want a wall test of 4 dice at 4+ for the blocked scatter, got %+v", w)
	}
}

// HF-SCAT-2, A10: a model that finds no room after three scatter rolls
// stays in the last legal cube, the one it was pushed from; it never goes
// upward and never to some other cube of the arena. Each wall-blocked
// scatter is a wall test; a wall that wins pins the model.
func TestKeywordsScatterNoRoomStays(t *testing.T) {
	g, ev, s := knockOff(t, "2,0,2", []int{
		3, 1, 1, 1, 1, 1, 1, 1, // east into the wall: shrugged off
		3, 4, 4, 1, 1, 1, 1, 1, // the wall wins by 2: 2 wounds, Pinned
		3, 1, 1, 1, 1, 1, 1, 1, // the wall again: shrugged off
	}, "blue.2 operator 3,0,0", "blue.3 operator 3,0,0")
	usedUp(t, s)
	b := g.m("blue.1")
	if b.Pos != (world.Pos{X: 2, Y: 0, Z: 2}) || b.Wounds != 2 || !b.Pinned {
		t.Fatalf("blue.1 at %s wounds %d pinned %v, want back at 2,0,2 with 2 wounds, pinned:\n%s", b.Pos, b.Wounds, b.Pinned, eventLog(ev))
	}
	if hasEvent(ev, "fall", "blue.1") || findRoll(ev, "", "gravity") != nil {
		t.Errorf("a model that found no room does not fall:\n%s", eventLog(ev))
	}
}

// HF-ASL-2: the attacker chooses its weapon in a free Assault too. A charge
// by a model with two close-combat profiles that are a real choice (Combat
// Knife AP 2 ESD 1, Spike Rifle bayonet AP 1 Lethal 1) offers both; the
// Fists, beaten in everything, are no option. The same holds for the
// opponent's free Assault on a model leaving its cube (HF-MOV-5).
func TestKeywordsFreeAssaultWeaponChoice(t *testing.T) {
	g := position(corridorArena).
		model("blue.1 brawler 1,0,0 weapons=spike-rifle+combat-knife").
		model("red.1 operator 2,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 2,0,0")
	want := []string{"blue.1 assault red.1 with spike-rifle (bayonet)", "blue.1 assault red.1 with combat-knife"}
	for _, w := range want {
		if !isLegal(g, w) {
			t.Fatalf("the charge should offer %q: %v", w, texts(g.Legal()))
		}
	}
	if len(g.Legal()) != 2 {
		t.Fatalf("want exactly the two real choices: %v", texts(g.Legal()))
	}
	s := dice(g, 1, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 assault red.1 with combat-knife")
	usedUp(t, s)
	if !hasEvent(ev, "assault", "with the Combat Knife") {
		t.Errorf("the charge should use the chosen Combat Knife:\n%s", eventLog(ev))
	}

	g = position(corridorArena).
		model("blue.1 operator 2,0,0").
		model("red.1 brawler 2,0,0 weapons=spike-rifle+combat-knife").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 1,0,0")
	for _, w := range []string{"red.1 assault blue.1 with spike-rifle (bayonet)", "red.1 assault blue.1 with combat-knife", "red decline"} {
		if !isLegal(g, w) {
			t.Fatalf("the free Assault on a leaving model should offer %q: %v", w, texts(g.Legal()))
		}
	}
}
