package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// HF-ASL-1: Assault is a long action against an enemy in the same cube.
func TestAssaultIsLongAndSameCube(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 1,1,0").
		model("red.2 operator 2,1,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 assault red.1 with fists") || isLegal(g, "blue.1 assault red.2 with fists") {
		t.Fatalf("only red.1 shares the cube: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 crouch")
	if isLegal(g, "blue.1 assault red.1 with fists") {
		t.Error("Assault is a long action: not as the second action")
	}
}

// HF-ASL-2: with several CC weapons the player chooses one (one action per
// weapon); a free Assault uses the best (highest AP).
func TestAssaultWeaponChoice(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 1,1,0").
		model("red.1 operator 1,1,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 assault red.1 with energy-blade") || !isLegal(g, "blue.1 assault red.1 with fists") {
		t.Fatalf("want both CC weapons: %v", texts(g.Legal()))
	}
	g = position(corridorArena).
		model("blue.1 breacher 1,0,0").
		model("red.1 operator 2,0,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	ev := play(t, g, "blue.1 move 2,0,0")
	if !hasEvent(ev, "assault", "with the Energy Blade") {
		t.Errorf("the charge should use the Energy Blade (AP 3):\n%s", eventLog(ev))
	}
}

// HF-ASL-4, HF-ASL-5: the assault modifiers; Imposing +1 to Fight and
// Survive in an Assault.
func TestAssaultModifiers(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0 wounds=1").
		model("blue.2 operator 1,1,0").
		model("red.1 breacher 1,1,0 wounds=2").
		model("red.2 operator 1,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	ev := play(t, g, "blue.1 assault red.1 with fists")
	fi := findRoll(ev, "blue.1", "FI")
	for _, want := range []string{"friend in cube +1", "target wounded +1"} {
		if fi == nil || !hasMod(fi.Mods, want) {
			t.Errorf("FI mods %v: want %q", fi.Mods, want)
		}
	}
	if fi == nil || len(fi.Dice) != 5 {
		t.Errorf("FI roll %+v: want 5 dice", fi)
	}
	sv := findRoll(ev, "red.1", "SV")
	for _, want := range []string{"friend in cube +1", "attacker wounded +1", "imposing +1"} {
		if sv == nil || !hasMod(sv.Mods, want) {
			t.Errorf("SV mods %v: want %q", sv.Mods, want)
		}
	}
	if sv == nil || len(sv.Dice) != 6 || sv.Need != 6 {
		t.Errorf("SV roll %+v: want 6 dice at 6+", sv)
	}
}

// HF-ASL-6, HF-PIN-5: a pinned model that is assaulted stands up for free
// and rolls SV; the attacker gets +1.
func TestAssaultPinnedTarget(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 1,1,0 pinned").
		active("blue.1").build(t)
	s := dice(g, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 assault red.1 with fists")
	usedUp(t, s)
	fi := findRoll(ev, "blue.1", "FI")
	if fi == nil || len(fi.Dice) != 4 || !hasMod(fi.Mods, "target pinned +1") {
		t.Fatalf("FI roll %+v: want 4 dice with target pinned +1", fi)
	}
	if g.m("red.1").Pinned || !hasEvent(ev, "stand", "red.1") {
		t.Errorf("red.1 should stand up for free:\n%s", eventLog(ev))
	}
}

// Knockback in an Assault: the attacker picks the direction.
func TestAssaultKnockbackChoice(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 2,1,0 weapons=gravity-maul").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	// FI 4+: base 3 + Imposing 1 + Smash 1 = 5 dice, 2 successes; SV 1
	// success: 1 hit, ESD 1 strips a shield, the other absorbs the hit.
	s := dice(g, 4, 4, 1, 1, 1, 5, 1, 1)
	play(t, g, "blue.1 assault red.1 with gravity-maul")
	usedUp(t, s)
	if g.ToMove() != rules.Blue || len(g.Legal()) != 8 || !isLegal(g, "blue.1 push red.1 (nw)") {
		t.Fatalf("blue should pick where red.1 goes: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 push red.1 (nw)")
	if r := g.m("red.1"); r.Pos.X != 1 || r.Pos.Y != 0 || r.Shields != 0 || r.Wounds != 0 {
		t.Errorf("red.1 at %s shields %d wounds %d, want 1,0,0 with no shields and no wounds", r.Pos, r.Shields, r.Wounds)
	}
	if g.ToMove() != rules.Red {
		t.Errorf("the Assault was blue.1's whole activation; red is next, not %v", g.ToMove())
	}
}
