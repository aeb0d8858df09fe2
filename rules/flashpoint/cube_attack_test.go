package flashpoint

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// cubeTargets lists the cubes of the legal cube attacks with weapon (and
// profile, "" for the main one).
func cubeTargets(g *Game, weapon, profile string) map[world.Pos]bool {
	out := map[world.Pos]bool{}
	for _, a := range g.Legal() {
		if isCubeAttack(a) && a.Weapon == weapon && a.Option == profile {
			out[*a.Cell] = true
		}
	}
	return out
}

// Frag 5, Grenade (Grenade Launcher): 3 RA dice land the shot; 5 dice at
// 4+ against each model's 3 Survive dice; every survivor is Pinned and
// scatters one cube.
func TestCubeFragHitsEveryModelInTheCube(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 operator 2,1,0").
		model("red.2 operator 2,1,0").
		active("blue.1").build(t)
	s := dice(g,
		4, 1, 1, // accuracy: one success lands it
		8, 8, 8, 8, 1, // Frag 5: 4 successes (no headshot dice)
		1, 1, 1, // red.1 Survive: 4 hits
		5, 5, 1, // red.2 Survive: 2 hits
		3, // red.1 scatters east
		7, // red.2 scatters west
	)
	ev := play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	usedUp(t, s)
	r1, r2 := g.m("red.1"), g.m("red.2")
	// AP 1 against AR 2: one hit per wound; 2 shields absorb 2 of 4 hits.
	if r1.Shields != 0 || r1.Wounds != 2 || !r1.Pinned || r1.Pos != (world.Pos{X: 3, Y: 1}) {
		t.Errorf("red.1: want 0 shields, 2 wounds, pinned at 3,1,0; got %d, %d, %v at %s\n%s", r1.Shields, r1.Wounds, r1.Pinned, r1.Pos, eventLog(ev))
	}
	if r2.Shields != 0 || r2.Wounds != 0 || !r2.Pinned || r2.Pos != (world.Pos{X: 1, Y: 1}) {
		t.Errorf("red.2: want 0 shields, no wounds, pinned at 1,1,0; got %d, %d, %v at %s\n%s", r2.Shields, r2.Wounds, r2.Pinned, r2.Pos, eventLog(ev))
	}
	if g.act.Spent != 1 || !g.act.Used.has(actShoot) {
		t.Errorf("a cube attack is a short Shoot action: spent %d, used %v", g.act.Spent, g.act.Used)
	}
}

// Explosive: a miss scatters the shot one cube on the same level (d8) and
// it explodes there; the model it lands on rolls as usual.
func TestCubeMissScattersOneCube(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 operator 2,1,0").
		model("red.2 operator 3,1,0 shields=0").
		active("blue.1").build(t)
	s := dice(g,
		1, 1, 1, // accuracy: a miss
		3,             // scatters east to 3,1,0
		4, 4, 4, 1, 1, // Frag 5: 3 successes
		1, 1, 1, // red.2 Survive: 3 hits, 3 wounds (AR 2, AP 1)
		3, // red.2 scatters east to 4,1,0
	)
	ev := play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	usedUp(t, s)
	if r1 := g.m("red.1"); r1.Shields != 2 || r1.Pinned {
		t.Errorf("red.1 was missed: %+v\n%s", r1, eventLog(ev))
	}
	if r2 := g.m("red.2"); r2.Wounds != 3 || !r2.Pinned {
		t.Errorf("red.2 in the cube the shot scattered to: want 3 wounds and pinned, got %d, %v\n%s", r2.Wounds, r2.Pinned, eventLog(ev))
	}
}

// Explosive: a miss that scatters off the board is lost.
func TestCubeScatterOffTheBoardIsLost(t *testing.T) {
	g := position(corridorArena).
		model("blue.1 gunner 0,0,0").
		model("red.1 operator 3,0,0").
		active("blue.1").build(t)
	s := dice(g, 1, 1, 1, 1) // a miss, scattering north off the board
	ev := play(t, g, "blue.1 shoot 3,0,0 with grenade-launcher")
	usedUp(t, s)
	if !hasEvent(ev, "roll", "off the board") || hasEvent(ev, "explode", "") {
		t.Errorf("want the shot lost off the board:\n%s", eventLog(ev))
	}
	if r := g.m("red.1"); r.Shields != 2 || r.Pinned {
		t.Errorf("red.1 should be untouched: %+v", r)
	}
}

