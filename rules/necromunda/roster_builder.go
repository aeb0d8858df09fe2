package necromunda

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The Ruleset builds gangs for the roster screen (rules.RosterBuilder).
var _ rules.RosterBuilder = (*Ruleset)(nil)

// Gear slot names of a fighter (RULES.md "Building a gang").
const (
	SlotGun     = "Gun"
	SlotPistol  = "Pistol"
	SlotMelee   = "Melee"
	SlotGrenade = "Grenade"
)

// The gang builder's limits (RULES.md "Building a gang").
const (
	MaxChampions = 2 // champions in a gang
	MaxPistols   = 2 // pistols a fighter carries (two pistols, NEC-SHT-11)
)

// CreditLimits are the credits a gang may be built to; the first is the
// default.
func CreditLimits() []int { return []int{1000, 1500} }

// gearSlots are the slots in the order a fighter's row shows them, with
// the most choices each takes.
func gearSlots() []struct {
	name string
	max  int
} {
	return []struct {
		name string
		max  int
	}{{SlotGun, 1}, {SlotPistol, MaxPistols}, {SlotMelee, 1}, {SlotGrenade, 1}}
}

// weaponSlot is the slot a weapon goes in.
func weaponSlot(w *Weapon) string {
	switch {
	case w.Grenade:
		return SlotGrenade
	case w.Melee:
		return SlotMelee
	case w.Pistol:
		return SlotPistol
	}
	return SlotGun
}

// RosterCatalog lists every fighter type a gang may take, house by house
// and class by class, with the weapons on its list and the limits.
func (r *Ruleset) RosterCatalog() rules.RosterCatalog {
	c := rules.RosterCatalog{Team: "gang", PointsLimits: CreditLimits(), PointsWord: "credits", PointsShort: "cr", Member: "fighter", Faction: "house",
		MinModels: MinGang, MaxModels: MaxGang,
		Notes: []string{
			fmt.Sprintf("%d to %d fighters, all of one house.", MinGang, MaxGang),
			fmt.Sprintf("Exactly one leader; at most %d champions; no more juves than gangers.", MaxChampions),
			fmt.Sprintf("Each fighter carries at least one weapon of its list, each at most once: 1 gun, %d pistols, 1 melee weapon, 1 grenade.", MaxPistols),
			fmt.Sprintf("The cost stays within the limit: %s credits.", limitsText()),
		}}
	d := r.data
	for _, h := range d.Lists.Houses {
		for _, cl := range classes() {
			for i := range d.Lists.Fighters {
				l := &d.Lists.Fighters[i]
				if l.House != h.ID || l.Class != cl {
					continue
				}
				if u, ok := d.rosterUnit(l); ok {
					c.Units = append(c.Units, u)
				}
			}
		}
	}
	return c
}

// limitsText is the credit limits in words: "1000 or 1500".
func limitsText() string {
	var s []string
	for _, l := range CreditLimits() {
		s = append(s, fmt.Sprint(l))
	}
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// classMax is the most fighters of a class a gang takes; 0 for no limit.
func classMax(c Class) int {
	switch c {
	case ClassLeader:
		return 1
	case ClassChampion:
		return MaxChampions
	}
	return 0
}

// rosterUnit is a fighter type as the catalog shows it: a slot for each
// kind of weapon on its list, its profile and its class and house as tags.
func (d *Data) rosterUnit(l *FighterList) (rules.RosterUnit, bool) {
	t, ok := d.Fighter(l.Type)
	if !ok {
		return rules.RosterUnit{}, false
	}
	house, _ := d.Lists.House(l.House)
	u := rules.RosterUnit{ID: t.ID, Name: t.Name, Points: l.Cost, Max: classMax(l.Class), Tags: []string{string(l.Class), house.Name}, Factions: []string{house.Name}}
	for _, s := range gearSlots() {
		sl := rules.GearSlot{Name: s.name, Max: s.max}
		for _, id := range l.Gear {
			w, ok := d.Weapon(id)
			if !ok || weaponSlot(w) != s.name {
				continue
			}
			sl.Choices = append(sl.Choices, rules.GearChoice{ID: w.ID, Name: w.Name, Points: d.Lists.Costs[w.ID], Profile: strings.TrimPrefix(weaponLine(w), w.Name+" ")})
			if sl.Default == "" && contains(l.Starts, w.ID) {
				sl.Default = w.ID
			}
		}
		if len(sl.Choices) > 0 {
			u.Slots = append(u.Slots, sl)
		}
	}
	var starts []string
	for _, id := range l.Starts {
		if w, ok := d.Weapon(id); ok {
			starts = append(starts, w.Name)
		}
	}
	u.Profile = []string{
		fmt.Sprintf("M %d\"  WS %d+  BS %d+  S %d  T %d  W %d", t.M, t.WS, t.BS, t.S, t.T, t.W),
		fmt.Sprintf("I %d+  A %d  Ld %d+  Cl %d+  Wil %d+  Int %d+  Sv %s", t.I, t.A, t.Ld, t.Cl, t.Wil, t.Int, svText(t.Sv)),
		fmt.Sprintf("A %s of the %s house.", l.Class, house.Name),
		"Starts with " + strings.Join(starts, ", ") + ".",
	}
	return u, true
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

// ShippedRoster returns a shipped gang in neutral form, built to the
// default credit limit.
func (r *Ruleset) ShippedRoster(id string) (rules.RosterSpec, bool) {
	g, ok := r.data.Gang(id)
	if !ok {
		return rules.RosterSpec{}, false
	}
	return gangSpec(g, CreditLimits()[0]), true
}

// gangSpec is a gang in neutral form.
func gangSpec(g *Gang, limit int) rules.RosterSpec {
	s := rules.RosterSpec{ID: g.ID, Name: g.Name, Limit: limit}
	for _, m := range g.Members {
		s.Models = append(s.Models, rules.ModelSpec{Unit: m.Type, Gear: append([]string(nil), m.Weapons...)})
	}
	return s
}

// specGang is the gang a neutral roster describes (its fighters' names
// are not kept: a fighter is named by its type).
func specGang(s rules.RosterSpec) *Gang {
	g := &Gang{ID: s.ID, Name: cleanName(s.Name)}
	for _, m := range s.Models {
		g.Members = append(g.Members, Member{Type: m.Unit, Weapons: append([]string(nil), m.Gear...)})
	}
	return g
}

// cleanName makes a display name fit on one line of the gang text: no
// '#', no control characters, single spaces.
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
