package urban

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The crew builder (rules.RosterBuilder): a crew is MinCrew to MaxCrew
// models of the shipped profiles (a werewolf's human form is no unit of
// its own), each with gear whose Weight is at most its ARM (UF-EQ-2) and,
// for a model with INT, up to two spells; profiles, gear and spells cost
// points (UF-EQ-1), and a crew costs at most its points limit. A crew's
// text is one crew of crews.json: a JSON object.

// pointsLimits are the crew sizes in points a player may build to; the
// first is the default, which both shipped crews fit.
func pointsLimits() []int { return []int{80, 60, 100} }

// maxSpells is how many spells a model with INT may know.
const maxSpells = 2

// RosterCatalog lists the profiles a crew may take, with their gear and
// spells.
func (r *Ruleset) RosterCatalog() rules.RosterCatalog {
	c := rules.RosterCatalog{
		Team: "crew", PointsLimits: pointsLimits(), Member: "model", MinModels: MinCrew, MaxModels: MaxCrew,
		Notes: []string{
			fmt.Sprintf("%d to %d models.", MinCrew, MaxCrew),
			"A model's gear weighs at most its ARM.",
			fmt.Sprintf("Only a model with INT knows spells, at most %d.", maxSpells),
		},
	}
	var gear, spells []rules.GearChoice
	for _, w := range r.data.Weapons {
		if w.Cost > 0 {
			gear = append(gear, rules.GearChoice{ID: w.ID, Name: w.Name, Points: w.Cost, Profile: weaponLine(&w)})
		}
	}
	for _, s := range r.data.Spells {
		spells = append(spells, rules.GearChoice{ID: s.ID, Name: s.Name, Points: s.Cost, Profile: spellProfile(&s)})
	}
	for _, p := range r.data.Profiles {
		if p.Beast != "" {
			continue
		}
		u := rules.RosterUnit{ID: p.ID, Name: p.Name, Points: p.Cost, Tags: []string{p.Role},
			Profile: []string{fmt.Sprintf("SPD %d ARM %d STR %d INT %d HP %d", p.SPD, p.ARM, p.STR, p.INT, p.HP)}}
		u.Slots = append(u.Slots, rules.GearSlot{Name: "Gear", Min: 0, Max: 3, Choices: gear})
		if p.INT > 0 {
			u.Slots = append(u.Slots, rules.GearSlot{Name: "Spells", Min: 0, Max: maxSpells, Choices: spells})
		}
		c.Units = append(c.Units, u)
	}
	return c
}

// weaponLine describes a weapon in one line.
func weaponLine(w *Weapon) string {
	if w.Ranged() {
		return fmt.Sprintf("Skill %d, RNG %v\", POW %d, Weight %d", w.Skill, w.RNG, w.POW, w.Weight)
	}
	return fmt.Sprintf("Melee, RNG %v\", POW %d, Weight %d", w.RNG, w.POW, w.Weight)
}

// ShippedRoster returns a shipped crew as a roster.
func (r *Ruleset) ShippedRoster(id string) (rules.RosterSpec, bool) {
	c, ok := r.data.Crew(id)
	if !ok {
		return rules.RosterSpec{}, false
	}
	return crewSpec(c), true
}

// crewSpec is a crew in neutral form.
func crewSpec(c *Crew) rules.RosterSpec {
	spec := rules.RosterSpec{ID: c.ID, Name: c.Name, Limit: c.Points}
	for _, m := range c.Members {
		gear := append(append([]string(nil), m.Gear...), m.Spells...)
		spec.Models = append(spec.Models, rules.ModelSpec{Unit: m.Profile, Name: m.Name, Gear: gear})
	}
	return spec
}

// specCrew is a roster as a crew: its gear split into weapons and spells.
func (r *Ruleset) specCrew(spec rules.RosterSpec) *Crew {
	c := &Crew{ID: spec.ID, Name: spec.Name, Points: spec.Limit}
	for _, m := range spec.Models {
		mb := Member{Profile: m.Unit, Name: m.Name}
		if mb.Name == "" {
			if p, ok := r.data.Profile(m.Unit); ok {
				mb.Name = p.Name
			}
		}
		for _, g := range m.Gear {
			if _, ok := r.data.Spell(g); ok {
				mb.Spells = append(mb.Spells, g)
			} else {
				mb.Gear = append(mb.Gear, g)
			}
		}
		c.Members = append(c.Members, mb)
	}
	return c
}

