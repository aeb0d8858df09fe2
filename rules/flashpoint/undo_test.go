package flashpoint

import (
	"testing"
)

// Taking back (rules.Game.Reversible): an activation, a Move that sets off
// no test (HF-MOV-1) and a Crouch (A15) may be taken back; a shot rolls
// dice (HF-SHT-3) and may not; a game just made or loaded has nothing to
// take back.
func TestReversibleActions(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 4,1,0").
		build(t)
	if ok, why := g.Reversible(); ok || why != "nothing to take back" {
		t.Fatalf("a fresh position: %v %q", ok, why)
	}
	for _, step := range []struct {
		action string
		ok     bool
		why    string
	}{
		{"blue.1 activate", true, ""},
		{"blue.1 move 1,1,0", true, ""},
		{"blue.1 crouch", true, ""},
	} {
		play(t, g, step.action)
		if ok, why := g.Reversible(); ok != step.ok || why != step.why {
			t.Errorf("after %q: Reversible() = %v, %q; want %v, %q", step.action, ok, why, step.ok, step.why)
		}
	}
	c := g.Clone()
	if ok, _ := c.Reversible(); !ok {
		t.Error("a clone forgot that its last action may be taken back")
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := NewRuleset().LoadGame(data)
	if err != nil {
		t.Fatal(err)
	}
	if ok, _ := back.Reversible(); ok {
		t.Error("a loaded game has something to take back")
	}
}

// A shot rolls dice, so it may not be taken back, with scripted dice as
// with the game's own.
func TestShotIsNotReversible(t *testing.T) {
	for _, scripted := range []bool{false, true} {
		g := position(flatArena).
			model("blue.1 operator 0,1,0").
			model("red.1 operator 3,1,0").
			active("blue.1").build(t)
		if scripted {
			s := dice(g, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
			_ = s
		}
		var shot string
		for _, a := range g.Legal() {
			if a.Kind == "shoot" && a.Target == "red.1" {
				shot = a.Text()
				break
			}
		}
		if shot == "" {
			t.Fatalf("no shot at red.1: %v", texts(g.Legal()))
		}
		play(t, g, shot)
		if ok, why := g.Reversible(); ok || why != "it rolled dice" {
			t.Errorf("scripted %v: after %q: Reversible() = %v, %q", scripted, shot, ok, why)
		}
	}
}

// Taking a face-down item reveals it (HF-ITM-2, RULES-ITEMS.md) and
// picking up a weapon changes hands: neither may be taken back, though the
// Move that reached them may.
func TestRevealAndPickupAreNotReversible(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,1,0").
		item(0, ItemThruster, "1,0,0", false).
		weapon("sniper-rifle", "1,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 2,0,0")
	if ok, why := g.Reversible(); !ok {
		t.Fatalf("the Move: %q", why)
	}
	c := g.Clone().(*Game)
	play(t, g, "blue.1 take 1,0,0 (item.0)")
	if ok, why := g.Reversible(); ok || why != "it revealed a face-down item" {
		t.Errorf("taking the item: %v %q", ok, why)
	}
	play(t, c, "blue.1 pickup 1,0,0 with sniper-rifle")
	if ok, why := c.Reversible(); ok || why != "it picked something up" {
		t.Errorf("picking up the weapon: %v %q", ok, why)
	}
}
