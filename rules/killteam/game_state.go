package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Phase is a decision phase of a round (KT-RND-1). The Initiative phase
// rolls its dice at once and needs no decision, so the state is never left
// in it; the Morale phase waits while a player may use its Comms
// stratagem before the tests, and while a player chooses which of its
// models takes its nerve test next (A20); the Psychic phase is passed
// through when no psyker may cast. The values are not the order of the round (the
// Psychic phase came last to the game and keeps saved games' numbers):
// Progress gives the order.
type Phase int

// The phases a game waits in.
const (
	PhaseMovement Phase = iota
	PhaseShooting
	PhaseFight
	// PhaseMorale waits before the Morale phase's tests while a player may
	// use its Comms specialist's stratagem (KT-SPEC); the tests are
	// rolled when neither has a choice left, and wait again while a team
	// under way with its nerve tests (state.Nerve) has two or more models
	// left to test: its owner picks the next (A20).
	PhaseMorale
	// PhasePsychic comes between the Movement and Shooting phases
	// (KT-RND-1, KT-PSY-1..7).
	PhasePsychic
	// PhaseVeteran waits at the start of round 1, before the Initiative
	// phase, while a player may use its Veteran's stratagem (KT-SPEC).
	PhaseVeteran
	// PhaseDeploy waits before round 1 (the round is 0) while the players
	// place their models one at a time (KT-DEP-1/2).
	PhaseDeploy
)

// Progress is how many decision phases of the round come before p:
// Movement 0, Psychic 1, Shooting 2, Fight 3, Morale 4; the wait for the
// Veterans and the deployment before round 1's Movement phase count as the
// Movement phase.
func (p Phase) Progress() int {
	switch p {
	case PhaseMovement, PhaseVeteran, PhaseDeploy:
		return 0
	case PhasePsychic:
		return 1
	case PhaseShooting:
		return 2
	case PhaseFight:
		return 3
	}
	return 4
}

// String is the phase's name as the log writes it.
func (p Phase) String() string {
	switch p {
	case PhaseMovement:
		return "Movement"
	case PhaseShooting:
		return "Shooting"
	case PhaseFight:
		return "Fight"
	case PhaseMorale:
		return "Morale"
	case PhasePsychic:
		return "Psychic"
	case PhaseVeteran:
		return "Veteran"
	case PhaseDeploy:
		return "Deployment"
	}
	return "?"
}

// Sections of the Shooting and Fight phases (KT-SHT-0, KT-FGT-0): the
// first is Ready, Fire! or Hammer of Wrath, the second Fire at Will or
// Fight for your Lives. The Movement phase has one section.
const (
	SectionFirst  = 0
	SectionSecond = 1
)

// PendingKind says why a model must still say where it goes.
type PendingKind string

// The kinds of pending moves.
const (
	// PendingAdvance: the model rolled its Advance (KT-MOV-3).
	PendingAdvance PendingKind = "advance"
	// PendingCharge: its charge failed; it may move the whole roll as
	// close as it can to its target (KT-MOV-5).
	PendingCharge PendingKind = "charge"
	// PendingConsolidate: it has fought and may consolidate (KT-FGT-9).
	PendingConsolidate PendingKind = "consolidate"
	// PendingStratagem: it used its stratagem, or got the Comms passive, and
	// must now act (KT-SPEC).
	PendingStratagem PendingKind = "stratagem"
	// PendingDeclare: it has declared a charge and may declare more
	// targets (KT-MOV-5).
	PendingDeclare PendingKind = "declare"
	// PendingChargeEnd: its charge succeeds and it chooses which of its
	// targets' cubes within reach it ends in (KT-MOV-5).
	PendingChargeEnd PendingKind = "charge-end"
	// PendingLeader: the model has fought and its seat may use the
	// Leader's order (the model being the Leader) or the Combat
	// specialist's stratagem (KT-SPEC).
	PendingLeader PendingKind = "leader"
)

// clearPending forgets the pending move.
func (s *state) clearPending() {
	s.Pending, s.PendingInches, s.PendingKind, s.PendingRerolled = "", 0, "", false
}

