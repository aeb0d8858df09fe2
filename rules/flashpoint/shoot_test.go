package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// constDice always rolls the same face (capped at the die's sides).
type constDice int

// Roll returns the constant face.
func (c constDice) Roll(sides int) int { return min(int(c), sides) }

// shootTargets lists the targets of the legal Shoot actions.
func shootTargets(g *Game) map[string]bool {
	out := map[string]bool{}
	for _, a := range g.Legal() {
		if a.Kind == "shoot" {
			out[a.Target] = true
		}
	}
	return out
}

// HF-SHT-1: a target must be within the weapon's range and in sight.
func TestShootRangeAndSight(t *testing.T) {
	g := position(corridorArena).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,0,0").
		model("red.2 operator 5,0,0").
		active("blue.1").build(t)
	got := shootTargets(g)
	if !got["red.1"] || got["red.2"] {
		t.Errorf("Assault Rifle R4 from 0,0,0: want red.1 (4 cubes) only, got %v", got)
	}
	g = position(climbArena).
		model("blue.1 operator 1,0,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	if got := shootTargets(g); len(got) != 0 {
		t.Errorf("the wall west of 3,0,0 blocks sight, got targets %v", got)
	}
}

// HF-SHT-1: a model sharing a cube with an enemy cannot shoot.
func TestShootNotFromEnemyCube(t *testing.T) {
	g := leavePosition(false).build(t)
	if got := shootTargets(g); len(got) != 0 {
		t.Errorf("blue.1 shares a cube with red.1 and may not shoot, got targets %v", got)
	}
}

// HF-SHT-1: CC weapons cannot shoot; a Lunge profile shoots at R1 with an
// FI test where only clear shot and high ground apply.
func TestShootLunge(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 1,1,0").
		model("red.1 operator 2,1,0").
		model("red.2 operator 3,1,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 shoot red.1 with energy-blade (lunge)") {
		t.Fatalf("want a lunge at red.1: %v", texts(g.Legal()))
	}
	if isLegal(g, "blue.1 shoot red.2 with energy-blade (lunge)") || isLegal(g, "blue.1 shoot red.1 with energy-blade") || isLegal(g, "blue.1 shoot red.1 with fists") {
		t.Fatalf("only the R1 lunge profile may shoot: %v", texts(g.Legal()))
	}
	s := dice(g, 4, 4, 4, 4, 4, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with energy-blade (lunge)")
	usedUp(t, s)
	roll := findRoll(ev, "blue.1", "FI")
	if roll == nil || roll.Need != 4 || len(roll.Dice) != 5 {
		t.Fatalf("lunge roll = %+v, want FI 4+ with 5 dice (base 3, clear shot +2)", roll)
	}
}

// HF-SHT-2, HF-SHT-3: the opposed RA against SV roll with clear shot +2;
// hits beyond shields become wounds (DESIGN 5).
func TestShootClearShot(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	s := dice(g, 4, 4, 4, 4, 4, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with assault-rifle")
	usedUp(t, s)
	roll := findRoll(ev, "blue.1", "RA")
	if roll == nil || len(roll.Dice) != 5 || !hasMod(roll.Mods, "clear shot +2") {
		t.Fatalf("RA roll = %+v, want 5 dice with clear shot +2", roll)
	}
	sv := findRoll(ev, "red.1", "SV")
	if sv == nil || len(sv.Dice) != 3 || sv.Need != 5 {
		t.Fatalf("SV roll = %+v, want 3 dice at 5+", sv)
	}
	if r := g.m("red.1"); r.Shields != 0 || r.Wounds != 1 {
		t.Errorf("red.1 shields %d wounds %d, want 0 and 1 (5 hits: 2 absorbed, 3/2 = 1 wound)", r.Shields, r.Wounds)
	}
	if g.act.Spent != 1 || !g.act.Used.has(actShoot) || isLegal(g, "blue.1 shoot red.1 with assault-rifle") {
		t.Error("Shoot is one short action, once per activation")
	}
}

// HF-SHT-2: crouched shooter +1, friendly fire -2; HF-SHT-3: crouched
// target +1 SV (A15).
func TestShootModifiers(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0 crouched").
		model("blue.2 operator 2,1,0").
		model("red.1 operator 2,1,0 crouched").
		active("blue.1").build(t)
	s := &rules.Scripted{Fallback: constDice(1)}
	g.SetDice(s)
	ev := play(t, g, "blue.1 shoot red.1 with assault-rifle")
	roll := findRoll(ev, "blue.1", "RA")
	if roll == nil || !hasMod(roll.Mods, "crouched +1") || !hasMod(roll.Mods, "friendly fire -2") {
		t.Fatalf("RA mods = %v, want crouched +1 and friendly fire -2", roll.Mods)
	}
	sv := findRoll(ev, "red.1", "SV")
	if sv == nil || len(sv.Dice) != 4 || !hasMod(sv.Mods, "crouched +1") {
		t.Fatalf("SV roll = %+v, want 4 dice with crouched +1", sv)
	}
}

// HF-SHT-2: High Ground +1 when the shooter stands above the target.
func TestShootHighGround(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 marksman 2,0,2").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 shoot red.1 with marksman-rifle") {
		t.Fatalf("the roof should see 4,0,0: %v", texts(g.Legal()))
	}
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	ev := play(t, g, "blue.1 shoot red.1 with marksman-rifle")
	roll := findRoll(ev, "blue.1", "RA")
	if roll == nil || !hasMod(roll.Mods, "high ground +1") || !hasMod(roll.Mods, "optics +1") {
		t.Fatalf("RA mods = %v, want high ground +1 and optics +1", roll.Mods)
	}
}

// HF-FAQ-2, Rapid Fire Blaze Away: 4 dice (with clear shot) against 3 SV;
// a win strips one shield and pins, no wounds and no ESD even with an ESD
// weapon; Continuous Fire then tests the shooter.
func TestShootBlazeAway(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0 weapons=plasma-rifle").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 shoot red.1 with plasma-rifle (blaze)") {
		t.Fatalf("want a Blaze Away option: %v", texts(g.Legal()))
	}
	// RA: blaze away 4 + clear shot 2 = 6 dice; SV 3; overheat 3 SV dice, 2 successes.
	s := dice(g, 4, 4, 4, 4, 4, 4, 1, 1, 1, 5, 5, 1)
	ev := play(t, g, "blue.1 shoot red.1 with plasma-rifle (blaze)")
	usedUp(t, s)
	roll := findRoll(ev, "blue.1", "RA")
	if roll == nil || len(roll.Dice) != 6 {
		t.Fatalf("blaze roll = %+v, want 6 dice", roll)
	}
	r := g.m("red.1")
	if r.Shields != 1 || r.Wounds != 0 || !r.Pinned {
		t.Errorf("red.1 shields %d wounds %d pinned %v: want 1 shield lost (no ESD), no wounds, pinned", r.Shields, r.Wounds, r.Pinned)
	}
	if b := g.m("blue.1"); b.Wounds != 0 {
		t.Errorf("2 overheat successes: no wound, got %d", b.Wounds)
	}
}

