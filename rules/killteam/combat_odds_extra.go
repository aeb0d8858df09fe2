package killteam

// extraStep advances every state by one attack of spec whose hit rolls
// of 6+ give an extra attack (ExtraOnSix, the Zealot stratagem): a miss
// (an unmodified 1 may overheat) leaves the state; a hit goes on as an
// attack that surely hits, and a hit roll of 6+ also counts one extra
// attack to roll after the others (settleExtras).
func extraStep(spec AttackSpec, target Target, states map[oddsState]float64) map[oddsState]float64 {
	pOne := 1.0 / 6
	pHit := chance(func(f int) bool { return HitSucceeds(f, spec.HitMod, spec.Skill) })
	pSix := chance(func(f int) bool { return HitSucceeds(f, spec.HitMod, spec.Skill) && f+spec.HitMod >= 6 })
	sure := spec
	sure.AutoHit, sure.ExtraOnSix, sure.Overheat = true, false, false
	next := map[oddsState]float64{}
	standing := map[oddsState]float64{}
	for _, w := range sortedStates(states) {
		s, p := w.s, w.p
		if s.out {
			next[s] += p
			continue
		}
		o := s
		o.overheated = o.overheated || spec.Overheat
		next[o] += p * pOne
		next[s] += p * (1 - pOne - pHit)
		standing[s] += p
	}
	for _, w := range sortedStates(attackStep(sure, target, standing)) {
		s, p := w.s, w.p
		next[s] += p * (pHit - pSix)
		s.extra++
		next[s] += p * pSix
	}
	return next
}

// settleExtras rolls the extra attacks the states still count
// (ExtraOnSix), each an attack of spec that gives no extra one; attacks
// at a target out of action are lost.
func settleExtras(spec AttackSpec, target Target, states map[oddsState]float64) map[oddsState]float64 {
	if !spec.ExtraOnSix {
		return states
	}
	plain := spec
	plain.ExtraOnSix = false
	done := map[oddsState]float64{}
	for len(states) > 0 {
		left := map[oddsState]float64{}
		for _, w := range sortedStates(states) {
			s, p := w.s, w.p
			if s.extra == 0 || s.out {
				s.extra = 0
				done[s] += p
				continue
			}
			s.extra--
			left[s] += p
		}
		states = map[oddsState]float64{}
		if len(left) > 0 {
			states = attackStep(plain, target, left)
		}
	}
	return done
}
