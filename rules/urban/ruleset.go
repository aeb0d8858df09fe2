package urban

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// DefaultArena is the arena DefaultSetup uses when given none.
const DefaultArena = "streets"

// The scenarios (RULES.md "Victory"): Skirmish scores only removed
// models; Streets scores the arena's objective cubes too (G8).
const (
	ScenarioSkirmish = "skirmish"
	ScenarioStreets  = "streets"
)

// RoundsOption is the Setup.Options key of the round limit.
const RoundsOption = "rounds"

// DefaultRounds is the round limit when the setup sets none (G8).
const DefaultRounds = 5

// perCube and perTeam are how many models one cube holds, and of one side
// (DESIGN section 4).
const (
	perCube = 4
	perTeam = 2
)

// Ruleset creates and loads games. It implements rules.Ruleset.
type Ruleset struct {
	data   *Data
	arenas assets.ArenaCache // shipped arenas read once, shared by the games
	err    error             // why the shipped data could not be read
}

// NewRuleset reads the shipped data. Data that cannot be read leaves a
// ruleset with no crews whose New and Load return the reason (Err).
func NewRuleset() *Ruleset {
	d, err := LoadShipped()
	if err != nil {
		return &Ruleset{data: &Data{}, err: fmt.Errorf("urban: shipped data: %w", err)}
	}
	return &Ruleset{data: d}
}

// NewRulesetWith is a ruleset playing the given data (tests, tools).
func NewRulesetWith(d *Data) *Ruleset { return &Ruleset{data: d} }

// Err is why the shipped data could not be read, or nil.
func (r *Ruleset) Err() error { return r.err }

// Data is the ruleset's data (read-only).
func (r *Ruleset) Data() *Data { return r.data }

// Name is "urban".
func (r *Ruleset) Name() string { return RulesetName }

// Title is the display name.
func (r *Ruleset) Title() string { return "Night Streets" }

// Scenarios lists the scenarios.
func (r *Ruleset) Scenarios() []string { return []string{ScenarioStreets, ScenarioSkirmish} }

// ScenarioTitle names a scenario for a screen.
func (r *Ruleset) ScenarioTitle(name string) string {
	switch name {
	case ScenarioStreets:
		return "Streets: hold the objectives"
	case ScenarioSkirmish:
		return "Skirmish"
	}
	return name
}

// ScenarioOptions lists the round limit.
func (r *Ruleset) ScenarioOptions(string) []rules.ScenarioOption {
	return []rules.ScenarioOption{{Key: RoundsOption, Title: "Rounds", Default: DefaultRounds, Min: 1, Max: 12,
		Help: "The game ends after this many rounds unless a crew is wiped out first."}}
}

// Rosters lists the shipped crew IDs.
func (r *Ruleset) Rosters() []string {
	out := make([]string, len(r.data.Crews))
	for i, c := range r.data.Crews {
		out[i] = c.ID
	}
	return out
}

// DefaultSetup is the first and second shipped crews on the named arena.
func (r *Ruleset) DefaultSetup(arena string) rules.Setup {
	if arena == "" {
		arena = DefaultArena
	}
	s := rules.Setup{Arena: arena, Scenario: ScenarioStreets}
	if ids := r.Rosters(); len(ids) > 1 {
		s.Rosters = [2]string{ids[0], ids[1]}
	}
	return s
}

