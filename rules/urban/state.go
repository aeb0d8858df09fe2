package urban

import (
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Posture is how a model stands (UF-POS-1).
type Posture int

// The postures.
const (
	Standing Posture = iota
	Sitting
	Lying
)

// String names the posture as an action option.
func (p Posture) String() string {
	switch p {
	case Sitting:
		return "sit"
	case Lying:
		return "lie"
	}
	return "stand"
}

// low reports whether the posture is drawn and sighted crouched: a
// Sitting or Lying model hides behind a low wall (UF-TER-4).
func (p Posture) low() bool { return p != Standing }

// model is one model in play.
type model struct {
	ID      string     `json:"id"`
	Seat    rules.Seat `json:"seat"`
	Name    string     `json:"name"`
	Profile string     `json:"profile"` // the profile in use (a werewolf's changes with its form)
	Gear    []string   `json:"gear,omitempty"`
	Spells  []string   `json:"spells,omitempty"`
	Pos     world.Pos  `json:"pos"`
	Wounds  int        `json:"wounds,omitempty"`
	Dead    bool       `json:"dead,omitempty"`
	Posture Posture    `json:"posture,omitempty"`

	AP   int `json:"ap,omitempty"`   // action points left in the activation under way
	Fury int `json:"fury,omitempty"` // Fury tokens (UF-FUR-1)

	Burning bool `json:"burning,omitempty"` // UF-EFF-1
	Rest    bool `json:"rest,omitempty"`    // UF-ST-1
	Stunned bool `json:"stunned,omitempty"` // UF-ST-2
	// StunFresh: stunned during its own activation, so the Stun lasts
	// through its next one (A11).
	StunFresh bool `json:"stun_fresh,omitempty"`
	Shield    bool `json:"shield,omitempty"` // the one token it may hold (UF-TOK-1, UF-TOK-2)

	Activated bool `json:"activated,omitempty"` // has activated this round
	Active    bool `json:"active,omitempty"`    // in the group activating now
	Acted     bool `json:"acted,omitempty"`     // has taken an action in this activation
	Done      bool `json:"done,omitempty"`      // its activation ends once the action under way is settled (Shift)
	Spent     int  `json:"spent,omitempty"`     // AP or Fury spent in this activation
	Rerolls   int  `json:"rerolls,omitempty"`   // rerolls gained by a discarded card (UF-EVT-7)
}

// alive reports whether the model is on the table.
func (m *model) alive() bool { return !m.Dead }

// Phases of a round (UF-PH-1, UF-PH-2).
const (
	PhaseEvent    = "event"    // the second player must use one card on the Event
	PhaseActivate = "activate" // players activate groups in turn
)

// roll is a roll waiting for its players' Influence (UF-DICE-4,
// UF-EVT-7): the roller's seat, then the other, may play cards on it
// before it is resolved.
type roll struct {
	Kind    string     `json:"kind"` // "ranged", "melee", "spell", "damage"
	Actor   string     `json:"actor"`
	Target  string     `json:"target,omitempty"`
	Weapon  string     `json:"weapon,omitempty"`
	Spell   string     `json:"spell,omitempty"`
	Cell    *world.Pos `json:"cell,omitempty"`
	Dir     string     `json:"dir,omitempty"`    // a blade template's direction from Cell: "n", "e", "s", "w"
	Dice    []string   `json:"dice"`             // the dice's colours
	Faces   []int      `json:"faces"`            // the face index (1..6) of each die
	Mod     int        `json:"mod"`              // the modifiers' sum
	Need    int        `json:"need"`             // the Skill or Difficulty
	Extra   int        `json:"extra,omitempty"`  // symbols added by discarded cards
	Combos  []string   `json:"combos,omitempty"` // combinations added by cards played from hand
	Boost   string     `json:"boost,omitempty"`  // a Boost of the damage roll to come: "blue", "red"
	Duel    bool       `json:"duel,omitempty"`   // the target was in a duel (UF-DUEL-1)
	Lucky   bool       `json:"lucky,omitempty"`  // a spell roll showed a lucky number before any Influence
	Decider rules.Seat `json:"decider"`          // the seat that may play cards now
	// DefFace and DefMod are a melee defender's red die (face index) and
	// its modifiers.
	// Wall is the option of a spell cast at terrain: a side of Cell
	// ("wall n", ...) or its floor ("floor").
	Wall    string `json:"wall,omitempty"`
	DefFace int    `json:"def_face,omitempty"`
	DefMod  int    `json:"def_mod,omitempty"`
	// Combo, Counter and Changed belong to a damage roll: the combination
	// its hit roll completed, whether the melee defender counters after
	// it, and whether cards changed it.
	Combo   string `json:"combo,omitempty"`
	Counter bool   `json:"counter,omitempty"`
	Changed bool   `json:"changed,omitempty"`
}

// state is everything that changes during a game; the Game saves and
// hashes it.
type state struct {
	RNG    rules.RNG  `json:"rng"`
	Round  int        `json:"round"`
	First  rules.Seat `json:"first"` // the first player of the round
	Phase  string     `json:"phase"`
	Turn   rules.Seat `json:"turn"`   // whose turn in the activation phase
	Passes int        `json:"passes"` // passes in a row (both pass: the round ends)
	Models []model    `json:"models"`

	Deck    []string    `json:"deck"`    // the event deck, top first (hidden)
	Discard []string    `json:"discard"` // face up
	Hands   [2][]string `json:"hands"`   // hidden from the other seat
	// Event is the main Event (UF-EVT-2): its lucky numbers, its table
	// condition and combinations; EventCards are its cards (the first is
	// the main card), Zone the cards added to the Event Zone (UF-EVT-3).
	EventCards []string `json:"event_cards,omitempty"`
	EventShift string   `json:"event_shift,omitempty"` // "", "up", "down"
	Lucky      []int    `json:"lucky,omitempty"`
	EventCond  string   `json:"event_cond,omitempty"`
	EventCombo []string `json:"event_combo,omitempty"`
	Zone       []string `json:"zone,omitempty"` // cards added for their table conditions

	Pending *roll `json:"pending,omitempty"`

	// Broken are the walls and floors destroyed so far (UF-DES-2): the
	// arena the game plays on has them open.
	Broken []part `json:"broken,omitempty"`
	// Fires are the standing terrain parts set Burning (UF-DES-3): their
	// debris will carry the fire.
	Fires []part `json:"fires,omitempty"`

	VP     [2]int     `json:"vp"`
	Over   bool       `json:"over,omitempty"`
	Winner rules.Seat `json:"winner"`
	Reason string     `json:"reason,omitempty"`
}

// clone is a deep copy.
func (s state) clone() state {
	c := s
	c.Models = slices.Clone(s.Models)
	for i := range c.Models {
		c.Models[i].Gear = slices.Clone(s.Models[i].Gear)
		c.Models[i].Spells = slices.Clone(s.Models[i].Spells)
	}
	c.Deck = slices.Clone(s.Deck)
	c.Discard = slices.Clone(s.Discard)
	c.Hands = [2][]string{slices.Clone(s.Hands[0]), slices.Clone(s.Hands[1])}
	c.EventCards = slices.Clone(s.EventCards)
	c.Lucky = slices.Clone(s.Lucky)
	c.EventCombo = slices.Clone(s.EventCombo)
	c.Zone = slices.Clone(s.Zone)
	c.Broken = slices.Clone(s.Broken)
	c.Fires = slices.Clone(s.Fires)
	if s.Pending != nil {
		p := *s.Pending
		p.Dice = slices.Clone(p.Dice)
		p.Faces = slices.Clone(p.Faces)
		p.Combos = slices.Clone(p.Combos)
		if p.Cell != nil {
			q := *p.Cell
			p.Cell = &q
		}
		c.Pending = &p
	}
	return c
}
