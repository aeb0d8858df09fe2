package killteam

import "testing"

// TestWoundTarget is the S-vs-T table of KT-SHT-9, row by row and on its
// edges (S = 2T is 2+, S = T/2 is 6+, odd toughness).
func TestWoundTarget(t *testing.T) {
	for _, c := range []struct{ s, t, need int }{
		{8, 4, 2}, {10, 4, 2}, {7, 4, 3}, {5, 4, 3}, {4, 4, 4}, {3, 4, 5}, {2, 4, 6}, {1, 4, 6},
		{6, 3, 2}, {5, 3, 3}, {3, 3, 4}, {2, 3, 5}, {1, 3, 6}, {3, 5, 5}, {2, 5, 6}, {10, 5, 2}, {9, 5, 3},
		{1, 1, 4}, {2, 1, 2}, {0, 0, 4}, {4, 8, 6}, {5, 8, 5}, {16, 8, 2},
	} {
		if got := WoundTarget(c.s, c.t); got != c.need {
			t.Errorf("WoundTarget(S%d, T%d) = %d+, want %d+", c.s, c.t, got, c.need)
		}
	}
}

// TestWoundNaturalOne checks KT-SHT-9: an unmodified 1 always fails, even
// with a +1 (Demolitions) against a 2+ need.
func TestWoundNaturalOne(t *testing.T) {
	if WoundSucceeds(1, 1, 8, 4) {
		t.Error("a natural 1 wounded")
	}
	if !WoundSucceeds(3, 1, 4, 4) {
		t.Error("3 + 1 did not meet 4+")
	}
}

// TestHitRoll checks KT-SHT-7 and KT-FGT-6: a D6 plus modifiers meets BS
// or WS, an unmodified 1 always fails, modifiers are not clamped (a 6
// misses BS 4+ at −3), and Overwatch (KT-MOV-5) hits on a 6 only.
func TestHitRoll(t *testing.T) {
	for _, c := range []struct {
		face, mod, skill int
		hit              bool
	}{
		{3, 0, 3, true}, {2, 0, 3, false}, {1, 5, 2, false}, {4, -1, 4, false}, {5, -1, 4, true},
		{6, -3, 4, false}, {6, -2, 4, true}, {2, 1, 3, true},
	} {
		if got := HitSucceeds(c.face, c.mod, c.skill); got != c.hit {
			t.Errorf("HitSucceeds(%d, %+d, %d+) = %v", c.face, c.mod, c.skill, got)
		}
	}
	for f := 1; f <= 6; f++ {
		if OverwatchHits(f) != (f == 6) {
			t.Errorf("Overwatch face %d", f)
		}
	}
}

// TestSaveNeed checks KT-SHT-10: AP worsens the armour save (AP −2 turns
// 3+ into 5+), an invulnerable save ignores AP and the better one is
// used; a save of 7+ cannot be made; an unmodified 1 always fails.
func TestSaveNeed(t *testing.T) {
	for _, c := range []struct {
		sv, inv, ap, need int
		invuln            bool
	}{
		{3, 0, 0, 3, false}, {3, 0, -2, 5, false}, {3, 0, -4, 7, false}, {5, 0, -3, 7, false},
		{3, 5, -1, 4, false}, {3, 5, -2, 5, false}, {3, 5, -3, 5, true}, {3, 4, -3, 4, true},
		{0, 0, 0, 7, false}, {0, 5, -1, 5, true}, {2, 0, 0, 2, false},
	} {
		need, inv := SaveNeed(c.sv, c.inv, c.ap)
		if need != c.need || inv != c.invuln {
			t.Errorf("SaveNeed(%d+, %d++, AP%d) = %d, %v; want %d, %v", c.sv, c.inv, c.ap, need, inv, c.need, c.invuln)
		}
	}
	if SaveSucceeds(1, 2) || !SaveSucceeds(2, 2) || SaveSucceeds(6, Impossible) {
		t.Error("save faces")
	}
}

// TestInjuryModifier checks KT-SHT-12 and KT-FGT-8: +1 per flesh wound,
// −1 when obscured by nearby terrain for ranged attacks only; any modified
// die of 4+ takes the model out of action.
func TestInjuryModifier(t *testing.T) {
	if got := InjuryModifier(2, true, true); got != 1 {
		t.Errorf("2 flesh wounds, obscured by terrain: %+d, want +1", got)
	}
	if got := InjuryModifier(0, false, true); got != 0 {
		t.Errorf("melee ignores terrain: %+d", got)
	}
	if InjuryDieTakesOut(3, 0) || !InjuryDieTakesOut(4, 0) || InjuryDieTakesOut(4, -1) || !InjuryDieTakesOut(1, 3) {
		t.Error("injury die thresholds")
	}
}
