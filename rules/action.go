package rules

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Action is one option of the deciding seat. It names models, cubes and
// weapons by stable IDs, never pointers, so it can be saved, replayed and
// compared. Which fields are used depends on Kind and on the ruleset; unused
// fields stay zero.
type Action struct {
	Seat   Seat        `json:"seat"`             // who decides it
	Kind   string      `json:"kind"`             // "move", "shoot", "pass", ...
	Actor  string      `json:"actor,omitempty"`  // acting model ID, e.g. "blue.2"
	Target string      `json:"target,omitempty"` // target model ID
	Weapon string      `json:"weapon,omitempty"` // weapon ID, e.g. "assault-rifle"
	Option string      `json:"option,omitempty"` // a variant: "blaze", "scope", "yes", ...
	Cell   *world.Pos  `json:"cell,omitempty"`   // destination or target cube
	Path   []world.Pos `json:"path,omitempty"`   // cubes passed through, ending at Cell
}

// Text is the action's readable one-line form, e.g.
// "blue.2 shoot red.1 with assault-rifle" or "blue.1 move 3,4,0".
// It is also the action's stable ID: among the legal actions of one decision
// no two have the same Text, and replays store actions by it.
func (a Action) Text() string {
	var b strings.Builder
	if a.Actor != "" {
		b.WriteString(a.Actor)
	} else {
		b.WriteString(a.Seat.String())
	}
	b.WriteByte(' ')
	b.WriteString(a.Kind)
	if a.Target != "" {
		b.WriteByte(' ')
		b.WriteString(a.Target)
	}
	if a.Cell != nil {
		b.WriteByte(' ')
		b.WriteString(a.Cell.String())
	}
	if a.Weapon != "" {
		b.WriteString(" with ")
		b.WriteString(a.Weapon)
	}
	if a.Option != "" {
		b.WriteString(" (")
		b.WriteString(a.Option)
		b.WriteByte(')')
	}
	return b.String()
}

// String is Text.
func (a Action) String() string { return a.Text() }

// Find returns the legal action whose Text is text (spaces are normalised).
func Find(legal []Action, text string) (Action, error) {
	want := strings.Join(strings.Fields(text), " ")
	for _, a := range legal {
		if a.Text() == want {
			return a, nil
		}
	}
	return Action{}, &IllegalActionError{Text: want, Reason: fmt.Sprintf("not among the %d legal actions", len(legal))}
}