// Blaze Away that does not win has no effect.
func TestShootBlazeAwayFails(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	// 6 dice with Weight of Fire 2: all fail, two rerolled and fail again.
	s := dice(g, 1, 1, 1, 1, 1, 1, 2, 2, 5, 1, 1)
	play(t, g, "blue.1 shoot red.1 with assault-rifle (blaze)")
	usedUp(t, s)
	if r := g.m("red.1"); r.Pinned || r.Shields != 2 {
		t.Errorf("a failed Blaze Away should do nothing: pinned %v shields %d", r.Pinned, r.Shields)
	}
}

// Continuous Fire: fewer than 2 Survive successes after shooting cost the
// shooter one wound that ignores armour and shields.
func TestShootContinuousFireWound(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0 weapons=plasma-rifle").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	// RA 5 dice fail (2 rerolls fail), SV 3, overheat 3 dice with one success.
	s := dice(g, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1)
	play(t, g, "blue.1 shoot red.1 with plasma-rifle")
	usedUp(t, s)
	if b := g.m("blue.1"); b.Wounds != 1 || b.Shields != 2 {
		t.Errorf("overheat: blue.1 wounds %d shields %d, want 1 wound through full shields", b.Wounds, b.Shields)
	}
}

// Sniper Scope: the scoped shot is a long action, so only the first action
// may take it; Long weapons likewise.
func TestShootScopeAndLong(t *testing.T) {
	g := position(flatArena).
		model("blue.1 marksman 0,1,0 weapons=sniper-rifle").
		model("blue.2 marksman 0,0,0 weapons=lance-laser").
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	for _, text := range []string{"blue.1 shoot red.1 with sniper-rifle", "blue.1 shoot red.1 with sniper-rifle (scope)"} {
		if !isLegal(g, text) {
			t.Fatalf("%q should be legal as a first action: %v", text, texts(g.Legal()))
		}
	}
	play(t, g, "blue.1 move 0,2,0")
	if isLegal(g, "blue.1 shoot red.1 with sniper-rifle (scope)") || !isLegal(g, "blue.1 shoot red.1 with sniper-rifle") {
		t.Fatalf("after a Move only the short shot is left: %v", texts(g.Legal()))
	}
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	play(t, g, "blue.1 shoot red.1 with sniper-rifle")
	play(t, g, "red.1 activate")
	play(t, g, "red.1 crouch")
	play(t, g, "red.1 end")
	play(t, g, "blue.2 activate")
	if !isLegal(g, "blue.2 shoot red.1 with lance-laser") {
		t.Fatalf("a Long weapon may fire as the first action: %v", texts(g.Legal()))
	}
	play(t, g, "blue.2 crouch")
	if isLegal(g, "blue.2 shoot red.1 with lance-laser") {
		t.Error("a Long weapon is a long action: not after a Crouch")
	}
}

