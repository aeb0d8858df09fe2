package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// fptool position reads a Kill Team position (rules/killteam/POSITION.md),
// lists its legal actions and applies a shooting with forced dice: a
// Warden's boltgun at a Militia Trooper, 2 attacks within half range, hits
// on 4 and 1, wounds on 4, the save 1, the injury die 2: a flesh wound.
// Both players have command points: the failed save and the failed
// second hit are offered to a Command Re-roll (KT-CP-3) and kept.
func TestPositionKillTeam(t *testing.T) {
	code, out, errs := fptool(t, "position", "-ruleset", "killteam", "testdata/killteam-shot.json", "-legal")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep positionReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(rep.Legal, "\n"), "blue.2 shoot red.1 with boltgun") || rep.ToMove.String() != "blue" {
		t.Fatalf("legal %v, to move %v", rep.Legal, rep.ToMove)
	}
	code, out, errs = fptool(t, "position", "-ruleset", "killteam", "testdata/killteam-shot.json", "-apply", "blue.2 shoot red.1 with boltgun", "-apply", "red.1 keep", "-apply", "blue.2 keep", "-dice", "4,4,1,2,1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rep = positionReport{}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, a := range rep.Applied {
		for _, e := range a.Events {
			texts = append(texts, e.Text)
		}
	}
	all := strings.Join(texts, "\n")
	if !strings.Contains(all, "2 attacks") || !strings.Contains(all, "a flesh wound") || rep.Dice.Forced != 5 {
		t.Fatalf("events:\n%s\ndice %+v", all, rep.Dice)
	}
	code, _, errs = fptool(t, "position", "-ruleset", "killteam", "testdata/shot.json")
	if code == 0 || !strings.Contains(errs, "position") {
		t.Fatalf("a Flashpoint position loaded as Kill Team: exit %d %s", code, errs)
	}
}
