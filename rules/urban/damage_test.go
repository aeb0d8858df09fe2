package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Cards on a spell's damage roll (UF-DICE-4, UF-EVT-7: cards change rolls
// "at any time"): the caster's side may raise it with a +1 card, then the
// other side lower it with a −1 card. Fire Bolt's damage 3 + 3 + POW 3 +
// INT 3 − ARM 6 = 6; +1 makes 7, +1 −1 makes 6. A damage roll takes no
// symbol or combination cards.
func TestCardsOnSpellDamage(t *testing.T) {
	for _, tc := range []struct {
		name  string
		minus bool
		want  int
	}{{"plus one", false, 7}, {"plus and minus", true, 6}} {
		t.Run(tc.name, func(t *testing.T) {
			g := position(t, open5, nil, "blue.1 adept 2,0 spells=fire-bolt", "red.1 warden 2,3")
			give(t, g, rules.Blue, "c07") // Sure Footing: +1
			give(t, g, rules.Red, "c08")  // Bad Omen: -1
			do(t, g, "blue.1 activate")
			dice(g, 4, 4, 3, 3)
			do(t, g, "blue.1 cast red.1 with fire-bolt")
			do(t, g, "blue keep")
			do(t, g, "red keep")
			if p := g.st.Pending; p == nil || p.Kind != RollDamage || g.ToMove() != rules.Blue {
				t.Fatalf("the damage roll does not wait for the caster's cards: %+v", p)
			}
			if has(g, "blue symbol c07") || has(g, "blue combo c07") {
				t.Fatal("a damage roll takes symbol or combination cards")
			}
			do(t, g, "blue play c07")
			do(t, g, "blue keep")
			if tc.minus {
				do(t, g, "red play c08")
			}
			do(t, g, "red keep")
			wantWounds(t, g, "red.1", tc.want)
		})
	}
}

// A flip card on a spell's damage roll can make a lucky number, read on
// the final faces (UF-EVT-5, UF-EVT-6): lucky 2; 5 + 3 turns into 2 + 3,
// lucky: 5 + POW 3 + INT 3 + 2 − ARM 6 = 7, where 8 + 6 − 6 = 8 was not.
// The other side, with no card, is not asked.
func TestFlipOnDamageMakesLucky(t *testing.T) {
	g := position(t, open5, nil, "blue.1 adept 2,0 spells=fire-bolt", "red.1 warden 2,3")
	give(t, g, rules.Blue, "c04") // Turnabout: flip a die
	do(t, g, "blue.1 activate")
	dice(g, 4, 4, 5, 3)
	do(t, g, "blue.1 cast red.1 with fire-bolt")
	do(t, g, "blue keep")
	do(t, g, "blue play c04 (die 1)")
	do(t, g, "blue keep")
	wantWounds(t, g, "red.1", 7)
	if g.st.Pending != nil || g.ToMove() != rules.Blue {
		t.Fatal("red was asked with no card to play")
	}
}

// Cards on a melee damage roll (UF-DICE-4, UF-MEL-3): the attacker's
// side, with no card, is skipped; the defender's side lowers the damage
// with a −1 card: 1 + 1 + STR 4 + POW 3 − ARM 6 − 1 = 2.
func TestCardsOnMeleeDamage(t *testing.T) {
	g := meleePair(t)
	give(t, g, rules.Red, "c08") // Bad Omen: -1
	do(t, g, "blue.1 activate")
	dice(g, 5, 6, 1, 1, 1) // 11 against red 4, no counter
	do(t, g, "blue.1 attack red.1 with axe")
	do(t, g, "red keep")
	if p := g.st.Pending; p == nil || p.Kind != RollDamage || g.ToMove() != rules.Red {
		t.Fatalf("the melee damage roll does not wait for the defender's cards: %+v", p)
	}
	do(t, g, "red play c08")
	do(t, g, "red keep")
	wantWounds(t, g, "red.1", 2)
	if mdl(t, g, "blue.1").AP != 1 {
		t.Fatalf("the blow cost %d AP", 2-mdl(t, g, "blue.1").AP)
	}
}
