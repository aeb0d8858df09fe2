package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

// readReplay reads a replay sim recorded.
func readReplay(t *testing.T, path string) rules.Replay {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rp rules.Replay
	if err := json.Unmarshal(data, &rp); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return rp
}

// seatedAs reports whether the recorded game is the one players would play
// from its seed, the first in the blue seat: every recorded action is the
// one the player to move chooses.
func seatedAs(t *testing.T, rp rules.Replay, players [2]ai.Player) bool {
	t.Helper()
	g, err := flashpoint.NewRuleset().New(rp.Setup, rp.Seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range rp.Actions {
		a, err := players[g.ToMove()].Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if a.Text() != text {
			return false
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return g.Over()
}

// With -paired the two games of a pair share their seed, and so their
// dice, with the players' seats swapped in the second.
func TestSimPairedGamesShareASeedWithSeatsSwapped(t *testing.T) {
	dir := t.TempDir()
	sum := simJSON(t, "-paired", "-games", "2", "-seed", "4", "-arena", "beginner",
		"-blue", "easy", "-red", "random", "-budget", "1m", "-record", dir)
	if !sum.Paired || sum.Games != 2 {
		t.Fatalf("the summary does not say the 2 games were paired: %+v", sum)
	}
	first := readReplay(t, filepath.Join(dir, "game-4.json"))
	second := readReplay(t, filepath.Join(dir, "game-4-swapped.json"))
	if first.Seed != 4 || second.Seed != 4 {
		t.Fatalf("seeds %d and %d, want 4 for both games of the pair", first.Seed, second.Seed)
	}
	// Each player is seeded as sim seeds it: the -blue player with 2s+1,
	// the -red one with 2s+2.
	players := func() (easy, random ai.Player) {
		easy, _ = ai.NewWithOptions("easy", 9, ai.Options{Budget: time.Minute})
		random, _ = ai.New("random", 10)
		return easy, random
	}
	e, r := players()
	if !seatedAs(t, first, [2]ai.Player{e, r}) {
		t.Error("the first game of the pair was not easy (blue) against random (red)")
	}
	e, r = players()
	if !seatedAs(t, second, [2]ai.Player{r, e}) {
		t.Error("the second game of the pair was not random (blue) against easy (red)")
	}
	if strings.Join(first.Actions, "\n") == strings.Join(second.Actions, "\n") {
		t.Error("the two games of the pair were played alike")
	}
	code, out, errs := fptool(t, "sim", "-paired", "-games", "2", "-seed", "4", "-arena", "beginner")
	if code != 0 || !strings.Contains(out, "paired") {
		t.Errorf("exit %d, the table does not say the games are paired:\n%s%s", code, out, errs)
	}
}

// -paired refuses an odd number of games, and -swap=false, with a reason.
func TestSimPairedRefusesOddGames(t *testing.T) {
	code, _, errs := fptool(t, "sim", "-paired", "-games", "3")
	if code != 2 || !strings.Contains(errs, "-games must be even") {
		t.Errorf("-paired -games 3: exit %d, stderr %q; want exit 2 and that -games must be even", code, errs)
	}
	code, _, errs = fptool(t, "sim", "-paired", "-games", "2", "-swap=false")
	if code != 2 || !strings.Contains(errs, "-swap=false") {
		t.Errorf("-paired -swap=false: exit %d, stderr %q; want exit 2 and a reason", code, errs)
	}
}
