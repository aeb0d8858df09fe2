package firepower

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// FP-MEL-1, FP-MEL-2, FP-MEL-4, FP-ACT-1, FP-ACT-6, A3: a soldier may not
// simply enter an enemy's cube; it melees there when it has 1 MF left
// after entering. One D10 at or under 5: every defender dies and the
// attacker holds the cube; it stops at once.
func TestMeleeAttackerWins(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,1 N", "red.2 rifleman 0,8 N", "red.3 rifleman 4,8 N")
	g.SetDice(rules.NewScripted(5))
	do(t, g, "blue impulse 2,0,0")
	if has(g, "blue.1 move 2,1,0") {
		t.Fatal("entering an enemy's cube is a melee")
	}
	do(t, g, "blue.1 melee 2,1,0")
	b := sol(t, g, "blue.1")
	if !sol(t, g, "red.1").Dead || b.Pos != at(2, 1) || b.InImpulse {
		t.Fatalf("red.1 dead %v, blue.1 at %s in impulse %v", sol(t, g, "red.1").Dead, b.Pos, b.InImpulse)
	}
}

// FP-MEL-2, A15: a roll of 6 or more kills the attackers.
func TestMeleeAttackerLoses(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "blue.2 rifleman 0,0 S", "blue.3 rifleman 4,0 S", "red.1 rifleman 2,1 N")
	g.SetDice(rules.NewScripted(6))
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 melee 2,1,0")
	if !sol(t, g, "blue.1").Dead || sol(t, g, "red.1").Dead {
		t.Fatal("the attacker dies")
	}
}

// FP-MEL-1: with too few MF left after entering, no melee: a Prone
// soldier crawls for 3 and has 1 left, so it may; a Suppressed Prone one
// (3 MF) may not.
func TestMeleeNeedsOneMFLeft(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S prone suppressed", "red.1 rifleman 2,1 N", "red.2 rifleman 0,8 N")
	do(t, g, "blue impulse 2,0,0")
	if has(g, "blue.1 melee 2,1,0") {
		t.Fatal("3 MF to crawl in, none left to fight")
	}
}

// FP-MEL-3, A14: 3 attackers entering together against 2 defenders roll
// at −2; 1 against 2 at +2.
func TestMeleeOdds(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "blue.2 rifleman 2,0 S", "blue.3 rifleman 2,0 S",
		"red.1 rifleman 2,1 N", "red.2 rifleman 2,1 N", "red.3 rifleman 0,8 N", "red.4 rifleman 4,8 N", "red.5 rifleman 4,8 N")
	do(t, g, "blue impulse 2,0,0")
	att, def := g.meleeSides(0, at(2, 1), true)
	if len(att) != 3 || len(def) != 2 || g.meleeMod(len(att), len(def)) != -2 {
		t.Fatalf("%d against %d", len(att), len(def))
	}
	if g.meleeMod(1, 2) != 2 {
		t.Fatal("one against two: +2")
	}
	g.SetDice(rules.NewScripted(7)) // 7 − 2 = 5: the attackers win
	do(t, g, "blue.1 melee 2,1,0 (together)")
	if !sol(t, g, "red.1").Dead || !sol(t, g, "red.2").Dead || sol(t, g, "blue.3").Pos != at(2, 1) {
		t.Fatal("three attackers win at 7 − 2")
	}
}
