package ai

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

var update = flag.Bool("update", false, "rewrite the saved positions and the recorded decisions in testdata")

// A saved position is a mid-game Flashpoint state on the standard arena,
// written by Game.Save (go test ./ai -run TestSavedPositions -update
// writes them again).
type savedPosition struct {
	name   string
	seed   uint64 // the game it comes from (normal against normal)
	round  int    // the first decision from this round
	prompt string // whose prompt holds this
}

// savedPositions are the positions the benchmarks and the fair-play test
// use: a choice of which model activates, a first action, a second action
// and a reaction in the opponent's turn (HF-MOV-5: a free Assault on a
// model leaving the cube, or not).
var savedPositions = []savedPosition{
	{"activate", 11, 3, "activate a model"},
	{"first-action", 12, 3, "first action"},
	{"second-action", 13, 3, "second action"},
	{"reaction", 21, 2, "is leaving the cube"},
}

// positionFile is where a saved position lives.
func positionFile(name string) string { return filepath.Join("testdata", name+".json") }

// loadPosition reads a saved position.
func loadPosition(t testing.TB, name string) rules.Game {
	t.Helper()
	data, err := os.ReadFile(positionFile(name))
	if err != nil {
		t.Fatal(err)
	}
	g, err := flashpoint.NewRuleset().Load(data)
	if err != nil {
		t.Fatalf("%s: %v", positionFile(name), err)
	}
	return g
}

// TestSavedPositions checks that the saved positions load and still pose
// the decision they were saved for; with -update it plays their games
// again and rewrites them.
func TestSavedPositions(t *testing.T) {
	for _, sp := range savedPositions {
		if *update {
			writePosition(t, sp)
		}
		g := loadPosition(t, sp.name)
		if g.Over() || !strings.Contains(g.Prompt(), sp.prompt) {
			t.Errorf("%s: prompt %q, want one with %q", sp.name, g.Prompt(), sp.prompt)
		}
		if len(g.Legal()) < 2 {
			t.Errorf("%s: only %d legal actions", sp.name, len(g.Legal()))
		}
	}
}

// writePosition plays a normal-against-normal game to the position and
// saves it.
func writePosition(t *testing.T, sp savedPosition) {
	rs := flashpoint.NewRuleset()
	g, err := rs.New(rs.DefaultSetup("standard"), sp.seed)
	if err != nil {
		t.Fatal(err)
	}
	players := [2]Player{NewNormal(sp.seed, Options{Budget: 1e12}), NewNormal(sp.seed+1, Options{Budget: 1e12})}
	for !g.Over() {
		if g.Round() >= sp.round && strings.Contains(g.Prompt(), sp.prompt) {
			data, err := g.Save()
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(positionFile(sp.name), data, 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		a, err := players[g.ToMove()].Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("%s: game %d ended before a decision with %q from round %d", sp.name, sp.seed, sp.prompt, sp.round)
}

// withOtherDice returns the saved position with another dice generator and
// starting seed: everything a player at the table sees is the same.
func withOtherDice(t *testing.T, name string) rules.Game {
	t.Helper()
	data, err := os.ReadFile(positionFile(name))
	if err != nil {
		t.Fatal(err)
	}
	var p map[string]any
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	p["dice"] = 0x0123456789abcdef
	p["seed"] = 424242
	out, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	g, err := flashpoint.NewRuleset().Load(out)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
