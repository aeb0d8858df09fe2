package ai

import (
	"context"
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Random picks uniformly among the legal actions with its own seeded
// generator. It is the baseline every other player must beat.
type Random struct {
	rng *rules.RNG
}

// NewRandom returns a random player seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rng: rules.NewRNG(seed)} }

// Name is "random".
func (*Random) Name() string { return "random" }

// Choose returns a uniformly chosen legal action.
func (r *Random) Choose(_ context.Context, g rules.Game) (rules.Action, error) {
	legal := g.Legal()
	if len(legal) == 0 {
		return rules.Action{}, fmt.Errorf("no legal action: the game is over")
	}
	return legal[r.rng.Intn(len(legal))], nil
}

// ChooseIndex returns the index in g.Legal() of the action Choose would
// return (IndexChooser), counting the list without having it lent out.
func (r *Random) ChooseIndex(_ context.Context, g rules.Game) (int, error) {
	n := rules.NumLegal(g)
	if n == 0 {
		return 0, fmt.Errorf("no legal action: the game is over")
	}
	return r.rng.Intn(n), nil
}
