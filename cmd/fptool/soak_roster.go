package main

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// randomRoster builds a roster that keeps every limit of the ruleset's
// catalog, with units and gear drawn from rng: models are added one at a
// time, each with a random pick from every gear slot, and a model that
// breaks a limit is taken out again. It reports false when no legal roster
// came of it (the caller then plays a shipped one).
func randomRoster(b rules.RosterBuilder, rng *rules.RNG, name string) (rules.RosterSpec, bool) {
	cat := b.RosterCatalog()
	if len(cat.Units) == 0 {
		return rules.RosterSpec{}, false
	}
	spec := rules.RosterSpec{Name: name}
	if len(cat.PointsLimits) > 0 {
		spec.Limit = cat.PointsLimits[rng.Intn(len(cat.PointsLimits))]
	}
	maxModels := cat.MaxModels
	if maxModels <= 0 {
		maxModels = 12
	}
	for tries := 0; tries < 40 && len(spec.Models) < maxModels; tries++ {
		u := cat.Units[rng.Intn(len(cat.Units))]
		spec.Models = append(spec.Models, rules.ModelSpec{Unit: u.ID, Gear: randomGear(u, rng)})
		if !b.CheckRoster(spec).OK() && !onlyTooFew(b.CheckRoster(spec), cat, len(spec.Models)) {
			spec.Models = spec.Models[:len(spec.Models)-1]
		}
	}
	if len(spec.Models) < cat.MinModels || !b.CheckRoster(spec).OK() {
		return rules.RosterSpec{}, false
	}
	return spec, true
}

// onlyTooFew reports whether the roster's only problem can be that it has
// fewer models than the catalog's least: a roster still being built.
func onlyTooFew(rep rules.RosterReport, cat rules.RosterCatalog, models int) bool {
	return models < cat.MinModels && len(rep.Problems) == 1 && rep.Problems[0].Model < 0
}

// randomGear picks, for each slot of the unit, between Min and Max of its
// choices, none twice.
func randomGear(u rules.RosterUnit, rng *rules.RNG) []string {
	var gear []string
	for _, s := range u.Slots {
		if len(s.Choices) == 0 {
			continue
		}
		n := s.Min
		if s.Max > s.Min {
			n += rng.Intn(s.Max - s.Min + 1)
		}
		n = min(n, len(s.Choices))
		picked := map[int]bool{}
		for len(picked) < n {
			i := rng.Intn(len(s.Choices))
			if !picked[i] {
				picked[i] = true
				gear = append(gear, s.Choices[i].ID)
			}
		}
	}
	return gear
}
