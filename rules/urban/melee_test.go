package urban

import "testing"

// meleePair is a warden with an axe facing another in one cube.
func meleePair(t *testing.T) *Game {
	return position(t, open5, nil, "blue.1 warden 2,2 gear=axe", "red.1 warden 2,2 gear=axe")
}

// Melee is the attacker's base roll against the defender's Red roll
// (UF-MEL-2, UF-MEL-3): a lower defender lets the attack through with no
// counter; the damage roll adds STR and POW and loses ARM (UF-MEL-5, UF-STAT-2,
// UF-STAT-3, UF-ATK-2): 6 + STR 4 + POW 3 − ARM 6 = 7.
func TestMeleeDefenderLower(t *testing.T) {
	g := meleePair(t)
	do(t, g, "blue.1 activate")
	dice(g, 5, 5, 3, 3, 3) // 10 against red 6; damage 3+3
	do(t, g, "blue.1 attack red.1 with axe")
	wantWounds(t, g, "red.1", 7)
	wantWounds(t, g, "blue.1", 0)
}

// A tie lets the attack through and the defender counters with its
// weapon's POW, ignoring ARM (UF-MEL-3, UF-MEL-4, A5).
func TestMeleeTieCounters(t *testing.T) {
	g := meleePair(t)
	do(t, g, "blue.1 activate")
	dice(g, 3, 4, 4, 1, 1) // 7 against red 7; damage 2 + 7 - 6 = 3
	do(t, g, "blue.1 attack red.1 with axe")
	wantWounds(t, g, "red.1", 3)
	wantWounds(t, g, "blue.1", 3)
}

// A higher defender makes the attack fail and counters (UF-MEL-3).
func TestMeleeDefenderHigher(t *testing.T) {
	g := meleePair(t)
	do(t, g, "blue.1 activate")
	dice(g, 1, 2, 1) // 3 against red 4
	do(t, g, "blue.1 attack red.1 with axe")
	wantWounds(t, g, "red.1", 0)
	wantWounds(t, g, "blue.1", 3)
}

// The red die's highest face (9) counters even when the attacker's sum is
// higher (UF-MEL-3, A1).
func TestMeleeRedNineCounters(t *testing.T) {
	g := meleePair(t)
	do(t, g, "blue.1 activate")
	dice(g, 6, 6, 6, 1, 1) // 12 against red 9; damage 2 + 7 - 6 = 3
	ev := do(t, g, "blue.1 attack red.1 with axe")
	wantWounds(t, g, "red.1", 3)
	countered := false
	for _, e := range ev {
		countered = countered || e.Kind == "counter" && e.Hits == 3
	}
	// The two ♦ of 6 and 6 complete the Event's Spark Ward: the attacker's
	// Shield token stops the counter's 3 wounds.
	if !countered || mdl(t, g, "blue.1").Shield {
		t.Fatalf("no counter of 3 into the Shield: %v", ev)
	}
}

// A defender whose weapon does not reach steps one cube into the
// attacker's cube to counter (UF-MEL-4, A9); a defender that cannot step
// there does not counter. A weapon of less than 1 inch reaches only its
// own cube (UF-MEL-1, UF-MEL-2).
func TestCounterStepsIn(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 2,2 gear=axe", "red.1 adept 2,3 gear=knife")
	do(t, g, "blue.1 activate")
	dice(g, 1, 1, 3) // 2 against red 6: fail, counter with the knife (POW 1)
	do(t, g, "blue.1 attack red.1 with axe")
	if p := mdl(t, g, "red.1").Pos; p.X != 2 || p.Y != 2 {
		t.Fatalf("the defender stayed at %s", p)
	}
	wantWounds(t, g, "blue.1", 1)
	if has(g, "red.1 attack blue.1 with knife") {
		t.Fatal("red acts in blue's turn")
	}

	g = position(t, open5, nil, "blue.1 warden 2,2 gear=axe", "blue.2 warden 2,2", "red.1 adept 2,3 gear=knife",
		"red.2 adept 2,2", "red.3 adept 2,2")
	do(t, g, "blue.1 activate")
	dice(g, 1, 1, 3)
	do(t, g, "blue.1 attack red.1 with axe")
	if p := mdl(t, g, "red.1").Pos; p.Y != 3 {
		t.Fatal("the defender stepped into a full cube")
	}
	wantWounds(t, g, "blue.1", 0)
}

