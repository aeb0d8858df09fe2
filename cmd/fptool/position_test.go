package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

func TestPositionListsLegalActions(t *testing.T) {
	code, out, errs := fptool(t, "position", "testdata/shot.json", "-legal")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep positionReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"blue.1 crouch": false, "blue.1 shoot red.1 with assault-rifle": false, "blue.1 shoot red.1 with assault-rifle (blaze)": false}
	for _, a := range rep.Legal {
		if _, ok := want[a]; ok {
			want[a] = true
		}
	}
	for a, seen := range want {
		if !seen {
			t.Errorf("legal actions lack %q: %v", a, rep.Legal)
		}
	}
	if rep.ToMove.String() != "blue" || rep.Hash == "" || len(rep.State) == 0 {
		t.Fatalf("report lacks to_move, hash or state: %+v", rep)
	}
}

// HF-SHT-2/HF-SHT-3 through the tool: an Operator (RA 4+) shoots a Brawler
// (SV 5+, ES 2, AR 2) without a clear shot: RA 8,5,4 and the headshot die 2
// make 3 successes, SV 1,3,6 one: 2 hits, both stopped by the 2 shields.
func TestPositionAppliesAShotWithForcedDice(t *testing.T) {
	code, out, errs := fptool(t, "position", "testdata/shot.json", "-apply", "blue.1 shoot red.1 with assault-rifle", "-dice", "8,5,4,2,1,3,6,6")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep positionReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Applied) != 1 {
		t.Fatalf("applied %d actions, want 1", len(rep.Applied))
	}
	var rolls [][]int
	shields := -1
	for _, e := range rep.Applied[0].Events {
		switch e.Kind {
		case "roll":
			rolls = append(rolls, e.Dice)
		case "shield":
			shields = e.Hits
		case "wound":
			t.Errorf("a wound landed through 2 shields: %s", e.Text)
		}
	}
	if len(rolls) != 2 || len(rolls[0]) != 4 || rolls[0][3] != 2 || len(rolls[1]) != 3 {
		t.Fatalf("rolls %v, want RA [8 5 4 2] and SV [1 3 6]", rolls)
	}
	if shields != 2 {
		t.Fatalf("shields absorbed %d hits, want 2", shields)
	}
	if rep.Dice.Forced != 7 || rep.Dice.Unused != 1 {
		t.Fatalf("dice use %+v, want 7 forced and 1 unused", rep.Dice)
	}
	if !strings.Contains(rep.Prompt, "second action") {
		t.Fatalf("prompt %q: the Operator should have its second action", rep.Prompt)
	}
}

func TestPositionRefusesAnIllegalAction(t *testing.T) {
	code, _, errs := fptool(t, "position", "testdata/shot.json", "-apply", "blue.1 move 4,4,0")
	if code != 2 || !strings.Contains(errs, "shot.json") || !strings.Contains(errs, "illegal action") {
		t.Fatalf("exit %d, stderr %q; want 2 and an illegal-action error naming the file", code, errs)
	}
}

func TestPositionWithTooFewForcedDiceUsesTheStateDice(t *testing.T) {
	code, out, errs := fptool(t, "position", "testdata/shot.json", "-apply", "blue.1 shoot red.1 with assault-rifle", "-dice", "8")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep positionReport
	_ = json.Unmarshal([]byte(out), &rep)
	if rep.Dice.Forced != 1 || rep.Dice.Unused != 0 {
		t.Fatalf("dice use %+v, want 1 forced", rep.Dice)
	}
	_, again, _ := fptool(t, "position", "testdata/shot.json", "-apply", "blue.1 shoot red.1 with assault-rifle", "-dice", "8")
	if again != out {
		t.Fatal("the same position, action and forced dice gave different results")
	}
}

// The README's position example runs as written (from the repository
// root): the Breacher's move into the Operator's cube is a charge rolled
// with the forced dice.
func TestReadmePositionExample(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const line = `go run ./cmd/fptool position rules/flashpoint/testdata/positions/charge.json -legal -apply "blue.1 move 3,2,0" -dice 6,7,2,3,5,1`
	if !strings.Contains(string(readme), line) {
		t.Fatalf("the README no longer shows %q; keep this test in step with it", line)
	}
	code, out, errs := fptool(t, "position", "../../rules/flashpoint/testdata/positions/charge.json", "-legal", "-apply", "blue.1 move 3,2,0", "-dice", "6,7,2,3,5,1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"charges red.1", "[6 7 2 3 5 1]"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%.1500s", want, out)
		}
	}
}
