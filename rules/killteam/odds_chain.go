package killteam

import "sort"

// volley is one weapon's attacks in a chain: its spec and how many
// attacks it makes (a number or dice).
type volley struct {
	spec    AttackSpec
	attacks DiceValue
}

// chainStates is the exact distribution of the target's state after every
// volley in turn strikes it (a shooting with several weapons, KT-SHT-2),
// in the order the game rolls them: each volley's number of attacks, then
// its attacks one by one (AttackOdds for one volley). Attacks at a target
// out of action are lost.
func chainStates(volleys []volley, target Target) map[oddsState]float64 {
	cur := map[oddsState]float64{{wounds: target.Wounds, flesh: target.FleshWounds, out: target.OutOfAction}: 1}
	for _, v := range volleys {
		next := map[oddsState]float64{}
		for n, pn := range v.attacks.Dist() {
			if pn == 0 {
				continue
			}
			states := cur
			for range n {
				states = attackStep(v.spec, target, states)
			}
			states = settleExtras(v.spec, target, states)
			for _, w := range sortedStates(states) {
				next[w.s] += pn * w.p
			}
		}
		cur = next
	}
	return cur
}

// weighedState is one state of a target with its chance.
type weighedState struct {
	s oddsState
	p float64
}

// sortedStates lists a distribution of states in a fixed order, so that
// sums over it come out the same to the last bit whatever the map's order.
func sortedStates(states map[oddsState]float64) []weighedState {
	out := make([]weighedState, 0, len(states))
	for s, p := range states {
		out = append(out, weighedState{s, p})
	}
	sort.Slice(out, func(a, b int) bool {
		x, y := out[a].s, out[b].s
		switch {
		case x.out != y.out:
			return !x.out
		case x.overheated != y.overheated:
			return !x.overheated
		case x.wounds != y.wounds:
			return x.wounds < y.wounds
		case x.flesh != y.flesh:
			return x.flesh < y.flesh
		case x.unsaved != y.unsaved:
			return x.unsaved < y.unsaved
		}
		return x.extra < y.extra
	})
	return out
}
