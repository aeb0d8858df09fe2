package rules

import "strings"

// RosterBuilder is implemented by a Ruleset whose teams are built from a
// points list: Flashpoint fireteams today, Kill Team kill teams or
// Necromunda gangs later. A screen builds, checks, saves and loads rosters
// through it without knowing the ruleset's own types. A roster made here
// reaches a game as text in Setup.RosterTexts.
type RosterBuilder interface {
	// RosterCatalog lists what a roster may hold: units, their gear and
	// the points limits.
	RosterCatalog() RosterCatalog
	// ShippedRoster returns a shipped roster by the ID Ruleset.Rosters lists.
	ShippedRoster(id string) (RosterSpec, bool)
	// CheckRoster prices a roster and lists every broken limit in words.
	CheckRoster(r RosterSpec) RosterReport
	// FormatRoster writes r in the ruleset's roster text format; ParseRoster
	// reads it back as it was.
	FormatRoster(r RosterSpec) []byte
	// ParseRoster reads roster text. name gives the roster's ID (its base
	// name without extension) and starts every error ("name:line:col:
	// what is wrong"). Only mistakes of the format are errors: a roster
	// that breaks a limit parses, and CheckRoster says what is wrong.
	ParseRoster(name string, text []byte) (RosterSpec, error)
}

// RosterCatalog is what a roster may hold.
type RosterCatalog struct {
	Team         string       // what a roster is called, e.g. "fireteam"
	PointsLimits []int        // the limits a roster may be built to; the first is the default
	PointsWord   string       // what a roster's cost is counted in, e.g. "credits"; "" for "points"
	PointsShort  string       // PointsWord shortened beside a model's cost, e.g. "cr"; "" for "pts"
	Member       string       // what one model of a roster is called, e.g. "fighter"; "" for "model"
	Faction      string       // what a unit's faction is called, e.g. "house"; "" for "faction"
	MinModels    int          // fewest models in a roster
	MaxModels    int          // most models in a roster
	Units        []RosterUnit // in the order a screen should list them
	Notes        []string     // the limits in words, e.g. "At most 1 hero."
}

// Costs is what a roster's cost is counted in, in full ("points",
// "credits") and short, beside a model ("pts", "cr").
func (c RosterCatalog) Costs() (word, short string) {
	word, short = c.PointsWord, c.PointsShort
	if word == "" {
		word = "points"
	}
	if short == "" {
		short = "pts"
	}
	return word, short
}

// Unit returns the catalog's unit with the given ID.
func (c RosterCatalog) Unit(id string) (RosterUnit, bool) {
	for _, u := range c.Units {
		if u.ID == id {
			return u, true
		}
	}
	return RosterUnit{}, false
}

// Joins reports whether a model of the unit id may join roster r: r
// has no models yet, or the unit shares a faction with r's first model
// (RosterUnit.Factions; a unit without factions joins any roster, and
// any unit joins a roster led by one). An unknown unit joins nothing.
func (c RosterCatalog) Joins(r RosterSpec, id string) bool {
	u, ok := c.Unit(id)
	if !ok {
		return false
	}
	if len(r.Models) == 0 {
		return true
	}
	first, ok := c.Unit(r.Models[0].Unit)
	if !ok || len(first.Factions) == 0 || len(u.Factions) == 0 {
		return true
	}
	for _, f := range u.Factions {
		for _, g := range first.Factions {
			if strings.EqualFold(f, g) {
				return true
			}
		}
	}
	return false
}

// RosterUnit is one unit a roster may take, with its gear options.
type RosterUnit struct {
	ID, Name string
	Points   int        // cost of the model before its gear
	Max      int        // most models of this unit in one roster; 0 for no limit
	Tags     []string   // short facts a screen may show beside the name, e.g. "hero"
	Slots    []GearSlot // the model's choices, e.g. weapon, upgrade, items
	Profile  []string   // the unit's profile in lines of text (stats, keywords)
	// Gear is what a new model of the unit carries, when it is more than
	// one choice a slot (a Kill Team model's whole wargear); nil for each
	// slot's Default.
	Gear []string
	// Factions are the unit's factions (a gang's house, a kill team's
	// faction keywords): every model of a roster shares one with the
	// roster's first model. nil where the ruleset has no factions.
	Factions []string
}

// Slot returns the unit's slot holding the gear choice id.
func (u RosterUnit) Slot(id string) (GearSlot, GearChoice, bool) {
	for _, s := range u.Slots {
		for _, c := range s.Choices {
			if c.ID == id {
				return s, c, true
			}
		}
	}
	return GearSlot{}, GearChoice{}, false
}

// GearSlot is one kind of choice a model makes: Min to Max of Choices.
type GearSlot struct {
	Name     string // "Weapon", "Upgrade", "Items"
	Min, Max int    // how many choices a model takes from the slot
	Default  string // the choice a new model starts with; "" for none
	// Shared is true when a roster limits the same choice across its
	// models (e.g. at most 2 of one item type per team), so a screen may
	// offer a choice twice but CheckRoster may refuse it.
	Shared  bool
	Choices []GearChoice
}

// GearChoice is one option of a slot.
type GearChoice struct {
	ID, Name string
	Points   int
	Profile  string // what it does, in one line
}

// RosterSpec is a roster in neutral form.
type RosterSpec struct {
	ID     string // file name without extension; "" for a new roster
	Name   string // display name
	Limit  int    // points limit; 0 means the catalog's default
	Models []ModelSpec
}

// ModelSpec is one model of a roster.
type ModelSpec struct {
	Unit string   // RosterUnit.ID
	Name string   // display name; "" for the unit's name
	Gear []string // chosen GearChoice IDs, from any of the unit's slots
}

// RosterReport is the price and the problems of a roster.
type RosterReport struct {
	Points      int   // the whole roster
	ModelPoints []int // by model, in order
	Limit       int   // the points limit it is checked against
	Problems    []RosterProblem
}

// OK reports whether the roster breaks no limit.
func (r RosterReport) OK() bool { return len(r.Problems) == 0 }

// RosterProblem is one broken limit.
type RosterProblem struct {
	Model   int    // index into RosterSpec.Models; -1 for the roster as a whole
	Message string // in words, e.g. "3 Operators: at most 2 of one unit"
}
