package killteam

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// update rewrites the golden transcript (go test ./rules/killteam -run Golden -update).
var update = flag.Bool("update", false, "rewrite testdata/skirmish-seed1.txt")

// transcript plays a seeded random game and writes every action and every
// event as text.
func transcript(t *testing.T, arena string, seed uint64) string {
	t.Helper()
	rs := newRuleset(t)
	setup := rs.DefaultSetup(arena)
	g, err := rs.NewGame(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Kill Team %s on %q, seed %d, %s (blue) against %s (red).\n", setup.Scenario, arena, seed, setup.Rosters[0], setup.Rosters[1])
	b.WriteString("# Every action (\"> \") and every event it caused; choices by a seeded random player.\n")
	writeEvents(&b, g.Opening())
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

// The golden transcript of one seeded game on the standard arena: any
// change to the rules' behaviour shows up here as a readable diff. Run
// `go test ./rules/killteam -run Golden -update` to accept a change.
func TestGoldenTranscript(t *testing.T) {
	got := transcript(t, "standard", 1)
	path := filepath.Join("testdata", "skirmish-seed1.txt")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
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
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(gl) && i < len(wl); i++ {
			if gl[i] != wl[i] {
				t.Fatalf("transcript differs at line %d:\n got: %s\nwant: %s\n(run with -update if the change is intended)", i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("transcript length %d lines, want %d (run with -update if the change is intended)", len(gl), len(wl))
	}
}

// The same seed and the same choices give the same transcript.
func TestTranscriptDeterministic(t *testing.T) {
	if transcript(t, "tower", 4) != transcript(t, "tower", 4) {
		t.Fatal("two plays of one seed differ")
	}
}
