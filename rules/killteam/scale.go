package killteam

// The arena's scale for an inch-measured ruleset (DESIGN.md section 4,
// RULES.md "Scale"): a cube is 3 inches wide and 3 inches high.
const (
	// StepInches is what one step to a neighbouring cube spends of a
	// movement budget in inches.
	StepInches = 3
	// ClimbInches is what climbing one level up or down spends (KT-MOV-6).
	ClimbInches = 3
	// LevelInches is the height of one level.
	LevelInches = 3
	// SafeDropInches is the highest drop that risks nothing (KT-MOV-8).
	SafeDropInches = 6
	// JumpDownWoundOn is the lowest face of a jump-down die that causes a
	// mortal wound (KT-MOV-8).
	JumpDownWoundOn = 5
)

// InchesToCubes is the nearest whole number of cubes to a distance of
// inches, halves rounded up: round(inches/3). "Within 1 inch" is 0 cubes
// (the same cube), 2" and 3" are 1, 6" is 2, 12" is 4, 24" is 8. A
// negative distance is 0.
func InchesToCubes(inches int) int {
	if inches <= 0 {
		return 0
	}
	return (2*inches + 3) / 6
}

// HalfRangeCubes is the nearest whole number of cubes to half a range of
// rangeInches, halves rounded up: round(rangeInches/6). 24" gives 4 (so a
// boltgun doubles its shots at 4 cubes or less, KT-WPN-2), 36" gives 6, 8"
// gives 1.
func HalfRangeCubes(rangeInches int) int {
	if rangeInches <= 0 {
		return 0
	}
	return (rangeInches + 3) / 6
}

// MoveCubes is how many cube steps a movement budget of inches pays for
// (3 inches a step); a remainder below 3 inches is lost.
func MoveCubes(inches int) int {
	if inches <= 0 {
		return 0
	}
	return inches / StepInches
}

// JumpDownDice is how many dice a model rolls for jumping down the given
// number of levels (KT-MOV-8, A19): none up to 6 inches, then
// 1 + floor((h-6)/3) for a height h over 6 inches. On the arena that is
// levels-1 dice from 3 levels up.
func JumpDownDice(levels int) int {
	h := levels * LevelInches
	if h <= SafeDropInches {
		return 0
	}
	return 1 + (h-SafeDropInches)/3
}
