package rules

import "github.com/flashpoint-arena/flashpoint/world"

// View is a ruleset-neutral, read-only picture of a game for the scene and
// the tools: where every piece stands and what a player at the table can see.
// Hidden information (face-down tokens) is shown as hidden.
type View struct {
	Ruleset string   `json:"ruleset"`
	Round   int      `json:"round"`
	ToMove  Seat     `json:"to_move"`
	Prompt  string   `json:"prompt"`
	Score   [2]int   `json:"score"`
	Pieces  []Piece  `json:"pieces"`
	Tokens  []Token  `json:"tokens,omitempty"`
	Notes   []string `json:"notes,omitempty"` // scenario lines: "Slayer: first to 8 kills, round 3 of 10"
}

// Piece is one model as a player sees it.
type Piece struct {
	ID         string    `json:"id"` // stable ID, e.g. "blue.2"
	Seat       Seat      `json:"seat"`
	Name       string    `json:"name"` // display name, e.g. "Marksman"
	Role       string    `json:"role"` // short role tag for the figure, e.g. "MK"
	Pos        world.Pos `json:"pos"`
	OnBoard    bool      `json:"on_board"`            // false while dead and awaiting respawn
	Active     bool      `json:"active,omitempty"`    // the model now activating
	Activated  bool      `json:"activated,omitempty"` // already activated this round
	Crouched   bool      `json:"crouched,omitempty"`
	Pinned     bool      `json:"pinned,omitempty"`
	Wounds     int       `json:"wounds"`
	HP         int       `json:"hp"`
	Shields    int       `json:"shields"`
	MaxShields int       `json:"max_shields"`
	Card       []string  `json:"card,omitempty"` // profile, weapons, items, status as lines
}

// Token is something lying on the board: a weapon, an item, an objective.
type Token struct {
	Kind   string    `json:"kind"`  // "weapon", "item", "objective", ...
	Label  string    `json:"label"` // what it is ("?" while face down)
	Pos    world.Pos `json:"pos"`
	Hidden bool      `json:"hidden,omitempty"`
}

// Forecast explains an attack before it is made: the dice each side will
// roll with every modifier named, and the exact chance of each outcome.
type Forecast struct {
	Sight    string    `json:"sight"` // "none", "visible", "clear shot"
	Attack   PoolInfo  `json:"attack"`
	Defence  PoolInfo  `json:"defence"`
	Outcomes []Outcome `json:"outcomes"`
}

// PoolInfo describes one side's dice pool.
type PoolInfo struct {
	Test string   `json:"test"` // "RA", "FI", "SV"
	Dice int      `json:"dice"` // how many dice
	Need int      `json:"need"` // success on Need or more
	Mods []string `json:"mods"` // e.g. "base 3", "clear shot +2"
}

// Outcome is one result of an attack with its probability.
type Outcome struct {
	Label string  `json:"label"` // "no damage", "shields only", "wound", "kill", "pinned"
	P     float64 `json:"p"`
}

// Forecaster is implemented by games that can explain an attack action
// before it is made. ok is false for actions that are not attacks.
type Forecaster interface {
	Forecast(a Action) (f Forecast, ok bool)
}