// Grenade: a grenade that scatters into a wall bounces back and explodes
// in the cube it came from.
func TestCubeGrenadeBouncesOffWall(t *testing.T) {
	g := position(climbArena).
		model("blue.1 gunner 0,0,0").
		model("red.1 operator 2,0,0").
		active("blue.1").build(t)
	s := dice(g,
		1, 1, 1, // a miss
		3,             // east, into the wall west of 3,0,0
		4, 4, 1, 1, 1, // Frag 5: 2 successes
		1, 1, 1, // red.1 Survive: 2 hits on its 2 shields
		7, // red.1 scatters west to 1,0,0
	)
	ev := play(t, g, "blue.1 shoot 2,0,0 with grenade-launcher")
	usedUp(t, s)
	if !hasEvent(ev, "roll", "bounces back") {
		t.Errorf("want a bounce:\n%s", eventLog(ev))
	}
	if r := g.m("red.1"); r.Shields != 0 || !r.Pinned || r.Pos != (world.Pos{X: 1}) {
		t.Errorf("red.1: want 0 shields, pinned at 1,0,0; got %+v\n%s", r, eventLog(ev))
	}
}

// Grenade: lobbed without sight when both cubes are open to the sky; a
// roof over the target cube forbids it; an Explosive that is no Grenade
// needs sight.
func TestCubeLobOpenToSky(t *testing.T) {
	g := position(climbArena).
		model("blue.1 gunner 1,0,0").
		model("blue.2 spotter 0,0,0").
		model("red.1 operator 3,0,0").
		model("red.2 operator 4,0,0").
		active("blue.1").build(t)
	got := cubeTargets(g, "grenade-launcher", "")
	if !got[world.Pos{X: 4}] {
		t.Errorf("4,0,0 is open to the sky behind the wall: want a lob, got %v", got)
	}
	if got[world.Pos{X: 3}] {
		t.Errorf("3,0,0 is under a roof and out of sight: no lob, got %v", got)
	}
	g = position(climbArena).
		model("blue.1 gunner 1,0,0").
		model("blue.2 spotter 0,0,0").
		model("red.1 operator 4,0,0").
		active("blue.2").build(t)
	if got := cubeTargets(g, "strike-designator", ""); len(got) != 0 {
		t.Errorf("the Strike Designator is Explosive, not a Grenade: no shot without sight, got %v", got)
	}
	g = position(climbArena).
		model("blue.1 gunner 1,0,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	s := dice(g,
		5, 1, 1, // accuracy
		1, 1, 1, 1, 1, // Frag 5: nothing
		1, 1, 1, // red.1 Survive
		5, // red.1 scatters south: the corridor's edge holds it
	)
	ev := play(t, g, "blue.1 shoot 4,0,0 with grenade-launcher")
	usedUp(t, s)
	if !hasEvent(ev, "shoot", "lobs") {
		t.Errorf("want a lob in the log:\n%s", eventLog(ev))
	}
}

// HF-SHT-5 and the seed FAQ: a cube attack may not target an empty cube or
// one holding only friends; a cube with friends and enemies is allowed.
func TestCubeTargetsNeedAnEnemy(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("blue.2 operator 2,1,0").
		model("blue.3 operator 2,0,0").
		model("red.1 operator 2,0,0").
		model("red.2 operator 4,2,0").
		active("blue.1").build(t)
	got := cubeTargets(g, "grenade-launcher", "")
	if got[world.Pos{X: 2, Y: 1}] {
		t.Errorf("2,1,0 holds only a friend: not a target, got %v", got)
	}
	if got[world.Pos{X: 1, Y: 1}] {
		t.Errorf("1,1,0 is empty: not a target, got %v", got)
	}
	if !got[world.Pos{X: 2, Y: 0}] || !got[world.Pos{X: 4, Y: 2}] {
		t.Errorf("2,0,0 (friend and enemy) and 4,2,0 (enemy) are targets, got %v", got)
	}
	if len(got) != 2 {
		t.Errorf("want exactly two target cubes, got %v", got)
	}
}

// HF-FAQ-1: Guarded does not help against cube attacks: a Guarded model
// and another with the same dice take the same hits.
func TestCubeGuardedGetsNoHelp(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 gunner 2,1,0").
		model("red.2 operator 2,1,0").
		active("blue.1").build(t)
	s := dice(g,
		8, 1, 1, // accuracy
		8, 8, 8, 1, 1, // Frag 5: 3 successes, 8s roll nothing more
		1, 1, 1, // red.1 (Guarded): 3 hits
		1, 1, 1, // red.2: 3 hits
		3, 3, // both scatter east
	)
	play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	usedUp(t, s)
	r1, r2 := g.m("red.1"), g.m("red.2")
	if r1.Wounds != r2.Wounds || r1.Shields != r2.Shields || r1.Wounds != 1 {
		t.Errorf("Guarded red.1 %d wounds %d shields, red.2 %d wounds %d shields: want equal, 1 wound", r1.Wounds, r1.Shields, r2.Wounds, r2.Shields)
	}
}

