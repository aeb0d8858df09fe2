package firepower

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// FP-FIRE-2, FP-RNG-3, FP-ROF-4: a grenade is thrown at a cube, enemy or
// not: up to 8 cubes Standing, 5 Prone (and the chart's 6–8 band).
func TestGrenadeRange(t *testing.T) {
	rows := []string{".....", ".....", ".....", ".....", ".....", ".....", ".....", ".....", ".....", ".....", "....."}
	g := position(t, rows, nil, "blue.1 rifleman 2,0 S", "blue.2 rifleman 0,0 S prone", "red.1 rifleman 4,10 N")
	do(t, g, "blue impulse 2,0,0")
	if !has(g, "blue.1 grenade 2,8,0 with grenade") || has(g, "blue.1 grenade 2,9,0 with grenade") {
		t.Fatal("standing: 8 cubes")
	}
	do(t, g, "blue end")
	do(t, g, "blue impulse 0,0,0")
	if !has(g, "blue.2 grenade 0,5,0 with grenade") || has(g, "blue.2 grenade 0,6,0 with grenade") {
		t.Fatal("prone: 5 cubes")
	}
}

// FP-GREN-1, FP-GREN-4, FP-GREN-5, FP-SUP-3, FP-ST-4, A5, A9, A11, G4: a
// throw at or under the hit number (5 at 3–5 cubes) blasts the cube:
// one D10 for every soldier in the zone, friends included, the ring's
// modifier added (+0, +3, +4) with cover and Prone; at or under 5 kills.
// A survivor in the epicentre is Stunned and goes Prone; in ring 1 a
// Standing survivor in the open is Suppressed (2 + 3 ≤ 5); in ring 2 not
// (2 + 4 > 5).
func TestGrenadeBlast(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S",
		"red.1 rifleman 2,4 N", "red.2 rifleman 2,4 N", "red.3 rifleman 3,5 N", "red.4 rifleman 4,6 N", "red.5 rifleman 0,8 N", "red.6 rifleman 1,8 N", "red.7 rifleman 3,8 N")
	// throw 5 (hit 5), red.1 6 (survives, stunned), red.2 5 (killed),
	// red.3 3 (3+3 > 5: survives, suppressed), red.4 1 (1+4 = 5: killed).
	g.SetDice(rules.NewScripted(5, 6, 5, 3, 1))
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 grenade 2,4,0 with grenade")
	r1, r2, r3, r4 := sol(t, g, "red.1"), sol(t, g, "red.2"), sol(t, g, "red.3"), sol(t, g, "red.4")
	if r1.Dead || !r1.Stunned || !r1.Prone || !r2.Dead || r3.Dead || !r3.Suppressed || !r4.Dead {
		t.Fatalf("red.1 %+v\nred.2 dead %v\nred.3 %+v\nred.4 dead %v", *r1, r2.Dead, *r3, r4.Dead)
	}
	if sol(t, g, "blue.1").MF != 2 {
		t.Fatal("a grenade costs 2 MF and the rest may still be spent")
	}
}

// FP-GREN-5: the blast strikes friends too, and ring 2 never suppresses a
// Standing soldier in the open.
func TestGrenadeBlastFriendsAndRingTwo(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "blue.2 rifleman 1,2 S", "red.1 rifleman 2,5 N", "red.2 rifleman 0,8 N", "red.3 rifleman 4,8 N")
	g.SetDice(rules.NewScripted(5, 9, 9))
	do(t, g, "blue impulse 2,0,0")
	ev := do(t, g, "blue.1 grenade 2,4,0 with grenade")
	rolls := 0
	for _, e := range ev {
		if e.Kind == "roll" && e.Test == "blast" {
			rolls++
		}
	}
	if rolls != 2 || sol(t, g, "blue.2").Suppressed {
		t.Fatalf("%d blast rolls (blue.2 in ring 2 and red.1 in ring 1)", rolls)
	}
	if !sol(t, g, "red.1").Suppressed {
		t.Fatal("red.1 in ring 1: Suppressed")
	}
}

