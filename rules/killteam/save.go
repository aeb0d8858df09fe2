package killteam

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// SaveVersion is the version of the saved-game format.
const SaveVersion = 1

// saved is the saved-game format: the setup and seed the game was made
// from, and its whole state (dice generator included).
type saved struct {
	Ruleset string      `json:"ruleset"`
	Version int         `json:"version"`
	Setup   rules.Setup `json:"setup"`
	Seed    uint64      `json:"seed"`
	State   state       `json:"state"`
	// Position is the hand-written position a game loaded from one
	// started as (POSITION.md); such a game is remade from it, not from
	// the setup.
	Position json.RawMessage `json:"position,omitempty"`
}

// Save writes the whole state as JSON; Ruleset.Load reads it back.
func (g *Game) Save() ([]byte, error) {
	return json.Marshal(saved{Ruleset: RulesetName, Version: SaveVersion, Setup: g.setup, Seed: g.seed, State: g.st, Position: g.position})
}

// maxSaveBytes bounds what Load reads.
const maxSaveBytes = 1 << 20

// maxCP bounds the command points a saved game may hold.
const maxCP = 1000

// Load reads a game written by Game.Save. It remakes the game from the
// saved setup and seed, then takes the changing state from the file,
// checking every field against the game it remade: the same models, cubes
// on the arena with room, wounds within the profile, a decision to take.
func (r *Ruleset) Load(data []byte) (rules.Game, error) {
	if len(data) > maxSaveBytes {
		return nil, fmt.Errorf("killteam: saved game of %d bytes is too large", len(data))
	}
	var s saved
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("killteam: reading saved game: %w", err)
	}
	if s.Ruleset != RulesetName || s.Version != SaveVersion {
		return nil, fmt.Errorf("killteam: saved game is %q version %d, want %q version %d", s.Ruleset, s.Version, RulesetName, SaveVersion)
	}
	var g *Game
	var err error
	if len(s.Position) > 0 {
		g, err = r.loadPosition(s.Position)
	} else {
		g, err = r.NewGame(s.Setup, s.Seed)
	}
	if err != nil {
		return nil, err
	}
	if err := g.checkState(&s.State); err != nil {
		return nil, fmt.Errorf("killteam: saved game: %w", err)
	}
	g.st = s.State.clone()
	if len(s.Position) == 0 {
		g.setup = s.Setup
		g.setupHash = setupDigest(g.setup)
	}
	g.opening = nil
	if !g.st.Over && len(g.Legal()) == 0 {
		return nil, errors.New("killteam: saved game: nobody has a decision to take in a game that is not over")
	}
	return g, nil
}

