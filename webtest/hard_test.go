//go:build !js

package webtest

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// hardGolden mirrors ai/testdata/hard-choice.golden.json: Hard's decision
// on a saved position as the desktop makes it (ai's TestHardGolden checks
// it there), in a game started from seed.
type hardGolden struct {
	Position string `json:"position"`
	Seed     uint64 `json:"seed"`
	Action   string `json:"action"`
}

// decision mirrors scene.DecisionStatus, the computer's last decision.
type decision struct {
	Number   int     `json:"number"`
	Seat     string  `json:"seat"`
	Level    string  `json:"level"`
	Action   string  `json:"action"`
	ThinkMS  float64 `json:"think_ms"`
	CutShort bool    `json:"cut_short"`
}

// positionsDir is where the test puts position files in the served site.
const positionsDir = "webtest-positions"

// longThink is the think time (-think) of the run that lets the browser
// finish Hard's work however slow the machine.
const longThink = "10m"

// The browser build's Hard makes the desktop's decision. The page loads
// the saved position from the site (?quick&versus&level=hard&seed=N&
// position=FILE) and the red computer decides; its action, read from the
// status, must be the one ai's TestHardGolden records for the same seed
// and position whenever its work limit, not its clock, ended the search.
//
// "default budget" runs Hard as players get it (HardBudget, 2 s) and logs
// how long the decision took and whether the budget cut it short; a
// decision cut short depends on the machine's speed, so it is compared
// only when it was not, and it is an error under WEBTEST_STRICT_BUDGET=1
// (a measurement of the budget). "long think" gives it -think=10m, so the
// work always finishes, and holds the browser to the desktop's action.
func TestHardDecisionMatchesDesktop(t *testing.T) {
	if testEnv.skip != "" {
		t.Skip(testEnv.skip)
	}
	testdata := filepath.Join(testEnv.root, "ai", "testdata")
	want := readHardGolden(t, filepath.Join(testdata, "hard-choice.golden.json"))
	data, err := os.ReadFile(filepath.Join(testdata, want.Position))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(testEnv.site, positionsDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, want.Position), data, 0o644); err != nil {
		t.Fatal(err)
	}
	query := "?quick&versus&level=hard&seed=" + strconv.FormatUint(want.Seed, 10) + "&position=" + positionsDir + "/" + want.Position

	t.Run("default budget", func(t *testing.T) {
		d := hardDecision(t, query, time.Minute)
		t.Logf("the browser's Hard chose %q in %.0f ms at its default budget (cut short: %v); the desktop's choice is %q", d.Action, d.ThinkMS, d.CutShort, want.Action)
		switch {
		case d.CutShort && os.Getenv("WEBTEST_STRICT_BUDGET") == "1":
			t.Errorf("Hard's 2 s budget cut the decision short after %.0f ms: the browser did not finish its share of work in time", d.ThinkMS)
		case d.CutShort:
			t.Logf("cut short after %.0f ms, so the choice depends on the machine's speed and is not compared (WEBTEST_STRICT_BUDGET=1 makes this an error)", d.ThinkMS)
		case d.Action != want.Action:
			t.Errorf("the browser's Hard chose %q, the desktop's %q (seed %d, position %s)", d.Action, want.Action, want.Seed, want.Position)
		}
	})
	t.Run("long think", func(t *testing.T) {
		d := hardDecision(t, query+"&think="+longThink, 10*time.Minute)
		t.Logf("the browser's Hard chose %q in %.0f ms with -think=%s (cut short: %v)", d.Action, d.ThinkMS, longThink, d.CutShort)
		if d.CutShort {
			t.Fatalf("the decision was cut short even with -think=%s", longThink)
		}
		if d.Action != want.Action {
			t.Errorf("the browser's Hard chose %q, the desktop's %q (seed %d, position %s)", d.Action, want.Action, want.Seed, want.Position)
		}
	})
}

// hardDecision opens the page with query and returns the red hard
// computer's first decision, waiting at most wait for it.
func hardDecision(t *testing.T, query string, wait time.Duration) decision {
	t.Helper()
	p := openBrowser(t, 1280, 720)
	p.open(query)
	s := p.waitStateFor(wait, "the hard computer's first decision", func(s status) bool {
		return s.Screen == "battle" && s.Battle != nil && s.Battle.Computer != nil
	})
	p.shot("hard-decision")
	d := *s.Battle.Computer
	t.Logf("the page had drawn %d frames in %d ticks when the decision was applied", s.Frames, s.Ticks)
	if s.Battle.Mode != "versus" || d.Seat != "red" || d.Level != "hard" || d.Number != 1 {
		t.Fatalf("want the first decision of red's hard computer in a versus battle, got %+v in %s", d, s)
	}
	return d
}

// readHardGolden reads the desktop's recorded decision.
func readHardGolden(t *testing.T, name string) hardGolden {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var h hardGolden
	if err := json.Unmarshal(data, &h); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if h.Position == "" || h.Action == "" || h.Seed == 0 {
		t.Fatalf("%s: position, seed and action are required", name)
	}
	return h
}

// A position the site does not have, or one from another site, stops the
// game with a message naming the file and why.
func TestPositionFileProblems(t *testing.T) {
	for _, c := range []struct {
		name, file string
		want       []string
	}{
		{"missing", positionsDir + "/missing.json", []string{"missing.json", "404"}},
		{"another site", "https://example.com/a.json", []string{"example.com/a.json", "not a file of this site"}},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			p := openBrowser(t, 800, 600)
			p.navigate("?quick&position=" + url.QueryEscape(c.file))
			deadline := time.Now().Add(60 * time.Second)
			for time.Now().Before(deadline) {
				if tm := evalJS[timings](p, "window.flashpointTimings"); tm.Failed > 0 {
					break
				}
				time.Sleep(50 * time.Millisecond)
			}
			msg := p.loaderMessage()
			for _, w := range c.want {
				if !strings.Contains(msg, w) {
					t.Errorf("the page says %q, want it to say %q", msg, w)
				}
			}
		})
	}
}