// FP-GREN-1, A10: a modified throw over 10 is a dud; exactly 10 (over the
// hit number) spreads.
func TestGrenadeDud(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S suppressed", "red.1 rifleman 2,4 N", "red.2 rifleman 0,8 N")
	g.SetDice(rules.NewScripted(10))
	do(t, g, "blue impulse 2,0,0")
	ev := do(t, g, "blue.1 grenade 2,4,0 with grenade")
	dud := false
	for _, e := range ev {
		dud = dud || e.Kind == "dud"
	}
	if !dud || sol(t, g, "red.1").Suppressed {
		t.Fatal("10 + 1 for a Suppressed thrower is a dud")
	}
}

// FP-GREN-2, G3: a miss spreads by a D10 around the target cube, turned
// from the direction of the throw: 1 long, 5 short, 3 right, 9 two long.
func TestGrenadeSpread(t *testing.T) {
	p := world.Pos{X: 5, Y: 5}
	for _, c := range []struct {
		face int
		want world.Pos
	}{{1, world.Pos{X: 5, Y: 6}}, {5, world.Pos{X: 5, Y: 4}}, {3, world.Pos{X: 4, Y: 5}}, {7, world.Pos{X: 6, Y: 5}}, {9, world.Pos{X: 5, Y: 7}}, {10, world.Pos{X: 3, Y: 7}}} {
		if got := spreadCube(p, world.S, c.face); got != c.want {
			t.Errorf("face %d: %s, want %s", c.face, got, c.want)
		}
	}
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,4 N", "red.2 rifleman 0,8 N", "red.3 rifleman 4,8 N")
	// throw 7 (miss, spreads), spread 1 (one cube long: 2,5), blast roll for red.1 in ring 1: 9.
	g.SetDice(rules.NewScripted(7, 1, 9))
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 grenade 2,4,0 with grenade")
	if !sol(t, g, "red.1").Suppressed {
		t.Fatal("the blast in 2,5 suppresses red.1 in ring 1")
	}
}

// FP-GREN-3: a spread that leaves the arena, goes beyond the thrower's
// reach or out of its sight is a dud.
func TestGrenadeSpreadDuds(t *testing.T) {
	g := position(t, []string{".....", ".....", ".....", "....."}, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,3 N", "red.2 rifleman 0,3 N")
	// throw 9 (miss), spread 1: one cube long, off the arena's south edge.
	g.SetDice(rules.NewScripted(9, 1))
	do(t, g, "blue impulse 2,0,0")
	ev := do(t, g, "blue.1 grenade 2,3,0 with grenade")
	if ev[len(ev)-1].Kind != "dud" && !hasKind(ev, "dud") {
		t.Fatal("off the arena: a dud")
	}
	rows := []string{".....", ".....", ".....", ".....", ".....", ".....", ".....", ".....", ".....", ".....", "....."}
	g2 := position(t, rows, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,10 N", "red.2 rifleman 0,10 N")
	// throw at 8 cubes: 9 misses; spread 9 (two long) lands 10 away: a dud.
	g2.SetDice(rules.NewScripted(9, 9))
	do(t, g2, "blue impulse 2,0,0")
	if !hasKind(do(t, g2, "blue.1 grenade 2,8,0 with grenade"), "dud") {
		t.Fatal("beyond the reach of 8: a dud")
	}
}

// hasKind reports whether an event of the kind happened.
func hasKind(ev []rules.Event, kind string) bool {
	for _, e := range ev {
		if e.Kind == kind {
			return true
		}
	}
	return false
}

// A8, A9: a throw counts a Suppressed thrower (+1) and the trees it
// passes (+1 each), never the target's cover or posture.
func TestThrowModifiers(t *testing.T) {
	g := position(t, []string{".....", "..T..", ".....", "..T.."}, nil, "blue.1 rifleman 2,0 S suppressed", "red.1 rifleman 2,3 N prone")
	if got := total(g.throwMods(0, at(2, 3))); got != 2 {
		t.Fatalf("throw modifier %+d, want +2", got)
	}
}

// G8, FP-ROF-4: grenades are unlimited: a soldier that threw one may
// throw again in its next phase.
func TestGrenadesUnlimited(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 0,8 N", "red.2 rifleman 4,8 N")
	g.st.Cup = [2]int{1, 0}
	g.SetDice(rules.NewScripted(10, 1))
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 grenade 2,4,0 with grenade")
	do(t, g, "blue end") // the phase ends; blue's chip comes out next
	do(t, g, "blue impulse 2,0,0")
	if !has(g, "blue.1 grenade 2,4,0 with grenade") {
		t.Fatal("a second grenade")
	}
}
