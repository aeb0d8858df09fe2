package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// HF-PIN-2, HF-PIN-4, HF-ACT-8, A13: a pinned model's only options are
// Stand Up or ending its activation at once.
func TestPinnedActivation(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0 pinned").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	if got := texts(g.Legal()); len(got) != 2 || got[0] != "blue.1 stand" || got[1] != "blue.1 end" {
		t.Fatalf("pinned: want stand or end, got %v", got)
	}
	play(t, g, "blue.1 end")
	if !g.m("blue.1").Pinned || !g.m("blue.1").Activated {
		t.Error("ending at once leaves the model pinned and activated")
	}
}

// HF-STD-1, HF-STD-2: Stand Up is the first (short) action and removes
// Pinned; one short action follows, any but another Stand Up.
func TestStandUp(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0 pinned").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	ev := play(t, g, "blue.1 stand")
	if g.m("blue.1").Pinned || !hasEvent(ev, "stand", "stands up") {
		t.Fatalf("blue.1 should stand up:\n%s", eventLog(ev))
	}
	if isLegal(g, "blue.1 stand") || !isLegal(g, "blue.1 move 2,1,0") || isLegal(g, "blue.1 sprint 2,1,0") {
		t.Errorf("after standing: one short action, no long one: %v", texts(g.Legal()))
	}
}

// HF-STD-3: standing up next to an unpinned enemy lets the opponent make a
// free Assault with +1 (the target was pinned at the start of the action).
func TestStandUpNextToEnemy(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0 pinned").
		model("red.1 operator 1,1,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 stand")
	if g.ToMove() != rules.Red || !isLegal(g, "red.1 assault blue.1 with fists") || !isLegal(g, "red decline") {
		t.Fatalf("red should decide a free Assault: %v", texts(g.Legal()))
	}
	s := dice(g, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "red.1 assault blue.1 with fists")
	usedUp(t, s)
	fi := findRoll(ev, "red.1", "FI")
	if fi == nil || len(fi.Dice) != 4 || !hasMod(fi.Mods, "target pinned +1") {
		t.Fatalf("FI roll %+v: want 4 dice with target pinned +1", fi)
	}
	if g.ToMove() != rules.Blue || g.act.Model != g.modelIndex("blue.1") {
		t.Error("blue.1 goes on with its second action")
	}
}

// HF-STD-4: if the only enemies in the cube are pinned too, nobody attacks.
func TestStandUpNextToPinnedEnemy(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0 pinned").
		model("red.1 operator 1,1,0 pinned").
		active("blue.1").build(t)
	play(t, g, "blue.1 stand")
	if g.ToMove() != rules.Blue || len(g.tasks) != 0 {
		t.Fatalf("a pinned enemy cannot react: %v", texts(g.Legal()))
	}
}

// HF-PIN-1, HF-WALL-1, HF-WALL-2: pinned during its own activation the
// model's activation ends at once. Here the stand-up Assault knocks it into
// a wall (4 dice at 4+ against 3 SV); the wall wins: wounds that ignore
// shields and armour, and Pinned.
func TestPinnedDuringOwnActivation(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 operator 3,0,0 pinned").
		model("red.1 breacher 3,0,0 weapons=gravity-maul").
		active("blue.1").build(t)
	play(t, g, "blue.1 stand")
	// FI: 3 + pinned 1 + Imposing 1 + Smash 1 = 6 dice, 2 successes;
	// SV 1 success: 1 hit (ESD strips a shield, the other absorbs it).
	// Wall: 4 dice, 3 successes; SV none: 3 wounds.
	s := dice(g, 4, 4, 1, 1, 1, 1, 5, 1, 1, 4, 4, 4, 1, 1, 1, 1)
	play(t, g, "red.1 assault blue.1 with gravity-maul")
	ev := play(t, g, "red.1 push blue.1 (e)")
	usedUp(t, s)
	b := g.m("blue.1")
	if b.Pos != (world.Pos{X: 3}) || b.Wounds != 3 || !b.Pinned {
		t.Fatalf("blue.1 at %s wounds %d pinned %v: want 3,0,0, 3 wounds, pinned:\n%s", b.Pos, b.Wounds, b.Pinned, eventLog(ev))
	}
	wall := findRoll(ev, "", "wall")
	if wall == nil || len(wall.Dice) != 4 || wall.Need != 4 || wall.Seat != rules.Red {
		t.Errorf("wall roll %+v: want 4 dice at 4+ rolled by red", wall)
	}
	if !b.Activated || g.act.Model != -1 || g.ToMove() != rules.Red {
		t.Errorf("blue.1's activation should end at once; prompt %q", g.Prompt())
	}
}