// state is everything of a game that changes, as Save writes it and Hash
// digests it. The arena and the data are not in it: they follow from the
// setup.
type state struct {
	Round   int        `json:"round"`
	Phase   Phase      `json:"phase"`
	Section int        `json:"section"`
	First   rules.Seat `json:"first"` // the initiative winner of the round (KT-INI-1)
	Turn    rules.Seat `json:"turn"`  // the seat that decides now
	// Pending is the model that must now say where it goes, for the
	// reason PendingKind gives; PendingInches is its budget: M + D6 after
	// an Advance, the whole roll after a failed charge, 3" to consolidate.
	Pending       string      `json:"pending,omitempty"`
	PendingInches int         `json:"pending_inches,omitempty"`
	PendingKind   PendingKind `json:"pending_kind,omitempty"`
	// PendingRerolled: the pending roll (an Advance, a failed charge) was
	// rolled again; no die is rerolled twice (A17).
	PendingRerolled bool `json:"pending_rerolled,omitempty"`
	// Charging is the model that has declared a charge whose next target
	// must now react (KT-MOV-5): Turn is the target's seat.
	Charging string `json:"charging,omitempty"`
	// Volley is a shooting whose attacks its player may still split among
	// targets (KT-SHT-6): Turn is the shooter's seat.
	Volley *splitVolley `json:"volley,omitempty"`
	// Reroll is an action stopped after a failed roll whose owner may
	// spend a Command Re-roll (KT-CP-3): Turn is the owner's seat.
	Reroll  *rerollWait `json:"reroll,omitempty"`
	Passed  [2]bool     `json:"passed"`  // the seat passed for the rest of the section
	Grenade [2]bool     `json:"grenade"` // the seat threw a grenade this phase (KT-WPN-4)
	Comms   [2]bool     `json:"comms"`   // the seat used its Comms passive this phase (KT-SPEC)
	// Nerve is the team whose nerve tests are under way in the Morale
	// phase (KT-MOR-6, A20): NerveNone, NerveFirst (the initiative
	// winner's) or NerveSecond (the other's). Its break test and recovery
	// are done, its models already tested are Tested, and while two or
	// more are left its seat (Turn) chooses the next.
	Nerve   int        `json:"nerve,omitempty"`
	CP      [2]int     `json:"cp"`
	Broken  [2]bool    `json:"broken"`
	Started [2]int     `json:"started"` // models each team started with (KT-MOR-1)
	Score   [2]int     `json:"score"`
	Over    bool       `json:"over"`
	Winner  rules.Seat `json:"winner"`
	Reason  string     `json:"reason,omitempty"`
	Models  []model    `json:"models"`
	RNG     rules.RNG  `json:"rng"`
}

// model is one model of a kill team in play.
type model struct {
	ID      string     `json:"id"` // "blue.1"
	Seat    rules.Seat `json:"seat"`
	Unit    string     `json:"unit"`
	Spec    Specialism `json:"spec"`
	Weapons []string   `json:"weapons"`

	Pos    world.Pos `json:"pos"`
	Wounds int       `json:"wounds"` // wounds left
	Flesh  int       `json:"flesh"`  // flesh wounds (KT-SHT-12)
	Out    bool      `json:"out"`    // out of action: off the table
	// Undeployed: the model waits off the table to be deployed (KT-DEP-2);
	// it is not out of action. Its Pos means nothing until it is placed.
	Undeployed bool `json:"undeployed,omitempty"`
	Shaken     bool `json:"shaken"` // KT-MOR-4
	// Tested: it has taken its nerve test in the team's nerve tests
	// under way (state.Nerve, A20); cleared when they end.
	Tested bool `json:"tested,omitempty"`

	// What the model did this round (KT-SHT-1, KT-WPN-1..5, KT-FGT-1/4).
	Moved        bool   `json:"moved,omitempty"`
	Advanced     bool   `json:"advanced,omitempty"`
	FellBack     bool   `json:"fell_back,omitempty"`
	Ready        bool   `json:"ready,omitempty"`
	Charged      bool   `json:"charged,omitempty"`       // attempted a charge
	ChargeHit    bool   `json:"charge_hit,omitempty"`    // its charge succeeded
	ChargedAt    bool   `json:"charged_at,omitempty"`    // the target of a successful charge
	ChargeTarget string `json:"charge_target,omitempty"` // the (first) enemy it declared
	// ChargeAlso are the further enemies it declared (KT-MOV-5), in
	// roster order; a new list whenever it changes (clones share it).
	ChargeAlso []string `json:"charge_also,omitempty"`
	// Reacted counts its declared targets that have reacted to its
	// charge (or had no choice), in the order declared.
	Reacted   int  `json:"reacted,omitempty"`
	Retreated bool `json:"retreated,omitempty"` // it retreated from a charge (KT-MOV-5)
	Stratagem bool `json:"stratagem,omitempty"` // its specialist's stratagem lasts this phase (KT-SPEC)
	Comms     bool `json:"comms,omitempty"`     // it has the Comms passive's +1 to hit this phase (KT-SPEC)
	Denied    int  `json:"denied,omitempty"`    // powers it tried to deny this round (KT-PSY-6)
	Stimmed   bool `json:"stimmed,omitempty"`   // it has the Medic's stratagem this round (KT-SPEC)
	// Done: it has taken its action of the current phase.
	Done bool `json:"done,omitempty"`
}

// onTable reports whether the model stands on the table: neither out of
// action nor still waiting to be deployed.
func (m *model) onTable() bool { return !m.Out && !m.Undeployed }

// clearRound forgets what the model did last round.
func (m *model) clearRound() {
	m.Moved, m.Advanced, m.FellBack, m.Ready = false, false, false, false
	m.Charged, m.ChargeHit, m.ChargedAt, m.ChargeTarget, m.ChargeAlso, m.Reacted = false, false, false, "", nil, 0
	m.Retreated = false
	m.Denied, m.Stimmed = 0, false
	m.Done = false
}

// clone copies the state deeply. The models' weapon lists are shared:
// nothing changes them once a game is made or loaded.
func (s *state) clone() state {
	c := *s
	c.Models = append([]model(nil), s.Models...)
	c.Volley = s.Volley.clone()
	c.Reroll = s.Reroll.clone()
	return c
}
