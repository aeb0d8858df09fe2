package ai

import "github.com/flashpoint-arena/flashpoint/rules"

// nextTurn values the position where a turn ends by searching the next
// turn for whoever decides then (the opponent's best activation, usually):
// what it is worth to them, seen from the search's seat.
func (s *search) nextTurn(b *branch) float64 {
	g := b.g
	seat := g.ToMove()
	if seat != rules.Blue && seat != rules.Red {
		return s.branchStatic(b)
	}
	sub := &search{seat: seat, clock: s.clock, rng: rules.RNG{State: s.rng.Next()}, dice: s.replyDice,
		beam: s.replyBeam, turns: s.turns - 1}
	v, o := sub.best(g, 0)
	if o == nil {
		return s.branchStatic(b)
	}
	if seat != s.seat {
		v = -v
	}
	return v
}

// againstReply values an option searched for one turn by following, in
// every branch, the line the search chose, and valuing each position where
// the turn ends by the next turn's search (nextTurn) instead of its static
// value. Positions reached with a chance below minWeight are not searched:
// they get their static value moved by the mean change the searched ones
// saw, so that an option is not favoured for having many unlikely
// outcomes.
func (s *search) againstReply(o *option, minWeight float64) float64 {
	var t replyTally
	v := s.tallyReply(o, 1, minWeight, &t)
	if t.searched > 0 {
		v += t.skipped * t.change / t.searched
	}
	return v
}

// replyTally sums how much searching the next turn changed the values of
// the positions searched (change, weighed by their chance), their chance
// (searched) and the chance of those left unsearched (skipped).
type replyTally struct {
	change, searched, skipped float64
}

// tallyReply is againstReply for one option reached with chance weight; it
// returns the option's value before the correction of the unsearched
// positions.
func (s *search) tallyReply(o *option, weight, minWeight float64, t *replyTally) float64 {
	v := o.out.offset
	for i := range o.out.bs {
		b := &o.out.bs[i]
		w := weight * b.w
		switch {
		case b.g.Over():
			v += b.w * s.branchStatic(b)
		case endsTurn(b.events):
			static := s.branchStatic(b)
			if w < minWeight || s.clock.out() {
				v += b.w * static
				t.skipped += w
				continue
			}
			reply := s.nextTurn(b)
			v += b.w * reply
			t.change += w * (reply - static)
			t.searched += w
		case b.next != nil:
			v += b.w * s.tallyReply(b.next, w, minWeight, t)
		default:
			v += b.w * s.branchStatic(b)
			t.skipped += w
		}
	}
	return v
}
