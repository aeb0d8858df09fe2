package ai

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

// hardGoldenFile records Hard's decision on a saved position. The browser
// test (webtest) reads the same file and asks the browser build for the
// same decision.
const hardGoldenFile = "testdata/hard-choice.golden.json"

// hardGolden is Hard's recorded decision: the position (a file in
// testdata, written by Game.Save), the seed of the game it is played in
// (the computer on the seat to move is seeded with SeatSeed, as the battle
// screen seeds it) and the action's text.
type hardGolden struct {
	Position string `json:"position"`
	Seed     uint64 `json:"seed"`
	Action   string `json:"action"`
}

// Where the golden position comes from: the first decision of red's first
// action from round 3 of a Normal-against-Normal game on the standard
// arena (go test ./ai -run TestHardGolden -update plays it again and
// records the position and Hard's choice anew).
const (
	hardGoldenGame  = 34
	hardGoldenRound = 3
	hardGoldenSeed  = 1
)

// hardGoldenBudget is the think time the test gives Hard: far more than a
// slow machine needs for its work limit, so the work ends the search and
// the choice depends only on the seed and the position.
const hardGoldenBudget = 10 * time.Minute

// TestHardGolden asks Hard for its decision on the saved position and
// checks it against the recorded action, with the work limit, not the
// clock, ending the search. The position is a real choice: the Operator
// may move, sprint, crouch, shoot or throw a grenade.
func TestHardGolden(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: one Hard decision (about a second)")
	}
	if *update {
		writeHardGolden(t)
	}
	want := readHardGolden(t)
	data, err := os.ReadFile(filepath.Join("testdata", want.Position))
	if err != nil {
		t.Fatal(err)
	}
	rs := flashpoint.NewRuleset()
	// The battle screen loads a position with LoadPosition; a save loads
	// to the same state either way.
	g, err := rs.LoadPosition(data)
	if err != nil {
		t.Fatalf("%s: %v", want.Position, err)
	}
	if saved, err := rs.Load(data); err != nil || saved.Hash() != g.Hash() {
		t.Fatalf("%s: Load and LoadPosition differ (%v)", want.Position, err)
	}
	if g.Over() || g.ToMove() != rules.Red || len(g.Legal()) < 10 {
		t.Fatalf("%s: not red's open decision: prompt %q, %d legal actions", want.Position, g.Prompt(), len(g.Legal()))
	}
	kinds := map[string]bool{}
	for _, a := range g.Legal() {
		if f := strings.Fields(a.Text()); len(f) > 1 {
			kinds[f[1]] = true
		}
	}
	for _, k := range []string{"move", "sprint", "crouch", "shoot"} {
		if !kinds[k] {
			t.Errorf("%s: no %s among the legal actions %v", want.Position, k, kinds)
		}
	}

	p := NewHard(SeatSeed(want.Seed, g.ToMove()), Options{Budget: hardGoldenBudget})
	start := time.Now()
	a, err := p.Choose(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	if n := p.(ClockReporter).TimedOut(); n != 0 {
		t.Fatalf("the decision was cut short by the clock after %v (budget %v): it no longer depends only on the seed", took, hardGoldenBudget)
	}
	t.Logf("Hard (seed %d, seat %s) chose %q in %v", want.Seed, g.ToMove(), a.Text(), took)
	if a.Text() != want.Action {
		t.Errorf("Hard chose %q, want %q (%s)", a.Text(), want.Action, hardGoldenFile)
	}
}

// readHardGolden reads the recorded decision.
func readHardGolden(t *testing.T) hardGolden {
	t.Helper()
	data, err := os.ReadFile(hardGoldenFile)
	if err != nil {
		t.Fatal(err)
	}
	var h hardGolden
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&h); err != nil {
		t.Fatalf("%s: %v", hardGoldenFile, err)
	}
	if h.Position == "" || h.Action == "" {
		t.Fatalf("%s: position and action are required", hardGoldenFile)
	}
	return h
}

// writeHardGolden plays the game to the position, saves it and records
// Hard's decision there.
func writeHardGolden(t *testing.T) {
	rs := flashpoint.NewRuleset()
	g, err := rs.New(rs.DefaultSetup("standard"), hardGoldenGame)
	if err != nil {
		t.Fatal(err)
	}
	players := [2]Player{NewNormal(hardGoldenGame, Options{Budget: 1e12}), NewNormal(hardGoldenGame+1, Options{Budget: 1e12})}
	for !g.Over() {
		if g.Round() >= hardGoldenRound && g.ToMove() == rules.Red && strings.Contains(g.Prompt(), "first action") {
			break
		}
		a, err := players[g.ToMove()].Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if g.Over() {
		t.Fatalf("game %d ended before red's first action from round %d", hardGoldenGame, hardGoldenRound)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	h := hardGolden{Position: "hard-choice.json", Seed: hardGoldenSeed}
	if err := os.WriteFile(filepath.Join("testdata", h.Position), data, 0o644); err != nil {
		t.Fatal(err)
	}
	saved, err := rs.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	p := NewHard(SeatSeed(h.Seed, saved.ToMove()), Options{Budget: hardGoldenBudget})
	a, err := p.Choose(context.Background(), saved)
	if err != nil {
		t.Fatal(err)
	}
	h.Action = a.Text()
	out, err := json.MarshalIndent(h, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(hardGoldenFile, append(out, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}
