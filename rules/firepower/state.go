package firepower

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// soldier is one soldier in play: where it stands and faces, its posture
// and markers, and what it has done in the phase and impulse under way.
type soldier struct {
	ID      string     `json:"id"`
	Seat    rules.Seat `json:"seat"`
	Type    string     `json:"type"`
	Weapon  string     `json:"weapon,omitempty"`  // its personal weapon, "" for none
	Grenade string     `json:"grenade,omitempty"` // the grenade it throws, "" for none
	Pos     world.Pos  `json:"pos"`
	Facing  world.Dir8 `json:"facing"`
	Prone   bool       `json:"prone,omitempty"`
	Dead    bool       `json:"dead,omitempty"`

	// Markers (FP-IMP-4/5/6, FP-ST-1..4).
	Running    bool `json:"running,omitempty"`
	Suppressed bool `json:"suppressed,omitempty"`
	Stunned    bool `json:"stunned,omitempty"`

	// Acted: it took part in an impulse of this phase (FP-MF-1). Combat:
	// it has made its combat action of this phase (FP-ACT-6).
	Acted  bool `json:"acted,omitempty"`
	Combat bool `json:"combat,omitempty"`

	// In the impulse under way: a member of it (InImpulse) with MF
	// Movement Factors left, Moved spent on actions other than combat
	// (FP-MOD-3) and Entered cubes entered (FP-ACT-2).
	InImpulse bool `json:"in_impulse,omitempty"`
	MF        int  `json:"mf,omitempty"`
	Moved     int  `json:"moved,omitempty"`
	Entered   int  `json:"entered,omitempty"`

	// Spent is the Movement Factors it spent in this phase on moving,
	// turning, its posture and grenades, kept after its impulse ends (the
	// evaluation charges for them, so that a computer player does not
	// spend them for nothing).
	Spent int `json:"spent,omitempty"`
}

// alive reports whether the soldier is still in play.
func (s *soldier) alive() bool { return !s.Dead }

// state is everything that changes during a game; the Game saves and
// hashes it.
type state struct {
	RNG  rules.RNG `json:"rng"`
	Turn int       `json:"turn"` // from 1
	// Cup is the sequence chips of each side still in the cup (FP-IMP-1, G1).
	Cup [2]int `json:"cup"`
	// DrawnBy counts the chips of each side drawn this turn, the one in
	// play included; the screen shows them dimmed beside those still in
	// the cup.
	DrawnBy [2]int `json:"drawn_by,omitempty"`
	// Side is the side whose Impulse Phase is under way (the last chip's
	// colour).
	Side rules.Seat `json:"side"`
	// Impulses counts the impulses begun in this phase (at most 2).
	Impulses int `json:"impulses"`
	// Stack is the cube of the impulse under way, nil between impulses.
	Stack *world.Pos `json:"stack,omitempty"`
	// FiredFrom are the cubes a soldier of the impulse fired from
	// (FP-FIRE-4).
	FiredFrom []world.Pos `json:"fired_from,omitempty"`
	Soldiers  []soldier   `json:"soldiers"`
	Start     [2]int      `json:"start"` // soldiers of each side at the start

	Over   bool       `json:"over,omitempty"`
	Winner rules.Seat `json:"winner"`
	Reason string     `json:"reason,omitempty"`
}

// clone is a deep copy.
func (s state) clone() state {
	c := s
	c.Soldiers = append([]soldier(nil), s.Soldiers...)
	c.FiredFrom = append([]world.Pos(nil), s.FiredFrom...)
	if s.Stack != nil {
		p := *s.Stack
		c.Stack = &p
	}
	return c
}
