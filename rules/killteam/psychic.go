package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// Psybolt's numbers (KT-PSY-3).
const (
	PsyboltWarpCharge  = 5
	PsyboltRangeInches = 18
	PsyboltStrongTotal = 11 // a test of this total or more deals D3 mortal wounds
	DenyRangeInches    = 24 // KT-PSY-6
)

// PsychicTest reads a psychic test of two dice a and b against a warp
// charge (KT-PSY-4, KT-PSY-5, A8): the power is cast when the total
// reaches the warp charge, except on a double 1; a double 1 or a double 6
// is Perils of the Warp (a double 6 still casts, Perils resolving first).
func PsychicTest(a, b, warpCharge int) (cast, perils bool) {
	perils = a == b && (a == 1 || a == 6)
	cast = a+b >= warpCharge && !(a == 1 && b == 1)
	return cast, perils
}

// DenySucceeds reports whether a Deny the Witch total beats the caster's
// test total: it must be greater (KT-PSY-6).
func DenySucceeds(denyTotal, testTotal int) bool { return denyTotal > testTotal }

// PsyboltMortalWounds is how many mortal wounds a cast Psybolt deals
// (KT-PSY-3): 1, or D3 (rolled with dice) on a test of 11 or more.
func PsyboltMortalWounds(testTotal int, dice rules.Dice) int {
	if testTotal >= PsyboltStrongTotal {
		return dice.Roll(3)
	}
	return 1
}

// JumpDownMortalWounds rolls the dice for jumping down levels (KT-MOV-8):
// JumpDownDice dice, each 5 or 6 one mortal wound.
func JumpDownMortalWounds(levels int, dice rules.Dice) int {
	n := 0
	for range JumpDownDice(levels) {
		if dice.Roll(6) >= JumpDownWoundOn {
			n++
		}
	}
	return n
}