// EMP and Blast (Grenade Launcher alternate profile "emp": AP 0, Blast,
// EMP, Frag 3, Grenade): every model in the cube loses all shields before
// the Frag dice; every model in the 26 cubes around loses one.
func TestCubeEMPAndBlast(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("blue.2 operator 3,2,0").
		model("red.1 operator 2,1,0").
		model("red.2 operator 3,1,0").
		model("red.3 operator 4,1,0").
		active("blue.1").build(t)
	if !isLegal(g, "blue.1 shoot 2,1,0 with grenade-launcher (emp)") {
		t.Fatalf("want the emp profile: %v", texts(g.Legal()))
	}
	s := dice(g,
		4, 1, 1, // accuracy
		4, 4, 1, // Frag 3: 2 successes
		1, 1, 1, // red.1: 2 hits on no shields, AR 2 - AP 0: 1 wound
		5, // red.1 scatters south to 2,2,0
	)
	ev := play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher (emp)")
	usedUp(t, s)
	if r := g.m("red.1"); r.Shields != 0 || r.Wounds != 1 || !r.Pinned {
		t.Errorf("red.1: want no shields, 1 wound, pinned; got %+v\n%s", r, eventLog(ev))
	}
	if r := g.m("red.2"); r.Shields != 1 || r.Pinned {
		t.Errorf("red.2 next door: want 1 shield lost to the blast, got %+v", r)
	}
	if b := g.m("blue.2"); b.Shields != 1 {
		t.Errorf("blue.2 next door (a friend): want 1 shield lost to the blast, got %+v", b)
	}
	if r := g.m("red.3"); r.Shields != 2 {
		t.Errorf("red.3 two cubes away keeps its shields, got %+v", r)
	}
}

// Implosion n (Cinder Launcher): as Frag without scatter or pin; ESD and
// Lethal apply as the weapon says.
func TestCubeImplosion(t *testing.T) {
	g := position(flatArena).
		model("blue.1 skirmisher 0,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	s := dice(g,
		4, 1, 1, // accuracy
		4, 4, 4, 4, 1, // Implosion 5: 4 successes
		5, 1, 1, // red.1: 3 hits; ESD 1 strips a shield, 1 absorbs, 2 hits on AR 2: 1 wound + Lethal 1
	)
	ev := play(t, g, "blue.1 shoot 2,1,0 with cinder-launcher")
	usedUp(t, s)
	r := g.m("red.1")
	if r.Shields != 0 || r.Wounds != 2 || r.Pinned || r.Pos != (world.Pos{X: 2, Y: 1}) {
		t.Errorf("red.1: want 0 shields, 2 wounds, not pinned, not moved; got %+v\n%s", r, eventLog(ev))
	}
}

// Stoic (Commander): never pinned by a Frag, but it still scatters.
func TestCubeFragStoicNotPinned(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 commander 2,1,0").
		active("blue.1").build(t)
	s := dice(g, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3)
	play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	usedUp(t, s)
	if r := g.m("red.1"); r.Pinned || r.Pos != (world.Pos{X: 3, Y: 1}) {
		t.Errorf("the Stoic commander: want unpinned at 3,1,0, got %+v", r)
	}
}

// A Frag survivor scattered into a wall makes the wall test (HF-SCAT-5,
// HF-WALL-1).
func TestCubeFragScatterIntoWall(t *testing.T) {
	g := position(climbArena).
		model("blue.1 gunner 0,0,0").
		model("red.1 operator 2,0,0").
		active("blue.1").build(t)
	s := dice(g,
		4, 1, 1, // accuracy
		1, 1, 1, 1, 1, // Frag 5: nothing
		8, 8, 8, // red.1 Survive
		3,          // scatters east into the wall
		4, 4, 4, 1, // the wall: 3 successes
		1, 1, 1, // red.1 Survive: 3 wounds
	)
	ev := play(t, g, "blue.1 shoot 2,0,0 with grenade-launcher")
	usedUp(t, s)
	if r := g.m("red.1"); r.Wounds != 3 || r.Pos != (world.Pos{X: 2}) || !r.Pinned {
		t.Errorf("red.1: want 3 wounds from the wall, still at 2,0,0, pinned; got %+v\n%s", r, eventLog(ev))
	}
}

// The Skirmisher, Gunner, Spotter and Mercenary (Sticky Grenade, carried
// always) can make cube attacks.
func TestCubeAttackersCanAttack(t *testing.T) {
	for unit, weapon := range map[string]string{
		"skirmisher": "cinder-launcher",
		"gunner":     "grenade-launcher",
		"spotter":    "strike-designator",
		"mercenary":  "sticky-grenade",
	} {
		g := position(flatArena).
			model("blue.1 " + unit + " 0,1,0").
			model("red.1 operator 2,1,0").
			active("blue.1").build(t)
		if got := cubeTargets(g, weapon, ""); !got[world.Pos{X: 2, Y: 1}] {
			t.Errorf("%s: want a cube attack with the %s at 2,1,0, got %v", unit, weapon, texts(g.Legal()))
		}
	}
}

