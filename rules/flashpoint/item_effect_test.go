package flashpoint

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// hitModel deals net hits of an AP 0 ranged (or close combat) attack by
// attacker on target, through the game's damage code.
func hitModel(g *Game, attacker, target string, net int, assault bool) *log {
	var l log
	g.damage(g.modelIndex(attacker), g.modelIndex(target), net, Profile{Range: 4}, assault, &l)
	return &l
}

// Hardlight Shield (data sheet): +1 AR until the next wound.
func TestItemHardlightShield(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0 shields=0").carrying(ItemHardlight).
		model("red.1 operator 3,0,0").build(t)
	hitModel(g, "red.1", "blue.1", 2, false) // 2 hits / AR 3 = no wound
	if g.m("blue.1").Wounds != 0 || !g.m("blue.1").hasItem(ItemHardlight) {
		t.Fatalf("wounds %d with AR 3", g.m("blue.1").Wounds)
	}
	l := hitModel(g, "red.1", "blue.1", 3, false) // 3 hits / AR 3 = 1 wound
	if g.m("blue.1").Wounds != 1 || g.m("blue.1").hasItem(ItemHardlight) {
		t.Fatalf("wounds %d, hardlight kept %v\n%s", g.m("blue.1").Wounds, g.m("blue.1").hasItem(ItemHardlight), eventLog(l.events))
	}
}

// Health Pack (data sheet): the next wound that does not kill is healed.
func TestItemHealthPack(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0 shields=0").carrying(ItemHealth).
		model("red.1 operator 3,0,0").build(t)
	l := hitModel(g, "red.1", "blue.1", 2, false)
	if g.m("blue.1").Wounds != 0 || g.m("blue.1").hasItem(ItemHealth) || !hasEvent(l.events, "heal", "Health Pack") {
		t.Fatalf("wounds %d\n%s", g.m("blue.1").Wounds, eventLog(l.events))
	}
}

// Overshield (data sheet): +1 shield, spent before the model's own.
func TestItemOvershield(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0").carrying(ItemOvershield).
		model("red.1 operator 3,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 use (overshield)")
	if g.m("blue.1").Overshield != 1 || g.act.Spent != 0 {
		t.Fatal("the Overshield is not up, or it cost an action")
	}
	hitModel(g, "red.1", "blue.1", 1, false)
	if b := g.m("blue.1"); b.Overshield != 0 || b.Shields != 2 {
		t.Fatalf("overshield %d shields %d", b.Overshield, b.Shields)
	}
}

// Drop Wall (data sheet): an Energy Shield Barrier 2 in the carrier's cube,
// shared by every model there against ranged attacks, spent first; close
// combat ignores it.
func TestItemDropWallBarrier(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 1,0,0 shields=0").carrying(ItemDropWall).
		model("blue.2 operator 1,0,0 shields=0").
		model("red.1 operator 3,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 use (drop-wall)")
	if b := g.barrierFor(g.m("blue.2")); b == nil || b.Shields != DropWallShields {
		t.Fatalf("barriers %+v", g.it.Barriers)
	}
	hitModel(g, "red.1", "blue.2", 1, false) // the barrier stops it
	if g.m("blue.2").Wounds != 0 || g.barrierFor(g.m("blue.1")).Shields != 1 {
		t.Fatalf("barrier %+v, wounds %d", g.it.Barriers, g.m("blue.2").Wounds)
	}
	hitModel(g, "red.1", "blue.1", 2, true) // close combat: no barrier
	if g.m("blue.1").Wounds != 1 || g.barrierFor(g.m("blue.1")).Shields != 1 {
		t.Fatalf("assault: barrier %+v, wounds %d", g.it.Barriers, g.m("blue.1").Wounds)
	}
	hitModel(g, "red.1", "blue.1", 3, false) // 1 stopped, 2 hits / AR 2 = 1 wound
	if g.m("blue.1").Wounds != 2 || len(g.it.Barriers) != 0 {
		t.Fatalf("barrier %+v, wounds %d", g.it.Barriers, g.m("blue.1").Wounds)
	}
	// A Sticky attack may deny the barrier to its chosen model (HF-FAQ-4).
	g.it.Barriers = []barrier{{Pos: at("1,0,0"), Shields: 2}}
	if got := g.shieldPool(g.modelIndex("blue.2"), true, true); got != 0 {
		t.Fatalf("denied barrier still counts: %d", got)
	}
	var l log
	g.damageWith(g.modelIndex("red.1"), g.modelIndex("blue.2"), 2, Profile{Range: 4}, false, true, &l)
	if g.m("blue.2").Wounds != 1 || g.barrierFor(g.m("blue.2")).Shields != 2 {
		t.Fatalf("denied barrier: %+v, wounds %d", g.it.Barriers, g.m("blue.2").Wounds)
	}
}

