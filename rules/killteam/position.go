package killteam

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// PositionFormat names the hand-written position format (POSITION.md).
const PositionFormat = "killteam-position/1"

// maxPositionBytes bounds what LoadPosition reads.
const maxPositionBytes = 1 << 20

// maxPositionModels bounds the models of a position.
const maxPositionModels = 60

// positionJSON is a hand-written position (POSITION.md).
type positionJSON struct {
	Format      string            `json:"format"`
	Arena       string            `json:"arena"`
	ArenaText   string            `json:"arena_text"`
	Scenario    string            `json:"scenario"`
	Options     map[string]string `json:"options"`
	Rosters     []string          `json:"rosters"`
	RosterTexts []string          `json:"roster_texts"`
	Seed        uint64            `json:"seed"`
	Dice        *uint64           `json:"dice"`
	Round       int               `json:"round"`
	Phase       string            `json:"phase"`
	Section     string            `json:"section"`
	Initiative  string            `json:"initiative"`
	ToMove      string            `json:"to_move"`
	CP          [2]int            `json:"cp"`
	Score       [2]int            `json:"score"`
	Broken      [2]bool           `json:"broken"`
	Started     *[2]int           `json:"started"`
	Passed      [2]bool           `json:"passed"`
	Grenade     [2]bool           `json:"grenade"`
	Comms       [2]bool           `json:"comms"`
	Nerve       string            `json:"nerve,omitempty"`
	Models      []positionModel   `json:"models"`
}

// positionModel is one model of a position.
type positionModel struct {
	ID           string   `json:"id"`
	Unit         string   `json:"unit"`
	Specialism   string   `json:"specialism"`
	Weapons      []string `json:"weapons"`
	Pos          string   `json:"pos"`
	Wounds       *int     `json:"wounds"`
	Flesh        int      `json:"flesh"`
	Out          bool     `json:"out"`
	Undeployed   bool     `json:"undeployed"`
	Shaken       bool     `json:"shaken"`
	Done         bool     `json:"done"`
	Moved        bool     `json:"moved"`
	Advanced     bool     `json:"advanced"`
	FellBack     bool     `json:"fell_back"`
	Ready        bool     `json:"ready"`
	Charged      bool     `json:"charged"`
	ChargeHit    bool     `json:"charge_hit"`
	ChargedAt    bool     `json:"charged_at"`
	ChargeTarget string   `json:"charge_target"`
	Retreated    bool     `json:"retreated"`
	Stratagem    bool     `json:"stratagem"`
	Comms        bool     `json:"comms"`
	Stimmed      bool     `json:"stimmed"`
	Denied       int      `json:"denied"`
	Tested       bool     `json:"tested,omitempty"`
}

// positionPhases are the phases a position may wait in, by name.
func positionPhases() map[string]Phase {
	return map[string]Phase{"deployment": PhaseDeploy, "movement": PhaseMovement, "psychic": PhasePsychic, "shooting": PhaseShooting, "fight": PhaseFight, "morale": PhaseMorale}
}

