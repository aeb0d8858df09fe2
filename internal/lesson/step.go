package lesson

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Step is one idea of a lesson, taught on one position.
type Step struct {
	ID       string // names the step in errors and saved progress
	Position []byte // the position, in the ruleset's position format
	// Dice are the faces the first rolls show, so the outcome is the one
	// the step explains; the position's own dice roll after them.
	Dice []int
	Text string // message ID: the idea and what to do
	Done string // message ID: what happened, once the goal is met
	// Allow are the player's actions the step offers; none offers all.
	Allow []Pattern
	// Goal is the action that completes the step.
	Goal Pattern
	// Reply are the other side's decisions the step makes for it, in the
	// middle of the player's turn (the first legal action one of them
	// matches); when the other side must decide and none matches, the
	// player's turn is over without the goal, and the step starts again.
	Reply []Pattern
	// Marks are cubes a screen marks on the board: where to go, what to
	// look at.
	Marks []world.Pos
	Seat  rules.Seat // the player's side (blue unless the file says red)
}

// Start sets the step's position up under ruleset rs, its scripted dice
// first.
func (s *Step) Start(rs rules.Ruleset) (rules.Game, error) {
	g, err := rs.LoadPosition(s.Position)
	if err != nil {
		return nil, fmt.Errorf("lesson step %s: %w", s.ID, err)
	}
	if len(s.Dice) > 0 {
		g.SetDice(&rules.Scripted{Faces: append([]int(nil), s.Dice...), Fallback: g.Dice()})
	}
	return g, nil
}

// Offered is the part of legal the player may take now: the actions of
// the player's side that an Allow pattern matches (all of them without
// patterns). The other side's actions are not offered: the step makes
// them (ReplyTo).
func (s *Step) Offered(legal []rules.Action) []rules.Action {
	var out []rules.Action
	for _, a := range legal {
		if a.Seat == s.Seat && (len(s.Allow) == 0 || anyMatches(s.Allow, a)) {
			out = append(out, a)
		}
	}
	return out
}

// Reached reports whether the player's action a completes the step.
func (s *Step) Reached(a rules.Action) bool { return a.Seat == s.Seat && s.Goal.Matches(a) }

// ReplyTo is the other side's decision the step makes in g, and whether
// there is one.
func (s *Step) ReplyTo(g rules.Game) (rules.Action, bool) {
	for _, a := range g.Legal() {
		if anyMatches(s.Reply, a) {
			return a, true
		}
	}
	return rules.Action{}, false
}

// Stuck reports whether g, reached by the player's actions without the
// goal, leaves the step nowhere to go: the game is over, the player must
// decide and is offered nothing, or the other side must decide and the
// step has no reply for it.
func (s *Step) Stuck(g rules.Game) bool {
	switch {
	case g.Over():
		return true
	case g.ToMove() == s.Seat:
		return len(s.Offered(g.Legal())) == 0
	default:
		_, ok := s.ReplyTo(g)
		return !ok
	}
}