// checkState checks a loaded state against the freshly made game g.
func (g *Game) checkState(s *state) error {
	if s.Reroll != nil {
		return g.checkReroll(s) // the state is the one before the action, checked there
	}
	if (s.Round < 1 || s.Round > g.maxRounds()) && !(s.Round == 0 && s.Phase == PhaseDeploy) {
		return fmt.Errorf("round %d not in 1..%d", s.Round, g.maxRounds())
	}
	if s.Phase == PhaseDeploy && (s.Round != 0 || s.Over || s.Pending != "" || s.Charging != "" || s.Volley != nil) {
		return fmt.Errorf("the deployment comes before round 1 and waits for nothing but a model's placing (round %d)", s.Round)
	}
	if s.Phase < PhaseMovement || s.Phase > PhaseDeploy || s.Section < SectionFirst || s.Section > SectionSecond ||
		s.Phase != PhaseShooting && s.Phase != PhaseFight && s.Section != SectionFirst || s.Phase == PhaseVeteran && s.Round != 1 {
		return fmt.Errorf("phase %d section %d is not a phase the game waits in", s.Phase, s.Section)
	}
	if !validSeat(s.First) || !s.Over && !validSeat(s.Turn) {
		return errors.New("first or turn is not blue or red")
	}
	if s.Over && s.Winner != rules.NoSeat && !validSeat(s.Winner) {
		return errors.New("winner is not blue, red or none")
	}
	for seat := range 2 {
		if s.CP[seat] < 0 || s.CP[seat] > maxCP || s.Score[seat] < 0 || s.Score[seat] > 100 {
			return errors.New("command points or score out of range")
		}
		if s.Started[seat] != g.st.Started[seat] {
			return errors.New("the teams differ from the setup's rosters")
		}
	}
	if len(s.Models) != len(g.st.Models) {
		return fmt.Errorf("%d models, the setup gives %d", len(s.Models), len(g.st.Models))
	}
	count := map[world.Pos][2]int{}
	for i := range s.Models {
		m, want := &s.Models[i], &g.st.Models[i]
		if m.ID != want.ID || m.Seat != want.Seat || m.Unit != want.Unit || m.Spec != want.Spec || !sameStrings(m.Weapons, want.Weapons) {
			return fmt.Errorf("model %d (%q) differs from the setup's %s", i+1, m.ID, want.ID)
		}
		u := g.unit(want)
		if m.Wounds < 0 || m.Wounds > u.Stats.W || m.Flesh < 0 || m.Flesh > MaxFleshWounds {
			return fmt.Errorf("%s: wounds %d or flesh wounds %d out of range", m.ID, m.Wounds, m.Flesh)
		}
		if m.Denied < 0 || m.Denied > u.Denies {
			return fmt.Errorf("%s: %d denies, its unit has %d a round", m.ID, m.Denied, u.Denies)
		}
		if m.Undeployed && (s.Phase != PhaseDeploy || m.Out) {
			return fmt.Errorf("%s: waits to be deployed outside the deployment", m.ID)
		}
		if m.Out && s.Phase == PhaseDeploy {
			return fmt.Errorf("%s: out of action during the deployment", m.ID)
		}
		if m.Out || m.Undeployed {
			continue
		}
		if m.Wounds < 1 || !g.arena.Standable(m.Pos) {
			return fmt.Errorf("%s: on the table with %d wounds at %s", m.ID, m.Wounds, m.Pos)
		}
		if s.Phase == PhaseDeploy && !slices.Contains(g.deployArea(m.Seat), m.Pos) {
			return fmt.Errorf("%s: deployed at %s, outside %s's deployment zone (KT-DEP-2)", m.ID, m.Pos, m.Seat)
		}
		c := count[m.Pos]
		c[m.Seat]++
		count[m.Pos] = c
		if c[m.Seat] > SideCapacity || c[0]+c[1] > CubeCapacity {
			return fmt.Errorf("cube %s holds too many models", m.Pos)
		}
		if m.ChargeTarget != "" && g.modelIndex(m.ChargeTarget) < 0 {
			return fmt.Errorf("%s: unknown charge target %q", m.ID, m.ChargeTarget)
		}
		for _, id := range m.ChargeAlso {
			if k := g.modelIndex(id); k < 0 || m.ChargeTarget == "" || s.Models[k].Seat == m.Seat {
				return fmt.Errorf("%s: unknown charge target %q", m.ID, id)
			}
		}
		if m.Reacted < 0 || m.Reacted > len(m.chargeTargets()) {
			return fmt.Errorf("%s: %d of its charge targets reacted", m.ID, m.Reacted)
		}
	}
	if err := g.checkPending(s); err != nil {
		return err
	}
	if err := checkNerve(s); err != nil {
		return err
	}
	if err := g.checkVolley(s); err != nil {
		return err
	}
	if s.Charging != "" {
		i := g.modelIndex(s.Charging)
		bad := fmt.Errorf("a charge of %q waiting for a reaction is not possible", s.Charging)
		if i < 0 || s.Pending != "" || s.Phase != PhaseMovement || s.Models[i].Out || s.Models[i].Done || !s.Models[i].Charged {
			return bad
		}
		ts := s.Models[i].chargeTargets()
		if s.Models[i].Reacted >= len(ts) {
			return bad
		}
		j := g.modelIndex(ts[s.Models[i].Reacted])
		if j < 0 || s.Models[j].Out || s.Turn != s.Models[j].Seat {
			return bad
		}
	}
	return nil
}

