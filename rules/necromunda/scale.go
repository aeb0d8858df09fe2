package necromunda

// The arena's scale for an inch-measured ruleset (DESIGN.md section 4,
// RULES.md "Scale"): a cube is 3 inches wide and 3 inches high.
const (
	// StepInches is what one step to a neighbouring cube spends of a
	// movement budget in inches.
	StepInches = 3
	// LevelInches is the height of one level.
	LevelInches = 3
	// ClimbInches is what climbing one level spends (NEC-MOV-2: 2" of
	// movement per 1" of height).
	ClimbInches = 2 * LevelInches
	// LowWallInches is what crossing a low wall adds (NEC-MOV-1, A1: a
	// 1.5" obstacle climbed at half speed).
	LowWallInches = 3
	// APPerActivation is the action points of an activation (G3).
	APPerActivation = 2
	// CubeCapacity and SideCapacity bound the fighters in a cube.
	CubeCapacity = 4
	SideCapacity = 2
)

// InchesToCubes is the nearest whole number of cubes to a distance of
// inches, halves rounded up: round(inches/3). "Within 1 inch" is 0 cubes
// (the same cube), 2" and 3" are 1, 12" is 4, 24" is 8.
func InchesToCubes(inches int) int {
	if inches <= 0 {
		return 0
	}
	return (2*inches + 3) / 6
}

// FallHit is the automatic hit of a fall or a failed jump of a height in
// inches (NEC-FALL-2, A10): the Initiative modifier of a jump from that
// height, and the hit's S, AP and D (S 0: no hit).
type FallHit struct {
	InitMod, S, AP, D int
}

// FallTable reads the fall table for a height in inches (NEC-FALL-2):
// under 1" nothing, under 3" no hit (A2), then S3/S5/S7/S9.
func FallTable(inches int) FallHit {
	switch {
	case inches < 3:
		return FallHit{}
	case inches < 5:
		return FallHit{InitMod: -1, S: 3, AP: 0, D: 1}
	case inches < 7:
		return FallHit{InitMod: -2, S: 5, AP: -1, D: 1}
	case inches < 9:
		return FallHit{InitMod: -3, S: 7, AP: -2, D: 2}
	}
	return FallHit{InitMod: -4, S: 9, AP: -3, D: 3}
}
