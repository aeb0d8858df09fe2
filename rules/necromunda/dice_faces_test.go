package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// G5, NEC-SHT-8: the Firepower die's six faces show 1, 1, 2, 2, 3 and the
// Ammo symbol; G4, G11: an injury die shows Flesh Wound on 1–2, Seriously
// Injured on 3–4 and Out of Action on 5–6, and so does the recovery roll.
func TestSpecialDieFaces(t *testing.T) {
	marks := []string{"1", "1", "2", "2", "3", "A"}
	for face := 1; face <= 6; face++ {
		d := firepowerDie(face)
		if d.Face != face || d.Kind != DieFirepower || d.Mark != marks[face-1] || !d.Special() || d.Label == "" {
			t.Errorf("Firepower face %d = %+v, want mark %s", face, d, marks[face-1])
		}
		if (d.Symbol == rules.DieSymbolAmmo) != (face == AmmoFace) {
			t.Errorf("Firepower face %d: symbol %q", face, d.Symbol)
		}
	}
	injuries := []struct{ mark, symbol, label string }{
		{"FW", rules.DieSymbolWound, "Flesh Wound"}, {"FW", rules.DieSymbolWound, "Flesh Wound"},
		{"SI", rules.DieSymbolInjured, "Seriously Injured"}, {"SI", rules.DieSymbolInjured, "Seriously Injured"},
		{"OOA", rules.DieSymbolOut, "Out of Action"}, {"OOA", rules.DieSymbolOut, "Out of Action"},
	}
	for face := 1; face <= 6; face++ {
		w := injuries[face-1]
		if d := injuryDie(face); d.Kind != DieInjury || d.Mark != w.mark || d.Symbol != w.symbol || d.Label != w.label {
			t.Errorf("injury face %d = %+v, want %+v", face, d, w)
		}
	}
	if d := recoveryDie(2); d.Kind != DieInjury || d.Label != "Flesh Wound: recovers" {
		t.Errorf("recovery 2 = %+v", d)
	}
	if d := recoveryDie(6); d.Label != "Out of Action" {
		t.Errorf("recovery 6 = %+v", d)
	}
}

// NEC-SHT-8, G4, G5: the shooting sequence's roll events carry the
// Firepower die (a 3: "2") and the injury dice (3 Seriously
// Injured, 5 Out of Action) as they are; the hit roll stays a plain D6.
func TestShootingEventsShowSpecialDice(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "5,1,0"}, fx{id: "red.2", at: "7,2,0"})
	s := script(g, 4, 3, 4, 3, 4, 5)
	evs := apply(t, g, "blue.1 shoot red.1 with autogun")
	used(t, s)
	var got []rules.Die
	for _, e := range evs {
		if e.Kind != "roll" {
			continue
		}
		if len(e.Rolled) != 0 && len(e.Rolled) != len(e.Dice) {
			t.Fatalf("%s: %d dice described for %d rolled", e.Test, len(e.Rolled), len(e.Dice))
		}
		if e.Test == "BS" && len(e.Rolled) > 0 && e.Rolled[0].Special() {
			t.Errorf("the hit roll is a plain D6: %+v", e.Rolled)
		}
		for _, d := range e.Rolled {
			if d.Special() {
				got = append(got, d)
			}
		}
	}
	want := []rules.Die{firepowerDie(3), injuryDie(3), injuryDie(5)}
	if len(got) != len(want) {
		t.Fatalf("special dice %+v, want %+v", got, want)
	}
	for k := range want {
		if got[k] != want[k] {
			t.Errorf("die %d = %+v, want %+v", k, got[k], want[k])
		}
	}
	if got[0].Mark != "2" || got[0].Label != "2" || got[1].Label != "Seriously Injured" || got[2].Symbol != rules.DieSymbolOut {
		t.Errorf("dice %+v", got)
	}

	// The Ammo face shows the Ammo symbol.
	g2 := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "5,1,0"}, fx{id: "red.2", at: "7,2,0"})
	s2 := script(g2, 1, 6, 3)
	found := false
	for _, e := range apply(t, g2, "blue.1 shoot red.1 with autogun") {
		if e.Test == "firepower" {
			found = len(e.Rolled) == 1 && e.Rolled[0].Symbol == rules.DieSymbolAmmo && e.Dice[0] == AmmoFace
		}
	}
	used(t, s2)
	if !found {
		t.Error("no Firepower die with the Ammo symbol")
	}
}

// G2: every die of the game is a D6, so a screen draws D6 faces.
func TestDiceAreD6(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "5,1,0"})
	var d rules.Game = g
	if dd, ok := d.(rules.DiceDescriber); !ok || dd.DieFaces() != 6 {
		t.Fatal("the game does not say its dice are D6")
	}
}
