package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The random-playout invariant test over every scenario on every shipped
// arena with random rosters (DESIGN 7): 21 games of random players, every
// state checked (soak_check.go), every game replayed.
func TestSoakPasses(t *testing.T) {
	r, _ := ruleset("flashpoint")
	cfg := soakConfig{seed: 7, games: 21, workers: 2, players: []string{"random"}, effort: 1}
	played := soak(context.Background(), r, cfg, func() {})
	seen := map[string]bool{}
	random := 0
	for _, g := range played {
		if g.err != nil {
			t.Errorf("seed %d: %s on %s: %v", g.seed, g.scenario, g.arena, g.err)
		}
		if g.actions < 20 {
			t.Errorf("seed %d: only %d actions", g.seed, g.actions)
		}
		seen[g.scenario+" on "+g.arena] = true
		for _, ro := range g.rosters {
			if ro == "random" {
				random++
			}
		}
	}
	if len(seen) != 21 {
		t.Errorf("%d scenario and arena pairs played, want all 21: %v", len(seen), seen)
	}
	if random < 21 {
		t.Errorf("only %d of 42 sides played a random roster", random)
	}
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"soak", "-games", "2", "-players", "random,easy"}, &out, &errs); code != 0 ||
		!strings.Contains(out.String(), "soak: 2 games,") || !strings.Contains(out.String(), " 0 failures") {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errs.String())
	}
}

// brokenRuleset wraps a ruleset to break one invariant on purpose, so the
// soak's checks are seen to fail.
type brokenRuleset struct {
	rules.Ruleset
	refuseLoad bool // Load refuses states after round 1
	leakView   bool // the View shows the state hash (the dice's future)
}

type leakyGame struct{ rules.Game }

func (g leakyGame) View() rules.View {
	v := g.Game.View()
	v.Prompt += " " + rules.HashString(g.Hash())
	return v
}

func (g leakyGame) Clone() rules.Game { return leakyGame{g.Game.Clone()} }

func (g leakyGame) Determinize(seed uint64) rules.Game {
	return leakyGame{g.Game.(rules.Determinizer).Determinize(seed)}
}

func (b brokenRuleset) New(s rules.Setup, seed uint64) (rules.Game, error) {
	g, err := b.Ruleset.New(s, seed)
	if err == nil && b.leakView {
		return leakyGame{g}, nil
	}
	return g, err
}

func (b brokenRuleset) Load(data []byte) (rules.Game, error) {
	g, err := b.Ruleset.Load(data)
	if err == nil && b.refuseLoad && g.Round() > 1 {
		return nil, errors.New("refused on purpose")
	}
	if err == nil && b.leakView {
		return leakyGame{g}, nil
	}
	return g, err
}

// The soak reports a broken Load and a View that leaks hidden information,
// with the failing game's seed.
func TestSoakFindsBrokenInvariants(t *testing.T) {
	r, _ := ruleset("flashpoint")
	for _, c := range []struct {
		broken brokenRuleset
		want   string
	}{
		{brokenRuleset{Ruleset: r, refuseLoad: true}, "load of its own save: refused on purpose"},
		{brokenRuleset{Ruleset: r, leakView: true}, "the view changes when hidden information is re-drawn"},
	} {
		played := soak(context.Background(), c.broken, soakConfig{seed: 5, games: 1, workers: 1, players: []string{"random"}, effort: 1}, func() {})
		var out bytes.Buffer
		err := reportSoak(&out, played, 0)
		var f soakFailed
		if !errors.As(err, &f) || !strings.Contains(out.String(), "FAIL seed 5:") || !strings.Contains(out.String(), c.want) {
			t.Errorf("want a failure of seed 5 saying %q; got %v\n%s", c.want, err, out.String())
		}
	}
}