// CheckRoster prices a crew and lists every broken limit.
func (r *Ruleset) CheckRoster(spec rules.RosterSpec) rules.RosterReport {
	limit := spec.Limit
	if limit == 0 {
		limit = pointsLimits()[0]
	}
	rep := rules.RosterReport{Limit: limit}
	bad := func(i int, format string, args ...any) {
		rep.Problems = append(rep.Problems, rules.RosterProblem{Model: i, Message: fmt.Sprintf(format, args...)})
	}
	if !slices.Contains(pointsLimits(), limit) {
		bad(-1, "a crew is built to %v points, not %d", pointsLimits(), limit)
	}
	for i, m := range spec.Models {
		cost := 0
		p, ok := r.data.Profile(m.Unit)
		if !ok || p.Beast != "" {
			bad(i, "unknown profile %q", m.Unit)
			rep.ModelPoints = append(rep.ModelPoints, 0)
			continue
		}
		cost += p.Cost
		weight, spells := 0, 0
		for _, g := range m.Gear {
			if w, ok := r.data.Weapon(g); ok && w.Cost > 0 {
				cost += w.Cost
				weight += w.Weight
			} else if s, ok := r.data.Spell(g); ok {
				cost += s.Cost
				spells++
			} else {
				bad(i, "unknown gear %q", g)
			}
		}
		arm := p.ARM
		if h, ok := r.data.Profile(p.Human); ok {
			arm = min(arm, h.ARM)
		}
		if weight > arm {
			bad(i, "gear weighs %d, more than ARM %d", weight, arm)
		}
		if spells > 0 && p.INT == 0 {
			bad(i, "%s has no INT and knows no spells", p.Name)
		}
		if spells > maxSpells {
			bad(i, "%d spells, at most %d", spells, maxSpells)
		}
		rep.ModelPoints = append(rep.ModelPoints, cost)
		rep.Points += cost
	}
	if n := len(spec.Models); n < MinCrew || n > MaxCrew {
		bad(-1, "%d %s: a crew has %d to %d", n, plural(n, "model", "models"), MinCrew, MaxCrew)
	}
	if rep.Points > limit {
		bad(-1, "%d points, more than %d", rep.Points, limit)
	}
	return rep
}

// FormatRoster writes a crew as a crews.json entry.
func (r *Ruleset) FormatRoster(spec rules.RosterSpec) []byte {
	c := r.specCrew(spec)
	if !validID(c.ID) {
		c.ID = "crew"
	}
	if c.Name == "" {
		c.Name = c.ID
	}
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return nil // a Crew is plain data
	}
	return append(b, '\n')
}

// ParseRoster reads a crew written by FormatRoster; what it holds is
// CheckRoster's to judge.
func (r *Ruleset) ParseRoster(name string, text []byte) (rules.RosterSpec, error) {
	var c Crew
	if err := rules.DecodeStrict(name, text, &c); err != nil {
		return rules.RosterSpec{}, err
	}
	spec := crewSpec(&c)
	spec.ID = name
	return spec, nil
}

// crewFor is the crew a seat plays: the setup's crew text when it gives
// one (rules.Setup.RosterTexts), read and checked as the crew builder
// checks it, else the shipped crew the setup names.
func (r *Ruleset) crewFor(s rules.Setup, seat rules.Seat) (*Crew, error) {
	spec, ok, err := rules.SetupRosterText(r, s, seat, RulesetName, "crew", validID)
	if err != nil {
		return nil, err
	}
	if ok {
		return r.specCrew(spec), nil
	}
	c, found := r.data.Crew(s.Rosters[seat])
	if !found {
		return nil, fmt.Errorf("urban: %s: unknown crew %q (want one of %v)", seat, s.Rosters[seat], r.Rosters())
	}
	return c, nil
}

// spellProfile is a spell's line in the crew builder: its Difficulty and
// its template.
func spellProfile(s *Spell) string {
	line := fmt.Sprintf("Spell, Difficulty %d", s.Difficulty)
	if t := templateName(s); t != "" {
		line += ", " + t
	}
	return line
}
