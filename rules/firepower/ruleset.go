package firepower

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

// The scenarios (RULES.md "Victory", G6): Firefight (break the enemy by
// killing half of it; at the turn limit more kills win) and Hold (the
// same, but at the turn limit the side with more soldiers on the
// objective cubes wins).
const (
	ScenarioFirefight = "firefight"
	ScenarioHold      = "hold"
)

// TurnsOption is the Setup.Options key of the turn limit.
const TurnsOption = "turns"

// DefaultTurns is the turn limit when the setup sets none (G6).
const DefaultTurns = 8

// deployPerCube is how many soldiers of a side deploy in one cube.
const deployPerCube = 2

// Ruleset creates and loads Firepower games. It implements rules.Ruleset.
type Ruleset struct {
	data   *Data
	arenas assets.ArenaCache // shipped arenas read once, shared by the games
	err    error             // why the shipped data could not be read
}

// NewRuleset reads the shipped data. Data that cannot be read leaves a
// ruleset with no squads whose New and Load return the reason (Err).
func NewRuleset() *Ruleset {
	d, err := LoadShipped()
	if err != nil {
		return &Ruleset{data: &Data{}, err: fmt.Errorf("firepower: shipped data: %w", err)}
	}
	return &Ruleset{data: d}
}

// NewRulesetWith is a ruleset playing the given data (tests, tools).
func NewRulesetWith(d *Data) *Ruleset { return &Ruleset{data: d} }

// Err is why the shipped data could not be read, or nil.
func (r *Ruleset) Err() error { return r.err }

// Data is the ruleset's data (read-only).
func (r *Ruleset) Data() *Data { return r.data }

// Name is "firepower".
func (r *Ruleset) Name() string { return RulesetName }

// Title is the display name.
func (r *Ruleset) Title() string { return "Firepower" }

// Scenarios lists the scenarios.
func (r *Ruleset) Scenarios() []string { return []string{ScenarioFirefight, ScenarioHold} }

// ScenarioTitle names a scenario for a screen.
func (r *Ruleset) ScenarioTitle(name string) string {
	switch name {
	case ScenarioFirefight:
		return "Firefight"
	case ScenarioHold:
		return "Hold the Ground"
	}
	return name
}

// ScenarioOptions lists the turn limit.
func (r *Ruleset) ScenarioOptions(string) []rules.ScenarioOption {
	return []rules.ScenarioOption{{Key: TurnsOption, Title: "Turns", Default: DefaultTurns, Min: 1, Max: 20,
		Help: "The game ends after this many turns unless a side loses half its soldiers first."}}
}

// Rosters lists the shipped squad IDs.
func (r *Ruleset) Rosters() []string {
	out := make([]string, len(r.data.Squads))
	for i, s := range r.data.Squads {
		out[i] = s.ID
	}
	return out
}

// DefaultSetup is the first and second shipped squads on the named arena.
func (r *Ruleset) DefaultSetup(arena string) rules.Setup {
	if arena == "" {
		arena = DefaultArena
	}
	s := rules.Setup{Arena: arena, Scenario: ScenarioFirefight}
	if ids := r.Rosters(); len(ids) > 1 {
		s.Rosters = [2]string{ids[0], ids[1]}
	}
	return s
}

// New starts a game; the seed fixes every die and chip.
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

