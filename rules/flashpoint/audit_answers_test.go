package flashpoint

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A12, HF-ACT-3: an action a command die grants does not count toward the
// once-per-type limit: after a free Shoot from a Shoot die the model may
// still take its own Shoot action.
func TestAuditFreeShootLeavesOwnShoot(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 brawler 3,1,0").
		active("blue.1").commandDice([]string{"shoot"}, nil).build(t)
	play(t, g, "blue.1 spend (shoot)")
	g.SetDice(constDice(1))
	play(t, g, "blue.1 shoot red.1 with assault-rifle")
	if g.act.Spent != 0 {
		t.Fatalf("the free shot cost %d action points", g.act.Spent)
	}
	if !isLegal(g, "blue.1 shoot red.1 with assault-rifle") {
		t.Errorf("the model's own Shoot action is still open after the free one: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 shoot red.1 with assault-rifle")
	if g.act.Spent != 1 || isLegal(g, "blue.1 shoot red.1 with assault-rifle") {
		t.Errorf("the own Shoot is one short action, once: spent %d, legal %v", g.act.Spent, texts(g.Legal()))
	}
}

// A16, HF-SHT-2: a single-target shot at an enemy sharing its cube with a
// friend of the shooter takes Friendly Fire -2 dice.
func TestAuditFriendlyFireSingleTarget(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("blue.2 operator 2,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	g.SetDice(constDice(1))
	ev := play(t, g, "blue.1 shoot red.1 with assault-rifle")
	r := findRoll(ev, "blue.1", "RA")
	if r == nil || !strings.Contains(r.Text, "3 dice at") || !hasMod(r.Mods, "friendly fire -2") {
		t.Fatalf("RA roll %+v, want 3 dice: base 3, clear shot +2, friendly fire -2\n%s", r, eventLog(ev))
	}
}

// A16, HF-SHT-5, Frag: a cube attack on a cube holding friends and enemies
// is allowed and hits every model there, friend and foe alike.
func TestAuditFragHitsFriendAndFoe(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("blue.2 operator 2,1,0 shields=0").
		model("red.1 operator 2,1,0 shields=0").
		active("blue.1").build(t)
	s := dice(g,
		4, 4, 4, // accuracy: on target
		4, 4, 1, 1, 1, // Frag 5: 2 successes
		1, 1, 1, // blue.2 Survive: 2 hits, 2 wounds (AR 2 - AP 1)
		1, 1, 1, // red.1 Survive: 2 hits, 2 wounds
		3, 7, // scatters
	)
	ev := play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	usedUp(t, s)
	for _, id := range []string{"blue.2", "red.1"} {
		if m := g.m(id); m.Wounds != 2 || !m.Pinned {
			t.Errorf("%s wounds %d pinned %v, want 2 wounds and pinned\n%s", id, m.Wounds, m.Pinned, eventLog(ev))
		}
	}
}

// A19, HF-FALL-4, HF-CMD-6: after a one-level fall in its own activation
// the model may not Move, Sprint or take a Move +1 from a command die.
func TestAuditFallNoMovePlusOne(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 operator 2,2,1 pinned").
		model("red.1 breacher 2,2,1 weapons=gravity-maul").
		model("red.2 operator 5,0,0").
		active("blue.1").commandDice([]string{"move +1"}, nil).build(t)
	play(t, g, "blue.1 stand")
	s := dice(g, 4, 4, 1, 1, 1, 1, 5, 1, 1)
	play(t, g, "red.1 assault blue.1 with gravity-maul")
	ev := play(t, g, "red.1 push blue.1 (e)")
	usedUp(t, s)
	if g.ToMove() != rules.Blue || g.m("blue.1").Pinned {
		t.Fatalf("blue.1 carries on after a one-level fall: %s\n%s", g.Prompt(), eventLog(ev))
	}
	if isLegal(g, "blue.1 spend (move +1)") {
		t.Errorf("Move +1 after a fall (A19): %v", texts(g.Legal()))
	}
}

// HF-CMD-6: Move +1 may be taken after a long action, even after the model
// Sprinted.
func TestAuditMovePlusOneAfterSprint(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 brawler 4,2,0").
		active("blue.1").commandDice([]string{"move +1"}, nil).build(t)
	play(t, g, "blue.1 sprint 3,1,0")
	if !isLegal(g, "blue.1 spend (move +1)") {
		t.Fatalf("Move +1 after a Sprint: %s %v", g.Prompt(), texts(g.Legal()))
	}
	play(t, g, "blue.1 spend (move +1)")
	play(t, g, "blue.1 move 3,0,0")
	if p := g.m("blue.1").Pos; p != at("3,0,0") {
		t.Errorf("blue.1 at %s, want 3,0,0", p)
	}
}

// HF-CMD-7: a Shoot die may be used after a long action: once its Assault
// has killed the only enemy in its cube, the model may still take a free
// Shoot at another.
func TestAuditShootDieAfterLongAction(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 2,1,0").
		model("red.1 brawler 2,1,0 pinned").
		model("red.2 operator 4,1,0").
		active("blue.1").commandDice([]string{"shoot"}, nil).build(t)
	g.SetDice(constDice(8))
	play(t, g, "blue.1 assault red.1 with fists")
	if g.m("red.1").OnBoard {
		t.Fatalf("red.1 survived an Assault of eights")
	}
	if !isLegal(g, "blue.1 spend (shoot)") {
		t.Fatalf("Shoot die after a long action: %s %v", g.Prompt(), texts(g.Legal()))
	}
}

// HF-MOV-5, HF-ASL-3: a model leaving a cube whose only enemy is Pinned
// goes freely: a Pinned model never makes a Fight test.
func TestAuditLeavePinnedEnemyCube(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 2,1,0").
		model("red.1 operator 2,1,0 pinned").
		model("red.2 operator 4,2,0").
		active("blue.1").build(t)
	s := dice(g)
	ev := play(t, g, "blue.1 move 1,1,0")
	usedUp(t, s)
	if p := g.m("blue.1").Pos; p != at("1,1,0") || hasEvent(ev, "assault", "") {
		t.Errorf("blue.1 at %s, want it gone to 1,1,0 with no Assault:\n%s", p, eventLog(ev))
	}
}

// HF-STD-3, HF-STD-4: standing up in a cube with a Pinned and an unpinned
// enemy, only the unpinned one may make the free Assault.
func TestAuditStandUpOnlyUnpinnedAttacks(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 2,1,0 pinned").
		model("red.1 operator 2,1,0 pinned").
		model("red.2 operator 2,1,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 stand")
	if g.ToMove() != rules.Red {
		t.Fatalf("red is not asked for the free Assault: %s %v", g.Prompt(), texts(g.Legal()))
	}
	for _, a := range g.Legal() {
		if a.Kind == "assault" && strings.HasPrefix(a.Text(), "red.1 ") {
			t.Errorf("pinned red.1 may not attack: %s", a.Text())
		}
	}
	if !isLegal(g, "red.2 assault blue.1 with fists") {
		t.Errorf("red.2 may attack: %v", texts(g.Legal()))
	}
}

// HF-PIN-2: a Pinned model may not move of its own will nor give a Special
// Order: before it stands, neither a Move +1 nor a Special Order die is
// offered for it; once standing, the Move +1 is.
func TestAuditPinnedNoOrderNoMove(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0 pinned").
		model("red.1 operator 3,1,0").
		active("blue.1").commandDice([]string{"move +1", "special order"}, nil).build(t)
	for _, a := range g.Legal() {
		if a.Kind == "order" || a.Kind == "move" || a.Text() == "blue.1 spend (move +1)" || a.Text() == "blue.1 spend (special order)" {
			t.Errorf("pinned blue.1 is offered %s", a.Text())
		}
	}
	play(t, g, "blue.1 stand")
	if !isLegal(g, "blue.1 spend (move +1)") {
		t.Errorf("standing, blue.1 may use its Move +1: %v", texts(g.Legal()))
	}
}

// A15, G5: Crouch is a short action; Crouched ends when the model Moves,
// Assaults or is Pinned.
func TestAuditCrouchEnds(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 crouch")
	if !g.m("blue.1").Crouched || g.act.Spent != 1 {
		t.Fatalf("Crouch: crouched %v, spent %d, want crouched after one short action", g.m("blue.1").Crouched, g.act.Spent)
	}
	play(t, g, "blue.1 move 2,1,0")
	if g.m("blue.1").Crouched {
		t.Errorf("a Move ends Crouched")
	}

	g = position(flatArena).
		model("blue.1 operator 2,1,0 crouched").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	g.SetDice(constDice(1))
	play(t, g, "blue.1 assault red.1 with fists")
	if g.m("blue.1").Crouched {
		t.Errorf("an Assault ends Crouched")
	}

	// Blaze Away: 4 + clear shot 2 RA dice win against the Survive dice:
	// a shield lost and Pinned.
	g = position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 2,1,0 crouched").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Faces: []int{4, 4, 4, 4, 4, 4}, Fallback: constDice(1)})
	ev := play(t, g, "blue.1 shoot red.1 with assault-rifle (blaze)")
	if r := g.m("red.1"); !r.Pinned || r.Crouched {
		t.Errorf("red.1 pinned %v crouched %v, want pinned and no longer crouched\n%s", r.Pinned, r.Crouched, eventLog(ev))
	}
}