// LoadPosition reads a hand-written position (POSITION.md): the arena,
// the mission, the round and phase, who decides, and every model with its
// cube, wounds and what it did this round. Every error says where and
// why: "position:3:12: ..." for the JSON, "models[2].pos: ..." for a
// field. The game then settles: a phase with no decision left plays on.
func (r *Ruleset) LoadPosition(data []byte) (rules.Game, error) {
	g, err := r.loadPosition(data)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// loadPosition is LoadPosition with the concrete type.
func (r *Ruleset) loadPosition(data []byte) (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	if len(data) > maxPositionBytes {
		return nil, fmt.Errorf("position: %d bytes is too large (at most %d)", len(data), maxPositionBytes)
	}
	data = safefile.StripBOM(data)
	var p positionJSON
	if err := rules.DecodeStrict("position", data, &p); err != nil {
		return nil, err
	}
	g, err := r.buildPosition(&p)
	if err != nil {
		return nil, fmt.Errorf("position: %w", err)
	}
	return g, nil
}

// buildPosition checks a decoded position and makes its game.
func (r *Ruleset) buildPosition(p *positionJSON) (*Game, error) {
	if p.Format != "" && p.Format != PositionFormat {
		return nil, fmt.Errorf("format: %q is not %q", p.Format, PositionFormat)
	}
	setup, rounds, err := r.positionSetup(p)
	if err != nil {
		return nil, err
	}
	arena, err := r.loadArena(setup)
	if err != nil {
		return nil, fmt.Errorf("arena: %w", err)
	}
	// The game keeps the position in one canonical form (its fields
	// written back), so a save of it loads to the same Hash.
	canon, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	g := &Game{setup: setup, seed: p.Seed, arena: arena, data: r.data, rounds: rounds, position: canon}
	g.setupHash = setupDigest(setup) ^ rules.HashBytes(canon)
	models, err := r.positionModels(g, p.Models)
	if err != nil {
		return nil, err
	}
	g.st.Models = models
	g.setDeployAreas()
	s, err := positionState(g, p)
	if err != nil {
		return nil, err
	}
	if err := g.checkState(&s); err != nil {
		return nil, err
	}
	g.st = s
	prev := s.Turn.Other()
	if s.Phase == PhaseMovement {
		prev = s.Turn
	}
	g.opening = g.settle(prev)
	g.rolls = 0
	return g, nil
}

// positionSetup is the setup a position names and its round limit.
func (r *Ruleset) positionSetup(p *positionJSON) (rules.Setup, int, error) {
	setup := r.DefaultSetup(p.Arena)
	setup.ArenaText = p.ArenaText
	if p.Scenario != "" {
		setup.Scenario = p.Scenario
	}
	if _, ok := missionNamed(setup.Scenario); !ok {
		return setup, 0, fmt.Errorf("scenario: unknown mission %q (have %s)", setup.Scenario, strings.Join(r.Scenarios(), ", "))
	}
	setup.Options = p.Options
	if err := checkOptions(setup); err != nil {
		return setup, 0, fmt.Errorf("options: %w", err)
	}
	rounds, err := missionRounds(setup)
	if err != nil {
		return setup, 0, fmt.Errorf("options: %w", err)
	}
	switch len(p.Rosters) {
	case 0:
	case 2:
		setup.Rosters = [2]string{p.Rosters[0], p.Rosters[1]}
	default:
		return setup, 0, fmt.Errorf("rosters: %d names, want 2", len(p.Rosters))
	}
	if len(p.RosterTexts) > 2 {
		return setup, 0, fmt.Errorf("roster_texts: %d texts, want at most 2", len(p.RosterTexts))
	}
	setup.RosterTexts = p.RosterTexts
	return setup, rounds, nil
}

// positionModels checks the models of a position and returns them in the
// game's order (blue.1, blue.2, … then red.1, …).
func (r *Ruleset) positionModels(g *Game, list []positionModel) ([]model, error) {
	if len(list) == 0 {
		return nil, errors.New("models: none; a position lists every model of both sides")
	}
	if len(list) > maxPositionModels {
		return nil, fmt.Errorf("models: %d, at most %d", len(list), maxPositionModels)
	}
	type numbered struct {
		seat, n int
		m       model
	}
	var out []numbered
	seen := map[string]bool{}
	for i, pm := range list {
		at := fmt.Sprintf("models[%d]", i)
		seat, n, ok := parseModelID(pm.ID)
		if !ok {
			return nil, fmt.Errorf("%s.id: %q is not blue.N or red.N", at, pm.ID)
		}
		if seen[pm.ID] {
			return nil, fmt.Errorf("%s.id: %s is listed twice", at, pm.ID)
		}
		seen[pm.ID] = true
		m, err := r.positionModel(g, pm, at)
		if err != nil {
			return nil, err
		}
		m.Seat = rules.Seat(seat)
		out = append(out, numbered{seat, n, m})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].seat != out[j].seat {
			return out[i].seat < out[j].seat
		}
		return out[i].n < out[j].n
	})
	var models []model
	count := [2]int{}
	for _, x := range out {
		count[x.seat]++
		if x.n != count[x.seat] {
			return nil, fmt.Errorf("models: %s.%d is missing (each side is numbered from 1 without gaps)", rules.Seat(x.seat), count[x.seat])
		}
		models = append(models, x.m)
	}
	for seat := range 2 {
		if count[seat] == 0 {
			return nil, fmt.Errorf("models: %s has no model", rules.Seat(seat))
		}
	}
	for i, pm := range list {
		if pm.ChargeTarget == "" {
			continue
		}
		s1, _, _ := parseModelID(pm.ID)
		s2, _, ok := parseModelID(pm.ChargeTarget)
		if !ok || !seen[pm.ChargeTarget] || s1 == s2 {
			return nil, fmt.Errorf("models[%d].charge_target: %q is not an enemy model", i, pm.ChargeTarget)
		}
	}
	return models, nil
}

