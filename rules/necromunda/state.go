package necromunda

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Status is a fighter's condition.
type Status int

// The statuses. Engaged is not a status: it follows from where fighters
// stand (engaged).
const (
	Active           Status = iota // standing, may act
	Pinned                         // lying down, face up (NEC-SHT-12)
	SeriouslyInjured               // lying down, face down (G4)
	OutOfAction                    // off the board
)

// String names the status.
func (s Status) String() string {
	switch s {
	case Active:
		return "Active"
	case Pinned:
		return "Pinned"
	case SeriouslyInjured:
		return "Seriously Injured"
	}
	return "Out of Action"
}

// climb is a fighter hanging on a wall mid-climb (NEC-MOV-3): from the
// cube it started in to the cube it climbs to, Spent inches of movement
// of Need paid; Foot is the cube it falls to.
type climb struct {
	From   world.Pos `json:"from"`
	To     world.Pos `json:"to"`
	Foot   world.Pos `json:"foot"`
	Spent  int       `json:"spent"`
	Need   int       `json:"need"`
	Ladder bool      `json:"ladder,omitempty"`
}

// height is how many inches above its foot the climber hangs.
func (c *climb) height() int {
	if c.From == c.Foot { // climbing up
		return c.Spent / 2
	}
	return (c.From.Z-c.To.Z)*LevelInches - c.Spent/2
}

// fighter is one fighter of a gang in play.
type fighter struct {
	ID      string     `json:"id"`
	Seat    rules.Seat `json:"seat"`
	Type    string     `json:"type"`
	Weapons []string   `json:"weapons"`
	// Empty marks, by weapon, the weapons Out of Ammo (NEC-SHT-8).
	Empty     []bool    `json:"empty"`
	Pos       world.Pos `json:"pos"`
	Status    Status    `json:"status"`
	Wounds    int       `json:"wounds"` // wounds left
	Flesh     int       `json:"flesh,omitempty"`
	Activated bool      `json:"activated,omitempty"`
	// Climb is set while the fighter hangs mid-climb (NEC-MOV-3).
	Climb *climb `json:"climb,omitempty"`
	// ClimbStart: it was mid-climb when its activation began (NEC-MOV-4).
	ClimbStart bool `json:"climb_start,omitempty"`
	Charged    bool `json:"charged,omitempty"` // it charged this activation
}

// onBoard reports whether the fighter is still in play.
func (f *fighter) onBoard() bool { return f.Status != OutOfAction }

// standing reports whether it is Active or Pinned (it engages).
func (f *fighter) standing() bool { return f.Status == Active || f.Status == Pinned }

// lying reports whether it is Pinned or Seriously Injured.
func (f *fighter) lying() bool { return f.Status == Pinned || f.Status == SeriouslyInjured }

// casket is a loot casket or, once opened on a 5-6, an ammo cache
// (NEC-LOOT, NEC-AMMO).
type casket struct {
	Pos   world.Pos `json:"pos"`
	Cache bool      `json:"cache,omitempty"`
}

// Steps of the game before and during play.
const (
	stepPlace = "place" // the players place their caskets
	stepPlay  = "play"  // rounds of activations
)

// state is everything that changes during a game; the Game saves and
// hashes it.
type state struct {
	RNG      rules.RNG  `json:"rng"`
	Step     string     `json:"step"`
	Round    int        `json:"round"`
	Fighters []fighter  `json:"fighters"`
	Caskets  []casket   `json:"caskets,omitempty"`
	Turn     rules.Seat `json:"turn"`   // the side that decides
	Active   int        `json:"active"` // the activating fighter, -1 for none
	AP       int        `json:"ap"`     // its action points left
	Priority rules.Seat `json:"priority"`
	Credits  [2]int     `json:"credits"`
	Placed   int        `json:"placed,omitempty"` // caskets placed (or passed) so far

	Over   bool       `json:"over,omitempty"`
	Winner rules.Seat `json:"winner"`
	Reason string     `json:"reason,omitempty"`
}

// clone is a deep copy.
func (s state) clone() state {
	c := s
	c.Fighters = make([]fighter, len(s.Fighters))
	for i, f := range s.Fighters {
		f.Weapons = append([]string(nil), f.Weapons...)
		f.Empty = append([]bool(nil), f.Empty...)
		if f.Climb != nil {
			cl := *f.Climb
			f.Climb = &cl
		}
		c.Fighters[i] = f
	}
	c.Caskets = append([]casket(nil), s.Caskets...)
	return c
}
