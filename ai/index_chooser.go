package ai

import (
	"context"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// IndexChooser is a Player that can answer with the place of its choice
// in g.Legal() instead of the action: it draws as Choose would (the same
// index for the same state of its generator), without the game lending
// out its whole list. PlayMatch then applies the choice by index
// (rules.ApplyIndex), and only the chosen action is written out
// (rules.ActionAt).
type IndexChooser interface {
	Player
	ChooseIndex(ctx context.Context, g rules.Game) (int, error)
}

// decide asks p for its choice in g: the action, and its index when p
// chose by index (else -1).
func decide(ctx context.Context, p Player, g rules.Game) (rules.Action, int, error) {
	ic, ok := p.(IndexChooser)
	if !ok {
		a, err := p.Choose(ctx, g)
		return a, -1, err
	}
	i, err := ic.ChooseIndex(ctx, g)
	if err != nil {
		return rules.Action{}, -1, err
	}
	a, err := rules.ActionAt(g, i)
	if err != nil {
		return rules.Action{}, -1, err
	}
	return a, i, nil
}

// applyChoice applies a choice decide returned: by index when it has one.
func applyChoice(g rules.Game, a rules.Action, i int) ([]rules.Event, error) {
	if i >= 0 {
		return rules.ApplyIndex(g, i)
	}
	return g.Apply(a)
}