// New starts a game; the seed fixes every die and the deck.
func (r *Ruleset) New(s rules.Setup, seed uint64) (rules.Game, error) {
	g, err := r.NewGame(s, seed)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// prepare builds a game's fixed parts from a setup, without models.
func (r *Ruleset) prepare(s rules.Setup, seed uint64) (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	if s.Scenario == "" {
		s.Scenario = ScenarioStreets
	}
	if s.Scenario != ScenarioStreets && s.Scenario != ScenarioSkirmish {
		return nil, fmt.Errorf("urban: unknown scenario %q (want %s or %s)", s.Scenario, ScenarioStreets, ScenarioSkirmish)
	}
	a, err := r.arenas.Load(s.Arena, s.ArenaText, DefaultArena)
	if err != nil {
		return nil, fmt.Errorf("urban: %w", err)
	}
	rounds := DefaultRounds
	for k, v := range s.Options {
		if k != RoundsOption {
			return nil, fmt.Errorf("urban: unknown option %q (want %s)", k, RoundsOption)
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 12 {
			return nil, fmt.Errorf("urban: option %s=%q: want 1 to 12", RoundsOption, v)
		}
		rounds = n
	}
	g := &Game{setup: s, seed: seed, base: a, arena: a, data: r.data, rounds: rounds}
	if err := g.placeFurniture(); err != nil {
		return nil, fmt.Errorf("urban: %w", err)
	}
	g.st.RNG = *rules.NewRNG(seed)
	g.st.Winner = rules.NoSeat
	g.st.Hands = [2][]string{{}, {}}
	return g, nil
}

// NewGame is New with the concrete type: the crews deploy, the deck is
// shuffled, the first player is drawn and the first round begins
// (UF-PH-0, UF-PH-1).
func (r *Ruleset) NewGame(s rules.Setup, seed uint64) (*Game, error) {
	g, err := r.prepare(s, seed)
	if err != nil {
		return nil, err
	}
	if err := g.fits(); err != nil {
		return nil, err
	}
	for _, seat := range rules.Seats {
		c, err := r.crewFor(s, seat)
		if err != nil {
			return nil, err
		}
		if err := g.deploy(seat, c); err != nil {
			return nil, err
		}
	}
	for _, c := range r.data.Deck.Cards {
		g.st.Deck = append(g.st.Deck, c.ID)
	}
	g.shuffle(g.st.Deck)
	g.st.First = rules.Blue
	if g.rollIndex() > 3 {
		g.st.First = rules.Red
	}
	g.emit(rules.Event{Kind: "roll-off", Seat: g.st.First}, func() rules.Msg { return rules.Say("UrbDrawnFirst", "Side", seatRef(g.st.First)) }, "%s is drawn to play first", g.st.First)
	g.startRound()
	g.opening = g.events
	g.events = nil
	g.rolledLast = false
	return g, nil
}

// shuffle puts the cards in a random order from the game's dice.
func (g *Game) shuffle(cards []string) {
	for i := len(cards) - 1; i > 0; i-- {
		j := g.Dice().Roll(i+1) - 1
		cards[i], cards[j] = cards[j], cards[i]
	}
	g.rolledLast = true
}

// deployCells are a side's deployment cubes, level first, then rows from
// the side's own edge, then columns.
func (g *Game) deployCells(seat rules.Seat) []world.Pos {
	var cells []world.Pos
	for _, z := range g.arena.ZonesOf(world.ZoneDeploy) {
		if z.Team == int(seat) {
			for _, c := range z.Cells {
				if !g.isDifficult(c) {
					cells = append(cells, c)
				}
			}
		}
	}
	sumY := 0
	for _, c := range cells {
		sumY += c.Y
	}
	south := 2*sumY > len(cells)*(g.arena.D-1) // the zone lies in the southern half
	back := func(p world.Pos) int {            // rows from the side's own edge
		if south {
			return g.arena.D - 1 - p.Y
		}
		return p.Y
	}
	sort.SliceStable(cells, func(a, b int) bool {
		pa, pb := cells[a], cells[b]
		if pa.Z != pb.Z {
			return pa.Z < pb.Z
		}
		if ra, rb := back(pa), back(pb); ra != rb {
			return ra < rb
		}
		return pa.X < pb.X
	})
	return cells
}

// deploy places a crew on its side's deployment cubes, spread over them,
// at most perTeam to a cube (UF-PH-0).
func (g *Game) deploy(seat rules.Seat, c *Crew) error {
	cells := g.deployCells(seat)
	n := len(c.Members)
	if len(cells)*perTeam < n {
		return fmt.Errorf("urban: %s's deployment zone holds %d models, the crew has %d", seat, len(cells)*perTeam, n)
	}
	stride := max(1, len(cells)/n)
	used := map[world.Pos]int{}
	for k, mb := range c.Members {
		at := cells[(k*stride+stride/2)%len(cells)]
		for j := 1; used[at] >= perTeam; j++ {
			at = cells[(k*stride+stride/2+j)%len(cells)]
		}
		used[at]++
		p, _ := g.data.Profile(mb.Profile)
		m := model{ID: fmt.Sprintf("%s.%d", seat, k+1), Seat: seat, Name: mb.Name, Profile: mb.Profile, Pos: at,
			Gear: append([]string(nil), mb.Gear...), Spells: append([]string(nil), mb.Spells...), Fury: p.FUR}
		g.st.Models = append(g.st.Models, m)
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

// LoadPosition reads a position: a saved game, which may be written by
// hand.
func (r *Ruleset) LoadPosition(data []byte) (rules.Game, error) { return r.Load(data) }

// LoadGame is Load with the concrete type; it checks the state.
func (r *Ruleset) LoadGame(data []byte) (*Game, error) {
	s, err := rules.UnmarshalSaved[state](RulesetName, saveVersion, data)
	if err != nil {
		return nil, err
	}
	g, err := r.prepare(s.Setup, s.Seed)
	if err != nil {
		return nil, err
	}
	if err := g.fits(); err != nil {
		return nil, err
	}
	g.st = s.State
	if err := g.buildArena(); err != nil {
		return nil, fmt.Errorf("urban: load: %w", err)
	}
	if err := g.checkState(); err != nil {
		return nil, fmt.Errorf("urban: load: %w", err)
	}
	return g, nil
}
