package killteam

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The Ruleset builds kill teams for the roster screen (rules.RosterBuilder).
var _ rules.RosterBuilder = (*Ruleset)(nil)

// Gear slot names of a Kill Team model (RULES.md "Building a kill team").
const (
	SlotSpecialism = "Specialism"
	SlotGun        = "Gun"
	SlotPistol     = "Pistol"
	SlotMelee      = "Melee"
	SlotGrenades   = "Grenades"
)

// MaxRosterModels is the most models a kill team may have (our choice,
// RULES.md "Building a kill team").
const MaxRosterModels = 20

// weaponSlots are the weapon slots in the order a model's card lists them.
func weaponSlots() [4]string { return [...]string{SlotGun, SlotPistol, SlotMelee, SlotGrenades} }

// weaponSlot is the slot a weapon goes in, by its main profile's type.
func weaponSlot(w *Weapon) string {
	if len(w.Profiles) == 0 {
		return SlotGun
	}
	switch w.Profiles[0].Type {
	case Melee:
		return SlotMelee
	case Pistol:
		return SlotPistol
	case Grenade:
		return SlotGrenades
	}
	return SlotGun
}

// RosterCatalog lists every unit with its specialisms and weapon choices,
// and the roster limits (KT-ROS-1/2).
func (r *Ruleset) RosterCatalog() rules.RosterCatalog {
	f := Formats()
	c := rules.RosterCatalog{Team: "kill team", PointsLimits: f[:], MinModels: MinModels, MaxModels: MaxRosterModels,
		Notes: []string{
			fmt.Sprintf("%d to %d models of one faction, at most Max of a unit.", MinModels, MaxRosterModels),
			fmt.Sprintf("Exactly one Leader; at most %d specialists, the Leader included; no specialism twice.", MaxSpecialists),
			"Each model carries at least one weapon of its unit's wargear and options.",
			"The points stay within the format: 100, 125 or 200.",
		}}
	for i := range r.data.Units {
		c.Units = append(c.Units, r.data.rosterUnit(&r.data.Units[i]))
	}
	return c
}

// rosterUnit is a unit as the catalog shows it: a Specialism slot, then
// a slot for each kind of weapon it may carry, each taking as many as
// its wargear carries (at least one).
func (d *Data) rosterUnit(u *Unit) rules.RosterUnit {
	ru := rules.RosterUnit{ID: u.ID, Name: u.Name, Points: u.Points, Max: u.Stats.Max, Factions: factionOf(u)}
	if len(u.Specialisms) > 0 {
		sl := rules.GearSlot{Name: SlotSpecialism, Min: 0, Max: 1}
		for _, s := range u.Specialisms {
			sl.Choices = append(sl.Choices, rules.GearChoice{ID: s.String(), Name: s.String(), Profile: specialismText(s)})
		}
		ru.Slots = append(ru.Slots, sl)
	}
	for _, name := range weaponSlots() {
		sl := rules.GearSlot{Name: name}
		for _, id := range append(append([]string(nil), u.Wargear...), u.Options...) {
			w, ok := d.Weapon(id)
			if !ok || weaponSlot(w) != name || hasChoice(sl, id) {
				continue
			}
			sl.Choices = append(sl.Choices, weaponChoice(w))
			if contains(u.Wargear, id) {
				sl.Max++
				if sl.Default == "" {
					sl.Default = id
				}
			}
		}
		if len(sl.Choices) == 0 {
			continue
		}
		sl.Max = max(sl.Max, 1)
		ru.Slots = append(ru.Slots, sl)
	}
	ru.Gear = append([]string(nil), u.Wargear...)
	if u.Stats.Max > 0 {
		ru.Tags = append(ru.Tags, fmt.Sprintf("max %d", u.Stats.Max))
	}
	if containsSpecialism(u.Specialisms, Leader) {
		ru.Tags = append(ru.Tags, "leader")
	}
	s := u.Stats
	sv := "-"
	if s.Sv > 0 {
		sv = fmt.Sprintf("%d+", s.Sv)
	}
	ru.Profile = []string{
		fmt.Sprintf("M %d\"  WS %d+  BS %d+  S %d  T %d", s.M, s.WS, s.BS, s.S, s.T),
		fmt.Sprintf("W %d  A %d  Ld %d  Sv %s", s.W, s.A, s.Ld, sv),
	}
	if s.Inv > 0 {
		ru.Profile[1] += fmt.Sprintf("  Inv %d+", s.Inv)
	}
	if len(u.Keywords) > 0 {
		ru.Profile = append(ru.Profile, strings.Join(u.Keywords, ", "))
	}
	var names []string
	for _, id := range u.Wargear {
		if w, ok := d.Weapon(id); ok {
			names = append(names, w.Name)
		}
	}
	ru.Profile = append(ru.Profile, "Wargear: "+strings.Join(names, ", "))
	return ru
}

