package ai

import (
	"context"
	"sort"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// hard is the Hard player: a time-budgeted search over whole activations
// and the opponent's replies. First it searches the current activation as
// Normal does, on a few determinized copies with dice of their own, each
// within its share of the work (firstWork), keeping on each the line it
// would play in every branch of the dice; then it takes the first actions
// that did best on average, values each by following its lines to the end
// of the activation and letting the opponent search its best reply
// activation from there, and answers with the action whose replies leave
// it best off. Searching several copies evens out the luck of the dice
// samples, which otherwise decides between close options; the work left
// after the first search is the look at the reply's, so that a large
// first decision (which model activates) is still played against it.
type hard struct {
	budget    time.Duration
	limit     int     // nodes of work per decision
	first     search  // the search of the current activation
	copies    int     // determinized copies the first search runs on
	firstWork float64 // the share of limit the first search may spend, split evenly over the copies
	reply     search  // the search of the reply: replyBeam, replyDice, turns
	top       int     // first actions valued against the reply
	minWeight float64 // branches less likely than this are not played against the reply

	decisions // seeds the working copies; counts decisions cut short
}

// NewHard returns the Hard player.
func NewHard(seed uint64, o Options) Player {
	return &hard{
		budget: o.budget(HardBudget), limit: o.scale(25000), copies: 2, firstWork: 0.4, top: 4, minWeight: 0.05,
		first:     search{beam: normalBeam(), dice: hardDice(), turns: 1},
		reply:     search{turns: 2, replyBeam: []int{0, 4, 2, 1, 1}, replyDice: chance{attackSamples: 6, minP: 0.25, diceSamples: 1}},
		decisions: decisions{rng: rules.RNG{State: seed}},
	}
}

// hardDice is how Hard's first search samples the dice: as Normal's, but
// weighing attacks by their forecasts in every game, as Normal did before
// it sampled the games whose forecasts leave much out (partialSamples);
// Hard has not been measured with that.
func hardDice() chance {
	c := normalDice()
	c.partialSamples = 0
	return c
}

// Name is "hard".
func (*hard) Name() string { return "hard" }

// hardCandidate is a first action of Hard's first search, known by its
// text across the copies: its mean deep value, the copies that searched
// it, its lines there (the option as searched on each copy, deepened) and
// their values against the reply, in the copies' order.
type hardCandidate struct {
	a       rules.Action
	deep    float64
	n       int
	lines   []*option
	replies []float64
}

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
	ranked := p.firstSearch(work, g, seed, clk)
	if len(ranked) == 0 {
		return work.Legal()[0], nil
	}
	return p.againstReplies(ranked, work.ToMove(), seed, clk).a, nil
}

// firstSearch searches the current activation on p.copies copies of g
// (the first is work), each with its share of the first search's work,
// and returns the first actions searched on any copy, those searched on
// more copies first, then by their mean value.
func (p *hard) firstSearch(work, g rules.Game, seed uint64, clk *clock) []*hardCandidate {
	seat := work.ToMove()
	var cands []*hardCandidate
	byText := map[string]*hardCandidate{}
	share := int(float64(p.limit) * p.firstWork / float64(p.copies))
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
		p.firstWorkLimit(clk, share)
		opts, searched := s1.rank(copyE, 0)
		for i := range opts {
			o := &opts[i]
			c := byText[o.a.Text()]
			if c == nil {
				c = &hardCandidate{a: o.a}
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
	p.firstWorkLimit(clk, 0)
	var ranked []*hardCandidate
	for _, c := range cands {
		if c.n > 0 {
			c.deep /= float64(c.n)
			ranked = append(ranked, c)
		}
	}
	sort.SliceStable(ranked, func(i, j int) bool {
		if ranked[i].n != ranked[j].n {
			return ranked[i].n > ranked[j].n
		}
		return ranked[i].deep > ranked[j].deep
	})
	return ranked
}

// firstWorkLimit lets the clock's search do share more nodes of work from
// now, within the decision's limit (0: up to the decision's limit), and
// lets a search stopped only by a share go on.
func (p *hard) firstWorkLimit(clk *clock, share int) {
	clk.limit = p.limit
	if share > 0 {
		clk.limit = min(p.limit, clk.nodes+share)
	}
	if !clk.timedOut {
		clk.stopped = false
	}
}

// againstReplies values the first candidates of ranked against the
// opponent's reply and returns the best. It goes round the candidates line
// by line (each candidate's line on the first copy, then on the second),
// and compares them on the rounds every candidate finished, so that a
// clock that stops part way does not compare values over different dice;
// a value cut short by the clock is dropped. Without any value it answers
// ranked[0], the first search's choice.
func (p *hard) againstReplies(ranked []*hardCandidate, seat rules.Seat, seed uint64, clk *clock) *hardCandidate {
	s2 := p.reply
	s2.seat, s2.clock, s2.rng = seat, clk, rules.RNG{State: seed ^ replySalt}
	top := ranked[:min(p.top, len(ranked))]
	lines := 0
	for _, c := range top {
		lines = max(lines, len(c.lines))
	}
	rounds := 0 // rounds every candidate finished
	for l := 0; l < lines && !clk.out(); l++ {
		for _, c := range top {
			if l >= len(c.lines) || clk.out() {
				continue
			}
			v := s2.againstReply(c.lines[l], p.minWeight)
			if clk.stopped {
				break // a search cut short values too low to compare
			}
			c.replies = append(c.replies, v)
		}
		if clk.stopped {
			break
		}
		rounds++
	}
	best, bestV, found := ranked[0], 0.0, false
	for _, c := range top {
		k := min(max(rounds, 1), len(c.replies))
		if k == 0 {
			continue
		}
		v := 0.0
		for _, r := range c.replies[:k] {
			v += r
		}
		v /= float64(k)
		if !found || v > bestV {
			best, bestV, found = c, v, true
		}
	}
	return best
}

// replySalt separates the seeds of the look at the reply.
const replySalt = 0x2e91a7f00d5eed55
