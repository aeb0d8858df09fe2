package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// DefaultArena is the arena DefaultSetup uses when given none.
const DefaultArena = "standard"

// Ruleset creates and loads Kill Team games. It implements rules.Ruleset
// and is registered in package rules/all.
type Ruleset struct {
	data   *Data
	arenas assets.ArenaCache // shipped arenas read once, shared by the games
	err    error             // why the shipped data could not be read; returned by New and Load
}

// NewRuleset reads the shipped data. Data that cannot be read leaves a
// ruleset with no rosters whose New and Load return the reason (Err).
func NewRuleset() *Ruleset {
	d, err := LoadShipped()
	if err != nil {
		return &Ruleset{data: &Data{}, err: fmt.Errorf("killteam: shipped data: %w", err)}
	}
	return &Ruleset{data: d}
}

// Err is why the shipped data could not be read, or nil.
func (r *Ruleset) Err() error { return r.err }

// Name is "killteam".
func (r *Ruleset) Name() string { return RulesetName }

// Title is the display name.
func (r *Ruleset) Title() string { return "Kill Team (2018)" }

// Rosters lists the shipped roster IDs.
func (r *Ruleset) Rosters() []string {
	out := make([]string, len(r.data.Rosters))
	for i, ro := range r.data.Rosters {
		out[i] = ro.ID
	}
	return out
}

// DefaultSetup is the first two shipped rosters on the named arena.
func (r *Ruleset) DefaultSetup(arena string) rules.Setup {
	if arena == "" {
		arena = DefaultArena
	}
	s := rules.Setup{Arena: arena, Scenario: ScenarioSkirmish}
	ids := r.Rosters()
	if len(ids) > 0 {
		s.Rosters = [2]string{ids[0], ids[len(ids)-1]}
	}
	return s
}

// New starts a game; the seed fixes every die.
func (r *Ruleset) New(s rules.Setup, seed uint64) (rules.Game, error) {
	g, err := r.NewGame(s, seed)
	if err != nil {
		return nil, err
	}
	return g, nil
}
