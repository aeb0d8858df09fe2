package ai

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// hard is the Hard player: a time-budgeted search over whole activations
// and the opponent's replies, on a determinized copy. First it searches
// the current activation as Normal does, wider and with more dice samples;
// then it takes its best few first actions and values each by playing out
// the rest of the activation and the opponent's best reply activation (a
// search of the opponent's turn on the same copies), and answers with the
// action whose reply leaves it best off.
type hard struct {
	budget time.Duration
	limit  int // nodes of work per decision
	first  search
	second search // the look-ahead over the reply: beam, turns, replyBeam
	top    int    // first actions looked at over the reply

	mu  sync.Mutex
	rng rules.RNG
}

// NewHard returns the Hard player.
func NewHard(seed uint64, o Options) Player {
	return &hard{
		budget: o.budget(HardBudget), limit: o.scale(40000), top: 4,
		first: search{beam: []int{8, 5, 3, 2, 1, 1}, dice: chance{attackSamples: 8, minP: 0.08, diceSamples: 3}, turns: 1},
		second: search{beam: []int{0, 3, 2, 1, 1, 1}, dice: chance{attackSamples: 4, minP: 0.15, diceSamples: 1}, turns: 2,
			replyBeam: []int{0, 2, 1, 1, 1}, replyDice: chance{attackSamples: 3, minP: 0.25, diceSamples: 1}},
		rng: rules.RNG{State: seed},
	}
}

// Name is "hard".
func (*hard) Name() string { return "hard" }

// Choose searches a determinized copy of g and answers with its best
// action; when ctx is done or the budget is spent it answers with the best
// found so far.
func (p *hard) Choose(ctx context.Context, g rules.Game) (rules.Action, error) {
	p.mu.Lock()
	seed := p.rng.Next()
	p.mu.Unlock()
	work := workingCopy(g, seed)
	legal := work.Legal()
	if len(legal) == 0 {
		return rules.Action{}, fmt.Errorf("no legal action: the game is over")
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	clk := newClock(ctx, p.budget, p.limit)
	s1 := p.first
	s1.seat, s1.clock, s1.rng = work.ToMove(), clk, rules.RNG{State: seed ^ searchSalt}
	opts, searched := s1.rank(work, 0)
	if len(opts) == 0 {
		return legal[0], nil
	}
	if searched == 0 {
		return opts[0].a, nil
	}
	// The first search's choice, should the look-ahead not finish.
	best := 0
	for i := 1; i < searched; i++ {
		if opts[i].deep > opts[best].deep {
			best = i
		}
	}
	order := byDeep(opts[:searched])
	s2 := p.second
	s2.seat, s2.clock, s2.rng = s1.seat, clk, rules.RNG{State: seed ^ replySalt}
	bestV, found := 0.0, false
	for _, i := range order[:min(p.top, len(order))] {
		if clk.out() {
			break
		}
		o := opts[i] // a copy: its branches are searched again
		v := s2.deepen(&o, 0)
		if clk.stopped {
			break // a search cut short values too low to compare
		}
		if !found || v > bestV {
			best, bestV, found = i, v, true
		}
	}
	return opts[best].a, nil
}

// replySalt separates the seeds of the look-ahead's samples.
const replySalt = 0x2e91a7f00d5eed55

// byDeep returns the indices of opts ordered by their deep value, best
// first (ties keep their order).
func byDeep(opts []option) []int {
	idx := make([]int, len(opts))
	for i := range idx {
		idx[i] = i
	}
	for i := 1; i < len(idx); i++ {
		for j := i; j > 0 && opts[idx[j]].deep > opts[idx[j-1]].deep; j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
	return idx
}