// Knockback (flashpoint-data): a winning shot pushes the target one cube
// directly away from the shooter.
func TestShootKnockback(t *testing.T) {
	g := position(flatArena).
		model("blue.1 brawler 1,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	// RA 5+ with 5 dice: 2 successes; SV 1 success: 1 hit, absorbed by a shield.
	s := dice(g, 5, 5, 1, 1, 1, 5, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with auto-shotgun")
	usedUp(t, s)
	r := g.m("red.1")
	if r.Pos != (world.Pos{X: 3, Y: 1}) || r.Shields != 1 || r.Wounds != 0 {
		t.Fatalf("red.1 at %s shields %d wounds %d, want pushed to 3,1,0 with a shield lost:\n%s", r.Pos, r.Shields, r.Wounds, eventLog(ev))
	}
}

// Knockback in one column (shooter right above the target, through a
// girder): the shooter chooses the direction.
func TestShootKnockbackSameColumn(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 brawler 3,1,1").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 shoot red.1 with auto-shotgun") {
		t.Fatalf("a girder does not block sight: %v", texts(g.Legal()))
	}
	g.SetDice(&rules.Scripted{Faces: []int{5, 5, 5, 1, 1, 1, 5, 1, 1}, Fallback: constDice(1)})
	play(t, g, "blue.1 shoot red.1 with auto-shotgun")
	if g.ToMove() != rules.Blue || !isLegal(g, "blue.1 push red.1 (s)") || len(g.Legal()) != 8 {
		t.Fatalf("blue should pick one of 8 directions: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 push red.1 (s)")
	if r := g.m("red.1"); r.Pos != (world.Pos{X: 3, Y: 2}) {
		t.Errorf("red.1 at %s, want pushed south to 3,2,0", r.Pos)
	}
}

// HF-ORD-1: dead models are removed before knockback resolves: a killing
// Knockback shot pushes nobody.
func TestShootKillBeforeKnockback(t *testing.T) {
	g := position(flatArena).
		model("blue.1 brawler 1,1,0").
		model("red.1 operator 2,1,0 wounds=3 shields=0").
		active("blue.1").build(t)
	s := dice(g, 5, 5, 1, 1, 1, 5, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with auto-shotgun")
	usedUp(t, s)
	if g.m("red.1").OnBoard || hasEvent(ev, "push", "red.1") || len(g.tasks) != 0 {
		t.Fatalf("red.1 should die and not be pushed:\n%s", eventLog(ev))
	}
}

// Suppression (Arc Rifle): a shot that hits pins every model in the
// target's cube.
func TestShootSuppression(t *testing.T) {
	g := position(flatArena).
		model("blue.1 marksman 0,1,0 weapons=arc-rifle").
		model("red.1 operator 3,1,0").
		model("red.2 operator 3,1,0").
		model("red.3 operator 3,0,0").
		active("blue.1").build(t)
	// Long shot: RA 3+ with clear shot and Optics: 6 dice, 3 successes
	// (no headshots); SV none: 3 hits, ESD 2 strips both shields.
	s := dice(g, 3, 3, 3, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with arc-rifle")
	usedUp(t, s)
	if !g.m("red.1").Pinned || !g.m("red.2").Pinned || g.m("red.3").Pinned {
		t.Fatalf("red.1 and red.2 (same cube) should be pinned, red.3 not:\n%s", eventLog(ev))
	}
}
