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
	// seen holds, by rules.PositionHash, the fewest actions in which the
	// search's seat reached each position it has valued: an action that
	// reaches one of them the long way round is left out (roundabout).
	seen map[uint64]int
	// dice seeds the dice samples of every decision (sampleSeed with rolls,
	// the actions that rolled dice on the line so far): decisions after as
	// many rolls sample the same dice, whichever line led there, so two
	// lines to the same shot see the same luck (drawn on first use).
	dice0 uint64
	rolls int
}

// lineCost is what each action of a line costs it, in kills: between two
// lines that end equally well the shorter wins, so a player does not
// spend actions for nothing (drop a weapon, take an item, pick the weapon
// back up).
const lineCost = 0.002

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

// options expands and values every action of legal in g, a decision at
// depth, from one ply, in an order drawn from the search's randomness
// (shuffled), until the clock runs out. In the search's own decisions,
// actions that reach a position the search reached in fewer actions
// (roundabout) are left out, unless every action does.
func (s *search) options(g rules.Game, legal []rules.Action, depth int) []option {
	opts := make([]option, 0, len(legal))
	var back []option
	if s.dice0 == 0 {
		s.dice0 = s.rng.Next() | 1
	}
	seed := sampleSeed(s.dice0, s.rolls)
	own := g.ToMove() == s.seat
	if own {
		s.reached(g, depth)
	}
	for _, a := range shuffled(legal, &s.rng) {
		if len(opts)+len(back) > 0 && s.clock.out() {
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
		o := option{a: a, out: out, quick: v, deep: v}
		if own && s.roundabout(out, depth+1) {
			back = append(back, o)
			continue
		}
		opts = append(opts, o)
	}
	if len(opts) == 0 {
		return back
	}
	return opts
}

// reached notes that the search reached position g in depth actions and
// reports whether it had reached it in fewer before.
func (s *search) reached(g rules.Game, depth int) (before bool) {
	ph, ok := g.(rules.PositionHasher)
	if !ok {
		return false
	}
	if s.seen == nil {
		s.seen = map[uint64]int{}
	}
	h := ph.PositionHash()
	if d, ok := s.seen[h]; ok && d <= depth {
		return d < depth
	}
	s.seen[h] = depth
	return false
}

// roundabout reports whether an action's outcomes are one position,
// reached without a die in depth actions, that the search had reached in
// fewer: a line that gets there the long way round spends actions for
// nothing (a weapon dropped and picked straight back up), wastes the
// player's time and looks foolish on the screen.
func (s *search) roundabout(out outcomes, depth int) bool {
	if len(out.bs) != 1 || rolled(out.bs[0].events) {
		return false
	}
	return s.reached(out.bs[0].g, depth)
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
		return opts[0].quick - lineCost*float64(depth+1), &opts[0]
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
	opts := s.options(g, legal, depth)
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
	opts := s.options(g, legal, depth)
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
		r := rolled(b.events)
		if r {
			s.rolls++
		}
		v += b.w * s.value(b, depth+1)
		if r {
			s.rolls--
		}
	}
	o.deep = v
	return v
}

// value is what a branch is worth to the search's seat, searching on while
// the turn lasts and the depth and the clock allow.
func (s *search) value(b *branch, depth int) float64 {
	g := b.g
	if !g.Over() && endsTurn(b.events) && s.turns > 1 && !s.clock.out() {
		return s.nextTurn(b) - lineCost*float64(depth)
	}
	if g.Over() || endsTurn(b.events) || depth >= len(s.beam) || s.clock.out() {
		return s.branchStatic(b) - lineCost*float64(depth)
	}
	var v float64
	if g.ToMove() == s.seat {
		v, b.next = s.best(g, depth)
	} else {
		v, b.next = s.reply(g, depth)
	}
	if b.next == nil {
		return s.branchStatic(b) - lineCost*float64(depth)
	}
	return v
}