// Active Camo (data sheet): the carrier cannot be shot until it shoots,
// sprints or assaults.
func TestItemActiveCamo(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 marksman 0,0,0").carrying(ItemCamo).
		model("red.1 operator 3,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 use (active-camo)")
	if g.targetable(g.modelIndex("red.1"), g.modelIndex("blue.1")) {
		t.Fatal("a camouflaged model can be targeted")
	}
	shot := rules_find(t, g, "blue.1 shoot red.1 with marksman-rifle")
	f, _ := g.Forecast(shot)
	dice(g, make8(f.Attack.Dice+f.Defence.Dice, 1)...)
	play(t, g, shot.Text())
	if g.m("blue.1").Camo {
		t.Fatal("shooting did not end the camo")
	}
}

// Grapple Hook (data sheet): a free one-cube move, or pull an item or a
// weapon from an adjacent cube in sight.
func TestItemGrappleHook(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0").carrying(ItemGrapple, ItemGrapple).
		model("red.1 operator 4,1,0").
		weapon("shotgun", "1,0,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 use 1,0,0 (grapple-hook pull shotgun)") {
		t.Fatalf("no pull:\n%s", strings.Join(texts(g.Legal()), "\n"))
	}
	play(t, g, "blue.1 use 1,0,0 (grapple-hook)")
	if g.m("blue.1").Pos != at("1,0,0") || g.act.Spent != 0 {
		t.Fatal("the grapple did not move the model for free")
	}
	if isLegal(g, "blue.1 use 2,0,0 (grapple-hook)") {
		t.Fatal("a second item in one activation")
	}
	if !isLegal(g, "blue.1 pickup with shotgun") {
		t.Fatal("the weapon in the cube the grapple reached cannot be picked up")
	}

	p := position(itemCorridor).
		model("blue.1 operator 0,0,0").carrying(ItemGrapple).
		model("red.1 operator 4,1,0").
		item(0, ItemCamo, "1,0,0", false).
		active("blue.1").build(t)
	play(t, p, "blue.1 use 1,0,0 (grapple-hook pull item.0)")
	if p.tokenAt("0,0,0") == nil || !isLegal(p, "blue.1 take 0,0,0 (item.0)") {
		t.Fatalf("pulled token not in the carrier's cube: %+v", p.it.Tokens)
	}
}

// Translocator (data sheet): the carrier returns to the cube where it was
// used when its activation ends.
func TestItemTranslocator(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0").carrying(ItemTranslocator).
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 use (translocator)")
	play(t, g, "blue.1 move 2,0,0")
	ev := play(t, g, "blue.1 end")
	if g.m("blue.1").Pos != at("0,0,0") || !hasEvent(ev, "move", "translocates") {
		t.Fatalf("at %s\n%s", g.m("blue.1").Pos, eventLog(ev))
	}
}

// Smoke Screen (data sheet): sight through the smoked cube is blocked for
// the rest of the round.
func TestItemSmokeScreen(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 marksman 0,0,0").carrying(ItemSmoke).
		model("red.1 marksman 3,0,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 shoot red.1 with marksman-rifle") {
		t.Fatal("no shot before the smoke")
	}
	play(t, g, "blue.1 use 1,0,0 (smoke-screen)")
	if isLegal(g, "blue.1 shoot red.1 with marksman-rifle") || g.targetable(g.modelIndex("red.1"), g.modelIndex("blue.1")) {
		t.Fatal("a shot through smoke")
	}
	var l log
	g.itemsNewRound(&l)
	if len(g.it.Smoke) != 0 {
		t.Fatal("smoke outlasted the round")
	}
}

// Smoke Screen (RULES-ITEMS.md decision): smoke blocks the sight of both
// sides alike. On the Yard (mirrored across its middle row), for every
// smoked cube and every pair of cubes, a line is blocked exactly when its
// mirror image is, and when it is drawn the other way. Before, a line
// crossing exactly between two cubes counted only the one further south,
// so smoke at 1,3,1 blocked the line 2,2,1–0,3,0 and smoke at 1,1,1 did
// not block its mirror 2,2,1–0,1,0.
func TestItemSmokeBlocksBothSidesAlike(t *testing.T) {
	g := position("").with(func(p *positionJSON) { p.Arena, p.ArenaText = "beginner", "" }).
		model("blue.1 operator 0,0,0").model("red.1 operator 4,4,0").build(t)
	a := g.b.arena
	mirror := func(p world.Pos) world.Pos { return world.Pos{X: p.X, Y: a.D - 1 - p.Y, Z: p.Z} }
	var cubes []world.Pos
	for i := 0; i < a.Cubes(); i++ {
		cubes = append(cubes, a.PosAt(i))
	}
	blocked := 0
	for _, s := range cubes {
		for _, p := range cubes {
			for _, q := range cubes {
				g.it.Smoke = []world.Pos{s}
				got, back := g.smokeBlocks(p, q), g.smokeBlocks(q, p)
				g.it.Smoke = []world.Pos{mirror(s)}
				mirrored := g.smokeBlocks(mirror(p), mirror(q))
				if got != mirrored || got != back {
					t.Fatalf("smoke at %v blocks %v–%v: %v; drawn the other way: %v; smoke at %v blocks the mirror image %v–%v: %v",
						s, p, q, got, back, mirror(s), mirror(p), mirror(q), mirrored)
				}
				if got {
					blocked++
				}
			}
		}
	}
	g.it.Smoke = []world.Pos{{X: 1, Y: 3, Z: 1}}
	if !g.smokeBlocks(world.Pos{X: 2, Y: 2, Z: 1}, world.Pos{X: 0, Y: 3, Z: 0}) {
		t.Error("the line 2,2,1–0,3,0 runs through the edge of the smoked cube 1,3,1 and is not blocked")
	}
	if blocked == 0 {
		t.Fatal("no line was ever blocked")
	}
}

