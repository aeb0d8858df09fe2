package flashpoint

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The position JSON format (POSITION.md). A saved game is a position with
// every field written out; a hand-written one may leave most out.

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
	Over      bool              `json:"over,omitempty"`
	Winner    string            `json:"winner,omitempty"`
	Reason    string            `json:"reason,omitempty"`
	Models    []modelJSON       `json:"models"`
	Weapons   []tokenJSON       `json:"weapons,omitempty"`
	Supply    *[]string         `json:"supply,omitempty"`
	Pending   []taskJSON        `json:"pending,omitempty"`
}

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
}

type tokenJSON struct {
	Weapon string `json:"weapon"`
	Pos    string `json:"pos"`
	Spot   string `json:"spot,omitempty"`
	Used   int    `json:"used,omitempty"`
}

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
}

// Save writes the whole state as a position (POSITION.md).
func (g *Game) Save() ([]byte, error) {
	s := g.b.setup
	p := positionJSON{Format: PositionFormat, Arena: s.Arena, ArenaText: s.ArenaText, Scenario: s.Scenario,
		Options: s.Options, Rosters: []string{s.Rosters[0], s.Rosters[1]}, Seed: g.seed, Round: g.round,
		ToMove: g.turn.String(), Score: g.score, Over: g.over, Reason: g.reason}
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
			Activated: m.Activated, Dead: !m.OnBoard}
		mj.Weapons = []string{}
		m.eachWeapon(func(s *slot) bool {
			if s == &m.Pickup {
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
		p.Models = append(p.Models, mj)
	}
	for _, t := range g.tokens {
		p.Weapons = append(p.Weapons, tokenJSON{Weapon: t.Weapon, Pos: t.Pos.String(), Spot: t.Spot, Used: t.Used})
	}
	supply := append([]string{}, g.supply...)
	p.Supply = &supply
	for _, t := range g.tasks {
		tj := taskJSON{Kind: taskName(t.Kind), Model: g.models[t.Actor].ID, Weapon: t.Weapon, Used: t.Used, Sprint: t.Sprint}
		if t.Other >= 0 {
			tj.By = g.models[t.Other].ID
		}
		if t.Kind == taskPush && t.Dir >= 0 {
			tj.Dir = dirName(world.Dir8(t.Dir))
		}
		if t.Kind == taskWalk {
			tj.Start = t.Start.String()
			for _, q := range t.Path {
				tj.Path = append(tj.Path, q.String())
			}
		}
		p.Pending = append(p.Pending, tj)
	}
	return json.MarshalIndent(p, "", "  ")
}

// LoadGame reads a position or a saved game and checks every field. Errors
// name the field: `models[2].pos: cube 9,1,0 is outside the 8x8x3 arena`.
func (r *Ruleset) LoadGame(data []byte) (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	var p positionJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, jsonError(data, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("position: unexpected data after the position object")
	}
	return r.buildPosition(&p)
}

// jsonError turns a decoding error into one that says where.
func jsonError(data []byte, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line, col := lineCol(data, se.Offset)
		return fmt.Errorf("position:%d:%d: %v", line, col, se)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		line, col := lineCol(data, te.Offset)
		field := te.Field
		if field == "" {
			field = "position"
		}
		return fmt.Errorf("position:%d:%d: %s: want %s, not %s", line, col, field, te.Type, te.Value)
	}
	if errors.Is(err, io.EOF) {
		return fmt.Errorf("position: empty input")
	}
	return fmt.Errorf("position: %v", err)
}

