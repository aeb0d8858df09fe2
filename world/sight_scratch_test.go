package world

import (
	"testing"
	"time"
)

func TestScratchSym(t *testing.T) {
	for _, n := range []string{"beginner", "standard", "tower"} {
		a := loadShipped(t, n)
		var st []Pos
		for i := 0; i < a.Cubes(); i++ {
			if a.Standable(a.PosAt(i)) {
				st = append(st, a.PosAt(i))
			}
		}
		pairs, asym, seen, clearAsym := 0, 0, 0, 0
		var cnt [3]int
		start := time.Now()
		for _, p := range st {
			for _, q := range st {
				for c := 0; c < 4; c++ {
					pc, qc := c&1 == 1, c&2 == 2
					s1 := a.LineOfSight(p, pc, q, qc)
					s2 := a.LineOfSight(q, qc, p, pc)
					pairs++
					cnt[s1]++
					if (s1 == NoSight) != (s2 == NoSight) {
						asym++
						if asym < 5 {
							t.Logf("%s asym %v(%v)->%v(%v): %v / %v", n, p, pc, q, qc, s1, s2)
						}
					}
					if s1 != NoSight {
						seen++
					}
					if s1 != s2 {
						clearAsym++
					}
				}
			}
		}
		el := time.Since(start)
		t.Logf("%s: %d standable, %d pairs, %d asym (%.2f%%), seen %d, cat-diff %d, counts %v, %.2fus per LOS", n, len(st), pairs, asym, 100*float64(asym)/float64(pairs), seen, clearAsym, cnt, float64(el.Microseconds())/float64(2*pairs))
	}
}
