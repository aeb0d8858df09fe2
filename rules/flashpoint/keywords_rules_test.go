package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Sniper Scope (Sniper Rifle): the scoped shot is a long action with +2
// dice and headshots on 7-8; the normal shot is short and headshots on 8
// only.
func TestKeywordsSniperScope(t *testing.T) {
	g := position(flatArena).
		model("blue.1 marksman 0,1,0 weapons=sniper-rifle").
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	// 7 dice (base 3, clear shot +2, scope +2); the 7 is a headshot and
	// rolls one more die (1); SV 3 dice.
	s := dice(g, 7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with sniper-rifle (scope)")
	usedUp(t, s)
	ra := findRoll(ev, "blue.1", "RA")
	if ra == nil || len(ra.Dice) != 8 || !hasMod(ra.Mods, "sniper scope +2") {
		t.Fatalf("scoped roll %+v: want 7 dice with sniper scope +2 and one headshot die", ra)
	}
	if !g.m("blue.1").Activated {
		t.Errorf("the scoped shot is a long action: the activation should be over")
	}

	g = position(flatArena).
		model("blue.1 marksman 0,1,0 weapons=sniper-rifle").
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	// 5 dice; the 7 is a plain success, no extra die; SV 3 dice.
	s = dice(g, 7, 1, 1, 1, 1, 1, 1, 1)
	ev = play(t, g, "blue.1 shoot red.1 with sniper-rifle")
	usedUp(t, s)
	if ra := findRoll(ev, "blue.1", "RA"); ra == nil || len(ra.Dice) != 5 {
		t.Fatalf("normal shot %+v: want 5 dice and no headshot on a 7", ra)
	}
	if g.act.Spent != 1 {
		t.Errorf("the normal shot is a short action: spent %d", g.act.Spent)
	}
}

// Stable (Gunner) ignores Long after a Move: the Lance Laser may still fire
// as the second action, as a short one; without Stable it may not.
func TestKeywordsStable(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,0,0 weapons=lance-laser").
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 0,1,0")
	if !isLegal(g, "blue.1 shoot red.1 with lance-laser") {
		t.Fatalf("a Stable model ignores Long after a Move: %v", texts(g.Legal()))
	}
	g = position(flatArena).
		model("blue.1 operator 0,0,0 weapons=lance-laser").
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 0,1,0")
	if isLegal(g, "blue.1 shoot red.1 with lance-laser") {
		t.Errorf("without Stable a Long weapon is a long action (Long): %v", texts(g.Legal()))
	}
	// Stable helps only after a Move, not after a Crouch.
	g = position(flatArena).
		model("blue.1 gunner 0,1,0 weapons=lance-laser").
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 crouch")
	if isLegal(g, "blue.1 shoot red.1 with lance-laser") {
		t.Errorf("Stable ignores Long after a Move only: %v", texts(g.Legal()))
	}
}

// Lunge (Gravity Maul's R1 profile): a Shoot action testing FI where only
// clear shot and high ground apply (no Smash, no Imposing); its Knockback
// pushes directly away.
func TestKeywordsLungeGravityMaul(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 1,1,0 weapons=gravity-maul").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	if isLegal(g, "blue.1 shoot red.1 with gravity-maul (lunge) (blaze)") || isLegal(g, "blue.1 shoot red.1 with gravity-maul") {
		t.Fatalf("only the lunge profile shoots: %v", texts(g.Legal()))
	}
	// FI 4+ with 5 dice: 2 successes; SV none: 2 hits, both on shields.
	s := dice(g, 4, 4, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with gravity-maul (lunge)")
	usedUp(t, s)
	fi := findRoll(ev, "blue.1", "FI")
	if fi == nil || len(fi.Dice) != 5 || hasMod(fi.Mods, "smash +1") || hasMod(fi.Mods, "imposing +1") {
		t.Fatalf("lunge roll %+v: want FI with base 3 and clear shot +2 only", fi)
	}
	if r := g.m("red.1"); r.Pos != (world.Pos{X: 3, Y: 1}) || r.Shields != 0 {
		t.Fatalf("red.1 at %s shields %d: want pushed east to 3,1,0 with both shields lost:\n%s", r.Pos, r.Shields, eventLog(ev))
	}
	if g.act.Spent != 1 {
		t.Errorf("a Lunge is a Shoot action (short): spent %d", g.act.Spent)
	}
}

// Smash n: +n Fight dice in an Assault (Gravity Maul CC: Smash 1);
// Imposing: +1 die to Fight and to Survive in an Assault (Breacher).
func TestKeywordsSmashAndImposing(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 1,1,0 weapons=gravity-maul").
		model("red.1 operator 1,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	ev := play(t, g, "blue.1 assault red.1 with gravity-maul")
	fi := findRoll(ev, "blue.1", "FI")
	if fi == nil || len(fi.Dice) != 5 || !hasMod(fi.Mods, "smash +1") || !hasMod(fi.Mods, "imposing +1") {
		t.Fatalf("FI %+v: want 5 dice (base 3, Smash +1, Imposing +1)", fi)
	}
	if sv := findRoll(ev, "red.1", "SV"); sv == nil || len(sv.Dice) != 3 {
		t.Errorf("the Operator's SV %+v: want 3 dice", sv)
	}

	g = position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 breacher 1,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	ev = play(t, g, "blue.1 assault red.1 with fists")
	if sv := findRoll(ev, "red.1", "SV"); sv == nil || len(sv.Dice) != 4 || !hasMod(sv.Mods, "imposing +1") {
		t.Errorf("the Breacher's SV %+v: want 4 dice (Imposing +1)", sv)
	}
}

// Imposing helps only in an Assault: a Breacher shot at rolls 3 SV dice.
func TestKeywordsImposingNotAgainstShots(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 breacher 3,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	ev := play(t, g, "blue.1 shoot red.1 with assault-rifle")
	if sv := findRoll(ev, "red.1", "SV"); sv == nil || len(sv.Dice) != 3 {
		t.Errorf("SV %+v: want 3 dice against a shot", sv)
	}
}

// Guarded (Gunner): an 8 rolled against it is a success but rolls no
// headshot die, in a shot and in an Assault; against another model the 8
// rolls one more die (DESIGN 5).
func TestKeywordsGuarded(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 gunner 3,1,0").
		active("blue.1").build(t)
	// RA 5 dice (8 and four misses), Weight of Fire 2 rerolls (misses), SV 3.
	s := dice(g, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with assault-rifle")
	usedUp(t, s)
	if ra := findRoll(ev, "blue.1", "RA"); ra == nil || len(ra.Dice) != 7 {
		t.Fatalf("RA %+v: want 5 dice and 2 rerolls, no headshot die against Guarded", ra)
	}

	g = position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	s = dice(g, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	ev = play(t, g, "blue.1 shoot red.1 with assault-rifle")
	usedUp(t, s)
	if ra := findRoll(ev, "blue.1", "RA"); ra == nil || len(ra.Dice) != 8 {
		t.Fatalf("RA %+v: want 5 dice, 2 rerolls and a headshot die", ra)
	}

	g = position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 gunner 1,1,0").
		active("blue.1").build(t)
	s = dice(g, 8, 1, 1, 1, 1, 1)
	ev = play(t, g, "blue.1 assault red.1 with fists")
	usedUp(t, s)
	if fi := findRoll(ev, "blue.1", "FI"); fi == nil || len(fi.Dice) != 3 {
		t.Errorf("FI %+v: want 3 dice and no headshot die against Guarded", fi)
	}
}

// Continuous Fire (Plasma Rifle) gives Weight of Fire 2: up to two failed
// dice are rolled again; the firer then needs 2 Survive successes, and
// with them takes no wound.
func TestKeywordsContinuousFire(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0 weapons=plasma-rifle").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	// RA 5 dice: 4,4 and three misses; two rerolled: 4 and 1 (3 successes).
	// SV 3 dice: none. Overheat: 5,5,1 (2 successes, no wound).
	s := dice(g, 4, 4, 1, 1, 1, 4, 1, 1, 1, 1, 5, 5, 1)
	ev := play(t, g, "blue.1 shoot red.1 with plasma-rifle")
	usedUp(t, s)
	if ra := findRoll(ev, "blue.1", "RA"); ra == nil || len(ra.Dice) != 7 {
		t.Fatalf("RA %+v: want 5 dice and 2 rerolls (Weight of Fire 2)", ra)
	}
	if !hasEvent(ev, "hit", "red.1 takes 3 hits") {
		t.Errorf("want 3 hits on red.1:\n%s", eventLog(ev))
	}
	if b := g.m("blue.1"); b.Wounds != 0 {
		t.Errorf("2 Survive successes: the firer takes no wound, has %d", b.Wounds)
	}
}

// Suppression (Arc Rifle) pins only when the shot hits: a miss pins nobody.
func TestKeywordsSuppressionMiss(t *testing.T) {
	g := position(flatArena).
		model("blue.1 marksman 0,1,0 weapons=arc-rifle").
		model("red.1 operator 3,1,0").
		model("red.2 operator 3,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	play(t, g, "blue.1 shoot red.1 with arc-rifle")
	if g.m("red.1").Pinned || g.m("red.2").Pinned {
		t.Error("a Suppression shot that misses pins nobody")
	}
}

// Stoic (Commander): never pinned, even by a wall that wins, and no Crouch.
func TestKeywordsStoicWall(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 commander 3,0,0").
		model("red.1 breacher 3,0,0 weapons=gravity-maul").
		active("red.1").build(t)
	// The Assault: 5 FI dice, 2 successes; SV 3+ 3 dice, 1 success: 1 hit
	// (ESD 1 strips a shield, one absorbs it). Then the push east into the
	// wall west of 4,0,0: the wall wins by 2.
	s := dice(g, 4, 4, 1, 1, 1, 3, 1, 1, 4, 4, 1, 1, 1, 2, 1)
	play(t, g, "red.1 assault blue.1 with gravity-maul")
	ev := play(t, g, "red.1 push blue.1 (e)")
	usedUp(t, s)
	b := g.m("blue.1")
	if b.Pinned || b.Wounds != 2 || !hasEvent(ev, "pin", "Stoic") {
		t.Fatalf("blue.1 pinned %v wounds %d: want 2 wounds and not pinned (Stoic):\n%s", b.Pinned, b.Wounds, eventLog(ev))
	}
}

// Lunge: high ground applies (the lunger one level above its target).
func TestKeywordsLungeHighGround(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 breacher 2,2,1").
		model("red.1 operator 3,2,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 shoot red.1 with energy-blade (lunge)") {
		t.Fatalf("want a lunge down the step: %v", texts(g.Legal()))
	}
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	ev := play(t, g, "blue.1 shoot red.1 with energy-blade (lunge)")
	if fi := findRoll(ev, "blue.1", "FI"); fi == nil || !hasMod(fi.Mods, "high ground +1") {
		t.Errorf("lunge FI %+v: want high ground +1", fi)
	}
}
