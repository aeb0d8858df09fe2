package rules

import (
	"fmt"
	"slices"
)

// Setup is everything that fixes a game before the first action, apart
// from the seed: which arena, which scenario, which two rosters.
type Setup struct {
	Arena     string            `json:"arena"`                // name of a shipped arena, e.g. "standard"
	ArenaText string            `json:"arena_text,omitempty"` // a custom arena in the text format; overrides Arena
	Scenario  string            `json:"scenario"`             // e.g. "slayer"
	Rosters   [2]string         `json:"rosters"`              // roster names by seat
	Options   map[string]string `json:"options,omitempty"`    // scenario options, e.g. "kills": "8"

	// RosterTexts, when given, holds one roster per seat in the ruleset's
	// roster text format (RosterBuilder.FormatRoster), e.g. a player's own
	// team; a non-empty text is played instead of the shipped roster
	// Rosters[seat], which then only names it.
	RosterTexts []string `json:"roster_texts,omitempty"`
}

// Ruleset creates and loads games of one rule system.
type Ruleset interface {
	// Name is the registry key, e.g. "flashpoint".
	Name() string
	// Title is the display name.
	Title() string
	// Scenarios lists the scenario names New accepts.
	Scenarios() []string
	// Rosters lists the shipped roster names.
	Rosters() []string
	// DefaultSetup is a ready-to-play setup on the named arena.
	DefaultSetup(arena string) Setup
	// New starts a game; the seed fixes every die.
	New(s Setup, seed uint64) (Game, error)
	// Load reads a state written by Game.Save.
	Load(data []byte) (Game, error)
	// LoadPosition reads a hand-written position (the ruleset documents
	// the format).
	LoadPosition(data []byte) (Game, error)
}

// Registry holds the rulesets by name. It is built explicitly (see package
// rules/all); there is no global registry.
type Registry struct {
	byName map[string]Ruleset
	order  []string // names in the order they were given
}

// NewRegistry returns a registry of the given rulesets.
func NewRegistry(rs ...Ruleset) *Registry {
	r := &Registry{byName: map[string]Ruleset{}}
	for _, x := range rs {
		if _, dup := r.byName[x.Name()]; !dup {
			r.order = append(r.order, x.Name())
		}
		r.byName[x.Name()] = x
	}
	return r
}

// Get returns the named ruleset.
func (r *Registry) Get(name string) (Ruleset, error) {
	if x, ok := r.byName[name]; ok {
		return x, nil
	}
	return nil, fmt.Errorf("unknown ruleset %q (have %v)", name, r.Names())
}

// Names lists the registered rulesets in the order NewRegistry was given
// them, the order a screen lists them in.
func (r *Registry) Names() []string { return slices.Clone(r.order) }

// ScenarioOption is a number a scenario lets the players set before the
// game (Setup.Options): the score to reach, the round limit; or, when it
// has Choices, one of a few words: who deploys the teams.
type ScenarioOption struct {
	Key     string `json:"key"`   // the Setup.Options key, e.g. "kills"
	Title   string `json:"title"` // what a screen calls it, e.g. "Kills to win"
	Default int    `json:"default"`
	Min     int    `json:"min"`
	Max     int    `json:"max"`
	// Help says what the option does, for a screen's tooltip; "" for the
	// screen's own words on the numbers.
	Help string `json:"help,omitempty"`
	// Choices, when given, are the option's values instead of the numbers
	// Min to Max, in the order a screen offers them; the first is the
	// default (Default, Min and Max are then unused).
	Choices []OptionChoice `json:"choices,omitempty"`
}

// OptionChoice is one value of a ScenarioOption with Choices: the
// Setup.Options value and what a screen calls it.
type OptionChoice struct {
	Value string `json:"value"` // e.g. "auto"
	Title string `json:"title"` // e.g. "Automatic"
}

// ScenarioOptioner is a Ruleset that lists the options of each scenario,
// so a setup screen can offer them without knowing the ruleset.
type ScenarioOptioner interface {
	ScenarioOptions(scenario string) []ScenarioOption
}

// ScenarioTitler is a Ruleset that names its scenarios for a screen
// ("ctf" is "Capture the Flag"). Screens fall back on the name.
type ScenarioTitler interface {
	ScenarioTitle(name string) string
}