// parseModelID reads "blue.3" as seat 0 and number 3.
func parseModelID(id string) (seat, n int, ok bool) {
	side, num, found := strings.Cut(id, ".")
	if !found {
		return 0, 0, false
	}
	switch side {
	case "blue":
		seat = 0
	case "red":
		seat = 1
	default:
		return 0, 0, false
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 || n > maxPositionModels || strconv.Itoa(n) != num {
		return 0, 0, false
	}
	return seat, n, true
}

// positionModel checks one model of a position.
func (r *Ruleset) positionModel(g *Game, pm positionModel, at string) (model, error) {
	m := model{ID: pm.ID, Unit: pm.Unit, Flesh: pm.Flesh, Out: pm.Out, Undeployed: pm.Undeployed, Shaken: pm.Shaken, Done: pm.Done,
		Moved: pm.Moved, Advanced: pm.Advanced, FellBack: pm.FellBack, Ready: pm.Ready, Charged: pm.Charged,
		ChargeHit: pm.ChargeHit, ChargedAt: pm.ChargedAt, ChargeTarget: pm.ChargeTarget, Retreated: pm.Retreated,
		Stratagem: pm.Stratagem, Comms: pm.Comms, Stimmed: pm.Stimmed, Denied: pm.Denied, Tested: pm.Tested}
	u, ok := r.data.Unit(pm.Unit)
	if !ok {
		return m, fmt.Errorf("%s.unit: no unit %q in units.txt", at, pm.Unit)
	}
	if pm.Specialism != "" {
		sp, ok := ParseSpecialism(pm.Specialism)
		if !ok {
			return m, fmt.Errorf("%s.specialism: unknown specialism %q (want %s)", at, pm.Specialism, strings.Join(SpecialismNames(), ", "))
		}
		if !containsSpecialism(u.Specialisms, sp) {
			return m, fmt.Errorf("%s.specialism: a %s may not be a %s specialist", at, u.Name, sp)
		}
		m.Spec = sp
	}
	m.Weapons = append([]string(nil), u.Wargear...)
	if pm.Weapons != nil {
		if len(pm.Weapons) == 0 {
			return m, fmt.Errorf("%s.weapons: empty; leave it out for the unit's wargear", at)
		}
		for k, w := range pm.Weapons {
			if !contains(u.Wargear, w) && !contains(u.Options, w) {
				return m, fmt.Errorf("%s.weapons[%d]: a %s may not carry %q (not in its wargear or options)", at, k, u.Name, w)
			}
		}
		m.Weapons = append([]string(nil), pm.Weapons...)
	}
	m.Wounds = u.Stats.W
	if pm.Wounds != nil {
		m.Wounds = *pm.Wounds
		if m.Wounds < 1 || m.Wounds > u.Stats.W {
			return m, fmt.Errorf("%s.wounds: %d wounds left, want 1 to %d (a %s's W)", at, m.Wounds, u.Stats.W, u.Name)
		}
	}
	if m.Flesh < 0 || m.Flesh > MaxFleshWounds {
		return m, fmt.Errorf("%s.flesh: %d flesh wounds, want 0 to %d", at, m.Flesh, MaxFleshWounds)
	}
	if m.Denied < 0 || m.Denied > u.Denies {
		return m, fmt.Errorf("%s.denied: %d denies, its unit has %d a round", at, m.Denied, u.Denies)
	}
	if m.Undeployed {
		switch {
		case m.Out:
			return m, fmt.Errorf("%s.undeployed: a model out of action is not waiting to deploy; leave one of them out", at)
		case pm.Pos != "":
			return m, fmt.Errorf("%s.pos: a model waiting to deploy is off the table; leave pos out", at)
		}
		return m, nil
	}
	if m.Out {
		m.Wounds = 0
		if pm.Pos != "" {
			return m, fmt.Errorf("%s.pos: a model out of action is off the table; leave pos out", at)
		}
		return m, nil
	}
	if pm.Pos == "" {
		return m, fmt.Errorf("%s.pos: missing: a model on the table stands in a cube \"x,y,z\"", at)
	}
	p, err := world.ParsePos(pm.Pos)
	if err != nil {
		return m, fmt.Errorf("%s.pos: %v", at, err)
	}
	a := g.arena
	if !a.In(p) {
		return m, fmt.Errorf("%s.pos: cube %s is outside the %dx%dx%d arena", at, p, a.W, a.D, a.H)
	}
	if !a.Standable(p) {
		return m, fmt.Errorf("%s.pos: cube %s has no floor to stand on", at, p)
	}
	m.Pos = p
	return m, nil
}

// positionState is the state a position describes, around models.
func positionState(g *Game, p *positionJSON) (state, error) {
	s := state{Round: p.Round, CP: p.CP, Score: p.Score, Broken: p.Broken, Passed: p.Passed, Grenade: p.Grenade, Comms: p.Comms,
		Winner: rules.NoSeat, Models: append([]model(nil), g.st.Models...)}
	phase := p.Phase
	if phase == "" {
		phase = "movement"
	}
	ph, ok := positionPhases()[phase]
	if !ok {
		return s, fmt.Errorf("phase: %q, want deployment, movement, psychic, shooting, fight or morale", p.Phase)
	}
	s.Phase = ph
	switch {
	case ph == PhaseDeploy && s.Round != 0:
		return s, fmt.Errorf("round: %d, the deployment comes before round 1: leave round out", s.Round)
	case ph == PhaseDeploy:
	case s.Round == 0:
		s.Round = 1
	}
	if (s.Round < 1 || s.Round > g.maxRounds()) && ph != PhaseDeploy {
		return s, fmt.Errorf("round: %d, want 1 to %d", s.Round, g.maxRounds())
	}
	undeployed := false
	for k, pm := range p.Models {
		if pm.Undeployed && ph != PhaseDeploy {
			return s, fmt.Errorf("models[%d].undeployed: a model waits to deploy only in the phase \"deployment\"", k)
		}
		undeployed = undeployed || pm.Undeployed
	}
	if ph == PhaseDeploy && !undeployed {
		return s, errors.New("phase: \"deployment\" with every model placed; mark those still to deploy \"undeployed\": true")
	}
	switch p.Section {
	case "", "first":
		s.Section = SectionFirst
	case "second":
		if ph != PhaseShooting && ph != PhaseFight {
			return s, fmt.Errorf("section: the %s phase has one section", ph)
		}
		s.Section = SectionSecond
	default:
		return s, fmt.Errorf("section: %q, want first or second", p.Section)
	}
	first, err := positionSeat(p.Initiative, rules.Blue, "initiative")
	if err != nil {
		return s, err
	}
	s.First = first
	if s.Turn, err = positionSeat(p.ToMove, first, "to_move"); err != nil {
		return s, err
	}
	if err := positionNerve(&s, p); err != nil {
		return s, err
	}
	for seat := range 2 {
		if s.CP[seat] < 0 || s.CP[seat] > maxCP {
			return s, fmt.Errorf("cp[%d]: %d, want 0 to %d", seat, s.CP[seat], maxCP)
		}
		if s.Score[seat] < 0 || s.Score[seat] > 100 {
			return s, fmt.Errorf("score[%d]: %d, want 0 to 100", seat, s.Score[seat])
		}
	}
	for i := range s.Models {
		s.Started[s.Models[i].Seat]++
	}
	g.st.Started = s.Started
	if p.Started != nil {
		for seat := range 2 {
			if p.Started[seat] < s.Started[seat] || p.Started[seat] > maxPositionModels {
				return s, fmt.Errorf("started[%d]: %d, want %d (the %s models listed) to %d", seat, p.Started[seat], s.Started[seat], rules.Seat(seat), maxPositionModels)
			}
		}
		s.Started = *p.Started
		g.st.Started = s.Started
	}
	s.RNG = rules.RNG{State: p.Seed}
	if p.Dice != nil {
		s.RNG.State = *p.Dice
	}
	return s, nil
}

// positionSeat reads "blue" or "red"; "" is def.
func positionSeat(v string, def rules.Seat, field string) (rules.Seat, error) {
	switch v {
	case "":
		return def, nil
	case "blue":
		return rules.Blue, nil
	case "red":
		return rules.Red, nil
	}
	return def, fmt.Errorf("%s: %q, want blue or red", field, v)
}

// positionNerve reads the side whose nerve tests are under way (A20):
// only in the Morale phase, that side deciding; which of its models have
// tested, and that two or more are left, checkNerve checks.
func positionNerve(s *state, p *positionJSON) error {
	if p.Nerve == "" {
		return nil
	}
	seat, err := positionSeat(p.Nerve, rules.NoSeat, "nerve")
	if err != nil {
		return err
	}
	switch {
	case s.Phase != PhaseMorale:
		return fmt.Errorf("nerve: the nerve tests are under way only in the phase \"morale\", not %q", p.Phase)
	case p.ToMove != "" && s.Turn != seat:
		return fmt.Errorf("to_move: %s, but %s is choosing the order of its nerve tests (A20)", s.Turn, seat)
	}
	s.Turn, s.Nerve = seat, NerveFirst
	if seat != s.First {
		s.Nerve = NerveSecond
	}
	return nil
}
