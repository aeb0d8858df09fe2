package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// KT-ROS-2 limits.
const (
	// MinModels is the fewest models a roster may have.
	MinModels = 3
	// MaxSpecialists is the most specialists a roster may have, its Leader
	// included.
	MaxSpecialists = 4
)

// Data is every unit, weapon and roster of the Kill Team data files.
type Data struct {
	Units   []Unit
	Weapons []Weapon
	Rosters []Roster
}

// Unit returns the unit with the given ID.
func (d *Data) Unit(id string) (*Unit, bool) {
	for i := range d.Units {
		if d.Units[i].ID == id {
			return &d.Units[i], true
		}
	}
	return nil, false
}

// Weapon returns the weapon with the given ID.
func (d *Data) Weapon(id string) (*Weapon, bool) {
	for i := range d.Weapons {
		if d.Weapons[i].ID == id {
			return &d.Weapons[i], true
		}
	}
	return nil, false
}

// Roster returns the roster with the given ID.
func (d *Data) Roster(id string) (*Roster, bool) {
	for i := range d.Rosters {
		if d.Rosters[i].ID == id {
			return &d.Rosters[i], true
		}
	}
	return nil, false
}

// ModelWeapons is what a roster model carries: its own list, or its
// unit's wargear.
func ModelWeapons(m RosterModel, u *Unit) []string {
	if len(m.Weapons) > 0 {
		return m.Weapons
	}
	return u.Wargear
}

// checkUnitWeapons reports a unit whose wargear or options name no
// weapon of the data.
func (d *Data) checkUnitWeapons(file string) error {
	var errs datafile.ErrorList
	for _, u := range d.Units {
		for _, id := range append(append([]string(nil), u.Wargear...), u.Options...) {
			if _, ok := d.Weapon(id); !ok {
				errs.Add(fmt.Errorf("%s: unit %s: no weapon %q in weapons.txt", file, u.ID, id))
			}
		}
	}
	return errs.Err()
}

// RosterPoints is what r costs: each model's unit points plus its
// weapons' points. Unknown units and weapons cost nothing (CheckRoster
// reports them).
func (d *Data) RosterPoints(r *Roster) int {
	total := 0
	for _, m := range r.Models {
		u, ok := d.Unit(m.Unit)
		if !ok {
			continue
		}
		total += u.Points
		for _, id := range ModelWeapons(m, u) {
			if w, ok := d.Weapon(id); ok {
				total += w.Points
			}
		}
	}
	return total
}

// CheckRoster checks r against the units and weapons and the roster
// limits (KT-ROS-2): known units and weapons each model may carry,
// specialisms its unit allows, at most Max models of a unit, at least 3
// models, exactly one Leader, no specialism twice, at most 4 specialists,
// and points within the format. Every error names the file, line and column.
func (d *Data) CheckRoster(r *Roster) error {
	var errs datafile.ErrorList
	perUnit := map[string]int{}
	specs := map[Specialism]bool{}
	specialists := 0
	for _, m := range r.Models {
		l := m.line
		u, ok := d.Unit(m.Unit)
		if !ok {
			errs.Add(l.Errorf("model: no unit %q in units.txt", m.Unit))
			continue
		}
		perUnit[u.ID]++
		if u.Stats.Max > 0 && perUnit[u.ID] == u.Stats.Max+1 {
			errs.Add(l.Errorf("model: more than %d %s models (its Max)", u.Stats.Max, u.Name))
		}
		for _, id := range m.Weapons {
			if !contains(u.Wargear, id) && !contains(u.Options, id) {
				errs.Add(l.Errorf("model: a %s may not carry %q (not in its wargear or options)", u.Name, id))
			}
		}
		if m.Specialism == NoSpecialism {
			continue
		}
		if !containsSpecialism(u.Specialisms, m.Specialism) {
			errs.Add(l.Errorf("model: a %s may not be a %s specialist", u.Name, m.Specialism))
		}
		if specs[m.Specialism] {
			errs.Add(l.Errorf("model: a second %s specialist (a specialism may not repeat)", m.Specialism))
		}
		specs[m.Specialism] = true
		specialists++
	}
	at := r.start
	if len(r.Models) < MinModels {
		errs.Add(at.Errorf("roster %s: %d models, fewer than %d", r.ID, len(r.Models), MinModels))
	}
	if !specs[Leader] {
		errs.Add(at.Errorf("roster %s: no Leader", r.ID))
	}
	if specialists > MaxSpecialists {
		errs.Add(at.Errorf("roster %s: %d specialists, more than %d (the Leader included)", r.ID, specialists, MaxSpecialists))
	}
	if p := d.RosterPoints(r); p > r.Format {
		errs.Add(at.Errorf("roster %s: %d points, more than its format of %d", r.ID, p, r.Format))
	}
	return errs.Err()
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// containsSpecialism reports whether list holds s.
func containsSpecialism(list []Specialism, s Specialism) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
