package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The lucky-number worked example (a) (UF-EVT-6, UF-EVT-5, UF-DICE-4):
// lucky 9, a spell of Difficulty 7 at a target in cover (−2); 6 + 3 = 9,
// −2 = 7 succeeds; the opponent's −1 card makes it 6, a failure, yet the
// lucky 9 still counts: Fire Bolt's lucky number sets the target Burning
// (G4) even though the spell failed. The cover penalty applies to spells
// too (UF-COV-1).
func TestWorkedExampleLuckyNineA(t *testing.T) {
	g := position(t, open5, []string{"2,3 n"}, "blue.1 adept 2,0 spells=fire-bolt", "red.1 warden 2,3")
	setEvent(t, g, "c08", "", "") // lucky 9
	give(t, g, rules.Red, "c02")  // Hex: -1 to an enemy's roll
	do(t, g, "blue.1 activate")
	dice(g, 6, 3)
	do(t, g, "blue.1 cast red.1 with fire-bolt")
	if g.ToMove() != rules.Red || g.st.Pending == nil || g.st.Pending.Mod != -2 {
		t.Fatalf("red does not decide on a roll with cover -2: %+v", g.st.Pending)
	}
	do(t, g, "red play c02")
	do(t, g, "red keep")
	wantWounds(t, g, "red.1", 0)
	if !mdl(t, g, "red.1").Burning {
		t.Fatal("the lucky 9 did not set the target Burning")
	}
}

// The worked example (b) (UF-EVT-6, UF-EVT-5): 1 + 3 = 4 fails; a card
// turns the 1 to its opposite face, 6: 6 + 3 = 9 is lucky and −2 = 7
// succeeds; the opponent's −1 makes it fail, and the lucky 9 still
// counts, because a die's face changed.
func TestWorkedExampleLuckyNineB(t *testing.T) {
	g := position(t, open5, []string{"2,3 n"}, "blue.1 adept 2,0 spells=fire-bolt", "red.1 warden 2,3")
	setEvent(t, g, "c08", "", "")
	give(t, g, rules.Blue, "c04") // Turnabout: flip a die
	give(t, g, rules.Red, "c02")
	do(t, g, "blue.1 activate")
	dice(g, 1, 3)
	do(t, g, "blue.1 cast red.1 with fire-bolt")
	if g.lucky(g.st.Pending.Dice, g.st.Pending.Faces) {
		t.Fatal("1 and 3 are lucky")
	}
	do(t, g, "blue play c04 (die 1)")
	if v := g.sum(g.st.Pending.Dice, g.st.Pending.Faces); v != 9 {
		t.Fatalf("the flipped roll sums %d, want 9", v)
	}
	do(t, g, "blue keep")
	do(t, g, "red play c02")
	do(t, g, "red keep")
	wantWounds(t, g, "red.1", 0)
	if !mdl(t, g, "red.1").Burning {
		t.Fatal("the lucky 9 did not count")
	}
}

// Modifiers never make a lucky number (UF-EVT-5): 4 + 4 = 8 with a +1
// card is 9 but not lucky 9.
func TestModifiersMakeNoLuckyNumber(t *testing.T) {
	g := position(t, open5, nil, "blue.1 adept 2,0 spells=fire-bolt", "red.1 warden 2,3")
	setEvent(t, g, "c08", "", "")
	give(t, g, rules.Blue, "c01") // Second Wind: +1
	do(t, g, "blue.1 activate")
	dice(g, 4, 4, 1, 1) // 8 + 1 = 9 succeeds; damage 1+1
	do(t, g, "blue.1 cast red.1 with fire-bolt")
	do(t, g, "blue play c01")
	do(t, g, "blue keep")
	if mdl(t, g, "red.1").Burning {
		t.Fatal("a +1 card made a lucky number")
	}
	// Damage (A7): 2 + POW 3 + INT 3 - ARM 6 - INT 0 = 2.
	wantWounds(t, g, "red.1", 2)
}

