package ai

import (
	"context"
	"sort"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// hard is the Hard player: a time-budgeted search over whole activations
// and the opponent's replies. First it searches the current activation as
// Normal does, on a few determinized copies with dice of their own, keeping
// on each the line it would play in every branch of the dice; then it takes
// the first actions that did best on average, values each by following its
// lines to the end of the activation and letting the opponent search its
// best reply activation from there, and answers with the action whose
// replies leave it best off. Searching several copies evens out the luck
// of the dice samples, which otherwise decides between close options.
type hard struct {
	budget    time.Duration
	limit     int     // nodes of work per decision
	first     search  // the search of the current activation
	copies    int     // determinized copies the first search runs on
	reply     search  // the search of the reply: replyBeam, replyDice, turns
	top       int     // first actions valued against the reply
	minWeight float64 // branches less likely than this are not played against the reply

	decisions // seeds the working copies; counts decisions cut short
}

// NewHard returns the Hard player.
func NewHard(seed uint64, o Options) Player {
	return &hard{
		budget: o.budget(HardBudget), limit: o.scale(25000), copies: 2, top: 3, minWeight: 0.05,
		first:     search{beam: normalBeam(), dice: normalDice(), turns: 1},
		reply:     search{turns: 2, replyBeam: []int{0, 4, 2, 1, 1}, replyDice: chance{attackSamples: 6, minP: 0.25, diceSamples: 1}},
		decisions: decisions{rng: rules.RNG{State: seed}},
	}
}

// Name is "hard".
func (*hard) Name() string { return "hard" }

// Choose searches determinized copies of g (never g itself) and answers
// with its best action; when ctx is done or the budget is spent it answers
// with the best found so far.
func (p *hard) Choose(ctx context.Context, g rules.Game) (rules.Action, error) {
	seed := p.nextSeed()
	work, forced, ok, err := openDecision(g, seed)
	if ok || err != nil {
		return forced, err
	}
	clk := newClock(ctx, p.budget, p.limit)
	defer p.finish(clk)
	seat := work.ToMove()
	// The first search, on as many copies with their own dice: each option
	// is known by its action's text across the copies.
	type candidate struct {
		a     rules.Action
		deep  float64
		n     int
		lines []*option // the option as searched on each copy, deepened
	}
	var cands []*candidate
	byText := map[string]*candidate{}
	for e := 0; e < p.copies; e++ {
		if e > 0 && clk.out() {
			break
		}
		s1 := p.first
		s1.seat, s1.clock, s1.rng = seat, clk, rules.RNG{State: sampleSeed(seed^searchSalt, e)}
		copyE := work
		if e > 0 {
			copyE = workingCopy(g, sampleSeed(seed, e))
		}
		opts, searched := s1.rank(copyE, 0)
		for i := range opts {
			o := &opts[i]
			c := byText[o.a.Text()]
			if c == nil {
				c = &candidate{a: o.a}
				byText[o.a.Text()] = c
				cands = append(cands, c)
			}
			if i < searched {
				c.deep += o.deep
				c.n++
				c.lines = append(c.lines, o)
			}
		}
	}
	var ranked []*candidate
	for _, c := range cands {
		if c.n > 0 {
			c.deep /= float64(c.n)
			ranked = append(ranked, c)
		}
	}
	if len(ranked) == 0 {
		return work.Legal()[0], nil
	}
	sort.SliceStable(ranked, func(i, j int) bool {
		if ranked[i].n != ranked[j].n {
			return ranked[i].n > ranked[j].n
		}
		return ranked[i].deep > ranked[j].deep
	})
	// The first search's choice, should the look at the reply not finish.
	best := ranked[0]
	s2 := p.reply
	s2.seat, s2.clock, s2.rng = seat, clk, rules.RNG{State: seed ^ replySalt}
	bestV, found := 0.0, false
	for _, c := range ranked[:min(p.top, len(ranked))] {
		if clk.out() {
			break
		}
		v := 0.0
		for _, o := range c.lines {
			v += s2.againstReply(o, p.minWeight)
		}
		v /= float64(len(c.lines))
		if clk.stopped {
			break // a search cut short values too low to compare
		}
		if !found || v > bestV {
			best, bestV, found = c, v, true
		}
	}
	return best.a, nil
}

// replySalt separates the seeds of the look at the reply.
const replySalt = 0x2e91a7f00d5eed55
