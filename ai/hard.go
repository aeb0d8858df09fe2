package ai

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// hard is the Hard player: a time-budgeted search over whole activations
// and the opponent's replies, on a determinized copy. First it searches
// the current activation as Normal does, keeping the line it would play
// in every branch of the dice; then it takes its best few first actions and
// values each by following that line to the end of the activation and
// letting the opponent search its best reply activation from there; it
// answers with the action whose reply leaves it best off.
type hard struct {
	budget    time.Duration
	limit     int     // nodes of work per decision
	first     search  // the search of the current activation
	reply     search  // the search of the reply: replyBeam, replyDice, turns
	top       int     // first actions valued against the reply
	minWeight float64 // branches less likely than this keep their static value

	mu  sync.Mutex
	rng rules.RNG
}

// NewHard returns the Hard player.
func NewHard(seed uint64, o Options) Player {
	return &hard{
		budget: o.budget(HardBudget), limit: o.scale(40000), top: envInt("HARD_TOP", 4), minWeight: 0.05,
		first: search{beam: []int{envInt("HARD_B0", 6), envInt("HARD_B1", 4), 2, 2, 1, 1}, dice: chance{attackSamples: 6, minP: 0.12, diceSamples: 2}, turns: 1},
		reply: search{turns: 2, replyBeam: []int{0, envInt("HARD_REPLY", 1), 1, 1, 1}, replyDice: chance{attackSamples: 3, minP: 0.25, diceSamples: 1}},
		rng:   rules.RNG{State: seed},
	}
}

func envInt(k string, d int) int {
	if v := os.Getenv(k); v != "" {
		n, _ := strconv.Atoi(v)
		return n
	}
	return d
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
	// The first search's choice, should the look at the reply not finish.
	order := byDeep(opts[:searched])
	best := order[0]
	s2 := p.reply
	s2.seat, s2.clock, s2.rng = s1.seat, clk, rules.RNG{State: seed ^ replySalt}
	bestV, found := 0.0, false
	for _, i := range order[:min(p.top, len(order))] {
		if clk.out() {
			break
		}
		v := s2.againstReply(&opts[i], p.minWeight)
		if clk.stopped {
			break // a search cut short values too low to compare
		}
		if !found || v > bestV {
			best, bestV, found = i, v, true
		}
	}
	return opts[best].a, nil
}

// replySalt separates the seeds of the look at the reply.
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
