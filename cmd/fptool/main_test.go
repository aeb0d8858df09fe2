package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fptool runs one command line and returns its exit status and outputs.
func fptool(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestSimJSONReportsEveryField(t *testing.T) {
	code, out, errs := fptool(t, "sim", "-games", "4", "-seed", "7", "-arena", "beginner", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var sum simSummary
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, out)
	}
	if sum.Games != 4 || sum.BlueWins+sum.RedWins+sum.Draws != 4 {
		t.Fatalf("games %d, wins %d+%d, draws %d: do not add up", sum.Games, sum.BlueWins, sum.RedWins, sum.Draws)
	}
	if sum.MedianRounds < 1 || sum.ActionsPerGame < 10 || sum.GamesPerSecond <= 0 {
		t.Fatalf("implausible figures: %+v", sum)
	}
	for _, key := range []string{"blue_wins", "red_wins", "draws", "median_rounds", "actions_per_game", "games_per_second"} {
		if !strings.Contains(out, `"`+key+`"`) {
			t.Errorf("JSON lacks %q", key)
		}
	}
}

func TestSimIsReproducible(t *testing.T) {
	_, a, _ := fptool(t, "sim", "-games", "3", "-seed", "11", "-arena", "beginner", "-json")
	_, b, _ := fptool(t, "sim", "-games", "3", "-seed", "11", "-arena", "beginner", "-json")
	strip := func(s string) string {
		var m map[string]any
		_ = json.Unmarshal([]byte(s), &m)
		delete(m, "games_per_second")
		delete(m, "seconds")
		// Thinking times are measured, not replayed.
		players, _ := m["players"].([]any)
		for _, p := range players {
			pm, _ := p.(map[string]any)
			delete(pm, "median_decision_ms")
			delete(pm, "slowest_decision_ms")
		}
		out, _ := json.Marshal(m)
		return string(out)
	}
	if strip(a) != strip(b) {
		t.Fatalf("same seed, different results:\n%s\n%s", a, b)
	}
}

func TestSimTableNamesTheFigures(t *testing.T) {
	code, out, errs := fptool(t, "sim", "-games", "2", "-arena", "beginner")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"blue wins", "red wins", "draws", "median rounds", "actions per game", "games per second"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

func TestReplayOfARecordedGameMatchesAndATamperedOneDrifts(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := fptool(t, "sim", "-games", "1", "-seed", "5", "-arena", "beginner", "-record", dir); code != 0 {
		t.Fatalf("sim exit %d: %s", code, errs)
	}
	file := filepath.Join(dir, "game-5.json")
	code, out, errs := fptool(t, "replay", file)
	if code != 0 || !strings.Contains(out, "ok") {
		t.Fatalf("replay of a recorded game: exit %d, %s%s", code, out, errs)
	}
	code, log, errs := fptool(t, "replay", "-log", file)
	if code != 0 || !strings.Contains(log, "== round 2 ==") || !strings.Contains(log, "   1  ") || !strings.Contains(log, "activates") {
		t.Fatalf("replay -log should print numbered actions, their events and the rounds: exit %d, %.600s%s", code, log, errs)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var rp map[string]any
	if err := json.Unmarshal(data, &rp); err != nil {
		t.Fatal(err)
	}
	rp["final_hash"] = "0123456789abcdef"
	bad, _ := json.Marshal(rp)
	tampered := filepath.Join(dir, "tampered.json")
	if err := os.WriteFile(tampered, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = fptool(t, "replay", tampered)
	if code != 1 || !strings.Contains(errs, "final state hash") {
		t.Fatalf("tampered replay: exit %d, stderr %q; want exit 1 and a hash mismatch", code, errs)
	}
}

func TestBadInputsExitTwoWithTheFileNamed(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.json")
	_ = os.WriteFile(garbage, []byte("{not json"), 0o644)
	badArena := filepath.Join(dir, "bad.arena")
	_ = os.WriteFile(badArena, []byte("arena Bad\nsize 2 2 1\nlevel 0\n+--+--+\n|#b|#r|\n+--+--+\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", garbage}, "garbage.json: "},
		{[]string{"replay", filepath.Join(dir, "missing.json")}, "missing.json: "},
		{[]string{"position", garbage}, "garbage.json: "},
		{[]string{"position", filepath.Join(dir, "missing.json")}, "missing.json: "},
		{[]string{"arena", badArena}, "bad.arena:"},
		{[]string{"sim", "-arena", badArena}, "bad.arena:"},
		{[]string{"sim", "-arena", "nowhere"}, "nowhere"},
		{[]string{"sim", "-blue", "grandmaster"}, "grandmaster"},
		{[]string{"sim", "-games", "0"}, "-games"},
		{[]string{"sim", "-bogus"}, "bogus"},
		{[]string{"position", garbage, "-dice", "9"}, "-dice"},
		{[]string{"frobnicate"}, ""},
	} {
		code, _, errs := fptool(t, tc.args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (stderr %q)", tc.args, code, errs)
		}
		if !strings.Contains(errs, tc.want) {
			t.Errorf("%v: stderr %q does not name %q", tc.args, errs, tc.want)
		}
	}
}

func TestArenaChecksTheShippedArenas(t *testing.T) {
	files, _ := filepath.Glob("../../assets/arenas/*.arena")
	if len(files) < 3 {
		t.Fatalf("found %d shipped arenas, want at least 3", len(files))
	}
	code, out, errs := fptool(t, append([]string{"arena"}, files...)...)
	if code != 0 || strings.Count(out, ": ok:") != len(files) {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
}
