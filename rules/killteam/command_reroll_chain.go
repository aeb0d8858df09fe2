package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// Rerolls is a dice source that may also spend a Command Re-roll on a
// failed roll of the attack chain (KT-CP-3): Reroll reports whether the
// roll is rolled again, its owner deciding (the attacker's hit and wound
// rolls, the defender's save and injury rolls when defender is true).
// Halted reports that the source stopped to ask its owner: the resolver
// then rolls no more.
type Rerolls interface {
	Reroll(kind StepKind, defender bool) bool
	Halted() bool
}

// commandReroll asks dice, when it is a Rerolls, whether to roll a failed
// roll again.
func commandReroll(dice rules.Dice, kind StepKind, defender bool) bool {
	r, ok := dice.(Rerolls)
	return ok && r.Reroll(kind, defender)
}

// halted reports whether dice stopped to ask its owner (Rerolls).
func halted(dice rules.Dice) bool {
	r, ok := dice.(Rerolls)
	return ok && r.Halted()
}

// injuryTakesOut reports whether injury dice of faces with modifier mod
// take the model out of action (any die of 4 or more, KT-SHT-12), not
// counting the flesh-wound limit.
func injuryTakesOut(faces []int, mod int) bool {
	for _, f := range faces {
		if InjuryDieTakesOut(f, mod) {
			return true
		}
	}
	return false
}