// A model with no melee weapon fights with its fists (UF-MEL-1): RNG 0.5,
// POW 0, so its counter does no harm (A5).
func TestUnarmedFist(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 2,2 gear=axe", "red.1 lamplighter 2,2 gear=rifle")
	if !has(g, "blue.1 activate") {
		t.Fatal("no activation")
	}
	do(t, g, "blue.1 activate")
	dice(g, 1, 1, 6)
	do(t, g, "blue.1 attack red.1 with axe")
	wantWounds(t, g, "blue.1", 0)
	g.st.Turn = 1
	for i := range g.st.Models {
		g.st.Models[i].Active = false
	}
	g.legal = nil
	do(t, g, "red.1 activate")
	if !has(g, "red.1 attack blue.1 with fist") {
		t.Fatal("an unarmed model cannot fight with its fists")
	}
}

// Melee rolls use the Event's symbol combinations (UF-MEL-6) and cards
// (UF-DICE-4), but no Boost.
func TestMeleeCombos(t *testing.T) {
	g := meleePair(t)
	setEvent(t, g, "c01", "", "") // spark-ward ♦♦: a Shield token
	give(t, g, 0, "c05")
	do(t, g, "blue.1 activate")
	if has(g, "blue.1 attack red.1 with axe (red)") {
		t.Fatal("a melee attack may be boosted")
	}
	dice(g, 5, 6, 1, 1, 1) // two ♦; 11 against red 4; damage 2+7-6 = 3
	do(t, g, "blue.1 attack red.1 with axe")
	if g.st.Pending == nil || g.ToMove() != 0 {
		t.Fatal("the melee roll does not wait for the attacker's cards")
	}
	do(t, g, "blue keep")
	if !mdl(t, g, "blue.1").Shield {
		t.Fatal("the combination gave no Shield")
	}
	do(t, g, "blue keep") // the damage roll's window
	wantWounds(t, g, "red.1", 3)
}

// Cards on a melee roll (UF-DICE-4, UF-EVT-7): the defender's red die is
// its own roll, so its side may raise it with a +1 card, turning a
// success into a tie that counters (UF-MEL-3); the attacker's side may
// lower it with a −1 card or turn it over (die 3).
func TestCardsOnMelee(t *testing.T) {
	g := meleePair(t)
	give(t, g, 1, "c07") // red: Sure Footing, +1
	do(t, g, "blue.1 activate")
	dice(g, 3, 4, 3, 1, 1) // 7 against red 6
	do(t, g, "blue.1 attack red.1 with axe")
	if g.ToMove() != 1 || !has(g, "red play c07") {
		t.Fatal("the defender may not raise its red die")
	}
	do(t, g, "red play c07")
	do(t, g, "red keep")
	wantWounds(t, g, "red.1", 2+7-6)
	wantWounds(t, g, "blue.1", 3)

	g = meleePair(t)
	give(t, g, 0, "c04") // blue: Turnabout, flip a die
	do(t, g, "blue.1 activate")
	dice(g, 3, 4, 6, 1, 1) // 7 against red 9
	do(t, g, "blue.1 attack red.1 with axe")
	do(t, g, "blue play c04 (die 3)") // the red 9 (face 6) turns to 4 (face 1)
	do(t, g, "blue keep")
	wantWounds(t, g, "red.1", 2+7-6)
	wantWounds(t, g, "blue.1", 0)
}