// checkPending checks a loaded pending move: a model on the table whose
// seat decides, a budget in range, a kind its phase allows.
func (g *Game) checkPending(s *state) error {
	if s.Pending == "" {
		if s.PendingKind != "" || s.PendingInches != 0 || s.PendingRerolled {
			return errors.New("a pending move names no model")
		}
		return nil
	}
	i := g.modelIndex(s.Pending)
	if i < 0 || s.Models[i].Out || s.PendingInches < 0 || s.PendingInches > 100 || s.Turn != s.Models[i].Seat {
		return fmt.Errorf("pending move of %q is not possible", s.Pending)
	}
	m := &s.Models[i]
	switch {
	case s.PendingKind == PendingAdvance && (s.Phase == PhaseMovement || s.Phase == PhaseVeteran):
	case s.PendingKind == PendingCharge && s.Phase == PhaseMovement && m.Charged && g.modelIndex(m.ChargeTarget) >= 0:
	case s.PendingKind == PendingDeclare && s.Phase == PhaseMovement && m.Charged && !m.Done && m.Reacted == 0 && s.Charging == "":
	case s.PendingKind == PendingChargeEnd && s.Phase == PhaseMovement && m.Charged && !m.Done && s.Charging == "":
	case s.PendingKind == PendingConsolidate && s.Phase == PhaseFight:
	case s.PendingKind == PendingLeader && s.Phase == PhaseFight && m.Done:
	case s.PendingKind == PendingStratagem && (m.Stratagem || m.Comms || s.Phase == PhaseFight) && !m.Done:
	default:
		return fmt.Errorf("pending %q move of %s is not possible in the %s phase", s.PendingKind, s.Pending, s.Phase)
	}
	return nil
}

// checkVolley checks a loaded volley waiting for its split (KT-SHT-6):
// a shooter on the table whose seat decides, in the Shooting phase,
// targets on the table, and weapons it carries (checkVolleyWeapons).
func (g *Game) checkVolley(s *state) error {
	v := s.Volley
	if v == nil {
		return nil
	}
	i, j := g.modelIndex(v.Shooter), g.modelIndex(v.Target)
	bad := fmt.Errorf("the volley of %q is not possible", v.Shooter)
	if i < 0 || j < 0 || s.Phase != PhaseShooting || s.Pending != "" || s.Charging != "" || s.Models[i].Out || s.Models[j].Out ||
		s.Turn != s.Models[i].Seat || s.Models[j].Seat == s.Models[i].Seat {
		return bad
	}
	if err := g.checkVolleyWeapons(s, i, j); err != nil {
		return fmt.Errorf("%w: %v", bad, err)
	}
	return nil
}

// checkVolleyWeapons checks the weapons of the loaded volley of model i
// at primary target j: known weapons it carries, each once, a group of
// several being one it may fire together (KT-SHT-2), each with 1 to 100
// attacks keeping at least one at the primary, given only to enemies on
// the table other than the primary, and none given by the weapons after
// the one being allotted.
func (g *Game) checkVolleyWeapons(s *state, i, j int) error {
	v := s.Volley
	all := v.weapons()
	ids := make([]string, len(all))
	for k, w := range all {
		ids[k] = w.Weapon
		if !contains(s.Models[i].Weapons, w.Weapon) || contains(ids[:k], w.Weapon) {
			return fmt.Errorf("weapon %q not carried, or twice", w.Weapon)
		}
		if _, _, ok := g.volleyProfile(&w); !ok {
			return fmt.Errorf("unknown weapon %q", w.Weapon)
		}
		if w.Attacks < 1 || w.Attacks > 100 || w.left() < 1 {
			return fmt.Errorf("%d attacks of %q, %d at the primary target", w.Attacks, w.Weapon, w.left())
		}
		if k > len(v.Before) && len(w.Allotted) > 0 {
			return fmt.Errorf("%q is allotted before its turn", w.Weapon)
		}
		for _, a := range w.Allotted {
			t := g.modelIndex(a.Target)
			if t < 0 || t == j || s.Models[t].Out || s.Models[t].Seat == s.Models[i].Seat || a.Attacks < 1 {
				return fmt.Errorf("attacks of %q given to %q", w.Weapon, a.Target)
			}
		}
	}
	if len(all) > 1 && !g.firingGroup(i, ids) {
		return fmt.Errorf("%s is not a group fired together", strings.Join(ids, "+"))
	}
	return nil
}

// firingGroup reports whether model i fires the weapons ids together,
// in that order (KT-SHT-2, KT-WPN-4/5).
func (g *Game) firingGroup(i int, ids []string) bool {
	arms, groups := g.firingGroups(i)
	for _, grp := range groups {
		got := make([]string, len(grp))
		for k, w := range grp {
			got[k] = arms[w].ID
		}
		if sameStrings(got, ids) {
			return true
		}
	}
	return false
}

// validSeat reports whether s is blue or red.
func validSeat(s rules.Seat) bool { return s == rules.Blue || s == rules.Red }

// sameStrings reports whether two lists are equal.
func sameStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
