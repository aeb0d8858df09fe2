package firepower

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// open9 is an open field five cubes wide and nine deep.
var open9 = []string{".....", ".....", ".....", ".....", ".....", ".....", ".....", ".....", "....."}

// FP-RES-1, FP-PROC-3, FP-ROF-3, FP-CHART-1, A2: a rifle's semi-automatic
// fire at 4 cubes (band 3–5, semi hit number 5) rolls two D10; a roll at
// or under the hit number kills; the first shot misses (6), the second
// kills (5).
func TestFireSemiKillsOnRollUnder(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,4 N", "red.2 rifleman 0,8 N", "red.3 rifleman 4,8 N")
	g.SetDice(rules.NewScripted(6, 5))
	do(t, g, "blue impulse 2,0,0")
	ev := do(t, g, "blue.1 fire red.1 with rifle (semi)")
	if !sol(t, g, "red.1").Dead {
		t.Fatal("red.1 should be killed")
	}
	var roll *rules.Event
	for k := range ev {
		if ev[k].Kind == "roll" {
			roll = &ev[k]
		}
	}
	if roll == nil || roll.Need != 5 || len(roll.Dice) != 2 || roll.Hits != 1 {
		t.Fatalf("roll event %+v", roll)
	}
}

// FP-RES-1: a roll over the hit number misses; the D10's 0 counts as 10.
func TestFireSemiMisses(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,4 N", "red.2 rifleman 0,8 N")
	g.SetDice(rules.NewScripted(10, 6))
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 fire red.1 with rifle (semi)")
	if sol(t, g, "red.1").Dead || sol(t, g, "red.1").Suppressed {
		t.Fatal("semi-automatic misses neither kill nor suppress (A4)")
	}
}

// FP-ROF-1, FP-PROC-2, FP-MOD-3, FP-MF-2: fire costs 2 MF; a firer that
// declares 2 more MF of movement after firing rolls at +2 and keeps 2 MF
// for non-combat actions only; one that declares none keeps none.
func TestFireCostAndDeclaredMovement(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "blue.2 rifleman 0,0 S", "red.1 rifleman 2,4 N", "red.2 rifleman 0,8 N", "red.3 rifleman 4,8 N")
	g.SetDice(rules.NewScripted(3, 4))
	do(t, g, "blue impulse 2,0,0")
	if got := total(g.fireMods(g.index("blue.1"), g.index("red.1"), 2)); got != 2 {
		t.Fatalf("declared 2 MF: modifier %+d, want +2", got)
	}
	do(t, g, "blue.1 fire red.1 with rifle (semi+2)")
	b := sol(t, g, "blue.1")
	if b.MF != 2 || !sol(t, g, "red.1").Dead {
		t.Fatalf("MF %d (want 2), red.1 dead %v (3+2 ≤ 5)", b.MF, sol(t, g, "red.1").Dead)
	}
	if has(g, "blue.1 grenade 2,5,0 with grenade") {
		t.Fatal("a second combat action in one phase (FP-ACT-6, FP-FIRE-3)")
	}
	do(t, g, "blue.1 move 2,1,0")
}

// FP-MOD-3: MF spent on other actions before firing count too, and the
// modifier stops at +2.
func TestFireMovingModifierCapped(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,6 N", "red.2 rifleman 0,8 N")
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 move 2,1,0")
	i, j := g.index("blue.1"), g.index("red.1")
	if got := total(g.fireMods(i, j, 0)); got != 1 {
		t.Fatalf("1 MF moved: %+d, want +1", got)
	}
	if got := total(g.fireMods(i, j, 1)); got != 2 {
		t.Fatalf("1 MF moved, 1 declared: %+d, want +2", got)
	}
	if has(g, "blue.1 fire red.1 with rifle (semi+2)") {
		t.Fatal("declared more MF than it has left after firing")
	}
}

// FP-MOD-1, FP-MOD-2: the modifier table. Trees give cover and
// concealment (+2); rough ground cover (+1); scrub concealment (+1);
// Prone +2, Running +2, a Suppressed firer +1; each tree or hedge cube
// crossed +1 (FP-LOS-6).
func TestFireModifiers(t *testing.T) {
	rows := []string{".....", ".....", "T....", ".....", "TRSH.", "....."}
	g := position(t, rows, nil,
		"blue.1 rifleman 0,0 S suppressed", "blue.2 rifleman 1,0 S", "blue.3 rifleman 2,0 S", "blue.4 rifleman 3,0 S", "blue.5 rifleman 4,0 S",
		"red.1 rifleman 0,4 N", "red.2 rifleman 1,4 N", "red.3 rifleman 2,4 N", "red.4 rifleman 3,4 N", "red.5 rifleman 4,4 N prone running")
	for _, c := range []struct {
		from, target string
		want         int
		because      string
	}{
		{"blue.1", "red.1", 1 + 2 + 1, "Suppressed firer +1, trees +2, the tree at 0,2 crossed +1"},
		{"blue.2", "red.2", 1, "rough: cover"},
		{"blue.3", "red.3", 1, "scrub: concealment"},
		{"blue.4", "red.4", 1, "hedge: concealment"},
		{"blue.5", "red.5", 2 + 2, "Prone and Running"},
	} {
		if got := total(g.fireMods(g.index(c.from), g.index(c.target), 0)); got != c.want {
			t.Errorf("%s at %s: %+d, want %+d (%s)", c.from, c.target, got, c.want, c.because)
		}
	}
}

