package killteam

import "math"

// Odds is the exact distribution of what a batch of attacks does to one
// target, computed by enumerating every die (no randomness).
type Odds struct {
	// Unsaved[n] is the chance that exactly n attacks get through the
	// save (KT-SHT-10).
	Unsaved []float64
	// OutOfAction is the chance that the target ends out of action.
	OutOfAction float64
	// FleshWounds[n] is the chance that the target ends on the table with
	// n flesh wounds; with OutOfAction it sums to 1.
	FleshWounds []float64
	// Overheat is the chance that an Overheat weapon's bearer rolled an
	// unmodified 1 to hit.
	Overheat float64
}

// oddsState is one state of the target while the attacks are enumerated.
type oddsState struct {
	unsaved, wounds, flesh int
	out, overheated        bool
	// extra counts the extra attacks still to roll (ExtraOnSix).
	extra int
}

// AttackOdds is the exact distribution of n attacks of spec at target,
// n being drawn from attacks (a DiceValue such as Fixed(2) or D6), in the
// order ResolveAttacks rolls them.
func AttackOdds(spec AttackSpec, attacks DiceValue, target Target) Odds {
	states := map[oddsState]float64{}
	if target.OutOfAction {
		states[oddsState{out: true}] = 1
		return oddsOf(states)
	}
	start := oddsState{wounds: target.Wounds, flesh: target.FleshWounds}
	for n, pn := range attacks.Dist() {
		if pn == 0 {
			continue
		}
		cur := map[oddsState]float64{start: 1}
		for range n {
			cur = attackStep(spec, target, cur)
		}
		cur = settleExtras(spec, target, cur)
		for s, p := range cur {
			states[s] += pn * p
		}
	}
	return oddsOf(states)
}

// attackStep advances every state by one attack.
func attackStep(spec AttackSpec, target Target, states map[oddsState]float64) map[oddsState]float64 {
	if spec.ExtraOnSix && !spec.AutoHit {
		return extraStep(spec, target, states)
	}
	next := map[oddsState]float64{}
	saveNeed, _ := SaveNeed(target.Sv, target.Inv, spec.AP)
	pWound := chance(func(f int) bool { return WoundSucceeds(f, spec.WoundMod, spec.Strength, target.T) })
	pFail := 1 - chance(func(f int) bool { return SaveSucceeds(f, saveNeed) })
	pHit, pOne := 1.0, 0.0
	if !spec.AutoHit {
		pOne = 1.0 / 6
		pHit = chance(func(f int) bool {
			if spec.Overwatch {
				return OverwatchHits(f)
			}
			return HitSucceeds(f, spec.HitMod, spec.Skill)
		})
	}
	if spec.RerollHitOnes && !spec.AutoHit {
		pHit += pOne * pHit // a 1 (which never hits) is rolled again
		pOne *= pOne
	}
	pUnsaved := pHit * pWound * pFail
	damage := spec.Damage.Dist()
	// In a fixed order, so that the sums come out the same to the last
	// bit whatever the map's order.
	for _, w := range sortedStates(states) {
		s, p := w.s, w.p
		if s.out {
			next[s] += p
			continue
		}
		// An unmodified 1 never hits: it misses, and may overheat.
		if pOne > 0 {
			o := s
			o.overheated = o.overheated || spec.Overheat
			next[o] += p * pOne
		}
		next[s] += p * (1 - pOne - pUnsaved)
		for d, pd := range damage {
			if pd == 0 {
				continue
			}
			hit := s
			hit.unsaved++
			if d == 0 {
				next[hit] += p * pUnsaved * pd
				continue
			}
			hit.wounds -= d
			if hit.wounds > 0 {
				next[hit] += p * pUnsaved * pd
				continue
			}
			mod := InjuryModifier(s.flesh, spec.Ranged, spec.ObscuredByNearTerrain)
			pStay := math.Pow(chance(func(f int) bool { return !InjuryDieTakesOut(f, mod) }), float64(d))
			out := hit
			out.out, out.wounds = true, 0
			next[out] += p * pUnsaved * pd * (1 - pStay)
			flesh := hit
			if s.flesh >= MaxFleshWounds {
				flesh = out
			} else {
				flesh.flesh, flesh.wounds = s.flesh+1, 1
			}
			next[flesh] += p * pUnsaved * pd * pStay
		}
	}
	return next
}

// oddsOf sums the states into Odds.
func oddsOf(states map[oddsState]float64) Odds {
	var o Odds
	for _, w := range sortedStates(states) {
		s, p := w.s, w.p
		for len(o.Unsaved) <= s.unsaved {
			o.Unsaved = append(o.Unsaved, 0)
		}
		o.Unsaved[s.unsaved] += p
		if s.overheated {
			o.Overheat += p
		}
		if s.out {
			o.OutOfAction += p
			continue
		}
		for len(o.FleshWounds) <= s.flesh {
			o.FleshWounds = append(o.FleshWounds, 0)
		}
		o.FleshWounds[s.flesh] += p
	}
	return o
}
