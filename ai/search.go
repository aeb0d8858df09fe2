package ai

import (
	"math"
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// search is one decision's look-ahead from the point of view of seat, over
// the rest of the turn (the current activation): every legal action is
// tried on a copy and valued, the most promising are searched deeper, the
// dice are weighed by their exact odds where the game forecasts them, and
// the opponent's decisions inside the turn (reactions) are its greedy
// best. The turn ends at an event that closes it (endsTurn).
type search struct {
	seat  rules.Seat
	clock *clock
	rng   rules.RNG // seeds the dice of every copy
	dice  chance
	// beam[d] is how many actions a decision at depth d searches deeper
	// (decisions with at most wholeDecision options are searched whole);
	// len(beam) is the depth limit, past which positions are only valued.
	beam []int
	// turns is how many turns the search looks at: 1 ends it with the
	// current turn; with 2, the position where the turn ends is valued by a
	// search of the next turn (usually the opponent's best activation)
	// with replyBeam and replyDice.
	turns     int
	replyBeam []int
	replyDice chance
}

// wholeDecision is the size of a decision every option of which is
// searched deeper (choosing which model activates, say).
const wholeDecision = 4

// outcomes are the branches of one action and a constant its value gets
// for outcomes the samples stand in for.
type outcomes struct {
	bs     []branch
	offset float64
}

// option is one legal action with its branches, its value from one ply
// (quick) and, once searched, from the rest of the turn (deep).
type option struct {
	a     rules.Action
	out   outcomes
	quick float64
	deep  float64
}

// try applies a to a copy of g whose dice are seeded with seed.
func (s *search) try(g rules.Game, a rules.Action, seed uint64) (branch, bool) {
	c := workingCopy(g, seed)
	s.clock.tick()
	ev, err := c.Apply(a)
	if err != nil {
		return branch{}, false
	}
	return branch{w: 1, g: c, events: ev, static: math.NaN()}, true
}

// static is the value of position g for the search's seat, without looking
// further.
func (s *search) static(g rules.Game) float64 {
	s.clock.tick()
	return Value(g, s.seat)
}

// branchStatic is the static value of a branch, worked out once.
func (s *search) branchStatic(b *branch) float64 {
	if math.IsNaN(b.static) {
		b.static = s.static(b.g)
	}
	return b.static
}

// expand lists how action a in g can turn out. An attack the game
// forecasts is sampled until every outcome of chance dice.minP or more has
// shown up (at most dice.attackSamples times), and each outcome is weighed
// by its exact chance; any other action that rolls dice is sampled
// dice.diceSamples times with equal weights. Sample k rolls the dice seeded
// with sampleSeed(seed, k): the options of one decision share their dice
// (common random numbers), so that they differ by what they do rather
// than by their luck.
func (s *search) expand(g rules.Game, a rules.Action, seed uint64) (outcomes, bool) {
	first, ok := s.try(g, a, sampleSeed(seed, 0))
	if !ok {
		return outcomes{}, false
	}
	if fc, ok := g.(rules.Forecaster); ok {
		if f, ok := fc.Forecast(a); ok && len(f.Outcomes) > 0 {
			return s.attackOutcomes(g, a, f, first, seed), true
		}
	}
	out := outcomes{bs: []branch{first}}
	if s.dice.diceSamples <= 1 || !rolled(first.events) {
		return out, true
	}
	for k := 1; k < s.dice.diceSamples && !s.clock.out(); k++ {
		if b, ok := s.try(g, a, sampleSeed(seed, k)); ok {
			out.bs = append(out.bs, b)
		}
	}
	for i := range out.bs {
		out.bs[i].w = 1 / float64(len(out.bs))
	}
	return out, true
}

// attackOutcomes samples an attack and weighs the samples of each outcome
// by the outcome's exact chance. An outcome no sample showed is valued as
// a sample of the least severe outcome plus outcomeGain.
func (s *search) attackOutcomes(g rules.Game, a rules.Action, f rules.Forecast, first branch, seed uint64) outcomes {
	n := len(f.Outcomes)
	byOutcome := make([][]branch, n)
	add := func(b branch) {
		k := outcomeOf(b.events, a.Target, f.Outcomes)
		byOutcome[k] = append(byOutcome[k], b)
	}
	add(first)
	seen := func() bool {
		for k, o := range f.Outcomes {
			if o.P >= s.dice.minP && len(byOutcome[k]) == 0 {
				return false
			}
		}
		return true
	}
	for k := 1; k < s.dice.attackSamples && !seen() && !s.clock.out(); k++ {
		b, ok := s.try(g, a, sampleSeed(seed, k))
		if !ok {
			break
		}
		add(b)
	}
	sign := 1.0
	if a.Seat != s.seat {
		sign = -1
	}
	// The base stands in for missing outcomes: the least severe one seen.
	base := -1
	for k := range byOutcome {
		if len(byOutcome[k]) > 0 {
			base = k
			break
		}
	}
	var out outcomes
	missing := 0.0
	for k, o := range f.Outcomes {
		p := max(0, o.P)
		if len(byOutcome[k]) == 0 {
			missing += p
			out.offset += p * sign * (outcomeGain(o.Label) - outcomeGain(f.Outcomes[base].Label))
			continue
		}
		for i := range byOutcome[k] {
			byOutcome[k][i].w = p / float64(len(byOutcome[k]))
		}
	}
	byOutcome[base][0].w += missing
	total := 0.0
	for k := range byOutcome {
		for _, b := range byOutcome[k] {
			out.bs = append(out.bs, b)
			total += b.w
		}
	}
	if total <= 0 {
		for i := range out.bs {
			out.bs[i].w = 1 / float64(len(out.bs))
		}
		out.offset = 0
		return out
	}
	for i := range out.bs {
		out.bs[i].w /= total
	}
	out.offset /= total
	return out
}

// options expands and values every action of legal in g from one ply, in
// order, until the clock runs out.
func (s *search) options(g rules.Game, legal []rules.Action) []option {
	opts := make([]option, 0, len(legal))
	seed := s.rng.Next()
	for _, a := range legal {
		if len(opts) > 0 && s.clock.out() {
			break
		}
		out, ok := s.expand(g, a, seed)
		if !ok {
			continue
		}
		v := out.offset
		for i := range out.bs {
			v += out.bs[i].w * s.branchStatic(&out.bs[i])
		}
		opts = append(opts, option{a: a, out: out, quick: v, deep: v})
	}
	return opts
}

// best searches a decision of the search's seat at depth and returns the
// value of its best option and the option (nil when there is no action to
// take).
func (s *search) best(g rules.Game, depth int) (float64, *option) {
	opts, searched := s.rank(g, depth)
	if len(opts) == 0 {
		return s.static(g), nil
	}
	if searched == 0 {
		return opts[0].quick, &opts[0]
	}
	bestI := 0
	for i := 1; i < searched; i++ {
		if opts[i].deep > opts[bestI].deep {
			bestI = i
		}
	}
	return opts[bestI].deep, &opts[bestI]
}

// rank values the options of a decision at depth from one ply, sorts them
// best first and searches the first ones deeper (as many as the beam
// allows and the clock lets it); it returns the options and how many were
// searched deeper (0 at the depth limit).
func (s *search) rank(g rules.Game, depth int) ([]option, int) {
	legal := g.Legal()
	if len(legal) == 0 {
		return nil, 0
	}
	opts := s.options(g, legal)
	sort.SliceStable(opts, func(i, j int) bool { return opts[i].quick > opts[j].quick })
	if depth+1 >= len(s.beam) || len(opts) == 0 {
		return opts, 0
	}
	k := s.beam[depth]
	if len(opts) <= wholeDecision || k <= 0 || k > len(opts) {
		k = len(opts)
	}
	searched := 0
	for i := 0; i < k; i++ {
		if i > 0 && s.clock.out() {
			break
		}
		s.deepen(&opts[i], depth)
		searched++
	}
	return opts, searched
}

// reply is a decision of the other seat inside the turn: it takes the
// action that is worst for the search's seat from one ply, and the search
// goes on from there. It returns the value and the option taken.
func (s *search) reply(g rules.Game, depth int) (float64, *option) {
	legal := g.Legal()
	if len(legal) == 0 {
		return s.static(g), nil
	}
	opts := s.options(g, legal)
	if len(opts) == 0 {
		return s.static(g), nil
	}
	worst := 0
	for i := range opts {
		if opts[i].quick < opts[worst].quick {
			worst = i
		}
	}
	return s.deepen(&opts[worst], depth), &opts[worst]
}

// deepen values an option by searching each of its branches on.
func (s *search) deepen(o *option, depth int) float64 {
	v := o.out.offset
	for i := range o.out.bs {
		b := &o.out.bs[i]
		v += b.w * s.value(b, depth+1)
	}
	o.deep = v
	return v
}

// value is what a branch is worth to the search's seat, searching on while
// the turn lasts and the depth and the clock allow.
func (s *search) value(b *branch, depth int) float64 {
	g := b.g
	if !g.Over() && endsTurn(b.events) && s.turns > 1 && !s.clock.out() {
		return s.nextTurn(b)
	}
	if g.Over() || endsTurn(b.events) || depth >= len(s.beam) || s.clock.out() {
		return s.branchStatic(b)
	}
	var v float64
	if g.ToMove() == s.seat {
		v, b.next = s.best(g, depth)
	} else {
		v, b.next = s.reply(g, depth)
	}
	if b.next == nil {
		return s.branchStatic(b)
	}
	return v
}

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

// sampleSeed is the dice seed of sample k of a decision whose samples are
// seeded from seed (SplitMix64 of their sum).
func sampleSeed(seed uint64, k int) uint64 {
	r := rules.RNG{State: seed + uint64(k)*0x9e3779b97f4a7c15}
	return r.Next()
}
