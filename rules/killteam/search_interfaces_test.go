package killteam_test

import (
	"context"
	"testing"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/killteam"
)

// The game offers the computer players everything they read beyond the
// engine interface.
var (
	_ rules.Evaluator      = (*killteam.Game)(nil)
	_ rules.Forecaster     = (*killteam.Game)(nil)
	_ rules.Determinizer   = (*killteam.Game)(nil)
	_ rules.PositionHasher = (*killteam.Game)(nil)
)

// The players value a Kill Team game by its own evaluation, and each
// level answers a decision of a fresh game with a legal action without
// changing the game.
func TestPlayersUseTheEvaluation(t *testing.T) {
	rs := killteam.NewRuleset()
	if err := rs.Err(); err != nil {
		t.Fatal(err)
	}
	g, err := rs.NewGame(rs.DefaultSetup(killteam.DefaultArena), 1)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ai.Value(g, rules.Blue), g.Evaluate(rules.Blue); got != want {
		t.Fatalf("ai.Value %v, Evaluate %v", got, want)
	}
	before := g.Hash()
	for _, level := range []string{"easy", "normal"} {
		p, err := ai.New(level, 1)
		if err != nil {
			t.Fatal(err)
		}
		a, err := p.Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rules.Find(g.Legal(), a.Text()); err != nil {
			t.Fatalf("%s chose %q: %v", level, a.Text(), err)
		}
	}
	if g.Hash() != before {
		t.Fatal("a player changed the game it was given")
	}
}
