package ai

import (
	"context"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// searcher is a player that answers every decision with a search of the
// rest of the turn (see search); the levels differ in how far and how wide
// they look.
type searcher struct {
	name   string
	budget time.Duration
	limit  int // nodes of work per decision
	beam   []int
	dice   chance
	// short is how the player searches a game whose turns are single
	// actions (rules.Pacer); nil, as it searches any other.
	short *shortTurns
	// slack, when above 0, is how the player errs in a game whose turns
	// are single actions: it takes a near-best action of its one-ply
	// search at random (pickWithSlack).
	slack float64
	// partialLimit, when above 0, is the player's node limit in a game
	// whose forecasts leave out much of what an attack's dice decide
	// (rules.PartialForecaster), where it samples every roll
	// dice.partialSamples times.
	partialLimit int

	decisions // seeds the working copies; counts decisions cut short
}

// Name is the level's name.
func (p *searcher) Name() string { return p.name }

// Choose searches a determinized copy of g (never g itself) and returns
// its best action; when ctx is done or the budget is spent it answers with
// the best found so far.
func (p *searcher) Choose(ctx context.Context, g rules.Game) (rules.Action, error) {
	seed := p.nextSeed()
	work, forced, ok, err := openDecision(g, seed)
	if ok || err != nil {
		return forced, err
	}
	s := &search{seat: work.ToMove(), clock: newClock(ctx, p.budget, p.limit), rng: rules.RNG{State: seed ^ searchSalt}, dice: p.dice, beam: p.beam, turns: 1}
	if p.partialLimit > 0 && s.dice.partialSamples > 0 && partialForecasts(g) {
		s.clock.limit = p.partialLimit
	}
	if p.short != nil && turnsAreShort(g) {
		s.clock.limit = p.short.limit
		s.turns, s.replyBeam, s.replyDice = 2, p.short.replyBeam, p.short.replyDice
	}
	var o *option
	if p.slack > 0 && turnsAreShort(g) {
		opts, _ := s.rank(work, 0)
		o = pickWithSlack(opts, p.slack, seed)
	} else {
		_, o = s.best(work, 0)
	}
	p.finish(s.clock)
	if o != nil {
		return o.a, nil
	}
	return work.Legal()[0], nil
}

// searchSalt separates the seeds of a search's dice samples from the seed
// of its working copy.
const searchSalt = 0x5eed5a17c0ffee11

// NewEasy returns the Easy player: it values every legal action once, one
// ply ahead (the game's evaluation of where it leads: damage expected,
// danger faced, weapons and objectives), weighing attacks by their exact
// odds, and takes the best. Where a game's turns are single actions
// (rules.Pacer), one ply is a whole turn; there it takes a near-best
// action at random (easySlack), as a beginner would.
func NewEasy(seed uint64, o Options) Player {
	return &searcher{name: "easy", budget: o.budget(EasyBudget), limit: o.scale(600),
		beam: []int{0}, dice: easyDice(), decisions: decisions{rng: rules.RNG{State: seed}}, slack: easySlack}
}

// easyDice is how Easy samples the dice.
func easyDice() chance { return chance{attackSamples: 3, minP: 0.25, diceSamples: 1} }

// normalBeam is how wide Normal searches at each step of an activation.
func normalBeam() []int { return []int{6, 4, 2, 2, 1, 1} }

// normalDice is how Normal samples the dice.
func normalDice() chance {
	return chance{attackSamples: 6, minP: 0.12, diceSamples: 2, partialSamples: normalPartialSamples}
}

// normalPartialSamples and normalPartialLimit are how Normal samples the
// dice, and how much work it does, in a game whose forecasts leave out
// much of what an attack's dice decide (rules.PartialForecaster: the
// Necromunda ruleset). With fewer samples or less work its lines were
// valued by their luck: against Easy, 16 samples and 2,500 nodes won 54
// of 100 games, 12 and 6,000 won 61, 16 and 10,000 won 65 (README,
// "Necromunda").
const (
	normalPartialSamples = 16
	normalPartialLimit   = 10000
)

// NewNormal returns the Normal player: it searches the action sequences of
// the current activation (the most promising actions at each step, then
// what follows them), with the dice weighed by their exact odds, and the
// opponent's reactions met greedily. Where a game's turns are single
// actions (rules.Pacer), it meets the end of each line with the
// opponent's best reply from one ply, as Easy would choose it.
func NewNormal(seed uint64, o Options) Player {
	return &searcher{name: "normal", budget: o.budget(NormalBudget), limit: o.scale(2500),
		beam: normalBeam(), dice: normalDice(), decisions: decisions{rng: rules.RNG{State: seed}},
		short: &shortTurns{limit: o.scale(6000), replyBeam: []int{0}, replyDice: easyDice()}, partialLimit: o.scale(normalPartialLimit)}
}