// FP-MOD-4, FP-ORD-1, FP-ORD-2, FP-FIRE-4, FP-ACT-7: the stack of two
// acts in one impulse; the first fires an automatic burst that
// Suppresses a Running target, so the second, who first steps into a
// cube of its own (only one soldier fires from a cube), fires without
// the +2 for Running.
func TestModifiersUseTheCurrentState(t *testing.T) {
	g := position(t, open9, nil, "blue.1 gunner 2,0 S", "blue.2 rifleman 2,0 S", "red.1 rifleman 2,5 N running", "red.2 rifleman 0,8 N", "red.3 rifleman 4,8 N")
	g.SetDice(rules.NewScripted(10, 10, 10, 10, 10, 10, 10))
	do(t, g, "blue impulse 2,0,0")
	r1, b2 := g.index("red.1"), g.index("blue.2")
	if got := total(g.fireMods(b2, r1, 0)); got != 2 {
		t.Fatalf("before: %+d, want +2 for Running", got)
	}
	do(t, g, "blue.1 fire red.1 with lmg (auto)")
	if sol(t, g, "red.1").Running || !sol(t, g, "red.1").Suppressed {
		t.Fatal("the burst should Suppress red.1 and stop it Running (FP-SUP-2, FP-ST-3)")
	}
	if has(g, "blue.2 fire red.1 with rifle (semi)") {
		t.Fatal("a second soldier fired from the cube (FP-FIRE-4)")
	}
	do(t, g, "blue.2 move 2,1,0")
	if got := total(g.fireMods(b2, r1, 0)); got != 1 {
		t.Fatalf("after: %+d, want only +1 for the MF moved", got)
	}
	do(t, g, "blue.2 fire red.1 with rifle (auto)")
}

// FP-ROF-2, FP-RES-2, FP-PROC-3, FP-CHART-1, FP-SUP-1, FP-SUP-2, A7: the
// worked example. A light machine gun (3×4) fires at two Prone soldiers
// in one cube 30 cubes away: hit number 3, +2 for Prone, one burst of 4
// at each; the third burst is lost. The first rolls 10, 6, 5, 1 (1+2 = 3:
// killed), the second 8, 7, 8, 3 (all miss) and is Suppressed.
func TestWorkedExampleMachineGun(t *testing.T) {
	rows := make([]string, 32)
	for k := range rows {
		rows[k] = "..."
	}
	g := position(t, rows, nil, "blue.1 gunner 1,0 S", "red.1 rifleman 1,30 N prone", "red.2 rifleman 1,30 N prone", "red.3 rifleman 0,31 N", "red.4 rifleman 2,31 N", "red.5 rifleman 0,31 N")
	g.SetDice(rules.NewScripted(10, 6, 5, 1, 8, 7, 8, 3))
	do(t, g, "blue impulse 1,0,0")
	ev := do(t, g, "blue.1 fire red.1 with lmg (auto)")
	rolls := 0
	for _, e := range ev {
		if e.Kind == "roll" {
			rolls++
			if e.Need != 3 || len(e.Dice) != 4 {
				t.Fatalf("roll %+v: want 4 dice against 3", e)
			}
		}
	}
	if rolls != 2 {
		t.Fatalf("%d bursts, want 2 (one a target; the third is lost)", rolls)
	}
	if !sol(t, g, "red.1").Dead || sol(t, g, "red.2").Dead || !sol(t, g, "red.2").Suppressed {
		t.Fatal("red.1 killed, red.2 alive and Suppressed")
	}
}

// FP-RES-3: after the first killing shot further shots have no effect:
// one kill however many dice hit.
func TestShotsAfterTheKillDoNothing(t *testing.T) {
	g := position(t, open9, nil, "blue.1 gunner 2,0 S", "red.1 rifleman 2,3 N", "red.2 rifleman 0,8 N", "red.3 rifleman 4,8 N")
	g.SetDice(rules.NewScripted(1, 1, 1, 1))
	do(t, g, "blue impulse 2,0,0")
	ev := do(t, g, "blue.1 fire red.1 with lmg (auto)")
	kills := 0
	for _, e := range ev {
		if e.Kind == "kill" {
			kills++
		}
	}
	if kills != 1 {
		t.Fatalf("%d kills", kills)
	}
}

