package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// TestPsychicTest checks KT-PSY-4, KT-PSY-5 and A8: 2D6 ≥ the warp charge
// casts; double 1 fails with Perils; double 6 casts with Perils.
func TestPsychicTest(t *testing.T) {
	for _, c := range []struct {
		a, b         int
		cast, perils bool
	}{
		{2, 3, true, false}, {2, 2, false, false}, {1, 1, false, true}, {6, 6, true, true}, {1, 3, false, false},
	} {
		cast, perils := PsychicTest(c.a, c.b, PsyboltWarpCharge)
		if cast != c.cast || perils != c.perils {
			t.Errorf("%d+%d: cast %v perils %v, want %v %v", c.a, c.b, cast, perils, c.cast, c.perils)
		}
	}
}

// TestDenyAndPsybolt checks KT-PSY-6 (a deny must beat the total) and
// KT-PSY-3 (1 mortal wound, D3 on 11+), with Psybolt's mortal wounds on a
// 1-wound model rolling their injury dice (A12).
func TestDenyAndPsybolt(t *testing.T) {
	if DenySucceeds(7, 7) || !DenySucceeds(8, 7) {
		t.Error("deny")
	}
	if n := PsyboltMortalWounds(10, rules.NewScripted()); n != 1 {
		t.Errorf("10: %d mortal wounds", n)
	}
	dice := rules.NewScripted(3, 1, 2, 3)
	n := PsyboltMortalWounds(11, dice)
	res := ResolveMortalWounds(n, Target{T: 3, Sv: 5, Wounds: 1}, true, false, dice)
	if n != 3 || res.Target.OutOfAction || res.Target.FleshWounds != 1 || dice.Left() != 0 {
		t.Errorf("11: %d mortal wounds, %+v", n, res)
	}
	if InchesToCubes(PsyboltRangeInches) != 6 || InchesToCubes(DenyRangeInches) != 8 {
		t.Error("psychic ranges in cubes")
	}
}

// TestJumpDown checks KT-MOV-8: a 3-level (9") drop rolls 2 dice, each 5+
// a mortal wound; 2 levels (6") roll none.
func TestJumpDown(t *testing.T) {
	if n := JumpDownMortalWounds(3, rules.NewScripted(5, 4)); n != 1 {
		t.Errorf("9\" drop: %d mortal wounds, want 1", n)
	}
	if n := JumpDownMortalWounds(2, rules.NewScripted()); n != 0 {
		t.Errorf("6\" drop: %d", n)
	}
}

// TestCommandPoints checks KT-CP-1 (1 CP a round, +1 with a ready Leader)
// and KT-CP-2 (+1 CP per 10 points below the opponent's roster): the
// shipped 87-point elite team against the 98-point horde gains 1, the
// horde against it none.
func TestCommandPoints(t *testing.T) {
	if RoundCommandPoints(true) != 2 || RoundCommandPoints(false) != 1 {
		t.Error("round CP")
	}
	d := shipped(t)
	elite, _ := d.Roster("iron-wardens")
	horde, _ := d.Roster("ash-militia")
	if n := StartingCommandPoints(d.RosterPoints(elite), d.RosterPoints(horde)); n != 1 {
		t.Errorf("elite against horde: %d CP, want 1", n)
	}
	if n := StartingCommandPoints(d.RosterPoints(horde), d.RosterPoints(elite)); n != 0 {
		t.Errorf("horde against elite: %d CP, want 0", n)
	}
	if StartingCommandPoints(100, 80) != 0 || StartingCommandPoints(79, 100) != 2 {
		t.Error("starting CP")
	}
}
