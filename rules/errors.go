package rules

import "fmt"

// IllegalActionError is returned by Game.Apply for an action that is not
// among Game.Legal(); the state is left unchanged.
type IllegalActionError struct {
	Text   string // the action's text form
	Reason string // why it is refused
}

func (e *IllegalActionError) Error() string {
	return fmt.Sprintf("illegal action %q: %s", e.Text, e.Reason)
}

// GameOverError is returned by Game.Apply once the game has ended.
type GameOverError struct{}

func (GameOverError) Error() string { return "the game is over" }
