package flashpoint

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The Ruleset builds fireteams for the roster screen (rules.RosterBuilder).
var _ rules.RosterBuilder = (*Ruleset)(nil)

// Gear slot names of a Flashpoint model.
const (
	SlotWeapon  = "Weapon"
	SlotUpgrade = "Upgrade"
)

// RosterCatalog lists every unit with its weapon choices, upgrades and
// points, and the roster limits.
func (r *Ruleset) RosterCatalog() rules.RosterCatalog {
	c := rules.RosterCatalog{Team: "fireteam", PointsLimits: PointsLimits(), MinModels: 1, MaxModels: MaxRosterModels,
		Notes: []string{
			fmt.Sprintf("1 to %d models, at most %d of one unit, at most %d hero.", MaxRosterModels, MaxUnitPerRoster, MaxHeroes),
			fmt.Sprintf("Each model takes its unit's weapon or an alternative, and at most %d weapon upgrade.", MaxUpgrades),
			fmt.Sprintf("The points stay within the roster's limit: %s.", limitsText()),
		}}
	if r.data == nil {
		return c
	}
	units := make([]*Unit, 0, len(r.data.Units))
	for _, u := range r.data.Units {
		units = append(units, u)
	}
	sort.Slice(units, func(i, j int) bool {
		if units[i].order != units[j].order {
			return units[i].order < units[j].order
		}
		return units[i].ID < units[j].ID
	})
	for _, u := range units {
		c.Units = append(c.Units, r.data.rosterUnit(u))
	}
	return c
}

// rosterUnit is a unit as the catalog shows it.
func (d *Data) rosterUnit(u *Unit) rules.RosterUnit {
	ru := rules.RosterUnit{ID: u.ID, Name: u.Name, Points: u.Points, Max: MaxUnitPerRoster}
	if u.Hero {
		ru.Tags = append(ru.Tags, "hero")
	}
	weapon := rules.GearSlot{Name: SlotWeapon, Min: 1, Max: 1, Default: u.Weapon}
	for _, id := range append([]string{u.Weapon}, u.Alternatives...) {
		weapon.Choices = append(weapon.Choices, d.gearChoice(id))
	}
	ru.Slots = append(ru.Slots, weapon)
	if len(u.Upgrades) > 0 {
		up := rules.GearSlot{Name: SlotUpgrade, Min: 0, Max: MaxUpgrades}
		for _, id := range u.Upgrades {
			up.Choices = append(up.Choices, d.gearChoice(id))
		}
		ru.Slots = append(ru.Slots, up)
	}
	ru.Slots = append(ru.Slots, itemSlot())
	ru.Profile = []string{
		fmt.Sprintf("Move %d  Sprint %d", u.Move, u.Sprint),
		fmt.Sprintf("RA %d+  FI %d+  SV %d+", u.RA, u.FI, u.SV),
		fmt.Sprintf("AR %d  HP %d", u.AR, u.HP),
	}
	if len(u.Keywords) > 0 {
		ru.Profile = append(ru.Profile, strings.Join(u.Keywords, ", "))
	}
	for _, id := range u.Carries {
		if w := d.Weapons[id]; w != nil {
			ru.Profile = append(ru.Profile, "Carries "+w.Name+": "+profileText(w.Profiles[0]))
		}
	}
	return ru
}

// gearChoice is a weapon as a gear choice.
func (d *Data) gearChoice(id string) rules.GearChoice {
	w := d.Weapons[id]
	if w == nil {
		return rules.GearChoice{ID: id, Name: id}
	}
	var parts []string
	for i, p := range w.Profiles {
		s := profileText(p)
		if i > 0 {
			s = p.Name + " " + s
		}
		parts = append(parts, s)
	}
	return rules.GearChoice{ID: id, Name: w.Name, Points: w.Points, Profile: strings.Join(parts, "; ")}
}

// profileText is a profile as weapons.txt writes it: "R4 AP 0: Optics".
func profileText(p Profile) string {
	s := "CC"
	if p.Range > 0 {
		s = fmt.Sprintf("R%d", p.Range)
	}
	s += fmt.Sprintf(" AP %d", p.AP)
	if len(p.Keywords) > 0 {
		s += ": " + strings.Join(p.Keywords, ", ")
	}
	return s
}