// hasChoice reports whether the slot offers id already.
func hasChoice(sl rules.GearSlot, id string) bool {
	for _, c := range sl.Choices {
		if c.ID == id {
			return true
		}
	}
	return false
}

// weaponChoice is a weapon as a gear choice: its profiles in one line.
func weaponChoice(w *Weapon) rules.GearChoice {
	var parts []string
	for _, p := range w.Profiles {
		s := profileText(p)
		if p.Name != "" {
			s = p.Name + ": " + s
		}
		if a := abilitiesText(p.Abilities); a != "" {
			s += " (" + a + ")"
		}
		parts = append(parts, s)
	}
	return rules.GearChoice{ID: w.ID, Name: w.Name, Points: w.Points, Profile: strings.Join(parts, "; ")}
}

// abilitiesText names a profile's abilities: "Auto-hit, Overheat".
func abilitiesText(a Abilities) string {
	var out []string
	if a.AutoHit {
		out = append(out, "Auto-hit")
	}
	if a.Overheat {
		out = append(out, "Overheat")
	}
	if a.Unwieldy {
		out = append(out, "Unwieldy")
	}
	if a.ExtraAttacks > 0 {
		out = append(out, fmt.Sprintf("Extra Attacks %d", a.ExtraAttacks))
	}
	return strings.Join(out, ", ")
}

// specialismText is what a specialism gives, in a few words (KT-SPEC).
func specialismText(s Specialism) string {
	switch s {
	case Leader:
		return "+1 CP a round; 1 CP: a friend within 3\" fights after it."
	case Combat:
		return "+1 Attack."
	case Comms:
		return "+1 to hit for a friend within 6\"; 1 CP: -1 to nerve tests near it."
	case Demolitions:
		return "+1 to wound obscured targets; 1 CP: +1 to wound."
	case Heavy:
		return "No Heavy or Assault penalty; 1 CP: +1 attack."
	case Medic:
		return "Never counts as shaken for others."
	case Scout:
		return "Re-rolls its Advance; 1 CP: +2\" Move."
	case Sniper:
		return "Re-rolls hit rolls of 1; 1 CP: +1 to hit."
	case Veteran:
		return "Ignores nerve test penalties; 1 CP: moves before round 1."
	case Zealot:
		return "+1 A and S in a round it charged."
	}
	return ""
}

// ShippedRoster returns a shipped roster in neutral form.
func (r *Ruleset) ShippedRoster(id string) (rules.RosterSpec, bool) {
	ro, ok := r.data.Roster(id)
	if !ok {
		return rules.RosterSpec{}, false
	}
	return r.data.rosterSpec(ro), true
}

// rosterSpec is a roster in neutral form: each model's gear is its
// specialism's name, if any, then every weapon it carries.
func (d *Data) rosterSpec(ro *Roster) rules.RosterSpec {
	s := rules.RosterSpec{ID: ro.ID, Name: ro.Name, Limit: ro.Format}
	for _, m := range ro.Models {
		ms := rules.ModelSpec{Unit: m.Unit}
		if m.Specialism != NoSpecialism {
			ms.Gear = append(ms.Gear, m.Specialism.String())
		}
		weapons := m.Weapons
		if len(weapons) == 0 {
			if u, ok := d.Unit(m.Unit); ok {
				weapons = u.Wargear
			}
		}
		ms.Gear = append(ms.Gear, weapons...)
		s.Models = append(s.Models, ms)
	}
	return s
}

// rosterFromSpec is the roster a neutral one describes: a gear choice
// naming a specialism is the model's specialism (the first one; a second
// is lost), the others its weapons. A model carrying exactly its unit's
// wargear lists no weapons.
func (d *Data) rosterFromSpec(s rules.RosterSpec) *Roster {
	ro := &Roster{ID: s.ID, Name: cleanName(s.Name), Format: s.Limit}
	if ro.Format == 0 {
		ro.Format = Formats()[0]
	}
	for _, ms := range s.Models {
		m := RosterModel{Unit: ms.Unit}
		for _, g := range ms.Gear {
			if sp, ok := specialismChoice(g); ok {
				if m.Specialism == NoSpecialism {
					m.Specialism = sp
				}
				continue
			}
			m.Weapons = append(m.Weapons, g)
		}
		if u, ok := d.Unit(ms.Unit); ok && sameStrings(m.Weapons, u.Wargear) {
			m.Weapons = nil
		}
		ro.Models = append(ro.Models, m)
	}
	return ro
}

// cleanName makes a display name fit on one roster line: no '#', no
// control characters, single spaces.
func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '#':
			return -1
		case r < ' ' || r == 0x7f:
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// specialismChoice reads a gear choice that names a specialism: its name
// exactly ("Leader"), so it never reads a weapon ID (lower case).
func specialismChoice(g string) (Specialism, bool) {
	sp, ok := ParseSpecialism(g)
	if !ok || sp.String() != g {
		return NoSpecialism, false
	}
	return sp, true
}
