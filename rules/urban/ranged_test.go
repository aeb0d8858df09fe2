package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// open5 is a 5 × 5 yard with nothing in it.
var open5 = []string{".....", ".....", ".....", ".....", "....."}

// A ranged hit takes POW HP off the target whatever its ARM (UF-RNG-1,
// UF-RNG-2, UF-RNG-3, UF-ATK-1, UF-ATK-3, UF-EQ-3, UF-STAT-2: ARM plays
// no part, UF-ACT-2: one attack with one declared weapon for 1 AP); a
// Shield token still stops 3 wounds and is spent (UF-TOK-2, A16).
func TestRangedHitIsFlatPOW(t *testing.T) {
	g := position(t, open5, nil,
		"blue.1 lamplighter 2,0 gear=rifle+knife", "red.1 warden 2,4", "red.2 warden 3,4 shield")
	do(t, g, "blue.1 activate")
	dice(g, 3, 4) // 7 against Skill 7
	do(t, g, "blue.1 attack red.1 with rifle")
	wantWounds(t, g, "red.1", 3)
	if ap := mdl(t, g, "blue.1").AP; ap != 1 {
		t.Fatalf("the attack left %d AP, want 1", ap)
	}
	dice(g, 6, 6)
	do(t, g, "blue.1 attack red.2 with rifle")
	wantWounds(t, g, "red.2", 0)
	if mdl(t, g, "red.2").Shield {
		t.Fatal("the Shield token was not spent")
	}
}

// A 2d6 sum below Skill misses (UF-RNG-3, UF-DICE-2).
func TestRangedMiss(t *testing.T) {
	g := position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle+knife", "red.1 warden 2,4")
	do(t, g, "blue.1 activate")
	dice(g, 3, 3)
	do(t, g, "blue.1 attack red.1 with rifle")
	wantWounds(t, g, "red.1", 0)
}

// Beyond RNG the hit roll is made once more for each multiple of RNG and
// the worst kept (UF-RNG-4, A4, A17): a pistol (8") at 2 cubes (6") rolls
// once, at 3 cubes (9") twice.
func TestBeyondRangeKeepsTheWorstRoll(t *testing.T) {
	g := position(t, open5, nil, "blue.1 adept 0,0 gear=pistol", "red.1 warden 0,2", "red.2 warden 0,3")
	do(t, g, "blue.1 activate")
	s := dice(g, 4, 4)
	do(t, g, "blue.1 attack red.1 with pistol")
	if s.Used() != 2 {
		t.Fatalf("a shot within RNG rolled %d dice, want 2", s.Used())
	}
	wantWounds(t, g, "red.1", 2)
	s = dice(g, 6, 6, 1, 2)
	do(t, g, "blue.1 attack red.2 with pistol")
	if s.Used() != 4 {
		t.Fatalf("a shot beyond RNG rolled %d dice, want 4", s.Used())
	}
	wantWounds(t, g, "red.2", 0)
	if n := shotRolls(&Weapon{RNG: 8}, 17); n != 3 {
		t.Fatalf("17 inches with RNG 8: %d rolls, want 3", n)
	}
}

// The ranged modifiers (UF-RNG-7, UF-POS-3): a Sitting or Lying shooter
// +1, a Lying target −1, a Burning target −1, a Burning or Stunned shooter
// −1 each.
func TestRangedModifiers(t *testing.T) {
	g := position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle+knife sit burning stunned", "red.1 warden 2,4 lie burning")
	ms, duel := g.rangedMods(mdl(t, g, "blue.1"), mdl(t, g, "red.1"))
	n, _ := modSum(ms)
	if n != 1-1-1-1-1 || duel {
		t.Fatalf("modifiers %v sum %d, want -3", ms, n)
	}
	g = position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle+knife lie", "red.1 warden 2,4")
	do(t, g, "blue.1 activate")
	dice(g, 3, 3) // 6 + 1 lying = 7
	do(t, g, "blue.1 attack red.1 with rifle")
	wantWounds(t, g, "red.1", 3)
}

// A target in a duel is shot at −2, and a miss is rolled again, with no
// modifiers, at another model of the duel, friend or foe (UF-DUEL-1, A8).
func TestDuelProtectsAndStraysShots(t *testing.T) {
	g := position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle+knife", "blue.2 warden 2,3 gear=axe", "red.1 warden 2,4 gear=axe")
	if len(g.duelists(mdl(t, g, "red.1"))) != 1 {
		t.Fatal("the axe's reach (1 inch) to the next cube makes no duel")
	}
	do(t, g, "blue.1 activate")
	dice(g, 4, 4, 4, 3) // 8 - 2 = 6 misses; the stray roll 7 hits blue.2
	do(t, g, "blue.1 attack red.1 with rifle")
	wantWounds(t, g, "red.1", 0)
	wantWounds(t, g, "blue.2", 3)
}

// Only a model with a special rule may Boost its ranged hit roll, for 1
// AP more (UF-ACT-4, UF-RNG-5): the card's skill overrides the general
// rule (UF-STAT-8); the red die's faces are 4–9 (A1, A3).
func TestRangedBoostNeedsTheSkill(t *testing.T) {
	g := position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle+knife", "blue.2 adept 0,0 gear=pistol", "red.1 warden 2,4")
	do(t, g, "blue.1 activate")
	do(t, g, "blue.2 activate")
	if has(g, "blue.2 attack red.1 with pistol (red)") {
		t.Fatal("a model without the skill may boost its shot")
	}
	dice(g, 1, 1) // white 1 + red 4 = 5: a miss
	do(t, g, "blue.1 attack red.1 with rifle (red)")
	wantWounds(t, g, "red.1", 0)
	if mdl(t, g, "blue.1").Active {
		t.Fatal("the boosted attack did not spend 2 AP")
	}
	_ = rules.Blue
}

// The forecast of a shot: 2d6 at Skill 7 hits 21/36 of the time; beyond
// RNG twice is (21/36)² (UF-RNG-4); a POW 3 hit on a full warden wounds.
func TestForecastShot(t *testing.T) {
	g := position(t, open5, nil, "blue.1 adept 0,0 gear=pistol", "red.1 warden 0,2", "red.2 warden 0,3")
	f, ok := g.Forecast(rules.Action{Seat: rules.Blue, Kind: KindAttack, Actor: "blue.1", Target: "red.1", Weapon: "pistol"})
	if !ok || f.Outcomes[1].P < 21.0/36-1e-9 || f.Outcomes[1].P > 21.0/36+1e-9 {
		t.Fatalf("forecast %+v", f)
	}
	f, _ = g.Forecast(rules.Action{Seat: rules.Blue, Kind: KindAttack, Actor: "blue.1", Target: "red.2", Weapon: "pistol"})
	if want := (21.0 / 36) * (21.0 / 36); f.Outcomes[1].P < want-1e-9 || f.Outcomes[1].P > want+1e-9 {
		t.Fatalf("beyond RNG: %v, want %v", f.Outcomes[1].P, want)
	}
}
