package flashpoint

import (
	"encoding/json"
	"fmt"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// positionJSON is the position JSON format (POSITION.md). A saved game is
// a position with every field written out; a hand-written one may leave
// most out.
type positionJSON struct {
	Format    string            `json:"format,omitempty"`
	Arena     string            `json:"arena,omitempty"`
	ArenaText string            `json:"arena_text,omitempty"`
	Scenario  string            `json:"scenario,omitempty"`
	Options   map[string]string `json:"options,omitempty"`
	Rosters   []string          `json:"rosters,omitempty"`
	Seed      uint64            `json:"seed"`
	Dice      *uint64           `json:"dice,omitempty"`
	Round     int               `json:"round,omitempty"`
	ToMove    string            `json:"to_move,omitempty"`
	Last      string            `json:"last,omitempty"`
	Active    string            `json:"active,omitempty"`
	Used      []string          `json:"used,omitempty"`
	Spent     *int              `json:"spent,omitempty"`
	Respawned bool              `json:"respawned,omitempty"`
	NoMove    bool              `json:"no_move,omitempty"`
	CanPickup bool              `json:"can_pickup,omitempty"`
	Score     [2]int            `json:"score"`
	Kills     [2]int            `json:"kills,omitempty"` // where kills break ties: enemy models each side killed
	Over      bool              `json:"over,omitempty"`
	Winner    string            `json:"winner,omitempty"`
	Reason    string            `json:"reason,omitempty"`
	Models    []modelJSON       `json:"models"`
	Weapons   []tokenJSON       `json:"weapons,omitempty"`
	Supply    *[]string         `json:"supply,omitempty"`
	Pending   []taskJSON        `json:"pending,omitempty"`
	Command   *commandJSON      `json:"command,omitempty"` // command dice (command_position.go)

	// Items, barriers, smoke (item_position.go).
	itemsJSON

	// Objectives are the flags and the ball (scenario_position.go).
	Objectives []objectiveJSON `json:"objectives,omitempty"`
	// ZoneOwners are Total Control's zone owners (scenario_zones.go).
	ZoneOwners []string `json:"zone_owners,omitempty"`

	// RosterTexts are rosters given as text (rules.Setup.RosterTexts).
	RosterTexts []string `json:"roster_texts,omitempty"`
}

// modelJSON is one model of a position.
type modelJSON struct {
	ID         string         `json:"id"`
	Unit       string         `json:"unit"`
	Name       string         `json:"name,omitempty"`
	Weapons    []string       `json:"weapons,omitempty"`
	Uses       map[string]int `json:"uses,omitempty"`
	Pickup     string         `json:"pickup,omitempty"`
	PickupUsed int            `json:"pickup_used,omitempty"`
	Pos        string         `json:"pos,omitempty"`
	Wounds     int            `json:"wounds,omitempty"`
	Shields    *int           `json:"shields,omitempty"`
	Pinned     bool           `json:"pinned,omitempty"`
	Crouched   bool           `json:"crouched,omitempty"`
	Activated  bool           `json:"activated,omitempty"`
	Dead       bool           `json:"dead,omitempty"`
	Fire       bool           `json:"fire,omitempty"` // a Fire token (Incendiary)

	// Carried items and their effects (item_position.go).
	modelItemsJSON
}

// tokenJSON is a weapon lying on the board.
type tokenJSON struct {
	Weapon string `json:"weapon"`
	Pos    string `json:"pos"`
	Spot   string `json:"spot,omitempty"`
	Used   int    `json:"used,omitempty"`
}

// taskJSON is a pending step (POSITION.md "Pending steps").
type taskJSON struct {
	Kind   string   `json:"kind"`
	Model  string   `json:"model"`
	By     string   `json:"by,omitempty"`
	Weapon string   `json:"weapon,omitempty"`
	Used   int      `json:"used,omitempty"`
	Dir    string   `json:"dir,omitempty"`
	Sprint bool     `json:"sprint,omitempty"`
	Start  string   `json:"start,omitempty"`
	Path   []string `json:"path,omitempty"`

	Profile string `json:"profile,omitempty"` // stick: the weapon's profile ("" the main one)
	Cube    string `json:"cube,omitempty"`    // stick: the cube the attack landed in; relocate: the full cube landed in

	Test   string `json:"test,omitempty"`   // hazard, extra-d8-hazard: "wall" or "gravity"
	Levels int    `json:"levels,omitempty"` // hazard, extra-d8-hazard: the levels of a gravity test's fall
	Tries  int    `json:"tries,omitempty"`  // relocate: the scatter rolls left
}

// Save writes the whole state as a position (POSITION.md).
func (g *Game) Save() ([]byte, error) {
	s := g.b.setup
	p := positionJSON{Format: PositionFormat, Arena: s.Arena, ArenaText: s.ArenaText, Scenario: s.Scenario,
		Options: s.Options, Rosters: []string{s.Rosters[0], s.Rosters[1]}, Seed: g.seed, Round: g.round,
		ToMove: g.turn.String(), Score: g.score, Kills: g.kills, Over: g.over, Reason: g.reason}
	p.RosterTexts = s.rosterTexts()
	dice := g.rng.State
	p.Dice = &dice
	if g.last != rules.NoSeat {
		p.Last = g.last.String()
	}
	if g.over {
		p.Winner = g.winner.String()
	}
	if m := g.active(); m != nil {
		p.Active = m.ID
		for _, t := range allActionTypes() {
			if g.act.Used.has(t) {
				p.Used = append(p.Used, actionTypeName(t))
			}
		}
		spent := g.act.Spent
		p.Spent = &spent
		p.Respawned, p.NoMove, p.CanPickup = g.act.Respawned, g.act.NoMove, g.act.Pickup
	}
	for i := range g.models {
		m := &g.models[i]
		shields := m.Shields
		mj := modelJSON{ID: m.ID, Unit: m.Unit.ID, Name: m.Name, Pickup: m.Pickup.ID, PickupUsed: m.Pickup.Used,
			Pos: m.Pos.String(), Wounds: m.Wounds, Shields: &shields, Pinned: m.Pinned, Crouched: m.Crouched,
			Activated: m.Activated, Dead: !m.OnBoard, Fire: m.Fire}
		mj.Weapons = []string{}
		m.eachWeapon(func(s *slot) bool {
			if s == &m.Pickup || m.isItemSlot(s) {
				return false
			}
			mj.Weapons = append(mj.Weapons, s.ID)
			if s.Used > 0 {
				if mj.Uses == nil {
					mj.Uses = map[string]int{}
				}
				mj.Uses[s.ID] = s.Used
			}
			return true
		})
		m.saveItems(&mj)
		p.Models = append(p.Models, mj)
	}
	for _, t := range g.tokens {
		p.Weapons = append(p.Weapons, tokenJSON{Weapon: t.Weapon, Pos: t.Pos.String(), Spot: t.Spot, Used: t.Used})
	}
	p.Objectives = g.saveObjectives()
	p.ZoneOwners = g.saveOwners()
	supply := append([]string{}, g.supply...)
	p.Supply = &supply
	g.saveItems(&p)
	for _, t := range g.tasks {
		tj := taskJSON{Kind: taskName(t.Kind), Model: g.models[t.Actor].ID, Weapon: t.Weapon, Used: t.Used, Sprint: t.Sprint}
		if t.Other >= 0 {
			tj.By = g.models[t.Other].ID
		}
		if t.Kind == taskPush && t.Dir >= 0 {
			tj.Dir = dirName(world.Dir8(t.Dir))
		}
		if t.Kind.hasCube() {
			tj.Profile, tj.Cube = t.Profile, t.Cube.String()
		}
		g.saveForcedStep(t, &tj)
		if t.Kind == taskWalk {
			tj.Start = t.Start.String()
			for _, q := range t.Path {
				tj.Path = append(tj.Path, q.String())
			}
		}
		p.Pending = append(p.Pending, tj)
	}
	p.Command = g.saveCommand()
	return json.MarshalIndent(p, "", "  ")
}

// LoadGame reads a position or a saved game and checks every field. Errors
// name the field: `models[2].pos: cube 9,1,0 is outside the 8x8x3 arena`.
func (r *Ruleset) LoadGame(data []byte) (*Game, error) {
	g, err := r.loadGame(data)
	return g, safefile.ShortError(err) // never echo a whole oversized field
}

// loadGame is LoadGame with errors of any length.
func (r *Ruleset) loadGame(data []byte) (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	var p positionJSON
	data = safefile.StripBOM(data)
	if err := rules.DecodeStrict("position", data, &p); err != nil {
		return nil, err
	}
	return r.buildPosition(&p)
}

// buildPosition checks a decoded position and makes the game.
func (r *Ruleset) buildPosition(p *positionJSON) (*Game, error) {
	if p.Format != "" && p.Format != PositionFormat {
		return nil, fmt.Errorf("format: %q is not %q", p.Format, PositionFormat)
	}
	setup := rules.Setup{Arena: p.Arena, ArenaText: p.ArenaText, Scenario: p.Scenario, Options: p.Options}
	switch len(p.Rosters) {
	case 0:
	case 2:
		setup.Rosters = [2]string{p.Rosters[0], p.Rosters[1]}
	default:
		return nil, fmt.Errorf("rosters: want two roster names, not %d", len(p.Rosters))
	}
	setup.RosterTexts = p.RosterTexts
	info, err := scenarioInfo(setup)
	if err != nil {
		return nil, err
	}
	b, err := r.boardFor(info)
	if err != nil {
		return nil, fmt.Errorf("arena: %w", err)
	}
	if err := checkScenarioBoard(b); err != nil {
		return nil, fmt.Errorf("arena: %w", err)
	}
	g := &Game{b: b, seed: p.Seed, rng: rules.RNG{State: p.Seed}, round: p.Round, score: p.Score, kills: p.Kills,
		last: rules.NoSeat, winner: rules.NoSeat, act: activation{Model: -1}}
	if p.Dice != nil {
		g.rng.State = *p.Dice
	}
	if err := g.loadModels(p.Models); err != nil {
		return nil, err
	}
	if err := g.loadTurn(p); err != nil {
		return nil, err
	}
	if err := g.loadTokens(p); err != nil {
		return nil, err
	}
	if err := g.loadItems(p); err != nil {
		return nil, err
	}
	if err := g.loadObjectives(p.Objectives); err != nil {
		return nil, err
	}
	if err := g.loadOwners(p.ZoneOwners); err != nil {
		return nil, err
	}
	if err := g.loadTasks(p.Pending); err != nil {
		return nil, err
	}
	if err := g.loadCommand(p.Command); err != nil {
		return nil, err
	}
	var l log
	g.settle(&l)
	return g, nil
}