// lineCol converts a byte offset to a 1-based line and column.
func lineCol(data []byte, off int64) (int, int) {
	line, col := 1, 1
	for i := int64(0); i < off && i < int64(len(data)); i++ {
		if data[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
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
	info, err := scenarioInfo(setup)
	if err != nil {
		return nil, err
	}
	b, err := r.boardFor(info)
	if err != nil {
		return nil, fmt.Errorf("arena: %w", err)
	}
	g := &Game{b: b, seed: p.Seed, rng: rules.RNG{State: p.Seed}, round: p.Round, score: p.Score,
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
	if err := g.loadTasks(p.Pending); err != nil {
		return nil, err
	}
	var l log
	g.settle(&l)
	return g, nil
}

// loadModels reads and checks the models: IDs blue.1.. and red.1.. without
// gaps, known units and weapons, cubes inside the arena with room.
func (g *Game) loadModels(ms []modelJSON) error {
	d := g.b.data
	a := g.b.arena
	if len(ms) == 0 {
		return fmt.Errorf("models: no models")
	}
	type entry struct {
		m   model
		idx int
	}
	bySeat := [2][]entry{}
	seen := map[string]int{}
	for i, mj := range ms {
		field := fmt.Sprintf("models[%d]", i)
		if j, dup := seen[mj.ID]; dup {
			return fmt.Errorf("%s.id: %q is already models[%d]", field, mj.ID, j)
		}
		seen[mj.ID] = i
		seat, n, err := parseModelID(mj.ID)
		if err != nil {
			return fmt.Errorf("%s.id: %v", field, err)
		}
		u := d.Units[mj.Unit]
		if u == nil {
			return fmt.Errorf("%s.unit: unknown unit %q", field, mj.Unit)
		}
		m := model{ID: mj.ID, Seat: seat, Unit: u, Name: mj.Name, Shields: u.ES, OnBoard: !mj.Dead,
			Wounds: mj.Wounds, Pinned: mj.Pinned, Crouched: mj.Crouched, Activated: mj.Activated}
		if m.Name == "" {
			m.Name = u.Name
		}
		if err := g.loadWeapons(&m, mj, field); err != nil {
			return err
		}
		if mj.Pos == "" {
			if !mj.Dead {
				return fmt.Errorf("%s.pos: missing (a model on the board needs a cube)", field)
			}
		} else {
			q, err := world.ParsePos(mj.Pos)
			if err != nil {
				return fmt.Errorf("%s.pos: %v", field, err)
			}
			if !a.In(q) {
				return fmt.Errorf("%s.pos: cube %s is outside the %dx%dx%d arena", field, q, a.W, a.D, a.H)
			}
			if !mj.Dead && !a.Standable(q) {
				return fmt.Errorf("%s.pos: cube %s has no floor to stand on", field, q)
			}
			m.Pos = q
		}
		if mj.Shields != nil {
			m.Shields = *mj.Shields
		}
		switch {
		case m.Wounds < 0 || m.Wounds >= u.HP:
			return fmt.Errorf("%s.wounds: %d is not from 0 to %d (HP %d)", field, m.Wounds, u.HP-1, u.HP)
		case m.Shields < 0 || m.Shields > u.ES:
			return fmt.Errorf("%s.shields: %d is not from 0 to %d (ES %d)", field, m.Shields, u.ES, u.ES)
		case mj.Dead && (m.Pinned || m.Crouched):
			return fmt.Errorf("%s.dead: a dead model is neither pinned nor crouched", field)
		case u.Stoic && m.Pinned:
			return fmt.Errorf("%s.pinned: a %s is Stoic and never pinned", field, u.Name)
		case u.Stoic && m.Crouched:
			return fmt.Errorf("%s.crouched: a %s is Stoic and cannot crouch", field, u.Name)
		}
		if mj.Dead {
			m.Wounds, m.Shields = 0, 0
		}
		bySeat[seat] = append(bySeat[seat], entry{m, n})
	}
	for si, list := range bySeat {
		seat := rules.Seat(si)
		if len(list) == 0 {
			return fmt.Errorf("models: %s has no models", seat)
		}
		if len(list) > MaxModelsPerSide {
			return fmt.Errorf("models: %s has %d models (at most %d)", seat, len(list), MaxModelsPerSide)
		}
		sort.Slice(list, func(i, j int) bool { return list[i].idx < list[j].idx })
		for i, e := range list {
			if e.idx != i+1 {
				return fmt.Errorf("models[%d].id: %s.%d is missing (%s models are numbered from 1 without gaps)", seen[e.m.ID], seat, i+1, seat)
			}
			g.models = append(g.models, e.m)
		}
	}
	for i := range g.models {
		m := &g.models[i]
		if !m.OnBoard {
			continue
		}
		occ := g.occupancy(m.Pos, -1)
		if occ[0]+occ[1] > CubeCapacity || occ[m.Seat] > TeamCapacity {
			return fmt.Errorf("models[%d].pos: cube %s holds %d models, %d of %s (at most %d, %d of one side)",
				seen[m.ID], m.Pos, occ[0]+occ[1], occ[m.Seat], m.Seat, CubeCapacity, TeamCapacity)
		}
	}
	return nil
}

// loadWeapons reads a model's weapons, uses and PICKUP slot.
func (g *Game) loadWeapons(m *model, mj modelJSON, field string) error {
	d := g.b.data
	ids := mj.Weapons
	if ids == nil {
		ids = d.ModelWeapons(RosterModel{Unit: mj.Unit})
	} else {
		ids = append([]string(nil), ids...)
		for _, c := range m.Unit.Carries {
			if !contains(ids, c) {
				ids = append(ids, c)
			}
		}
	}
	if len(ids) > MaxCarried {
		return fmt.Errorf("%s.weapons: %d weapons (at most %d with what the unit always carries)", field, len(ids), MaxCarried)
	}
	for i, id := range ids {
		if d.Weapons[id] == nil {
			return fmt.Errorf("%s.weapons[%d]: unknown weapon %q", field, i, id)
		}
		if contains(ids[:i], id) {
			return fmt.Errorf("%s.weapons[%d]: %q is listed twice", field, i, id)
		}
		m.Carried[i] = slot{ID: id}
	}
	for id, n := range mj.Uses {
		s := m.weaponSlot(id)
		if s == nil {
			return fmt.Errorf("%s.uses: the model carries no %q", field, id)
		}
		if w := d.Weapons[id]; n < 0 || w.Uses == 0 && n != 0 || w.Uses > 0 && n >= w.Uses {
			return fmt.Errorf("%s.uses: %d uses of %q (it has %d)", field, n, id, w.Uses)
		}
		s.Used = n
	}
	if mj.Pickup != "" {
		w := d.Weapons[mj.Pickup]
		if w == nil {
			return fmt.Errorf("%s.pickup: unknown weapon %q", field, mj.Pickup)
		}
		if mj.PickupUsed < 0 || w.Uses == 0 && mj.PickupUsed != 0 || w.Uses > 0 && mj.PickupUsed >= w.Uses {
			return fmt.Errorf("%s.pickup_used: %d uses of %q (it has %d)", field, mj.PickupUsed, mj.Pickup, w.Uses)
		}
		if mj.Dead {
			return fmt.Errorf("%s.pickup: a dead model carries nothing", field)
		}
		m.Pickup = slot{ID: mj.Pickup, Used: mj.PickupUsed}
	} else if mj.PickupUsed != 0 {
		return fmt.Errorf("%s.pickup_used: no weapon in the PICKUP slot", field)
	}
	return nil
}

// parseModelID reads "blue.2" or "red.1".
func parseModelID(id string) (rules.Seat, int, error) {
	for _, s := range rules.Seats {
		prefix := s.String() + "."
		if len(id) > len(prefix) && id[:len(prefix)] == prefix {
			n := 0
			for _, c := range id[len(prefix):] {
				if c < '0' || c > '9' || n > MaxModelsPerSide*10 {
					return 0, 0, fmt.Errorf("%q is not blue.N or red.N", id)
				}
				n = n*10 + int(c-'0')
			}
			if n < 1 || id[len(prefix)] == '0' {
				return 0, 0, fmt.Errorf("%q is not blue.N or red.N", id)
			}
			return s, n, nil
		}
	}
	return 0, 0, fmt.Errorf("%q is not blue.N or red.N", id)
}

// loadTurn reads the round, the turn, the active model and the score.
func (g *Game) loadTurn(p *positionJSON) error {
	info := g.b.setup
	if g.round == 0 {
		g.round = 1
	}
	if g.round < 1 || g.round > info.Rounds {
		return fmt.Errorf("round: %d is not from 1 to %d", g.round, info.Rounds)
	}
	for i, s := range p.Score {
		if s < 0 || s > info.Kills || (s == info.Kills && !p.Over) {
			return fmt.Errorf("score[%d]: %d is not from 0 to %d", i, s, info.Kills-1)
		}
	}
	if p.Over {
		g.over, g.reason = true, p.Reason
		if p.Winner != "" {
			w, err := parseSeatOrNone(p.Winner)
			if err != nil {
				return fmt.Errorf("winner: %v", err)
			}
			g.winner = w
		}
		if p.Active != "" || len(p.Pending) > 0 {
			return fmt.Errorf("over: a finished game has no active model and no pending steps")
		}
	} else if p.Winner != "" || p.Reason != "" {
		return fmt.Errorf("winner: only a finished game (\"over\": true) has a winner")
	}
	if p.ToMove == "" {
		if p.Active == "" && !p.Over {
			return fmt.Errorf("to_move: missing (blue or red)")
		}
	} else {
		s, err := rules.ParseSeat(p.ToMove)
		if err != nil {
			return fmt.Errorf("to_move: %v", err)
		}
		g.turn = s
	}
	if p.Last != "" {
		s, err := parseSeatOrNone(p.Last)
		if err != nil {
			return fmt.Errorf("last: %v", err)
		}
		g.last = s
	}
	if p.Active == "" {
		if len(p.Used) > 0 || p.Spent != nil || p.Respawned || p.NoMove || p.CanPickup {
			return fmt.Errorf("active: used, spent, respawned, no_move and can_pickup need an active model")
		}
		return nil
	}
	mi := g.modelIndex(p.Active)
	if mi < 0 {
		return fmt.Errorf("active: no model %q", p.Active)
	}
	m := &g.models[mi]
	if m.Activated {
		return fmt.Errorf("active: %s has already activated this round", m.ID)
	}
	if p.ToMove != "" && g.turn != m.Seat {
		return fmt.Errorf("to_move: %s, but the active model %s is %s's", g.turn, m.ID, m.Seat)
	}
	g.turn = m.Seat
	g.act = activation{Model: mi, Respawned: p.Respawned, NoMove: p.NoMove, Pickup: p.CanPickup}
	spent := 0
	for i, name := range p.Used {
		t := actionTypeNamed(name)
		if t == 0 {
			return fmt.Errorf("used[%d]: %q is not move, sprint, crouch, stand, shoot or assault", i, name)
		}
		if g.act.Used.has(t) {
			return fmt.Errorf("used[%d]: %q is listed twice", i, name)
		}
		g.act.Used |= t
		spent++
		if t == actSprint || t == actAssault {
			spent++
		}
	}
	if p.Spent != nil {
		spent = *p.Spent
	}
	if spent < 0 || spent > ActionPoints || spent < len(p.Used) {
		return fmt.Errorf("spent: %d action points do not fit the %d actions used (at most %d)", spent, len(p.Used), ActionPoints)
	}
	g.act.Spent = spent
	if !m.OnBoard && (spent > 0 || p.Respawned) {
		return fmt.Errorf("active: %s is dead, so it has not acted yet", m.ID)
	}
	return nil
}

// actionTypeNamed reads an action type name; 0 if unknown.
func actionTypeNamed(s string) actionSet {
	for _, t := range allActionTypes() {
		if actionTypeName(t) == s {
			return t
		}
	}
	return 0
}

// parseSeatOrNone reads "blue", "red" or "none".
func parseSeatOrNone(s string) (rules.Seat, error) {
	if s == "none" {
		return rules.NoSeat, nil
	}
	return rules.ParseSeat(s)
}

// loadTokens reads the weapons on the board and the supply.
func (g *Game) loadTokens(p *positionJSON) error {
	a := g.b.arena
	d := g.b.data
	for i, tj := range p.Weapons {
		field := fmt.Sprintf("weapons[%d]", i)
		w := d.Weapons[tj.Weapon]
		if w == nil {
			return fmt.Errorf("%s.weapon: unknown weapon %q", field, tj.Weapon)
		}
		q, err := world.ParsePos(tj.Pos)
		if err != nil {
			return fmt.Errorf("%s.pos: %v", field, err)
		}
		if !a.In(q) {
			return fmt.Errorf("%s.pos: cube %s is outside the %dx%dx%d arena", field, q, a.W, a.D, a.H)
		}
		if !a.Standable(q) {
			return fmt.Errorf("%s.pos: cube %s has no floor for a weapon to lie on", field, q)
		}
		if tj.Used < 0 || w.Uses == 0 && tj.Used != 0 || w.Uses > 0 && tj.Used >= w.Uses {
			return fmt.Errorf("%s.used: %d uses of %q (it has %d)", field, tj.Used, tj.Weapon, w.Uses)
		}
		if tj.Spot != "" {
			found := false
			for _, s := range g.b.spots {
				if s.Label == tj.Spot {
					found = true
					if s.Pos != q {
						return fmt.Errorf("%s.spot: spot %s is at %s, not %s", field, s.Label, s.Pos, q)
					}
				}
			}
			if !found {
				return fmt.Errorf("%s.spot: the arena has no weapon-drop spot %q", field, tj.Spot)
			}
			if g.tokenOnSpot(tj.Spot) >= 0 {
				return fmt.Errorf("%s.spot: spot %s already holds a weapon", field, tj.Spot)
			}
		}
		g.tokens = append(g.tokens, floorWeapon{Weapon: tj.Weapon, Used: tj.Used, Pos: q, Spot: tj.Spot})
	}
	if p.Supply != nil {
		for i, id := range *p.Supply {
			if !contains(g.b.power, id) {
				return fmt.Errorf("supply[%d]: %q is not a power weapon the drops deal", i, id)
			}
			if contains(g.supply, id) {
				return fmt.Errorf("supply[%d]: %q is listed twice", i, id)
			}
			g.supply = append(g.supply, id)
		}
		sort.Strings(g.supply)
		return nil
	}
	// Default: every power weapon that is neither on the board nor carried.
	for _, id := range g.b.power {
		inPlay := false
		for _, t := range g.tokens {
			inPlay = inPlay || t.Weapon == id
		}
		for i := range g.models {
			inPlay = inPlay || g.models[i].weaponSlot(id) != nil
		}
		if !inPlay {
			g.supply = append(g.supply, id)
		}
	}
	return nil
}

// loadTasks reads the pending steps (bottom of the stack first).
func (g *Game) loadTasks(ts []taskJSON) error {
	a := g.b.arena
	for i, tj := range ts {
		field := fmt.Sprintf("pending[%d]", i)
		t := task{Kind: taskKindNamed(tj.Kind), Other: -1, Weapon: tj.Weapon, Used: tj.Used, Sprint: tj.Sprint}
		if t.Kind == taskNone {
			return fmt.Errorf("%s.kind: %q is not walk, leave, charge, pinned-assault, stand-assault, push or loot", field, tj.Kind)
		}
		t.Actor = g.modelIndex(tj.Model)
		if t.Actor < 0 {
			return fmt.Errorf("%s.model: no model %q", field, tj.Model)
		}
		if tj.By != "" {
			t.Other = g.modelIndex(tj.By)
			if t.Other < 0 {
				return fmt.Errorf("%s.by: no model %q", field, tj.By)
			}
		}
		switch t.Kind {
		case taskPush:
			if t.Other < 0 {
				return fmt.Errorf("%s.by: a push needs the model that pushes", field)
			}
			t.Dir = -1
			if tj.Dir != "" {
				d, ok := dirNamed(tj.Dir)
				if !ok {
					return fmt.Errorf("%s.dir: %q is not n, ne, e, se, s, sw, w or nw", field, tj.Dir)
				}
				t.Dir = int(d)
			}
		case taskLoot:
			w := g.b.data.Weapons[tj.Weapon]
			if w == nil {
				return fmt.Errorf("%s.weapon: unknown weapon %q", field, tj.Weapon)
			}
			if tj.Used < 0 || w.Uses == 0 && tj.Used != 0 || w.Uses > 0 && tj.Used >= w.Uses {
				return fmt.Errorf("%s.used: %d uses of %q (it has %d)", field, tj.Used, tj.Weapon, w.Uses)
			}
		case taskWalk:
			q, err := world.ParsePos(tj.Start)
			if err != nil || !a.In(q) {
				return fmt.Errorf("%s.start: %q is not a cube of the arena", field, tj.Start)
			}
			t.Start = q
			if len(tj.Path) == 0 {
				return fmt.Errorf("%s.path: a walk needs a path", field)
			}
			for j, s := range tj.Path {
				q, err := world.ParsePos(s)
				if err != nil || !a.Standable(q) {
					return fmt.Errorf("%s.path[%d]: %q is not a standable cube of the arena", field, j, s)
				}
				t.Path = append(t.Path, q)
			}
			last := t.Path[len(t.Path)-1]
			if !g.hasRoom(last, g.models[t.Actor].Seat, t.Actor) {
				return fmt.Errorf("%s.path[%d]: cube %s has no room for %s", field, len(t.Path)-1, last, tj.Model)
			}
		}
		if t.Kind != taskPush && tj.Dir != "" {
			return fmt.Errorf("%s.dir: only a push has a direction", field)
		}
		g.tasks = append(g.tasks, t)
	}
	return nil
}
