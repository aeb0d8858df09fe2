package killteam

import (
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// boltgun is a BS 3+ boltgun shot (G2) as an AttackSpec.
func boltgun() AttackSpec {
	return AttackSpec{Skill: 3, Strength: 4, Damage: Fixed(1), Ranged: true}
}

// trooper is the digest's trooper (G1) as a Target: T3, Sv 5+, W1.
func trooper() Target { return Target{T: 3, Sv: 5, Wounds: 1} }

// TestShotChain follows one boltgun shot at a trooper die by die
// (KT-SHT-7, KT-SHT-9, KT-SHT-10, KT-SHT-11, KT-SHT-12): hit 3 (3+), wound
// 3 (S4 v T3 3+), save 4 (5+ fails), injury 4: out of action.
func TestShotChain(t *testing.T) {
	dice := rules.NewScripted(3, 3, 4, 4)
	res := ResolveAttacks(boltgun(), 1, trooper(), dice)
	if dice.Left() != 0 || !res.Target.OutOfAction || res.Hits != 1 || res.Wounds != 1 || res.Unsaved != 1 {
		t.Fatalf("result %+v, %d dice left", res, dice.Left())
	}
	kinds := []StepKind{StepHit, StepWound, StepSave, StepInjury}
	for i, s := range res.Steps {
		if s.Kind != kinds[i] || !s.Ok {
			t.Errorf("step %d: %+v", i, s)
		}
	}
}

// TestFleshWound checks KT-SHT-12 and A11: an injury roll below 4 is a
// flesh wound and the model's wounds become 1; its next injury roll gets
// +1, so a 3 then takes it out.
func TestFleshWound(t *testing.T) {
	res := ResolveAttacks(boltgun(), 2, trooper(), rules.NewScripted(3, 3, 4, 3, 3, 3, 4, 3))
	if !res.Target.OutOfAction || res.NewFlesh != 1 {
		t.Fatalf("result %+v", res)
	}
	last := res.Steps[len(res.Steps)-1]
	if last.Kind != StepInjury || last.Mod != 1 || !last.Ok {
		t.Errorf("second injury step %+v, want +1 and out of action", last)
	}
	one := ResolveAttacks(boltgun(), 1, trooper(), rules.NewScripted(3, 3, 4, 3))
	if one.Target.OutOfAction || one.Target.FleshWounds != 1 || one.Target.Wounds != 1 {
		t.Errorf("after a flesh wound: %+v", one.Target)
	}
}

// TestFleshWoundCap checks A11: a model with 3 flesh wounds that gets a
// fourth flesh wound result (here with −1 for terrain: 1 + 3 − 1 = 3) is
// out of action.
func TestFleshWoundCap(t *testing.T) {
	spec := boltgun()
	spec.ObscuredByNearTerrain = true
	target := trooper()
	target.FleshWounds = 3
	res := ResolveAttacks(spec, 1, target, rules.NewScripted(3, 3, 4, 1))
	if !res.Target.OutOfAction {
		t.Errorf("a fourth flesh wound left the model on the table: %+v", res)
	}
}

// TestInjuryDiceAreTheFatalAttacksDamage checks KT-SHT-13 example d: D3
// damage on a 4-wound model, 3 then 1: the injury roll has 1 die, the
// damage of the attack that brought it to 0.
func TestInjuryDiceAreTheFatalAttacksDamage(t *testing.T) {
	spec := AttackSpec{Skill: 4, Strength: 7, AP: -1, Damage: DiceValue{Count: 1, Sides: 3}, Ranged: true}
	target := Target{T: 4, Sv: 3, Wounds: 4}
	// hit, wound, save 2 (fails 4+), damage 3; hit, wound, save 1, damage 1, one injury die.
	dice := rules.NewScripted(6, 6, 2, 3, 6, 6, 1, 1, 5)
	res := ResolveAttacks(spec, 2, target, dice)
	if dice.Left() != 0 || !res.Target.OutOfAction {
		t.Fatalf("result %+v, %d dice left", res, dice.Left())
	}
	last := res.Steps[len(res.Steps)-1]
	if last.Kind != StepInjury || len(last.Faces) != 1 {
		t.Errorf("injury step %+v, want 1 die", last)
	}
}

// TestInjuryDiceOverkill checks KT-SHT-13 example c: D6 damage rolling 4
// on a model with wounds left rolls 4 injury dice; any 4+ takes it out.
func TestInjuryDiceOverkill(t *testing.T) {
	spec := AttackSpec{Skill: 3, Strength: 8, AP: -2, Damage: DiceValue{Count: 1, Sides: 6}, Ranged: true}
	res := ResolveAttacks(spec, 1, Target{T: 4, Sv: 3, Wounds: 2}, rules.NewScripted(4, 4, 3, 4, 1, 2, 3, 4))
	last := res.Steps[len(res.Steps)-1]
	if len(last.Faces) != 4 || !res.Target.OutOfAction {
		t.Errorf("injury %+v, target %+v", last, res.Target)
	}
}

// TestInvulnerableSave checks KT-SHT-10: AP −3 against Sv 3+ (6+) with a
// 5++ uses the invulnerable save: a 5 saves.
func TestInvulnerableSave(t *testing.T) {
	spec := AttackSpec{Skill: 3, Strength: 7, AP: -3, Damage: Fixed(1), Ranged: true}
	res := ResolveAttacks(spec, 1, Target{T: 4, Sv: 3, Inv: 5, Wounds: 1}, rules.NewScripted(3, 3, 5))
	if res.Unsaved != 0 || res.Steps[2].Need != 5 {
		t.Errorf("result %+v", res)
	}
}

// TestOverwatchSixesOnly checks KT-MOV-5: Overwatch hits only on an
// unmodified 6, even with a +1 modifier; 5 misses.
func TestOverwatchSixesOnly(t *testing.T) {
	spec := boltgun()
	spec.Overwatch, spec.HitMod = true, 1
	res := ResolveAttacks(spec, 2, trooper(), rules.NewScripted(5, 6, 1))
	if res.Hits != 1 || res.Wounds != 0 {
		t.Errorf("result %+v", res)
	}
}

// TestAutoHitAndOverheat checks the weapon abilities of KT-STAT-2: a
// flamer rolls no hit die; an overcharged plasma gun's unmodified 1
// overheats.
func TestAutoHitAndOverheat(t *testing.T) {
	flamer := AttackSpec{AutoHit: true, Strength: 4, Damage: Fixed(1), Ranged: true}
	res := ResolveAttacks(flamer, 1, trooper(), rules.NewScripted(2, 6))
	if res.Hits != 1 || res.Steps[0].Kind != StepWound {
		t.Errorf("flamer %+v", res)
	}
	plasma := AttackSpec{Skill: 3, Strength: 8, AP: -3, Damage: Fixed(2), Overheat: true, Ranged: true}
	res = ResolveAttacks(plasma, 1, trooper(), rules.NewScripted(1))
	if !res.Overheated || res.Hits != 0 {
		t.Errorf("plasma %+v", res)
	}
}

// TestMortalWounds checks KT-SHT-14 and A12: no save; Psybolt's 3 mortal
// wounds on a 1-wound model roll 3 injury dice, on a 2-wound model 2.
func TestMortalWounds(t *testing.T) {
	if MortalInjuryDice(3, 1) != 3 || MortalInjuryDice(3, 2) != 2 || MortalInjuryDice(1, 2) != 0 {
		t.Error("MortalInjuryDice")
	}
	res := ResolveMortalWounds(3, Target{T: 4, Sv: 2, Inv: 3, Wounds: 2}, true, false, rules.NewScripted(1, 3))
	if res.Target.OutOfAction || res.Target.FleshWounds != 1 || res.Damage != 2 {
		t.Errorf("result %+v", res)
	}
	res = ResolveMortalWounds(1, Target{T: 4, Sv: 2, Wounds: 2}, true, false, rules.NewScripted())
	if res.Target.Wounds != 1 {
		t.Errorf("one mortal wound on 2 wounds: %+v", res.Target)
	}
}

// TestAttacksAfterOutOfActionAreLost checks that a target out of action
// takes no more rolls (RULES.md, the attack chain).
func TestAttacksAfterOutOfActionAreLost(t *testing.T) {
	dice := rules.NewScripted(3, 3, 4, 4)
	res := ResolveAttacks(boltgun(), 3, trooper(), dice)
	if dice.Left() != 0 || !res.Target.OutOfAction {
		t.Errorf("result %+v", res)
	}
}

// near reports whether a and b differ by at most tol.
func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestOddsByHand checks AttackOdds against values worked out by hand.
func TestOddsByHand(t *testing.T) {
	// One boltgun shot (BS 3+, S4) at a Warden (T4, Sv 3+, W1):
	// 4/6 · 3/6 · 2/6 = 1/9 unsaved; injury 4+ on one die: half of that.
	o := AttackOdds(boltgun(), Fixed(1), Target{T: 4, Sv: 3, Wounds: 1})
	if !near(o.Unsaved[1], 1.0/9, 1e-12) || !near(o.OutOfAction, 1.0/18, 1e-12) || !near(o.FleshWounds[1], 1.0/18, 1e-12) {
		t.Errorf("boltgun at a Warden: %+v", o)
	}
	// Two lasgun shots (BS 4+, S3) at a trooper (T3, Sv 5+): p = 3/6 · 3/6 · 4/6 = 1/6 per shot.
	// Out of action: first shot (1/6 · 1/2) or it misses/fails (5/6) and the second takes it out
	// (1/12), or a flesh wound (1/12) then the second takes it out at +1 (4+ on d+1: 1/6 · 4/6).
	lasgun := AttackSpec{Skill: 4, Strength: 3, Damage: Fixed(1), Ranged: true}
	o = AttackOdds(lasgun, Fixed(2), trooper())
	want := 1.0/12 + 5.0/6*1.0/12 + 1.0/12*(1.0/6*4.0/6)
	if !near(o.OutOfAction, want, 1e-12) {
		t.Errorf("two lasgun shots: out of action %v, want %v", o.OutOfAction, want)
	}
	if !near(o.Unsaved[0], 25.0/36, 1e-12) {
		t.Errorf("two lasgun shots: no unsaved %v, want 25/36", o.Unsaved[0])
	}
	// Overwatch: 1/6 to hit whatever the skill.
	ow := boltgun()
	ow.Overwatch = true
	o = AttackOdds(ow, Fixed(1), Target{T: 4, Sv: 7, Wounds: 5})
	if !near(o.Unsaved[1], 1.0/6*3.0/6, 1e-12) {
		t.Errorf("overwatch: %v", o.Unsaved)
	}
	// An overcharged plasma gun: a 1 in two shots overheats: 1 − (5/6)², but
	// shots after the target is out are not rolled; against a target that
	// two shots cannot take out both are always rolled.
	plasma := AttackSpec{Skill: 3, Strength: 8, AP: -3, Damage: Fixed(2), Overheat: true, Ranged: true}
	o = AttackOdds(plasma, Fixed(2), Target{T: 4, Sv: 3, Wounds: 10})
	if !near(o.Overheat, 1-25.0/36, 1e-12) {
		t.Errorf("overheat %v", o.Overheat)
	}
}

// TestOddsMatchMonteCarlo checks AttackOdds against ResolveAttacks rolled
// many times with the seeded generator, for several weapons, with random
// attacks and damage, flesh wounds and invulnerable saves.
func TestOddsMatchMonteCarlo(t *testing.T) {
	cases := []struct {
		name    string
		spec    AttackSpec
		attacks DiceValue
		target  Target
	}{
		{"boltgun rapid fire at a trooper", boltgun(), Fixed(2), trooper()},
		{"flamer at a wounded trooper", AttackSpec{AutoHit: true, Strength: 4, Damage: Fixed(1), Ranged: true}, DiceValue{Count: 1, Sides: 6}, Target{T: 3, Sv: 5, Wounds: 1, FleshWounds: 1}},
		{"krak grenade at a sergeant", AttackSpec{Skill: 3, Strength: 6, AP: -1, Damage: DiceValue{Count: 1, Sides: 3}, Ranged: true, ObscuredByNearTerrain: true}, Fixed(1), Target{T: 4, Sv: 3, Wounds: 2}},
		{"power fist in melee", AttackSpec{Skill: 3, HitMod: -1, Strength: 8, AP: -3, Damage: DiceValue{Count: 1, Sides: 3}}, Fixed(3), Target{T: 4, Sv: 3, Inv: 5, Wounds: 2}},
		{"overcharged plasma", AttackSpec{Skill: 3, Strength: 8, AP: -3, Damage: Fixed(2), Overheat: true, Ranged: true}, Fixed(2), Target{T: 4, Sv: 3, Wounds: 1, FleshWounds: 2}},
	}
	const runs = 40000
	for _, c := range cases {
		odds := AttackOdds(c.spec, c.attacks, c.target)
		rng := rules.NewRNG(7)
		out, heat := 0, 0
		unsaved := map[int]int{}
		flesh := map[int]int{}
		for range runs {
			n := c.attacks.Roll(rng)
			res := ResolveAttacks(c.spec, n, c.target, rng)
			unsaved[res.Unsaved]++
			if res.Overheated {
				heat++
			}
			if res.Target.OutOfAction {
				out++
			} else {
				flesh[res.Target.FleshWounds]++
			}
		}
		const tol = 0.012
		if !near(float64(out)/runs, odds.OutOfAction, tol) {
			t.Errorf("%s: out of action %.4f by rolling, %.4f exact", c.name, float64(out)/runs, odds.OutOfAction)
		}
		if !near(float64(heat)/runs, odds.Overheat, tol) {
			t.Errorf("%s: overheat %.4f by rolling, %.4f exact", c.name, float64(heat)/runs, odds.Overheat)
		}
		for n, p := range odds.Unsaved {
			if !near(float64(unsaved[n])/runs, p, tol) {
				t.Errorf("%s: %d unsaved %.4f by rolling, %.4f exact", c.name, n, float64(unsaved[n])/runs, p)
			}
		}
		for n, p := range odds.FleshWounds {
			if !near(float64(flesh[n])/runs, p, tol) {
				t.Errorf("%s: %d flesh wounds %.4f by rolling, %.4f exact", c.name, n, float64(flesh[n])/runs, p)
			}
		}
		total := odds.OutOfAction
		for _, p := range odds.FleshWounds {
			total += p
		}
		if !near(total, 1, 1e-9) {
			t.Errorf("%s: outcomes sum to %v", c.name, total)
		}
	}
}
