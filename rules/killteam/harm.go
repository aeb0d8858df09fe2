package killteam

// harmKey is one volley at one target, as the harm memo knows it.
type harmKey struct {
	v      volley
	target Target
	maxW   int
}

// harmOdds is what one volley is expected to do to its target.
type harmOdds struct {
	// harm is the expected loss of the target's condition (a share of its
	// worth, see condition): 1 for a model surely taken out fresh.
	harm float64
	// out is the chance the target ends out of action.
	out float64
	// overheat is the chance the attacker overheats and is taken out.
	overheat float64
}

// condition is the share of its worth a model keeps with wounds left of
// maxW, flesh wounds, or out of action (Evaluate).
func condition(wounds, flesh int, out bool, maxW int) float64 {
	if out {
		return 0
	}
	c := 1 - EvalFlesh*float64(flesh)
	if maxW > 0 {
		c -= EvalWoundLost * float64(maxW-min(wounds, maxW)) / float64(maxW)
	}
	return max(c, 0)
}

// harmOf is the exact expected harm of volley v at target, a model of
// maxW wounds (chainStates), remembered in memo when it is not nil.
func harmOf(memo *searchMemo, v volley, target Target, maxW int) harmOdds {
	key := harmKey{v: v, target: target, maxW: maxW}
	if memo != nil {
		memo.mu.Lock()
		h, ok := memo.harm[key]
		memo.mu.Unlock()
		if ok {
			return h
		}
	}
	h := harmOfStates(chainStates([]volley{v}, target), target, maxW)
	if memo != nil {
		memo.mu.Lock()
		memo.harm[key] = h
		memo.mu.Unlock()
	}
	return h
}

// harmOfStates sums the distribution of a target's states into harmOdds.
func harmOfStates(states map[oddsState]float64, target Target, maxW int) harmOdds {
	var h harmOdds
	before := condition(target.Wounds, target.FleshWounds, target.OutOfAction, maxW)
	for _, w := range sortedStates(states) {
		s, p := w.s, w.p
		h.harm += p * (before - condition(s.wounds, s.flesh, s.out, maxW))
		if s.out {
			h.out += p
		}
		if s.overheated {
			h.overheat += p
		}
	}
	return h
}
