package flashpoint

import (
	"encoding/json"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// HF-SET-5: at setup a different power weapon lies on every drop spot; the
// rest stay in the supply.
func TestSetupDrops(t *testing.T) {
	rs := testRuleset()
	setup := rs.DefaultSetup("")
	setup.ArenaText = dropsArena
	g, err := rs.NewGame(setup, 5)
	if err != nil {
		t.Fatal(err)
	}
	spots := map[string]world.Pos{"A": {X: 2}, "B": {X: 3}, "C": {X: 2, Y: 1}, "D": {X: 2, Y: 2}}
	seen := map[string]bool{}
	for _, tk := range g.tokens {
		if spots[tk.Spot] != tk.Pos {
			t.Errorf("%s lies at %s, not on its spot %s", tk.Weapon, tk.Pos, tk.Spot)
		}
		if seen[tk.Weapon] || !g.b.data.Weapons[tk.Weapon].Power {
			t.Errorf("%s: want distinct power weapons", tk.Weapon)
		}
		seen[tk.Weapon] = true
	}
	if len(g.tokens) != 4 || len(g.supply)+4 != len(g.b.power) {
		t.Fatalf("%d weapons on the board, %d in the supply of %d", len(g.tokens), len(g.supply), len(g.b.power))
	}
	for _, id := range g.supply {
		if seen[id] {
			t.Errorf("%s is both on the board and in the supply", id)
		}
	}
}

// roundEndPosition is the drops arena with one model left to activate in
// round 1 and the given weapons on spots.
func roundEndPosition(spots map[string]string, supply []string) *testPos {
	return position(dropsArena).
		with(func(p *positionJSON) {
			pos := map[string]string{"A": "2,0,0", "B": "3,0,0", "C": "2,1,0", "D": "2,2,0"}
			for _, label := range []string{"A", "B", "C", "D"} {
				if w, ok := spots[label]; ok {
					p.Weapons = append(p.Weapons, tokenJSON{Weapon: w, Pos: pos[label], Spot: label})
				}
			}
			p.Supply = &supply
		}).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,0,0 activated")
}

// HF-SET-6: from round 2 a weapon is drawn at the start of each round and
// a d8 picks the spot (1–2 A, 3–4 B, 5–6 C, 7–8 D); an occupied spot is
// rerolled.
func TestRoundDropRerollsOccupied(t *testing.T) {
	g := roundEndPosition(map[string]string{"A": "shotgun"}, []string{"battle-rifle", "sniper-rifle"}).build(t)
	play(t, g, "blue.1 activate")
	// Draw 2 of 2 (sniper-rifle); d8 2 = A (taken), reroll 6 = C.
	s := dice(g, 2, 2, 6)
	ev := play(t, g, "blue.1 sprint 0,2,0")
	usedUp(t, s)
	if i := g.tokenOnSpot("C"); i < 0 || g.tokens[i].Weapon != "sniper-rifle" {
		t.Fatalf("the sniper rifle should drop on C:\n%s", eventLog(ev))
	}
	if g.tokens[g.tokenOnSpot("A")].Weapon != "shotgun" || len(g.supply) != 1 || g.supply[0] != "battle-rifle" {
		t.Errorf("A keeps its shotgun; the supply keeps the battle rifle: %v %v", g.tokens, g.supply)
	}
}

// HF-SET-6: when every spot holds a weapon, the one on the rolled spot is
// replaced and goes back to the supply.
func TestRoundDropReplaces(t *testing.T) {
	g := roundEndPosition(map[string]string{"A": "shotgun", "B": "battle-rifle", "C": "lance-laser", "D": "arc-rifle"}, []string{"sniper-rifle"}).build(t)
	play(t, g, "blue.1 activate")
	s := dice(g, 1, 8)
	play(t, g, "blue.1 sprint 0,2,0")
	usedUp(t, s)
	if g.tokens[g.tokenOnSpot("D")].Weapon != "sniper-rifle" || len(g.supply) != 1 || g.supply[0] != "arc-rifle" {
		t.Errorf("D's arc rifle should be replaced and return to the supply: %v %v", g.tokens, g.supply)
	}
}

// HF-WPN-1, HF-ITM-2: after a Move into a cube with a weapon (and no
// enemy) the model may pick it up, free; a weapon already in its PICKUP
// slot is dropped in the cube.
func TestPickupSwap(t *testing.T) {
	g := roundEndPosition(map[string]string{"A": "shotgun"}, nil).
		with(func(p *positionJSON) {
			p.Models[0].Pickup = "sniper-rifle"
			p.Models[0].Pos = "1,0,0"
			p.Models[1].Activated = false
		}).
		active("blue.1").build(t)
	if isLegal(g, "blue.1 pickup with shotgun") {
		t.Fatal("no pickup before moving into the cube")
	}
	play(t, g, "blue.1 move 2,0,0")
	if !isLegal(g, "blue.1 pickup with shotgun") {
		t.Fatalf("want a pickup: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 pickup with shotgun")
	b := g.m("blue.1")
	if b.Pickup.ID != "shotgun" || len(g.tokens) != 1 || g.tokens[0].Weapon != "sniper-rifle" || g.tokens[0].Pos != (world.Pos{X: 2}) {
		t.Fatalf("blue.1 should hold the shotgun and the sniper rifle lie at 2,0,0: %+v %v", b.Pickup, g.tokens)
	}
	if g.act.Spent != 1 || isLegal(g, "blue.1 pickup with sniper-rifle") {
		t.Error("the pickup is free, and one per action")
	}
	if !isLegal(g, "blue.1 shoot red.1 with shotgun") && !isLegal(g, "blue.1 crouch") {
		t.Errorf("blue.1 keeps its second action: %v", texts(g.Legal()))
	}
}

// HF-ITM-2: no pickup in a cube with an enemy.
func TestNoPickupNextToEnemy(t *testing.T) {
	g := roundEndPosition(map[string]string{"A": "shotgun"}, nil).
		with(func(p *positionJSON) {
			p.Models[0].Pos = "1,0,0"
			p.Models[1].Pos = "2,0,0"
		}).
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	play(t, g, "blue.1 move 2,0,0")
	if isLegal(g, "blue.1 pickup with shotgun") {
		t.Error("red.1 shares the cube: no pickup")
	}
}

// HF-WPN-2: dropping the picked-up weapon is free and leaves it in the
// cube.
func TestDropWeapon(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0 pickup=shotgun").
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 crouch")
	play(t, g, "blue.1 drop with shotgun")
	if g.m("blue.1").Pickup.ID != "" || len(g.tokens) != 1 || g.tokens[0].Pos != (world.Pos{X: 1, Y: 1}) || g.act.Spent != 1 {
		t.Errorf("the shotgun should lie at 1,1,0 and the drop cost nothing: %v spent %d", g.tokens, g.act.Spent)
	}
}

// HF-WPN-3, A20: a model killed in an Assault lets its attacker take its
// picked-up weapon (dropping its own) or leave it in the cube.
func TestLootAfterAssault(t *testing.T) {
	for _, take := range []bool{true, false} {
		g := position(flatArena).
			model("blue.1 breacher 1,1,0 pickup=shotgun").
			model("red.1 operator 1,1,0 wounds=3 shields=0 pickup=sniper-rifle").
			active("blue.1").build(t)
		dice(g, 4, 4, 1, 1, 1, 1, 1, 1)
		play(t, g, "blue.1 assault red.1 with energy-blade")
		if g.ToMove() != rules.Blue || !isLegal(g, "blue.1 pickup with sniper-rifle") || !isLegal(g, "blue.1 drop with sniper-rifle") {
			t.Fatalf("blue.1 decides about the sniper rifle: %v", texts(g.Legal()))
		}
		if take {
			play(t, g, "blue.1 pickup with sniper-rifle")
			if g.m("blue.1").Pickup.ID != "sniper-rifle" || len(g.tokens) != 1 || g.tokens[0].Weapon != "shotgun" {
				t.Errorf("take: blue.1 holds the sniper rifle, its shotgun lies in the cube: %+v %v", g.m("blue.1").Pickup, g.tokens)
			}
		} else {
			play(t, g, "blue.1 drop with sniper-rifle")
			if g.m("blue.1").Pickup.ID != "shotgun" || len(g.tokens) != 1 || g.tokens[0].Weapon != "sniper-rifle" {
				t.Errorf("drop: the sniper rifle lies in the cube: %v", g.tokens)
			}
		}
	}
}

// HF-WPN-4: a model killed any other way loses its picked-up weapon to the
// supply.
func TestWeaponToSupplyOnDeath(t *testing.T) {
	g, _ := killShot(t, position(flatArena).
		with(func(p *positionJSON) { p.Supply = &[]string{} }).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0 wounds=3 shields=0 pickup=shotgun").
		active("blue.1"))
	if len(g.tokens) != 0 || len(g.supply) != 1 || g.supply[0] != "shotgun" {
		t.Errorf("the shotgun should return to the supply: tokens %v supply %v", g.tokens, g.supply)
	}
}

// HF-WPN-5: a limited weapon is gone after its uses and returns to the
// supply (data with a one-use sniper rifle).
func TestLimitedUses(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	weapons := map[string]*Weapon{}
	for id, w := range d.Weapons {
		weapons[id] = w
	}
	oneUse := *d.Weapons["sniper-rifle"]
	oneUse.Uses = 1
	weapons["sniper-rifle"] = &oneUse
	custom := &Data{Units: d.Units, Weapons: weapons, Rosters: d.Rosters}
	tp := position(flatArena).
		with(func(p *positionJSON) { p.Supply = &[]string{} }).
		model("blue.1 marksman 0,0,0 pickup=sniper-rifle").
		model("red.1 operator 3,0,0").
		active("blue.1")
	data, _ := json.Marshal(tp.p)
	g, err := NewRulesetWithData(custom).LoadGame(data)
	if err != nil {
		t.Fatal(err)
	}
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	play(t, g, "blue.1 shoot red.1 with sniper-rifle")
	if g.m("blue.1").Pickup.ID != "" || len(g.supply) != 1 {
		t.Errorf("the one-use sniper rifle should be spent and back in the supply: %+v %v", g.m("blue.1").Pickup, g.supply)
	}
}

// HF-ITM-2: a Crouch or a Sprint also lets the model pick up a weapon in
// its cube.
func TestPickupAfterCrouchAndSprint(t *testing.T) {
	g := roundEndPosition(map[string]string{"A": "shotgun"}, nil).
		with(func(p *positionJSON) { p.Models[0].Pos = "2,0,0" }).
		active("blue.1").build(t)
	play(t, g, "blue.1 crouch")
	if !isLegal(g, "blue.1 pickup with shotgun") {
		t.Fatalf("want a pickup after a Crouch: %v", texts(g.Legal()))
	}
	g = roundEndPosition(map[string]string{"C": "shotgun"}, nil).active("blue.1").build(t)
	play(t, g, "blue.1 sprint 2,1,0")
	if !isLegal(g, "blue.1 pickup with shotgun") || !isLegal(g, "blue.1 end") {
		t.Fatalf("after a Sprint the activation waits for the pickup: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 pickup with shotgun")
	if g.m("blue.1").Pickup.ID != "shotgun" || g.act.Model != -1 || g.Round() != 2 {
		t.Error("blue.1 should hold the shotgun, its activation (the round's last) over")
	}
}
