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
		before := rosterLevel(b.CheckRoster(spec))
		spec.Models = append(spec.Models, rules.ModelSpec{Unit: u.ID, Gear: randomGear(u, rng)})
		rep := b.CheckRoster(spec)
		if !rep.OK() && !onlyTooFew(rep, cat, len(spec.Models)) && !stillBuilding(rep, len(spec.Models)-1, before) {
			spec.Models = spec.Models[:len(spec.Models)-1]
		}
	}
	repairRoster(b, cat, &spec, rng)
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

// repairRoster tries to mend a roster that still breaks a limit no single
// added model could (a kill team with no Leader yet): it draws a model
// afresh, or its gear, and keeps the change when the roster breaks no
// more limits than before.
func repairRoster(b rules.RosterBuilder, cat rules.RosterCatalog, spec *rules.RosterSpec, rng *rules.RNG) {
	problems := len(b.CheckRoster(*spec).Problems)
	for tries := 0; tries < 200 && problems > 0 && len(spec.Models) > 0; tries++ {
		i := rng.Intn(len(spec.Models))
		old := spec.Models[i]
		u, ok := cat.Unit(old.Unit)
		if !ok || rng.Intn(2) == 0 {
			u = cat.Units[rng.Intn(len(cat.Units))]
		}
		spec.Models[i] = rules.ModelSpec{Unit: u.ID, Gear: randomGear(u, rng)}
		if n := len(b.CheckRoster(*spec).Problems); n <= problems {
			problems = n
		} else {
			spec.Models[i] = old
		}
	}
}

// rosterLevel counts the problems of the roster as a whole.
func rosterLevel(rep rules.RosterReport) int {
	n := 0
	for _, p := range rep.Problems {
		if p.Model < 0 {
			n++
		}
	}
	return n
}

// stillBuilding reports whether model i added no problem of its own and
// no new problem of the roster as a whole: what is left (too few models,
// no leader yet) later models may put right.
func stillBuilding(rep rules.RosterReport, i, before int) bool {
	for _, p := range rep.Problems {
		if p.Model == i {
			return false
		}
	}
	return rosterLevel(rep) <= before
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
