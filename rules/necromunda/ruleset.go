package necromunda

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// DefaultArena is the arena DefaultSetup uses when given none.
const DefaultArena = "standard"

// The scenarios (RULES.md "Victory"): Skirmish (G12: bottle tests, a
// round limit, fighters taken out of action) and Scavenge (two caskets
// each, credits first).
const (
	ScenarioSkirmish = "skirmish"
	ScenarioScavenge = "scavenge"
)

// RoundsOption is the Setup.Options key of the round limit.
const RoundsOption = "rounds"

// DefaultRounds is the round limit when the setup sets none.
const DefaultRounds = 8

// Ruleset creates and loads Necromunda games. It implements
// rules.Ruleset.
type Ruleset struct {
	data   *Data
	arenas assets.ArenaCache // shipped arenas read once, shared by the games
	err    error             // why the shipped data could not be read
}

// NewRuleset reads the shipped data. Data that cannot be read leaves a
// ruleset with no gangs whose New and Load return the reason (Err).
func NewRuleset() *Ruleset {
	d, err := LoadShipped()
	if err != nil {
		return &Ruleset{data: &Data{}, err: fmt.Errorf("necromunda: shipped data: %w", err)}
	}
	return &Ruleset{data: d}
}

// Err is why the shipped data could not be read, or nil.
func (r *Ruleset) Err() error { return r.err }

// Data is the ruleset's data (read-only).
func (r *Ruleset) Data() *Data { return r.data }

// Name is "necromunda".
func (r *Ruleset) Name() string { return RulesetName }

// Title is the display name.
func (r *Ruleset) Title() string { return "Necromunda" }

// Scenarios lists the scenarios.
func (r *Ruleset) Scenarios() []string { return []string{ScenarioSkirmish, ScenarioScavenge} }

// ScenarioTitle names a scenario for a screen.
func (r *Ruleset) ScenarioTitle(name string) string {
	switch name {
	case ScenarioSkirmish:
		return "Skirmish"
	case ScenarioScavenge:
		return "Scavenge"
	}
	return name
}

// ScenarioOptions lists the round limit.
func (r *Ruleset) ScenarioOptions(string) []rules.ScenarioOption {
	return []rules.ScenarioOption{{Key: RoundsOption, Title: "Rounds", Default: DefaultRounds, Min: 2, Max: 20,
		Help: "The game ends after this many rounds unless a gang bottles out first."}}
}

// Rosters lists the shipped gang IDs.
func (r *Ruleset) Rosters() []string {
	out := make([]string, len(r.data.Gangs))
	for i, g := range r.data.Gangs {
		out[i] = g.ID
	}
	return out
}

