package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A short soak over every scenario and arena finds nothing wrong and plays
// whole games.
func TestSoakPasses(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"soak", "-games", "8", "-players", "random,easy", "-workers", "2"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errs.String())
	}
	if !strings.Contains(out.String(), "soak: 8 games,") || !strings.Contains(out.String(), " 0 failures") {
		t.Fatalf("unexpected report:\n%s", out.String())
	}
}

// Random rosters keep every limit and vary.
func TestRandomRostersKeepTheLimits(t *testing.T) {
	r, _ := ruleset("flashpoint")
	b := r.(rules.RosterBuilder)
	units := map[string]bool{}
	built := 0
	for seed := uint64(1); seed <= 60; seed++ {
		spec, ok := randomRoster(b, rules.NewRNG(seed), "x")
		if !ok {
			continue
		}
		built++
		if rep := b.CheckRoster(spec); !rep.OK() {
			t.Fatalf("seed %d: %+v breaks %v", seed, spec, rep.Problems)
		}
		for _, m := range spec.Models {
			units[m.Unit] = true
		}
	}
	if built < 50 {
		t.Errorf("only %d of 60 random rosters were built", built)
	}
	if len(units) < len(b.RosterCatalog().Units) {
		t.Errorf("60 random rosters used %d of the %d units", len(units), len(b.RosterCatalog().Units))
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
