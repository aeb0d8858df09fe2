package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// marksString writes marks compactly: the face, * for a success, ! for a
// headshot, x for a die rolled again, + before a reroll or headshot die.
func marksString(ms []rules.Die) string {
	s := ""
	for i, m := range ms {
		if i > 0 {
			s += " "
		}
		if m.Bonus {
			s += "+"
		}
		s += string(rune('0' + m.Face))
		if m.Success {
			s += "*"
		}
		if m.Critical {
			s += "!"
		}
		if m.Replaced {
			s += "x"
		}
	}
	return s
}

// Roll events describe each die as RollPool counted it (DESIGN section 5,
// RULES-COMBAT.md): headshots only on attack tests, on 7 with Optics, none
// against a Guarded target; Weight of Fire replaces the first failures.
func TestRollMarks(t *testing.T) {
	rifle := Profile{Range: 4, WeightOfFire: 2}
	optics := Profile{Range: 6, Optics: true}
	shooter := &Unit{RA: 4, FI: 4, SV: 5}
	target := &Unit{RA: 4, FI: 4, SV: 5}
	guarded := &Unit{RA: 4, FI: 4, SV: 5, Guarded: true}
	vis := ShotContext{Sight: 1}
	for _, tc := range []struct {
		name  string
		pool  func() Pool
		faces []int
		want  string
	}{
		{"RA headshot chain", func() Pool { a, _ := ShotPools(shooter, Profile{Range: 4}, target, vis); return a },
			[]int{8, 3, 5, 8, 2}, "8*! 3 5* +8*! +2"},
		{"weight of fire rerolls the first failures", func() Pool { a, _ := ShotPools(shooter, rifle, target, vis); return a },
			[]int{2, 5, 1, 8, 3, 4}, "2x 5* 1x +8*! +3 +4*"},
		{"optics headshot on 7", func() Pool { a, _ := ShotPools(shooter, optics, target, vis); return a },
			[]int{7, 2, 6, 2, 1}, "7*! 2 6* 2 +1"},
		{"guarded: no headshot dice", func() Pool { a, _ := ShotPools(shooter, Profile{Range: 4}, guarded, vis); return a },
			[]int{8, 2, 3}, "8* 2 3"},
		{"survive 8 is a plain success", func() Pool { _, d := ShotPools(shooter, Profile{Range: 4}, target, vis); return d },
			[]int{8, 5, 2}, "8* 5* 2"},
	} {
		p := tc.pool()
		r := RollPool(rules.NewScripted(tc.faces...), p)
		ms := r.Marks(p)
		if got := marksString(ms); got != tc.want {
			t.Errorf("%s: marks %s, want %s", tc.name, got, tc.want)
		}
		n := 0
		for _, m := range ms {
			if m.Success {
				n++
			}
		}
		if n != r.Successes {
			t.Errorf("%s: %d marked successes, RollPool counted %d", tc.name, n, r.Successes)
		}
		var l log
		ev := l.rollEvent(rules.Blue, "blue.1", "", p, r)
		if len(ev.Rolled) != len(ev.Dice) {
			t.Errorf("%s: roll event has %d dice but %d marks", tc.name, len(ev.Dice), len(ev.Rolled))
		}
	}
}