// DefaultSetup is the first and last shipped gangs on the named arena.
func (r *Ruleset) DefaultSetup(arena string) rules.Setup {
	if arena == "" {
		arena = DefaultArena
	}
	s := rules.Setup{Arena: arena, Scenario: ScenarioSkirmish}
	if ids := r.Rosters(); len(ids) > 0 {
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

// loadArena reads the setup's arena.
func (r *Ruleset) loadArena(s rules.Setup) (*world.Arena, error) {
	if s.ArenaText != "" {
		return world.Parse("arena", []byte(s.ArenaText))
	}
	return r.arenas.Load(s.Arena, "", "")
}

// prepare builds a game's fixed parts from a setup, without fighters.
func (r *Ruleset) prepare(s rules.Setup, seed uint64) (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	if s.Scenario == "" {
		s.Scenario = ScenarioSkirmish
	}
	if s.Scenario != ScenarioSkirmish && s.Scenario != ScenarioScavenge {
		return nil, fmt.Errorf("necromunda: unknown scenario %q (want %s or %s)", s.Scenario, ScenarioSkirmish, ScenarioScavenge)
	}
	a, err := r.loadArena(s)
	if err != nil {
		return nil, fmt.Errorf("necromunda: %w", err)
	}
	rounds := DefaultRounds
	if v, ok := s.Options[RoundsOption]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 2 || n > 20 {
			return nil, fmt.Errorf("necromunda: option %s=%q: want 2 to 20", RoundsOption, v)
		}
		rounds = n
	}
	for k := range s.Options {
		if k != RoundsOption {
			return nil, fmt.Errorf("necromunda: unknown option %q (want %s)", k, RoundsOption)
		}
	}
	f := r.data.FeaturesOf(s.Arena)
	if s.ArenaText != "" {
		f = Features{}
	}
	if err := CheckFeatures(f, a); err != nil {
		return nil, fmt.Errorf("necromunda: %w", err)
	}
	g := &Game{setup: s, seed: seed, arena: a, data: r.data, features: f, rounds: rounds}
	g.st.RNG = *rules.NewRNG(seed)
	g.st.Active = -1
	g.st.Winner = rules.NoSeat
	g.st.Priority = rules.NoSeat
	return g, nil
}

// NewGame is New with the concrete type: the gangs (shipped, or built
// and given as text, gangFor) deploy (RULES.md "The round") and the
// players place their caskets (NEC-LOOT-1).
func (r *Ruleset) NewGame(s rules.Setup, seed uint64) (*Game, error) {
	g, err := r.prepare(s, seed)
	if err != nil {
		return nil, err
	}
	for _, seat := range rules.Seats {
		gang, err := r.gangFor(s, seat)
		if err != nil {
			return nil, err
		}
		if err := g.deploy(seat, gang); err != nil {
			return nil, err
		}
	}
	g.startPlacing()
	return g, nil
}

// deploy places a gang in its side's deployment zone, spread over it, at
// most SideCapacity to a cube.
func (g *Game) deploy(seat rules.Seat, gang *Gang) error {
	var cells []world.Pos
	for _, z := range g.arena.ZonesOf(world.ZoneDeploy) {
		if z.Team == int(seat) {
			cells = append(cells, z.Cells...)
		}
	}
	if len(cells) == 0 {
		return fmt.Errorf("necromunda: the arena has no deployment zone for %s", seat)
	}
	// The same order for both sides of an arena mirrored across its middle
	// row: level, then rows from the side's own edge, then columns.
	back := func(p world.Pos) int {
		if seat == rules.Red {
			return g.arena.D - 1 - p.Y
		}
		return p.Y
	}
	sort.SliceStable(cells, func(a, b int) bool {
		pa, pb := cells[a], cells[b]
		if pa.Z != pb.Z {
			return pa.Z < pb.Z
		}
		if back(pa) != back(pb) {
			return back(pa) < back(pb)
		}
		return pa.X < pb.X
	})
	n := len(gang.Members)
	if len(cells)*SideCapacity < n {
		return fmt.Errorf("necromunda: %s's deployment zone holds %d fighters, the gang has %d", seat, len(cells)*SideCapacity, n)
	}
	stride := max(1, len(cells)/n)
	used := map[world.Pos]int{}
	for k, m := range gang.Members {
		at := cells[(k*stride+stride/2)%len(cells)]
		for j := 0; used[at] >= SideCapacity; j++ {
			at = cells[(k*stride+stride/2+j)%len(cells)]
		}
		used[at]++
		t, _ := g.data.Fighter(m.Type)
		f := fighter{
			ID: fmt.Sprintf("%s.%d", seat, k+1), Seat: seat, Type: m.Type,
			Weapons: append([]string(nil), m.Weapons...), Empty: make([]bool, len(m.Weapons)),
			Pos: at, Wounds: t.W,
		}
		g.st.Fighters = append(g.st.Fighters, f)
	}
	return nil
}

// Load reads a state written by Game.Save.
func (r *Ruleset) Load(data []byte) (rules.Game, error) {
	g, err := r.LoadGame(data)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// LoadPosition reads a position: a saved game (POSITION.md), which may be
// written by hand.
func (r *Ruleset) LoadPosition(data []byte) (rules.Game, error) { return r.Load(data) }

// Save writes the whole state as JSON.
func (g *Game) Save() ([]byte, error) {
	return rules.MarshalSaved(RulesetName, 1, g.setup, g.seed, g.st)
}

// LoadGame is Load with the concrete type; it checks the state.
func (r *Ruleset) LoadGame(data []byte) (*Game, error) {
	s, err := rules.UnmarshalSaved[state](RulesetName, 1, data)
	if err != nil {
		return nil, err
	}
	g, err := r.prepare(s.Setup, s.Seed)
	if err != nil {
		return nil, err
	}
	g.st = s.State
	if err := g.checkState(); err != nil {
		return nil, fmt.Errorf("necromunda: load: %w", err)
	}
	return g, nil
}

// checkState refuses a loaded state the game cannot play.
func (g *Game) checkState() error {
	st := &g.st
	if st.Step != stepPlace && st.Step != stepPlay {
		return fmt.Errorf("step %q (want %s or %s)", st.Step, stepPlace, stepPlay)
	}
	if len(st.Fighters) == 0 || len(st.Fighters) > 2*MaxGang {
		return fmt.Errorf("%d fighters", len(st.Fighters))
	}
	if st.Turn != rules.Blue && st.Turn != rules.Red {
		return fmt.Errorf("turn %v", st.Turn)
	}
	if st.Round < 0 || st.Round > 100 || st.AP < 0 || st.AP > APPerActivation {
		return fmt.Errorf("round %d, action points %d", st.Round, st.AP)
	}
	if st.Active < -1 || st.Active >= len(st.Fighters) {
		return fmt.Errorf("active fighter %d", st.Active)
	}
	seen := map[string]bool{}
	for i := range st.Fighters {
		f := &st.Fighters[i]
		t, ok := g.data.Fighter(f.Type)
		switch {
		case !ok:
			return fmt.Errorf("%s: unknown fighter type %q", f.ID, f.Type)
		case seen[f.ID] || f.ID == "":
			return fmt.Errorf("fighter ID %q twice or empty", f.ID)
		case f.Seat != rules.Blue && f.Seat != rules.Red:
			return fmt.Errorf("%s: seat %v", f.ID, f.Seat)
		case f.Status < Active || f.Status > OutOfAction:
			return fmt.Errorf("%s: status %d", f.ID, f.Status)
		case f.Wounds < 0 || f.Wounds > t.W || f.Flesh < 0 || f.Flesh > 10:
			return fmt.Errorf("%s: wounds %d, flesh wounds %d", f.ID, f.Wounds, f.Flesh)
		case len(f.Empty) != len(f.Weapons):
			return fmt.Errorf("%s: %d weapons, %d ammo marks", f.ID, len(f.Weapons), len(f.Empty))
		case f.onBoard() && !g.arena.Standable(f.Pos):
			return fmt.Errorf("%s: %s is not a cube with a floor", f.ID, f.Pos)
		}
		seen[f.ID] = true
		for _, w := range f.Weapons {
			if _, ok := g.data.Weapon(w); !ok {
				return fmt.Errorf("%s: unknown weapon %q", f.ID, w)
			}
		}
		if c := f.Climb; c != nil && (!g.arena.In(c.To) || !g.arena.In(c.From) || !g.arena.Standable(c.Foot) || c.Need <= 0 || c.Spent < 0 || c.Spent >= c.Need) {
			return fmt.Errorf("%s: a climb that cannot be", f.ID)
		}
	}
	for _, c := range st.Caskets {
		if !g.arena.Standable(c.Pos) {
			return fmt.Errorf("casket at %s: not a cube with a floor", c.Pos)
		}
	}
	return g.checkTurn()
}

// checkTurn refuses a loaded state whose decision cannot be: an
// activation outside play, a fighter activating that may not, a side to
// activate with no fighter ready.
func (g *Game) checkTurn() error {
	st := &g.st
	if st.Over {
		return nil
	}
	switch {
	case st.Placed < 0 || st.Placed > 2*g.casketsEach():
		return fmt.Errorf("%d caskets placed", st.Placed)
	case st.Step == stepPlace && (st.Active != -1 || st.Round != 0):
		return fmt.Errorf("an activation while caskets are placed")
	case st.Step == stepPlay && st.Round < 1:
		return fmt.Errorf("play in round %d", st.Round)
	case st.Active < 0 && st.AP != 0:
		return fmt.Errorf("%d action points with no fighter activating", st.AP)
	case st.Active < 0 && st.Step == stepPlay && !g.anyReady(st.Turn):
		return fmt.Errorf("%s decides with no fighter to activate", st.Turn)
	}
	if st.Active >= 0 {
		f := &st.Fighters[st.Active]
		if f.Seat != st.Turn || !f.onBoard() || f.Status == SeriouslyInjured || !f.Activated || st.AP < 1 {
			return fmt.Errorf("%s cannot be the active fighter of %s", f.ID, st.Turn)
		}
	}
	return nil
}