// ShippedRoster returns a shipped roster in neutral form.
func (r *Ruleset) ShippedRoster(id string) (rules.RosterSpec, bool) {
	if r.data == nil || r.data.Rosters[id] == nil {
		return rules.RosterSpec{}, false
	}
	return r.data.rosterSpec(r.data.Rosters[id]), true
}

// CheckRoster prices a roster and lists every broken limit (Data.CheckRoster).
func (r *Ruleset) CheckRoster(s rules.RosterSpec) rules.RosterReport {
	if r.data == nil {
		return rules.RosterReport{Problems: []rules.RosterProblem{{Model: -1, Message: "the unit data did not load"}}}
	}
	ro := r.data.rosterFromSpec(s)
	rep := rules.RosterReport{Points: r.data.RosterPoints(ro), Limit: ro.limit()}
	for _, m := range ro.Models {
		rep.ModelPoints = append(rep.ModelPoints, r.data.ModelPoints(m))
	}
	for _, p := range r.data.CheckRoster(ro) {
		rep.Problems = append(rep.Problems, rules.RosterProblem{Model: p.Model, Message: p.Message})
	}
	return rep
}

// FormatRoster writes a roster in the roster file format.
func (r *Ruleset) FormatRoster(s rules.RosterSpec) []byte {
	d := r.data
	if d == nil {
		d = &Data{}
	}
	return FormatRoster(d.rosterFromSpec(s))
}

// ParseRoster reads a roster file's format; its limits are CheckRoster's.
func (r *Ruleset) ParseRoster(name string, text []byte) (rules.RosterSpec, error) {
	ro, err := ParseRoster(name, text)
	if err != nil {
		return rules.RosterSpec{}, err
	}
	d := r.data
	if d == nil {
		d = &Data{}
	}
	return d.rosterSpec(ro), nil
}

// rosterSpec is a roster in neutral form: each model's gear starts with
// its main weapon (its unit's default when the file lists none).
func (d *Data) rosterSpec(ro *Roster) rules.RosterSpec {
	s := rules.RosterSpec{ID: ro.ID, Name: ro.Name, Limit: ro.Limit}
	for _, m := range ro.Models {
		ms := rules.ModelSpec{Unit: m.Unit, Name: m.Name}
		u := d.Units[m.Unit]
		if u != nil && m.Name == u.Name {
			ms.Name = ""
		}
		if u != nil && u.Weapon != "" && !slices.ContainsFunc(m.Weapons, u.mainWeapon) {
			ms.Gear = append(ms.Gear, u.Weapon)
		}
		ms.Gear = append(ms.Gear, m.Weapons...)
		ms.Gear = append(ms.Gear, m.Items...)
		s.Models = append(s.Models, ms)
	}
	return s
}

// rosterFromSpec is the roster a neutral one describes. Names lose what
// the file format cannot hold ('#', line breaks); a model with just its
// unit's default weapon lists no weapons.
func (d *Data) rosterFromSpec(s rules.RosterSpec) *Roster {
	ro := &Roster{ID: s.ID, Name: cleanName(s.Name), Limit: s.Limit}
	if ro.Name == "" {
		ro.Name = "Unnamed fireteam"
	}
	for _, ms := range s.Models {
		m := RosterModel{Unit: ms.Unit, Name: cleanName(ms.Name), Weapons: slices.Clone(ms.Gear)}
		m.Weapons, m.Items = d.splitGearItems(ms.Unit, m.Weapons)
		if u := d.Units[ms.Unit]; u != nil {
			if len(m.Weapons) == 1 && m.Weapons[0] == u.Weapon {
				m.Weapons = nil
			}
			if m.Name == u.Name {
				m.Name = ""
			}
		}
		ro.Models = append(ro.Models, m)
	}
	return ro
}

// cleanName makes a display name fit on one roster line: no '#', no
// control characters, single spaces.
func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '#' {
			return -1
		}
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}
