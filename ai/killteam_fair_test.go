package ai

import (
	"encoding/json"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/killteam"
)

// killTeamDecision plays a seeded random Kill Team game on the default
// setup until the seat to move may take an action of kind (with another
// choice beside it) and returns the game; nil when the game never offers
// one.
func killTeamDecision(t *testing.T, seed uint64, kind string) rules.Game {
	t.Helper()
	rs := killteam.NewRuleset()
	g, err := rs.New(rs.DefaultSetup(killteam.DefaultArena), seed)
	if err != nil {
		t.Fatal(err)
	}
	pick := rules.NewRNG(seed)
	offers := func() bool {
		legal := g.Legal()
		for _, a := range legal {
			if a.Kind == kind && len(legal) > 1 {
				return true
			}
		}
		return false
	}
	for step := 0; step < 2000 && !g.Over(); step++ {
		if offers() {
			return g
		}
		legal := g.Legal()
		if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return nil
}

// withOtherKillTeamDice returns a copy of g, saved and loaded, whose dice
// generator is set to another state: the same position with another
// future of the dice.
func withOtherKillTeamDice(t *testing.T, g rules.Game) rules.Game {
	t.Helper()
	data, err := g.(interface{ Save() ([]byte, error) }).Save()
	if err != nil {
		t.Fatal(err)
	}
	var p map[string]any
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	st := p["state"].(map[string]any)
	st["rng"] = map[string]any{"state": uint64(0x0123456789abcdef)}
	out, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	other, err := killteam.NewRuleset().Load(out)
	if err != nil {
		t.Fatal(err)
	}
	return other
}

// Fair play (DESIGN 3) at Kill Team: Kill Team hides nothing, but the
// future of the dice must not matter. Two states that differ only in
// their dice generator get the same decision from every level, in the
// Movement phase (moves, Advances, charges), at a charge's reaction, in
// the Shooting phase and in the Fight phase.
func TestFairPlayKillTeamIgnoresTheDice(t *testing.T) {
	if testing.Short() {
		t.Skip("plays Kill Team games to each decision and asks every level twice")
	}
	for _, c := range []struct {
		kind string
		seed uint64
	}{
		{"charge", 3},
		{"overwatch", 5},
		{"shoot", 7},
		{"fight", 11},
	} {
		var g rules.Game
		for tries := 0; g == nil && tries < 40; tries++ {
			if g = killTeamDecision(t, c.seed, c.kind); g == nil {
				c.seed++
			}
		}
		if g == nil {
			t.Fatalf("no game from seed %d on offered a %s", c.seed, c.kind)
		}
		other := withOtherKillTeamDice(t, g)
		if g.Hash() == other.Hash() {
			t.Fatalf("seed %d: the two states should differ in their dice", c.seed)
		}
		if g.(rules.PositionHasher).PositionHash() != other.(rules.PositionHasher).PositionHash() {
			t.Fatalf("seed %d: the two states should differ in their dice only", c.seed)
		}
		for _, lv := range levels() {
			a := choose(t, lv.name, 5, lv.opts, g)
			b := choose(t, lv.name, 5, lv.opts, other)
			if a.Text() != b.Text() {
				t.Errorf("%s (seed %d), %s: %q with the real dice, %q with others", c.kind, c.seed, lv.name, a.Text(), b.Text())
			}
		}
	}
}