// Long (Strike Designator): the cube attack is a long action; Two-Uses: a
// spent weapon cannot be used and shows as spent on the card.
func TestCubeLongAndSpent(t *testing.T) {
	g := position(flatArena).
		model("blue.1 spotter 0,1,0").
		model("red.1 operator 2,1,0").
		with(func(p *positionJSON) { p.Models[0].Uses = map[string]int{"strike-designator": 1} }).
		active("blue.1").build(t)
	s := dice(g, 1, 1, 1, 1) // a miss, scattering north to 2,0,0 (empty)
	play(t, g, "blue.1 shoot 2,1,0 with strike-designator")
	usedUp(t, s)
	if g.act.Model >= 0 {
		t.Errorf("a Long cube attack takes the whole activation")
	}
	m := g.m("blue.1")
	sl := m.weaponSlot("strike-designator")
	if sl == nil || sl.Used != 2 {
		t.Fatalf("the spent Strike Designator stays on the model with 2 uses: %+v", m.Carried)
	}
	card := cardText(g.card(m))
	if !strings.Contains(card, "Strike Designator: R6") || !strings.Contains(card, "(spent)") {
		t.Errorf("card should show the designator spent:\n%s", card)
	}
	g2 := position(flatArena).
		model("blue.1 spotter 0,1,0").
		model("red.1 operator 2,1,0").
		with(func(p *positionJSON) { p.Models[0].Uses = map[string]int{"strike-designator": 2} }).
		active("blue.1").build(t)
	if got := cubeTargets(g2, "strike-designator", ""); len(got) != 0 {
		t.Errorf("a spent weapon cannot attack: %v", got)
	}
	// A saved spent weapon loads again.
	data, err := g2.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := testRuleset().LoadGame(data); err != nil {
		t.Errorf("reload of a spent weapon: %v", err)
	}
}

// HF-SET-5: weapon drops deal ten power weapons (the data sheet's list of
// ten, cube attacks included).
func TestCubeDropsDealTenPowerWeapons(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 4,1,0").build(t)
	if len(g.b.power) != 10 {
		t.Errorf("want 10 power weapons, got %d: %v", len(g.b.power), g.b.power)
	}
	for _, id := range []string{"rocket-launcher", "fuel-cannon"} {
		if !contains(g.b.power, id) {
			t.Errorf("%s should be dealt by weapon drops: %v", id, g.b.power)
		}
	}
}

// Explosive without Grenade (Strike Designator): a miss scattering into a
// wall bursts against it, in the target cube (RULES-CUBE.md decision).
func TestCubeExplosiveBurstsAgainstWall(t *testing.T) {
	g := position(climbArena).
		model("blue.1 spotter 0,0,0").
		model("red.1 operator 2,0,0").
		active("blue.1").build(t)
	s := dice(g,
		1, 1, 1, // a miss
		3,                // east, into the wall
		1, 1, 1, 1, 1, 1, // Frag 6: nothing
		1, 1, 1, // red.1 Survive
		7, // red.1 scatters west
	)
	ev := play(t, g, "blue.1 shoot 2,0,0 with strike-designator")
	usedUp(t, s)
	if !hasEvent(ev, "roll", "bursts against the wall") || !hasEvent(ev, "explode", "2,0,0") {
		t.Errorf("want a burst in 2,0,0:\n%s", eventLog(ev))
	}
	if r := g.m("red.1"); !r.Pinned || r.Pos != (world.Pos{X: 1}) {
		t.Errorf("red.1: want pinned at 1,0,0, got %+v", r)
	}
}

// The data parser reads both profiles of the Grenade Launcher (data sheet:
// Frag 5, Grenade — or AP –, Blast, EMP, Frag 3, Grenade).
func TestCubeGrenadeLauncherProfiles(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	w := d.Weapons["grenade-launcher"]
	if w == nil || len(w.Profiles) != 2 {
		t.Fatalf("want two profiles: %+v", w)
	}
	main, emp := w.Profiles[0], w.Profiles[1]
	if v, _ := main.Value("Frag"); v != 5 || main.AP != 1 || !main.Has("Grenade") || main.Has("EMP") {
		t.Errorf("main profile: %+v", main)
	}
	if v, _ := emp.Value("Frag"); emp.Name != "emp" || v != 3 || emp.AP != 0 || !emp.Has("Blast") || !emp.Has("EMP") || !emp.Has("Grenade") {
		t.Errorf("emp profile: %+v", emp)
	}
	if !cubeProfile(main) || !cubeProfile(emp) {
		t.Errorf("both profiles are cube attacks")
	}
}
