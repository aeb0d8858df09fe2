package killteam

// The single die tests of the attack chain (RULES.md "The attack chain").
// Every function here is pure: it is told the face rolled.

// Impossible is the need of a roll that cannot succeed on a D6.
const Impossible = 7

// InjuryOutOfAction is the lowest modified injury die that takes a model
// out of action (KT-SHT-12).
const InjuryOutOfAction = 4

// MaxFleshWounds is the most flesh wounds a model can carry; one more
// flesh wound result takes it out of action (A11, G4).
const MaxFleshWounds = 3

// HitSucceeds reports whether a hit die of face with the summed modifiers
// mod hits a model of skill (BS or WS, "3+" is 3): an unmodified 1 always
// fails; modifiers are not clamped and a 6 does not always hit (KT-SHT-7,
// KT-FGT-6).
func HitSucceeds(face, mod, skill int) bool {
	return face != 1 && face+mod >= skill
}

// OverwatchHits reports whether an Overwatch hit die hits: only an
// unmodified 6 does, whatever the modifiers (KT-MOV-5).
func OverwatchHits(face int) bool { return face == 6 }

// WoundTarget is the D6 result a wound roll needs for strength s against
// toughness t (KT-SHT-9): S ≥ 2T 2+, S > T 3+, S = T 4+, S ≤ T/2 6+,
// otherwise 5+. A strength or toughness below 1 counts as 1.
func WoundTarget(s, t int) int {
	s, t = max(s, 1), max(t, 1)
	switch {
	case s >= 2*t:
		return 2
	case s > t:
		return 3
	case s == t:
		return 4
	case 2*s <= t:
		return 6
	}
	return 5
}

// WoundSucceeds reports whether a wound die of face with modifier mod
// wounds at strength s against toughness t: an unmodified 1 always fails
// (KT-SHT-9).
func WoundSucceeds(face, mod, s, t int) bool {
	return face != 1 && face+mod >= WoundTarget(s, t)
}

// SaveNeed is the D6 result a save needs against ap (0 or negative):
// the armour save sv worsened by ap, or the invulnerable save inv, which
// ignores AP, whichever needs less (KT-SHT-10). 0 means the model has no
// such save; Impossible (7) means it cannot save.
func SaveNeed(sv, inv, ap int) (need int, invulnerable bool) {
	need = Impossible
	if sv > 0 {
		need = min(sv-ap, Impossible)
	}
	if inv > 0 && inv < need {
		return inv, true
	}
	return need, false
}

// SaveSucceeds reports whether a save die of face stops an attack that
// needs need: an unmodified 1 always fails (KT-SHT-10).
func SaveSucceeds(face, need int) bool {
	return face != 1 && face >= need
}

// InjuryDieTakesOut reports whether one injury die of face with modifier
// mod takes the model out of action (KT-SHT-12, A10: the modifier applies
// to each die).
func InjuryDieTakesOut(face, mod int) bool {
	return face+mod >= InjuryOutOfAction
}

// InjuryModifier is the modifier of each injury die (KT-SHT-12,
// KT-FGT-8): +1 per flesh wound already on the target, and −1 for a
// ranged or psychic attack when the target is obscured by terrain it is
// within 1 inch of (never in melee).
func InjuryModifier(targetFleshWounds int, ranged, obscuredByNearTerrain bool) int {
	mod := targetFleshWounds
	if ranged && obscuredByNearTerrain {
		mod--
	}
	return mod
}

// chance is the probability that a D6 passes test.
func chance(test func(face int) bool) float64 {
	n := 0
	for f := 1; f <= 6; f++ {
		if test(f) {
			n++
		}
	}
	return float64(n) / 6
}