// Threat Sensor (data sheet): the side may shoot enemies without line of
// sight this round (never a clear shot).
func TestItemThreatSensor(t *testing.T) {
	g := position(walledCorridor).
		model("blue.1 marksman 1,0,0").carrying(ItemSensor).
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	if isLegal(g, "blue.1 shoot red.1 with marksman-rifle") {
		t.Fatal("a shot through the wall without the sensor")
	}
	play(t, g, "blue.1 use (threat-sensor)")
	a := rules_find(t, g, "blue.1 shoot red.1 with marksman-rifle")
	f, ok := g.Forecast(a)
	if !ok || f.Sight != "visible" {
		t.Fatalf("forecast %+v", f)
	}
}

// Thruster (data sheet): +1 cube on the next Move.
func TestItemThruster(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0").carrying(ItemThruster).
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	if isLegal(g, "blue.1 move 3,0,0") {
		t.Fatal("an Operator moves 3 without a thruster")
	}
	play(t, g, "blue.1 use (thruster)")
	play(t, g, "blue.1 move 3,0,0")
	if g.act.Item.Thrust {
		t.Fatal("the thruster outlasted its move")
	}
}

// Explosive Ammo (data sheet): +1 die and Lethal 1 on one shot.
func TestItemExplosiveAmmo(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 marksman 0,0,0").carrying(ItemAmmo).
		model("red.1 operator 3,0,0").
		active("blue.1").build(t)
	a := rules_find(t, g, "blue.1 shoot red.1 with marksman-rifle (+ammo)")
	plain := rules_find(t, g, "blue.1 shoot red.1 with marksman-rifle")
	f, _ := g.Forecast(a)
	fp, _ := g.Forecast(plain)
	if f.Attack.Dice != fp.Attack.Dice+AmmoDice || !strings.Contains(strings.Join(f.Attack.Mods, ","), ModExplosiveAmmo) {
		t.Fatalf("ammo pool %+v, plain %+v", f.Attack, fp.Attack)
	}
	dice(g, make8(f.Attack.Dice+f.Defence.Dice, 1)...)
	play(t, g, a.Text())
	if g.m("blue.1").hasItem(ItemAmmo) {
		t.Fatal("the ammo was not used up")
	}
}

// Frag and Sticky Grenade items: carried as One-Use weapons, gone once
// used.
func TestItemGrenadesAreWeapons(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 mercenary 0,0,0").carrying(ItemFrag, ItemSticky).
		model("red.1 operator 3,0,0").build(t)
	m := g.m("blue.1")
	if m.weaponSlot(ItemFrag) == nil {
		t.Fatal("the frag grenade item is not a weapon")
	}
	n := 0
	m.eachArm(func(s *slot) bool {
		if s.ID == ItemSticky {
			n++
		}
		return true
	})
	if n != 1 {
		t.Fatalf("the Mercenary's own sticky grenade and the item are listed %d times", n)
	}
	var l log
	g.useWeapon(g.modelIndex("blue.1"), ItemFrag, &l)
	mustHaveItems(t, g, "blue.1", ItemSticky)
	card := cardText(g.card(m))
	if !strings.Contains(card, "Items: Sticky Grenade") {
		t.Fatalf("card:\n%s", card)
	}
}

// A weapon picked up in a cube passed through is not an attack on that
// cube for the screen.
func TestDescribePickupAlongPath(t *testing.T) {
	g := position(itemCorridor).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,1,0").
		weapon("shotgun", "1,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 2,0,0")
	h, ok := g.Describe(rules_find(t, g, "blue.1 pickup 1,0,0 with shotgun"))
	if !ok || h.Attack {
		t.Fatalf("describe %+v", h)
	}
}