// Spell damage (UF-ATK-2, UF-STAT-4, A7, G4): 2d6 + POW + the caster's
// INT − the target's ARM and INT; a lucky damage roll adds 2 (A2, G2)
// and Fire Bolt's lucky number burns. Range is RNG × INT (A6): Fire Bolt
// 4 × 3 = 12 inches, 4 cubes, not 5 (UF-ACT-3: one spell for 1 AP).
func TestSpellDamageAndRange(t *testing.T) {
	g := position(t, open5, nil, "blue.1 adept 0,0 spells=fire-bolt", "red.1 hedge-witch 0,4", "red.2 hedge-witch 4,4")
	do(t, g, "blue.1 activate")
	if !has(g, "blue.1 cast red.1 with fire-bolt") || !has(g, "blue.1 cast red.2 with fire-bolt") {
		t.Fatal("a target 4 cubes off is out of Fire Bolt's 12 inches")
	}
	g2 := position(t, []string{".....", ".....", ".....", ".....", ".....", "....."}, nil, "blue.1 adept 0,0 spells=fire-bolt", "red.1 warden 0,5")
	do(t, g2, "blue.1 activate")
	if has(g2, "blue.1 cast red.1 with fire-bolt") {
		t.Fatal("a target 5 cubes (15 inches) off is in range")
	}
	dice(g, 4, 4, 3, 1) // 8 succeeds; damage 3 + 1 = 4, not lucky (lucky 2)
	do(t, g, "blue.1 cast red.1 with fire-bolt")
	// 4 + 3 + 3 - ARM 4 - INT 2 = 4
	wantWounds(t, g, "red.1", 4)
	dice(g, 4, 4, 1, 3) // damage 1 + 3: the 1... lucky 2? no: faces 1 and 3, sum 4
	do(t, g, "blue.1 cast red.2 with fire-bolt")
	wantWounds(t, g, "red.2", 0+4-4-2+3+3)
	g = position(t, open5, nil, "blue.1 adept 0,0 spells=fire-bolt", "red.1 hedge-witch 0,4")
	do(t, g, "blue.1 activate")
	dice(g, 4, 4, 1, 1) // damage 1 + 1 = 2: the lucky 2, +2, and Burning
	do(t, g, "blue.1 cast red.1 with fire-bolt")
	wantWounds(t, g, "red.1", 2+3+3-4-2+2)
	if !mdl(t, g, "red.1").Burning {
		t.Fatal("a lucky damage roll did not burn")
	}
}

// Boost (UF-ACT-4): for 1 AP more a spell's Difficulty or damage roll
// swaps a white die for a blue (2–7) or red (4–9) die (UF-DICE-1, A3).
func TestSpellBoost(t *testing.T) {
	g := position(t, open5, nil, "blue.1 adept 0,0 spells=fire-bolt", "red.1 warden 0,3")
	do(t, g, "blue.1 activate")
	dice(g, 1, 1, 6, 6) // white 1 + red 4 = 5: fails
	do(t, g, "blue.1 cast red.1 with fire-bolt (red)")
	if mdl(t, g, "blue.1").Active {
		t.Fatal("a boosted spell did not cost 2 AP")
	}
	wantWounds(t, g, "red.1", 0)
	g = position(t, open5, nil, "blue.1 adept 0,0 spells=fire-bolt", "red.1 warden 0,3")
	do(t, g, "blue.1 activate")
	dice(g, 4, 4, 6, 6) // 8; damage white 6 + blue 7 = 13 + 6 - 6 = 13 wounds
	do(t, g, "blue.1 cast red.1 with fire-bolt (blue damage)")
	wantWounds(t, g, "red.1", 10)
}

// Ward gives the caster a Shield token, the one token a model holds
// (UF-TOK-1, UF-TOK-2, G4); a Blast hits every model in the target's
// cube (UF-TPL-1: AOE 3" is one cube), its range not multiplied beyond
// RNG × INT (UF-TPL-2).
func TestWardAndBlast(t *testing.T) {
	g := position(t, open5, nil, "blue.1 adept 0,0 spells=ward+blast", "red.1 hedge-witch 0,3", "red.2 hedge-witch 0,3")
	do(t, g, "blue.1 activate")
	dice(g, 3, 3)
	do(t, g, "blue.1 cast blue.1 with ward")
	if !mdl(t, g, "blue.1").Shield {
		t.Fatal("Ward gave no Shield")
	}
	dice(g, 4, 4, 5, 5) // 8 succeeds; damage 10 + 2 + 3 - 4 - 2 = 9 each
	do(t, g, "blue.1 cast red.1 with blast")
	wantWounds(t, g, "red.1", 8)
	wantWounds(t, g, "red.2", 8)
}

// A Spray spell (UF-TPL-1, G7) lies in a line of 2 cubes (6 inches) from
// the caster, straight or diagonal, its range not multiplied by INT
// (UF-TPL-2); one damage roll strikes every model in it, friends too.
func TestSpraySpell(t *testing.T) {
	g := position(t, open5, nil, "blue.1 hedge-witch 0,0 spells=flame-jet", "blue.2 warden 2,2",
		"red.1 warden 1,1", "red.2 warden 2,2", "red.3 warden 3,3")
	do(t, g, "blue.1 activate")
	dice(g, 4, 4, 3, 3) // 8 succeeds; 6 + POW 2 + INT 2 = 10 - ARM 6 = 4 each
	do(t, g, "blue.1 cast 1,1,0 with flame-jet")
	wantWounds(t, g, "red.1", 4)
	wantWounds(t, g, "red.2", 4)
	wantWounds(t, g, "blue.2", 4)
	wantWounds(t, g, "red.3", 0)
}
