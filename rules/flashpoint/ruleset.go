package flashpoint

import (
	"fmt"
	"sync"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Default rosters of a setup that names none.
const (
	DefaultBlueRoster = "vanguard"
	DefaultRedRoster  = "iron-wolves"
	DefaultArena      = "beginner"
)

// Ruleset is the Flashpoint ruleset (rules.Ruleset). It holds the unit and
// weapon data, which every game it makes shares read-only.
type Ruleset struct {
	data *Data
	err  error // why the data could not be loaded; returned by New and Load

	mu     sync.Mutex
	boards map[string]*board // shipped arenas already read, by name
}

// NewRuleset returns the ruleset with the shipped data. If the embedded
// data does not load, every New and Load reports why.
func NewRuleset() *Ruleset {
	d, err := DefaultData()
	return &Ruleset{data: d, err: err}
}

// NewRulesetWithData returns the ruleset playing with d (custom units,
// weapons or rosters).
func NewRulesetWithData(d *Data) *Ruleset {
	if d == nil {
		return &Ruleset{err: fmt.Errorf("flashpoint: no data")}
	}
	return &Ruleset{data: d}
}

// Name is "flashpoint".
func (r *Ruleset) Name() string { return RulesetName }

// Title is "Flashpoint".
func (r *Ruleset) Title() string { return RulesetTitle }

// Scenarios lists the scenarios New accepts.
func (r *Ruleset) Scenarios() []string { return scenarioNames() }

// Rosters lists the shipped roster names, sorted.
func (r *Ruleset) Rosters() []string {
	if r.data == nil {
		return nil
	}
	return r.data.RosterNames()
}

// Data is the unit, weapon and roster data (nil if it failed to load).
func (r *Ruleset) Data() *Data { return r.data }

// DefaultSetup is a Slayer game between the two default rosters.
func (r *Ruleset) DefaultSetup(arena string) rules.Setup {
	if arena == "" {
		arena = DefaultArena
	}
	return rules.Setup{Arena: arena, Scenario: ScenarioSlayer, Rosters: [2]string{DefaultBlueRoster, DefaultRedRoster}}
}

// New starts a game; the seed fixes deployment, weapon drops, the roll-off
// and every die after.
func (r *Ruleset) New(s rules.Setup, seed uint64) (rules.Game, error) {
	g, err := r.NewGame(s, seed)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// Load reads a state written by Game.Save.
func (r *Ruleset) Load(data []byte) (rules.Game, error) {
	g, err := r.LoadGame(data)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// LoadPosition reads a hand-written position (POSITION.md); a saved game is
// a position too.
func (r *Ruleset) LoadPosition(data []byte) (rules.Game, error) { return r.Load(data) }

// scenarioInfo checks a setup's scenario and options.
func scenarioInfo(s rules.Setup) (setupInfo, error) {
	info := setupInfo{Arena: s.Arena, ArenaText: s.ArenaText, Scenario: s.Scenario, Rosters: s.Rosters,
		Kills: DefaultKills, Rounds: DefaultRounds}
	if info.Scenario == "" {
		info.Scenario = ScenarioSlayer
	}
	if err := info.setRosterTexts(s.RosterTexts); err != nil {
		return info, err
	}
	if err := parseScenario(&info, s.Options); err != nil {
		return info, err
	}
	for i, name := range []string{DefaultBlueRoster, DefaultRedRoster} {
		if info.Rosters[i] == "" {
			info.Rosters[i] = name
		}
	}
	return info, nil
}

// boardFor returns the board of a setup: its arena parsed and checked, its
// zones gathered. Shipped arenas are read once per ruleset and shared.
func (r *Ruleset) boardFor(info setupInfo) (*board, error) {
	name := info.Arena
	if name == "" {
		name = DefaultArena
	}
	if info.ArenaText == "" {
		r.mu.Lock()
		base := r.boards[name]
		r.mu.Unlock()
		if base != nil {
			b := *base
			b.setup = info
			return &b, nil
		}
	}
	a, err := loadArena(info)
	if err != nil {
		return nil, err
	}
	b := newBoard(a, r.data, info)
	if err := checkArena(b); err != nil {
		return nil, err
	}
	if info.ArenaText == "" {
		r.mu.Lock()
		if r.boards == nil {
			r.boards = map[string]*board{}
		}
		r.boards[name] = b
		r.mu.Unlock()
		c := *b
		return &c, nil
	}
	return b, nil
}

// loadArena reads the setup's arena: its text if given, else the shipped
// arena of that name (assets.LoadArena).
func loadArena(info setupInfo) (*world.Arena, error) {
	return assets.LoadArena(info.Arena, info.ArenaText, DefaultArena)
}

// checkArena makes sure an arena has what a Flashpoint game needs.
func checkArena(b *board) error {
	for team, side := range []string{"blue", "red"} {
		if len(b.deploy[team]) == 0 {
			return fmt.Errorf("arena %q: no standable cube in the %s deployment zone", b.arena.Name, side)
		}
		if len(b.respawn[team]) == 0 {
			return fmt.Errorf("arena %q: no standable cube in the %s respawn zone", b.arena.Name, side)
		}
	}
	return nil
}
