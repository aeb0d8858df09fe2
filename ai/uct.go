package ai

import (
	"context"
	"math"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// uct is the plain UCT baseline, a Monte Carlo tree search as general
// game frameworks ship one: it knows nothing of the game but its legal
// actions and its result (see NewUCT).
type uct struct {
	budget     time.Duration
	iterations int // iterations per decision

	decisions // seeds the working copies; counts decisions cut short
}

// uctIterations is how many iterations of the tree search one decision
// runs (Options.Effort scales it).
const uctIterations = 1000

// uctExplore is the exploration constant of UCB1 on rewards in [0,1].
const uctExplore = math.Sqrt2

// uctSalt separates the seeds of a decision's iterations from the seed
// of its working copy.
const uctSalt = 0x0c7a11ce5eedface

// NewUCT returns the UCT baseline player: from a determinized copy of the
// game it runs uctIterations iterations of Monte Carlo tree search, each
// on a copy of that copy made with rules.Determinizer again, so with dice
// seeded afresh (and hidden information re-drawn) from the player's own
// generator. An iteration walks down the tree by UCB1 (exploration
// uctExplore) among the actions legal in its copy, adds one action not
// yet in the tree, then plays uniformly random legal actions to the end
// of the game, or for uctPlayoutCap actions at most (uctReward scores
// where it stops), and counts the reward for every action on its way from
// the point of view of the seat that chose it. The tree is open-loop: a
// node is known by the texts of the actions leading to it from the root,
// whatever the dice did on the way, so any seat may decide at a node and
// the dice are met by sampling them afresh in every iteration. It answers
// with the most visited action.
func NewUCT(seed uint64, o Options) Player {
	return &uct{budget: o.budget(UCTBudget), iterations: o.scale(uctIterations), decisions: decisions{rng: rules.RNG{State: seed}}}
}

// Name is "uct".
func (*uct) Name() string { return "uct" }

// Choose searches a determinized copy of g (never g itself) and returns
// its most visited action; when ctx is done or the budget is spent it
// answers with the most visited so far.
func (p *uct) Choose(ctx context.Context, g rules.Game) (rules.Action, error) {
	seed := p.nextSeed()
	work, forced, ok, err := openDecision(g, seed)
	if ok || err != nil {
		return forced, err
	}
	clk := newClock(ctx, p.budget, p.iterations)
	rng := rules.RNG{State: seed ^ uctSalt}
	root := &uctNode{}
	for !clk.out() {
		c := workingCopy(work, rng.Next())
		rules.SetSilent(c, true) // an iteration reads no events
		done, err := root.iterate(c, &rng, clk)
		if err != nil {
			return rules.Action{}, err
		}
		if !done {
			break // the clock ran out halfway
		}
		clk.tick()
	}
	p.finish(clk)
	legal := work.Legal()
	if a, ok := root.mostVisited(legal); ok {
		return a, nil
	}
	return legal[0], nil
}

// uctNode is a node of the tree: the action text that leads to it from its
// parent, the seat that chose that action, and the rewards counted for
// that seat.
type uctNode struct {
	seat     rules.Seat
	visits   int
	reward   float64 // the sum of the rewards, for seat
	children map[string]*uctNode
}

// iterate runs one iteration of the search on g, a fresh copy of the
// root position, drawing its random choices from rng. It reports false
// when the clock ran out before the iteration finished (nothing is
// counted then).
func (root *uctNode) iterate(g rules.Game, rng *rules.RNG, clk *clock) (bool, error) {
	path := []*uctNode{root}
	n := root
	for !g.Over() {
		seat := g.ToMove()
		a, child, added := n.pick(g.Legal(), seat, rng)
		if _, err := g.Apply(a); err != nil {
			return false, err
		}
		path = append(path, child)
		n = child
		if added {
			break
		}
	}
	blue, ok, err := playout(g, rng, clk)
	if !ok || err != nil {
		return false, err
	}
	for _, n := range path {
		n.visits++
		if n.seat == rules.Red {
			n.reward += 1 - blue
		} else {
			n.reward += blue
		}
	}
	return true, nil
}

// pick chooses the action seat takes at node n among legal: one not yet
// in the tree, at random, while there is one (added, with its new child
// node); else the child with the highest UCB1 score, the first listed on a
// tie.
func (n *uctNode) pick(legal []rules.Action, seat rules.Seat, rng *rules.RNG) (rules.Action, *uctNode, bool) {
	if n.children == nil {
		n.children = map[string]*uctNode{}
	}
	var untried []int
	for i := range legal {
		if n.children[legal[i].Text()] == nil {
			untried = append(untried, i)
		}
	}
	if len(untried) > 0 {
		a := legal[untried[rng.Intn(len(untried))]]
		c := &uctNode{seat: seat}
		n.children[a.Text()] = c
		return a, c, true
	}
	logN := math.Log(float64(max(1, n.visits)))
	best, bestScore := 0, math.Inf(-1)
	for i := range legal {
		c := n.children[legal[i].Text()]
		score := math.Inf(1)
		if c.visits > 0 {
			v := float64(c.visits)
			score = c.reward/v + uctExplore*math.Sqrt(logN/v)
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return legal[best], n.children[legal[best].Text()], false
}

// mostVisited is the action of legal whose child of n has the most
// visits, the higher mean reward and then the first listed on a tie; ok
// is false when no iteration finished.
func (n *uctNode) mostVisited(legal []rules.Action) (rules.Action, bool) {
	var best *uctNode
	bestI := -1
	for i := range legal {
		c := n.children[legal[i].Text()]
		if c == nil || c.visits == 0 {
			continue
		}
		if best == nil || c.visits > best.visits ||
			c.visits == best.visits && c.reward/float64(c.visits) > best.reward/float64(best.visits) {
			best, bestI = c, i
		}
	}
	if best == nil {
		return rules.Action{}, false
	}
	return legal[bestI], true
}