// prepare builds a game's fixed parts from a setup, without soldiers.
func (r *Ruleset) prepare(s rules.Setup, seed uint64) (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	if s.Scenario == "" {
		s.Scenario = ScenarioFirefight
	}
	if s.Scenario != ScenarioFirefight && s.Scenario != ScenarioHold {
		return nil, fmt.Errorf("firepower: unknown scenario %q (want %s or %s)", s.Scenario, ScenarioFirefight, ScenarioHold)
	}
	a, err := r.loadArena(s)
	if err != nil {
		return nil, fmt.Errorf("firepower: %w", err)
	}
	turns := DefaultTurns
	for k, v := range s.Options {
		if k != TurnsOption {
			return nil, fmt.Errorf("firepower: unknown option %q (want %s)", k, TurnsOption)
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 20 {
			return nil, fmt.Errorf("firepower: option %s=%q: want 1 to 20", TurnsOption, v)
		}
		turns = n
	}
	t := r.data.TerrainOf(s.Arena)
	if s.ArenaText != "" {
		t = ArenaTerrain{Arena: s.Arena}
	}
	if err := CheckTerrain(t, a); err != nil {
		return nil, fmt.Errorf("firepower: %w", err)
	}
	g := &Game{setup: s, seed: seed, arena: a, data: r.data, terrain: t, turns: turns}
	g.st.RNG = *rules.NewRNG(seed)
	g.st.Winner = rules.NoSeat
	g.st.Side = rules.Blue
	return g, nil
}

// NewGame is New with the concrete type: the squads deploy, the first
// turn's cup is filled and the first chip drawn.
func (r *Ruleset) NewGame(s rules.Setup, seed uint64) (*Game, error) {
	g, err := r.prepare(s, seed)
	if err != nil {
		return nil, err
	}
	for _, seat := range rules.Seats {
		q, err := r.squadFor(s, seat)
		if err != nil {
			return nil, err
		}
		if err := g.deploy(seat, q); err != nil {
			return nil, err
		}
	}
	g.silent = true
	g.startTurn()
	g.drawChip()
	g.advance()
	g.silent = false
	g.events = nil
	return g, nil
}

// deployCells are a side's deployment cubes in the order soldiers fill
// them: level, then rows from the side's own edge, then columns.
func (g *Game) deployCells(seat rules.Seat) []world.Pos {
	var cells []world.Pos
	for _, z := range g.arena.ZonesOf(world.ZoneDeploy) {
		if z.Team == int(seat) {
			cells = append(cells, z.Cells...)
		}
	}
	back := func(p world.Pos) int {
		if g.facesSouth(seat) {
			return p.Y
		}
		return g.arena.D - 1 - p.Y
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
	return cells
}

// facesSouth reports whether a side's deployment zone lies north of the
// other's, so that its soldiers start facing south.
func (g *Game) facesSouth(seat rules.Seat) bool {
	mean := func(team int) float64 {
		sum, n := 0, 0
		for _, z := range g.arena.ZonesOf(world.ZoneDeploy) {
			if z.Team == team {
				for _, c := range z.Cells {
					sum += c.Y
					n++
				}
			}
		}
		return float64(sum) / float64(max(n, 1))
	}
	return mean(int(seat)) < mean(int(seat.Other())) || mean(int(seat)) == mean(int(seat.Other())) && seat == rules.Blue
}

// deploy places a squad in its side's deployment zone, spread over it,
// at most deployPerCube to a cube, facing the enemy's side.
func (g *Game) deploy(seat rules.Seat, q *Squad) error {
	cells := g.deployCells(seat)
	if len(cells) == 0 {
		return fmt.Errorf("firepower: the arena has no deployment zone for %s", seat)
	}
	n := len(q.Members)
	if len(cells)*deployPerCube < n {
		return fmt.Errorf("firepower: %s's deployment zone holds %d soldiers, the squad has %d", seat, len(cells)*deployPerCube, n)
	}
	facing := world.N
	if g.facesSouth(seat) {
		facing = world.S
	}
	stride := max(1, len(cells)/n)
	used := map[world.Pos]int{}
	for k, m := range q.Members {
		at := cells[(k*stride+stride/2)%len(cells)]
		for j := 0; used[at] >= deployPerCube; j++ {
			at = cells[(k*stride+stride/2+j)%len(cells)]
		}
		used[at]++
		t, _ := g.data.Soldier(m)
		s := soldier{ID: fmt.Sprintf("%s.%d", seat, k+1), Seat: seat, Type: m, Pos: at, Facing: facing}
		for _, id := range t.Weapons {
			if w, _ := g.data.Weapon(id); w.Grenade() {
				s.Grenade = id
			} else {
				s.Weapon = id
			}
		}
		g.st.Soldiers = append(g.st.Soldiers, s)
	}
	g.st.Start[seat] = n
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
		return nil, fmt.Errorf("firepower: load: %w", err)
	}
	return g, nil
}
