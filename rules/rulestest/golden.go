package rulestest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Transcript plays game g to its end (at most maxSteps actions) with a
// random player seeded with seed and writes, after the title line, every
// action ("> ") and every event it caused, the opening events first and
// the result last.
func Transcript(t testing.TB, g rules.Game, opening []rules.Event, title string, seed uint64, maxSteps int) string {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n", title)
	b.WriteString("# Every action (\"> \") and every event it caused; choices by a seeded random player.\n")
	writeEvents(&b, opening)
	pick := rules.NewRNG(seed)
	for step := 0; !g.Over() && step < maxSteps; step++ {
		legal := g.Legal()
		a := legal[pick.Intn(len(legal))]
		fmt.Fprintf(&b, "> %s\n", a.Text())
		ev, err := g.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		writeEvents(&b, ev)
	}
	r := g.Result()
	fmt.Fprintf(&b, "# Result: winner %s, score %d–%d (%s), final hash %s.\n", r.Winner, r.Score[0], r.Score[1], r.Reason, rules.HashString(g.Hash()))
	return b.String()
}

// writeEvents writes one line per event.
func writeEvents(b *strings.Builder, ev []rules.Event) {
	for _, e := range ev {
		fmt.Fprintf(b, "  %s: %s\n", e.Kind, e.Text)
	}
}

// Golden compares got with the file at path, failing at the first line
// that differs; with update it writes got there instead (creating the
// directory), which is how a change to the rules is accepted.
func Golden(t testing.TB, path, got string, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	if got == string(want) {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if gl[i] != wl[i] {
			t.Fatalf("transcript differs at line %d:\n got: %s\nwant: %s\n(run with -update if the change is intended)", i+1, gl[i], wl[i])
		}
	}
	t.Fatalf("transcript length %d lines, want %d (run with -update if the change is intended)", len(gl), len(wl))
}
