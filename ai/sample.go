package ai

import (
	"math"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// try applies a to a copy of g whose dice are seeded with seed.
func (s *search) try(g rules.Game, a rules.Action, seed uint64) (branch, bool) {
	c := workingCopy(g, seed)
	s.clock.tick()
	ev, err := c.Apply(a)
	if err != nil {
		return branch{}, false
	}
	ev, err = declineOffers(c, ev)
	if err != nil {
		return branch{}, false
	}
	return branch{w: 1, g: c, events: ev, static: math.NaN()}, true
}

// maxDeclines bounds the offers one sample turns down (an attack of many
// dice offers at most one re-roll per roll).
const maxDeclines = 64

// declineOffers turns down every offer that stops an action applied to g
// (rules.Decliner), appending the events of each answer to ev, so that a
// sample shows how the action ends.
func declineOffers(g rules.Game, ev []rules.Event) ([]rules.Event, error) {
	d, ok := g.(rules.Decliner)
	if !ok {
		return ev, nil
	}
	for range maxDeclines {
		if g.Over() {
			break
		}
		a, ok := d.Decline()
		if !ok {
			break
		}
		more, err := g.Apply(a)
		if err != nil {
			return ev, err
		}
		ev = append(ev, more...)
	}
	return ev, nil
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
	if s.dice.partialSamples > 0 && partialForecasts(g) {
		return s.plainSamples(g, a, first, s.dice.partialSamples, seed), true
	}
	if fc, ok := g.(rules.Forecaster); ok {
		if f, ok := fc.Forecast(a); ok && len(f.Outcomes) > 0 {
			return s.attackOutcomes(g, a, f, first, seed), true
		}
	}
	return s.plainSamples(g, a, first, s.dice.diceSamples, seed), true
}

// plainSamples samples action a in g n times in all (first is sample 0),
// while the clock lasts, and weighs the samples alike; an action that
// rolled no die is its one sample.
func (s *search) plainSamples(g rules.Game, a rules.Action, first branch, n int, seed uint64) outcomes {
	out := outcomes{bs: []branch{first}}
	if n <= 1 || !rolled(first.events) {
		return out
	}
	for k := 1; k < n && !s.clock.out(); k++ {
		if b, ok := s.try(g, a, sampleSeed(seed, k)); ok {
			out.bs = append(out.bs, b)
		}
	}
	for i := range out.bs {
		out.bs[i].w = 1 / float64(len(out.bs))
	}
	return out
}

// partialForecasts reports whether g says its forecasts leave out much of
// what an attack's dice decide (rules.PartialForecaster).
func partialForecasts(g rules.Game) bool {
	p, ok := g.(rules.PartialForecaster)
	return ok && p.PartialForecasts()
}

// attackOutcomes samples an attack and weighs the samples of each outcome
// by the outcome's exact chance. An outcome no sample showed is valued as
// a sample of the least severe outcome plus outcomeGain.
func (s *search) attackOutcomes(g rules.Game, a rules.Action, f rules.Forecast, first branch, seed uint64) outcomes {
	n := len(f.Outcomes)
	byOutcome := make([][]branch, n)
	target := a.Target
	if target == "" && len(f.Targets) > 0 {
		target = f.Targets[0].Target // a cube attack: Outcomes describe the first model
	}
	add := func(b branch) {
		k := outcomeOf(b.events, target, f.Outcomes)
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

// sampleSeed is the dice seed of sample k of a decision whose samples are
// seeded from seed (SplitMix64 of their sum).
func sampleSeed(seed uint64, k int) uint64 {
	r := rules.RNG{State: seed + uint64(k)*0x9e3779b97f4a7c15}
	return r.Next()
}
