package rules

import "github.com/flashpoint-arena/flashpoint/world"

// Game is one game in progress under some ruleset. Only Apply changes it.
type Game interface {
	// Ruleset names the ruleset, as registered.
	Ruleset() string
	// Arena is the board. It is shared and must not be changed.
	Arena() *world.Arena
	// ToMove is the seat that must decide now, or NoSeat when the game is over.
	ToMove() Seat
	// Prompt says in words what ToMove must decide now ("activate a model",
	// "blue.2: second action", "red: choose who makes the free Assault").
	Prompt() string
	// Legal lists every option of the deciding seat, in a stable order.
	// It is empty exactly when the game is over. The slice may be the
	// game's own cache: the caller must not change its elements, and it
	// holds only until the game changes (Apply, SetDice, a reseed). A
	// caller that keeps the list past that or changes it copies it first
	// (slices.Clone); the actions taken out of it are values and stay
	// good.
	Legal() []Action
	// Apply carries out one legal action and returns what happened. An action
	// not in Legal returns *IllegalActionError (or GameOverError) and leaves
	// the state unchanged.
	Apply(a Action) ([]Event, error)
	// Clone returns an independent deep copy, dice generator included.
	Clone() Game
	// Over reports whether the game has ended.
	Over() bool
	// Result is the outcome so far (final once Over).
	Result() Result
	// Round is the current round, from 1.
	Round() int
	// Hash is a digest of the whole state, dice generator included: two
	// states with equal hashes play on identically.
	Hash() uint64
	// Save writes the whole state (setup, position, dice generator) as JSON;
	// the ruleset's Load reads it back.
	Save() ([]byte, error)
	// SetDice replaces the dice source (tests use Scripted dice). Passing nil
	// restores the state's own seeded generator.
	SetDice(d Dice)
	// Dice is the source rolls come from now: the SetDice substitute, or the
	// state's own generator (rolling it advances the saved state). Tools
	// that force some faces fall back on it for the rest.
	Dice() Dice
	// View is a read-only picture of the state for screens and tools.
	View() View
	// Reversible reports whether the action applied last may be taken
	// back without anyone unseeing anything: it rolled no die and revealed
	// nothing hidden (a Move that set off no test and picked up nothing, a
	// Crouch, a choice not yet confirmed). When it may not, why says so in
	// a few words for the undo button ("it rolled dice"). A game just made,
	// cloned from one that may not, or loaded has nothing to take back.
	// Taking back is the screen's: it keeps the state from before the
	// action (Clone) and returns to it; the screen also requires that the
	// same seat still decides and the round has not changed.
	Reversible() (ok bool, why string)
}

// Result is the outcome of a game.
type Result struct {
	Over   bool   `json:"over"`
	Winner Seat   `json:"winner"` // NoSeat for a draw or a game still running
	Score  [2]int `json:"score"`  // by seat
	Reason string `json:"reason,omitempty"`
	// ReasonMsg is Reason as a message (see Msg); zero where the ruleset
	// gives none.
	ReasonMsg Msg `json:"reason_msg,omitzero"`
}