// HF-WALL-1: if the wall does not win, nothing happens.
func TestWallLoses(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 operator 3,0,0").
		model("red.1 breacher 3,0,0 weapons=gravity-maul").
		active("red.1").build(t)
	s := dice(g, 4, 4, 1, 1, 1, 5, 1, 1, 4, 1, 1, 1, 5, 6, 1)
	play(t, g, "red.1 assault blue.1 with gravity-maul")
	play(t, g, "red.1 push blue.1 (e)")
	usedUp(t, s)
	if b := g.m("blue.1"); b.Wounds != 0 || b.Pinned {
		t.Errorf("wall 1 success against 2: no wounds, not pinned; got %d wounds, pinned %v", b.Wounds, b.Pinned)
	}
}

// HF-MOV-6, A14: a forced move into a cube with enemies makes the unpinned
// moved model assault with +2 (charged).
func TestForcedIntoEnemyCharges(t *testing.T) {
	g := position(flatArena).
		model("blue.1 brawler 1,1,0").
		model("blue.2 operator 3,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	// Shot: 2 successes against 1 (a shield absorbs the hit), knockback east
	// into blue.2's cube; red.1 charges: 5 FI dice against 3 SV.
	s := dice(g, 5, 5, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with auto-shotgun")
	usedUp(t, s)
	fi := findRoll(ev, "red.1", "FI")
	if fi == nil || len(fi.Dice) != 5 || !hasMod(fi.Mods, "charged +2") {
		t.Fatalf("red.1 should charge blue.2 with +2:\n%s", eventLog(ev))
	}
	if push, charge := eventIndex(ev, "push"), eventIndex(ev, "assault"); push < 0 || charge < push {
		t.Errorf("HF-ORD-1: the knockback comes before the free Assault it causes:\n%s", eventLog(ev))
	}
}

// HF-PIN-6: a pinned model forced into a cube with enemies is assaulted by
// one of them, chosen by its opponent; it stands and rolls SV.
func TestForcedPinnedIntoEnemies(t *testing.T) {
	g := position(flatArena).
		model("blue.1 brawler 1,1,0").
		model("blue.2 operator 3,1,0").
		model("blue.3 operator 3,1,0").
		model("red.1 operator 2,1,0 pinned").
		active("blue.1").build(t)
	s := dice(g, 5, 5, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	play(t, g, "blue.1 shoot red.1 with auto-shotgun")
	if g.ToMove() != rules.Blue || !isLegal(g, "blue.2 assault red.1 with fists") || !isLegal(g, "blue.3 assault red.1 with fists") || len(g.Legal()) != 2 {
		t.Fatalf("blue chooses who assaults the pinned red.1: %v", texts(g.Legal()))
	}
	ev := play(t, g, "blue.3 assault red.1 with fists")
	usedUp(t, s)
	fi := findRoll(ev, "blue.3", "FI")
	if fi == nil || !hasMod(fi.Mods, "target pinned +1") || !hasMod(fi.Mods, "friend in cube +1") {
		t.Fatalf("FI roll %+v: want target pinned +1 and friend in cube +1", fi)
	}
	if g.m("red.1").Pinned {
		t.Error("red.1 stands up to defend itself")
	}
}

// HF-PIN-6: if every enemy in the cube is pinned, nobody attacks and both
// stay pinned.
func TestForcedPinnedAmongPinned(t *testing.T) {
	g := position(flatArena).
		model("blue.1 brawler 1,1,0").
		model("blue.2 operator 3,1,0 pinned").
		model("red.1 operator 2,1,0 pinned").
		active("blue.1").build(t)
	s := dice(g, 5, 5, 1, 1, 1, 5, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with auto-shotgun")
	usedUp(t, s)
	if hasEvent(ev, "assault", "") || !g.m("red.1").Pinned || !g.m("blue.2").Pinned || g.m("red.1").Pos != (world.Pos{X: 3, Y: 1}) {
		t.Fatalf("no Assault, both stay pinned:\n%s", eventLog(ev))
	}
}

// eventIndex returns the index of the first event of a kind, or -1.
func eventIndex(ev []rules.Event, kind string) int {
	for i, e := range ev {
		if e.Kind == kind {
			return i
		}
	}
	return -1
}

// Stoic (flashpoint-data): never pinned and cannot crouch; Blaze Away only
// costs it a shield.
func TestStoic(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 commander 2,1,0").
		active("blue.1").build(t)
	s := dice(g, 4, 4, 4, 4, 4, 4, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with assault-rifle (blaze)")
	usedUp(t, s)
	if r := g.m("red.1"); r.Pinned || r.Shields != 2 || !hasEvent(ev, "pin", "Stoic") {
		t.Fatalf("red.1 should lose a shield (3 to 2) and not be pinned:\n%s", eventLog(ev))
	}
	play(t, g, "blue.1 end")
	play(t, g, "red.1 activate")
	if isLegal(g, "red.1 crouch") {
		t.Error("a Stoic model cannot crouch")
	}
}
