package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// ResolveAttacks rolls n attacks of spec at target with dice and returns
// every step (KT-SHT-7..15, KT-FGT-6..8). For each attack in turn it rolls
// the hit die (none if AutoHit), the wound die, the save die, the damage
// die if D is random, and the injury dice if the wounds reach 0 (as many
// as that attack's damage). Attacks left when the target is out of action
// are lost. With ExtraOnSix each hit roll of 6+ of the n attacks adds one
// attack after them. When dice is a Rerolls, a failed hit, wound or save
// roll, or an injury roll that takes the target out, may be rolled again
// (KT-CP-3; a die re-rolled by the Sniper is not, A17); the resolver stops
// once dice has halted.
func ResolveAttacks(spec AttackSpec, n int, target Target, dice rules.Dice) Result {
	res := Result{Target: target}
	saveNeed, _ := SaveNeed(target.Sv, target.Inv, spec.AP)
	woundNeed := WoundTarget(spec.Strength, target.T)
	first := n // the attacks before any extra one (ExtraOnSix)
	for a := 0; a < n && !res.Target.OutOfAction && !halted(dice); a++ {
		if !spec.AutoHit {
			f := dice.Roll(6)
			rerolled := false
			if f == 1 && spec.RerollHitOnes {
				res.Steps = append(res.Steps, Step{Attack: a, Kind: StepHit, Faces: []int{f}, Need: spec.Skill, Mod: spec.HitMod, Rerolled: true})
				f, rerolled = dice.Roll(6), true
			}
			hit := hitFace(spec, f)
			if !hit && !rerolled && hitFace(spec, 6) && commandReroll(dice, StepHit, false) {
				res.Steps = append(res.Steps, Step{Attack: a, Kind: StepHit, Faces: []int{f}, Need: spec.Skill, Mod: spec.HitMod, Rerolled: true, Command: true})
				f = dice.Roll(6)
				hit = hitFace(spec, f)
			}
			if f == 1 && spec.Overheat {
				res.Overheated = true
			}
			extra := spec.ExtraOnSix && a < first && hit && f+spec.HitMod >= 6
			if extra {
				n++
			}
			res.Steps = append(res.Steps, Step{Attack: a, Kind: StepHit, Faces: []int{f}, Need: spec.Skill, Mod: spec.HitMod, Ok: hit, Extra: extra})
			if !hit || halted(dice) {
				continue
			}
		}
		res.Hits++
		f := dice.Roll(6)
		wounded := WoundSucceeds(f, spec.WoundMod, spec.Strength, target.T)
		if !wounded && commandReroll(dice, StepWound, false) {
			res.Steps = append(res.Steps, Step{Attack: a, Kind: StepWound, Faces: []int{f}, Need: woundNeed, Mod: spec.WoundMod, Rerolled: true, Command: true})
			f = dice.Roll(6)
			wounded = WoundSucceeds(f, spec.WoundMod, spec.Strength, target.T)
		}
		res.Steps = append(res.Steps, Step{Attack: a, Kind: StepWound, Faces: []int{f}, Need: woundNeed, Mod: spec.WoundMod, Ok: wounded})
		if !wounded || halted(dice) {
			continue
		}
		res.Wounds++
		f = dice.Roll(6)
		saved := SaveSucceeds(f, saveNeed)
		if !saved && saveNeed <= 6 && commandReroll(dice, StepSave, true) {
			res.Steps = append(res.Steps, Step{Attack: a, Kind: StepSave, Faces: []int{f}, Need: saveNeed, Ok: true, Rerolled: true, Command: true})
			f = dice.Roll(6)
			saved = SaveSucceeds(f, saveNeed)
		}
		res.Steps = append(res.Steps, Step{Attack: a, Kind: StepSave, Faces: []int{f}, Need: saveNeed, Ok: !saved})
		if saved || halted(dice) {
			continue
		}
		res.Unsaved++
		dmg := spec.Damage.Roll(dice)
		if spec.Damage.IsRandom() {
			res.Steps = append(res.Steps, Step{Attack: a, Kind: StepDamage, Need: dmg, Ok: dmg > 0})
		}
		res.applyDamage(a, dmg, InjuryModifier(res.Target.FleshWounds, spec.Ranged, spec.ObscuredByNearTerrain), dice)
	}
	return res
}

// hitFace reports whether a hit die of face f hits with spec: an
// unmodified 6 in Overwatch, else the die plus the modifiers against the
// skill (KT-SHT-7, KT-MOV-5).
func hitFace(spec AttackSpec, f int) bool {
	if spec.Overwatch {
		return OverwatchHits(f)
	}
	return HitSucceeds(f, spec.HitMod, spec.Skill)
}

// applyDamage takes dmg wounds off the target and rolls the injury dice
// (as many as dmg, KT-SHT-12) if its wounds reach 0.
func (res *Result) applyDamage(attack, dmg, injuryMod int, dice rules.Dice) {
	if dmg <= 0 {
		return
	}
	res.Damage += min(dmg, res.Target.Wounds)
	res.Target.Wounds -= dmg
	if res.Target.Wounds > 0 {
		return
	}
	res.rollInjury(attack, dmg, injuryMod, dice)
}

// rollInjury rolls n injury dice with modifier mod and applies them.
func (res *Result) rollInjury(attack, n, mod int, dice rules.Dice) {
	faces := make([]int, n)
	for i := range faces {
		faces[i] = dice.Roll(6)
	}
	if injuryTakesOut(faces, mod) && commandReroll(dice, StepInjury, true) {
		res.Steps = append(res.Steps, Step{Attack: attack, Kind: StepInjury, Faces: faces, Need: InjuryOutOfAction, Mod: mod, Ok: true, Rerolled: true, Command: true})
		faces = make([]int, n)
		for i := range faces {
			faces[i] = dice.Roll(6)
		}
	}
	flesh := res.Target.FleshWounds
	out := injure(&res.Target, faces, mod)
	if !out {
		res.NewFlesh += res.Target.FleshWounds - flesh
	}
	res.Steps = append(res.Steps, Step{Attack: attack, Kind: StepInjury, Faces: faces, Need: InjuryOutOfAction, Mod: mod, Ok: out})
}

// ResolveMortalWounds applies n mortal wounds to target (KT-SHT-14): no
// save, one wound each. If they bring its wounds to 0 it rolls one injury
// die for the wound that did it and one for each left over (A12), with
// modifier InjuryModifier(flesh wounds, ranged, obscuredByNearTerrain).
func ResolveMortalWounds(n int, target Target, ranged, obscuredByNearTerrain bool, dice rules.Dice) Result {
	res := Result{Target: target}
	if n <= 0 || target.OutOfAction {
		return res
	}
	res.Steps = append(res.Steps, Step{Kind: StepMortal, Need: n, Ok: true})
	taken := min(n, target.Wounds)
	res.Damage = taken
	res.Target.Wounds -= taken
	if res.Target.Wounds > 0 {
		return res
	}
	res.rollInjury(0, MortalInjuryDice(n, target.Wounds), InjuryModifier(target.FleshWounds, ranged, obscuredByNearTerrain), dice)
	return res
}

// MortalInjuryDice is how many injury dice a batch of n mortal wounds
// rolls against a model with wounds left (A12): n − wounds + 1 when the
// batch brings it to 0, else 0.
func MortalInjuryDice(n, wounds int) int {
	if n < wounds || n <= 0 {
		return 0
	}
	return n - wounds + 1
}
