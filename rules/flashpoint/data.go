package flashpoint

import (
	"slices"
	"sort"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Profile is one firing mode of a weapon: the main profile or an alternate
// one (a Lunge, a bayonet, an EMP round). The file format is described in
// assets/flashpoint/README.md.
type Profile struct {
	Name           string   // "" for the main profile, e.g. "lunge" for an alternate
	Range          int      // cubes; 0 means CC (close combat only)
	AP             int      // armour piercing
	RapidFire      bool     // may Blaze Away instead of shooting normally
	WeightOfFire   int      // rerolls of failed dice on ranged tests (Continuous Fire adds 2)
	ContinuousFire bool     // the firer tests 3 Survive dice needing 2 successes after shooting
	Optics         bool     // +1 die, headshots on 7–8
	SniperScope    bool     // may take a long-action shot with +2 dice and headshots on 7–8
	Lethal         int      // extra wounds when at least one wound lands
	ESD            int      // shields stripped when the attack causes hits
	Knockback      bool     // a winning attack pushes the target one cube
	Long           bool     // shooting it is a long action
	Lunge          bool     // a Shoot action that tests FI
	Smash          int      // extra Fight dice
	Keywords       []string // every keyword as written, e.g. "Frag 5"
}

// Ranged reports whether the profile can Shoot (it has a numeric range).
func (p Profile) Ranged() bool { return p.Range > 0 }

// Has reports whether the profile lists keyword (case-insensitive, without
// its number): p.Has("Frag") is true for "Frag 5".
func (p Profile) Has(keyword string) bool {
	_, ok := p.Value(keyword)
	return ok
}

// Value returns the number written after keyword ("Frag 5" gives 5; a
// keyword without a number gives 0) and whether the profile lists it.
// Stacking keywords written twice add up.
func (p Profile) Value(keyword string) (int, bool) {
	total, found := 0, false
	for _, k := range p.Keywords {
		name, n, _ := splitKeyword(k)
		if equalFold(name, keyword) {
			total += n
			found = true
		}
	}
	return total, found
}

// Weapon is one weapon card with its profiles.
type Weapon struct {
	ID       string    // slug, e.g. "assault-rifle"
	Name     string    // "Assault Rifle"
	Profiles []Profile // [0] is the main profile
	Uses     int       // 0 unlimited, 1 One-Use, 2 Two-Uses
	Points   int       // roster cost of the weapon
	Power    bool      // one of the power weapons that weapon drops deal out
}

// Profile returns the profile called name ("" is the main profile).
func (w *Weapon) Profile(name string) (Profile, bool) {
	for _, p := range w.Profiles {
		if p.Name == name {
			return p, true
		}
	}
	return Profile{}, false
}

// Unit is one unit profile (a stat line): what every model of that unit
// can do.
type Unit struct {
	ID, Name, Role string   // "operator", "Operator", "OP" (short role tag for the figure)
	Move, Sprint   int      // cubes for a Move and for a Sprint
	RA, FI, SV     int      // success on this face or more
	AR, HP, ES     int      // armour, wounds it can take, energy shields
	Tactician      int      // extra command dice
	Imposing       bool     // +1 die to Fight and Survive in an Assault
	Guarded        bool     // no headshot extra dice against it
	Stoic          bool     // never Pinned, cannot Crouch
	Evade          bool     // a free one-cube Move after surviving a shot unpinned
	Scout          bool     // a free one-cube Move before round 1
	Flight         bool     // ignores floors and climbing, no falling damage
	Stable         bool     // ignores Long after a Move
	FastTransition bool     // one Shoot action may fire two different weapons
	Hero           bool     // at most one hero per roster
	Weapon         string   // default weapon ID
	Alternatives   []string // weapon IDs the unit may take instead of its default
	Upgrades       []string // weapon IDs a roster may add as the model's one weapon upgrade
	Carries        []string // weapon IDs every model of the unit also carries (Fists at least)
	Points         int      // roster cost without weapons; a model costs this plus its weapons
	Keywords       []string // every keyword as written, e.g. "ES 2", "Tactician 1"

	weaponRefs []datafile.Token // every weapon reference with where it was written, for errors
	order      int              // place in units.txt, from 0: the order lists show units in
}

// RosterModel is one model of a roster.
type RosterModel struct {
	Unit    string   // unit ID
	Name    string   // display name; LoadData fills in the unit's name when empty
	Weapons []string // weapon IDs; the unit's default weapon when empty

	at         datafile.Pos     // where the unit was written, for errors
	weaponRefs []datafile.Token // where the weapons were written, for errors

	// Items are the items it starts with, carried face up (RULES-ITEMS.md).
	Items    []string
	itemRefs []datafile.Token // where the items were written, for errors
}

// Roster is a named team of models.
type Roster struct {
	ID, Name string // "vanguard" (from the file name), "Vanguard Fireteam"
	Limit    int    // the points limit it is built to (PointsLimits); 0 means DefaultPointsLimit
	Models   []RosterModel

	at      datafile.Pos // the roster line, for errors about the whole roster
	limitAt datafile.Pos // where the limit was written, for errors
}

// Data is every unit, weapon and roster of the Flashpoint ruleset. It is
// read-only once loaded, so one Data may be shared by many games.
type Data struct {
	Units   map[string]*Unit
	Weapons map[string]*Weapon
	Rosters map[string]*Roster
	// Glossary explains the terms of the model cards (glossary.txt).
	Glossary []rules.Term
	// Reference is the rules reference's pages (reference.txt).
	Reference []rules.RulesPage
	// shippedMeanings is the shipped glossary's meanings by term, set
	// by DefaultData (nil for other data): a term that still means what
	// it says there is worded in the player's language (glossaryWords).
	shippedMeanings map[string]string
}

// RosterNames returns the IDs of every roster, sorted.
func (d *Data) RosterNames() []string {
	names := make([]string, 0, len(d.Rosters))
	for id := range d.Rosters {
		names = append(names, id)
	}
	sort.Strings(names)
	return names
}

// ModelWeapons returns the weapon IDs a roster model fights with: its listed
// weapons, led by its unit's default weapon when none of them is the unit's
// default or an alternative (a model listing only an upgrade keeps its
// default weapon), followed by what its unit always carries (Fists). An
// unknown unit gives just the listed weapons.
func (d *Data) ModelWeapons(m RosterModel) []string {
	u := d.Units[m.Unit]
	var out []string
	if u != nil && u.Weapon != "" && !slices.ContainsFunc(m.Weapons, u.mainWeapon) {
		out = append(out, u.Weapon)
	}
	out = append(out, m.Weapons...)
	if u != nil {
		out = append(out, u.Carries...)
	}
	return out
}

// ModelPoints returns what a roster model costs: its unit's points plus the
// points of its weapons.
func (d *Data) ModelPoints(m RosterModel) int {
	total := 0
	if u := d.Units[m.Unit]; u != nil {
		total += u.Points
	}
	for _, id := range d.ModelWeapons(m) {
		if w := d.Weapons[id]; w != nil {
			total += w.Points
		}
	}
	return total
}

// RosterPoints returns the cost of a whole roster.
func (d *Data) RosterPoints(r *Roster) int {
	total := 0
	for _, m := range r.Models {
		total += d.ModelPoints(m)
	}
	return total
}