// FP-SUP-2, A4: automatic fire Suppresses every soldier in the target
// cube, targets or not, even when no roll could hit (a Prone target in
// trees at long range: 2 + 2 + 2 + 1 over a hit number of 3).
func TestAutomaticFireSuppressesTheWholeCube(t *testing.T) {
	rows := make([]string, 16)
	for k := range rows {
		rows[k] = "..."
	}
	rows[14] = ".T."
	g := position(t, rows, nil, "blue.1 rifleman 1,0 S",
		"red.1 rifleman 1,14 N prone", "red.2 rifleman 1,14 N prone", "red.3 rifleman 1,14 N prone", "red.4 rifleman 0,15 N", "red.5 rifleman 2,15 N", "red.6 rifleman 0,15 N")
	if got := total(g.fireMods(0, g.index("red.1"), 0)); got < 3 {
		t.Fatalf("modifier %+d", got)
	}
	g.SetDice(rules.NewScripted(1, 1, 1, 1, 1, 1))
	do(t, g, "blue impulse 1,0,0")
	do(t, g, "blue.1 fire red.1 with rifle (auto)")
	for _, id := range []string{"red.1", "red.2", "red.3"} {
		if s := sol(t, g, id); s.Dead || !s.Suppressed {
			t.Fatalf("%s: dead %v suppressed %v", id, s.Dead, s.Suppressed)
		}
	}
}

// FP-FIRE-1, FP-LOS-1, FP-RNG-1, FP-RNG-2, FP-ARC-1: a target needs
// sight, range and the fire arc. The pistol reaches 8 cubes, counted
// without the firer's cube and with the target's: red.2 at 8 is offered,
// red.3 at 9 is not; red.4 behind a walled pillar and red.1 behind the
// firer are not.
func TestFirePrerequisites(t *testing.T) {
	rows := []string{".....", ".....", ".....", ".....", "..#..", ".....", ".....", ".....", ".....", ".....", "....."}
	g := position(t, rows, nil, "blue.1 leader 2,1 S", "red.1 rifleman 2,0 N", "red.2 rifleman 4,9 N", "red.3 rifleman 3,10 N", "red.4 rifleman 2,7 N")
	do(t, g, "blue impulse 2,1,0")
	for id, want := range map[string]bool{"red.1": false, "red.2": true, "red.3": false, "red.4": false} {
		if got := has(g, "blue.1 fire "+id+" with pistol (semi)"); got != want {
			t.Errorf("fire at %s offered %v, want %v", id, got, want)
		}
	}
	if has(g, "blue.1 fire red.2 with pistol (auto)") {
		t.Error("a pistol fires semi-automatic only (FP-ROF-4)")
	}
}

// FP-ARC-1: the fire arc is 45° either side of the facing, the boundary
// diagonals included.
func TestFireArc(t *testing.T) {
	for _, c := range []struct {
		facing string
		dx, dy int
		want   bool
	}{
		{"S", 0, 3, true}, {"S", 3, 3, true}, {"S", 4, 3, false}, {"S", -2, 2, true}, {"S", 1, -1, false},
		{"SE", 3, 0, true}, {"SE", 0, 3, true}, {"SE", 1, -1, false}, {"SE", 2, 1, true}, {"E", 2, 3, false},
	} {
		d, _ := dirByName(c.facing)
		if got := inArc(world.Pos{X: 5, Y: 5}, d, world.Pos{X: 5 + c.dx, Y: 5 + c.dy}); got != c.want {
			t.Errorf("facing %s, target %+d,%+d: %v, want %v", c.facing, c.dx, c.dy, got, c.want)
		}
	}
}

// FP-PROC-1, FP-PROC-3, FP-CHART-1, FP-ROF-3, G2: the hit number is the
// weapon's row at the range band; a rifle offers both modes, the light
// machine gun at 15 cubes (band 13–20) has hit number 3; the pistol's
// and machine gun's missing cells come from G2.
func TestHitNumbersFromTheChart(t *testing.T) {
	rs := newRuleset(t)
	d := rs.Data()
	lmg, _ := d.Weapon("lmg")
	rifle, _ := d.Weapon("rifle")
	pistol, _ := d.Weapon("pistol")
	for _, c := range []struct {
		row        *Row
		dist, want int
	}{
		{&lmg.Auto, 15, 3}, {&lmg.Auto, 30, 3}, {&rifle.Auto, 1, 5}, {&rifle.Semi, 1, 6}, {&rifle.Semi, 40, 3},
		{&rifle.Auto, 41, 0}, {&pistol.Semi, 8, 1}, {&pistol.Semi, 9, 0},
	} {
		if got := c.row.HitAt(d.Chart.Band(c.dist)); got != c.want {
			t.Errorf("range %d: hit number %d, want %d", c.dist, got, c.want)
		}
	}
	if rifle.Auto.Bursts != 2 || rifle.Auto.Shots != 3 || rifle.Semi.Shots != 2 || lmg.Auto.Bursts != 3 || lmg.Auto.Shots != 4 {
		t.Fatal("rates of fire 2×3/2 and 3×4")
	}
}
