package killteam

import "testing"

// TestInchesToCubes checks the conversion table of RULES.md: "within 1
// inch" is the same cube (KT-MOV-1, KT-FGT-1), 2" split fire and nerve
// support are 1 cube (KT-SHT-6, KT-MOR-3), 3" moves are 1 (KT-FGT-3), the
// 12" charge is 4 (KT-MOV-5), Psybolt's 18" is 6 (KT-PSY-3).
func TestInchesToCubes(t *testing.T) {
	for _, c := range []struct{ inches, cubes int }{
		{-3, 0}, {0, 0}, {1, 0}, {2, 1}, {3, 1}, {4, 1}, {5, 2}, {6, 2}, {7, 2}, {8, 3},
		{9, 3}, {12, 4}, {18, 6}, {24, 8}, {30, 10}, {36, 12}, {48, 16},
	} {
		if got := InchesToCubes(c.inches); got != c.cubes {
			t.Errorf("InchesToCubes(%d) = %d, want %d", c.inches, got, c.cubes)
		}
	}
}

// TestHalfRangeCubes checks the long-range and Rapid Fire threshold
// (KT-SHT-7, KT-WPN-2): half of 24" is 12" = 4 cubes.
func TestHalfRangeCubes(t *testing.T) {
	for _, c := range []struct{ inches, cubes int }{
		{0, 0}, {6, 1}, {8, 1}, {12, 2}, {18, 3}, {24, 4}, {30, 5}, {36, 6}, {48, 8},
	} {
		if got := HalfRangeCubes(c.inches); got != c.cubes {
			t.Errorf("HalfRangeCubes(%d) = %d, want %d", c.inches, got, c.cubes)
		}
	}
}

// TestMoveCubes checks the inch budget (DESIGN.md section 4): 3 inches a
// cube, the remainder lost; M6" + an Advance of 4 is 3 cubes (KT-MOV-3).
func TestMoveCubes(t *testing.T) {
	for _, c := range []struct{ inches, cubes int }{
		{-1, 0}, {0, 0}, {2, 0}, {3, 1}, {5, 1}, {6, 2}, {10, 3}, {12, 4},
	} {
		if got := MoveCubes(c.inches); got != c.cubes {
			t.Errorf("MoveCubes(%d) = %d, want %d", c.inches, got, c.cubes)
		}
	}
}

// TestJumpDownDice checks KT-MOV-8 (A19): none up to 6", 2 dice for 9",
// 3 for 12".
func TestJumpDownDice(t *testing.T) {
	for _, c := range []struct{ levels, dice int }{
		{0, 0}, {1, 0}, {2, 0}, {3, 2}, {4, 3}, {5, 4},
	} {
		if got := JumpDownDice(c.levels); got != c.dice {
			t.Errorf("JumpDownDice(%d) = %d, want %d", c.levels, got, c.dice)
		}
	}
}
