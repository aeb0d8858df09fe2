package killteam

import (
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// KT-SPEC (Sniper passive), A17: a ranged hit roll of 1 is rolled again,
// once; the new roll stands (a second 1 misses and may overheat).
func TestSniperRerollsHitOnes(t *testing.T) {
	spec := AttackSpec{Skill: 3, Strength: 8, AP: 0, Damage: Fixed(1), Ranged: true, RerollHitOnes: true, Overheat: true}
	target := Target{T: 4, Sv: 7, Wounds: 5}
	res := ResolveAttacks(spec, 2, target, &rules.Scripted{Faces: []int{1, 4, 2, 3, 1, 1}})
	// Attack 1: 1, re-rolled 4: a hit, wound 2, save 3 (none possible).
	// Attack 2: 1, re-rolled 1: a miss, and the weapon overheats.
	if len(res.Steps) != 6 || !res.Steps[0].Rerolled || !res.Steps[1].Ok || !res.Steps[4].Rerolled || res.Steps[5].Ok || !res.Overheated || res.Hits != 1 {
		t.Fatalf("steps %+v, overheated %v, hits %d", res.Steps, res.Overheated, res.Hits)
	}
	o := AttackOdds(spec, Fixed(1), target)
	pHit := 4.0/6 + 1.0/6*4.0/6
	if math.Abs(o.Unsaved[1]-pHit*5/6) > 1e-12 || math.Abs(o.Overheat-1.0/36) > 1e-12 {
		t.Fatalf("odds %+v, want unsaved %v and overheat %v", o, pHit*5/6, 1.0/36)
	}
}
