package ai

import (
	"context"
	"fmt"
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Player chooses actions for whichever seat must decide.
type Player interface {
	// Name is the player's registry name, e.g. "random".
	Name() string
	// Choose returns one of g.Legal(). It must not change g and should
	// answer with its best choice so far when ctx is done.
	Choose(ctx context.Context, g rules.Game) (rules.Action, error)
}

// makers builds each named player from a seed and options.
func makers() map[string]func(seed uint64, o Options) Player {
	return map[string]func(seed uint64, o Options) Player{
		"random": func(seed uint64, _ Options) Player { return NewRandom(seed) },
		"easy":   NewEasy,
		"normal": NewNormal,
		"hard":   NewHard,
		"uct":    NewUCT,
	}
}

// Names lists the players New knows, sorted.
func Names() []string {
	var out []string
	for n := range makers() {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// New returns the named player with its default options; seed fixes its
// own randomness.
func New(name string, seed uint64) (Player, error) {
	return NewWithOptions(name, seed, Options{})
}

// NewWithOptions returns the named player with options (a think-time
// budget, an effort).
func NewWithOptions(name string, seed uint64, o Options) (Player, error) {
	if mk, ok := makers()[name]; ok {
		return mk(seed, o), nil
	}
	return nil, fmt.Errorf("unknown player %q (have %v)", name, Names())
}
