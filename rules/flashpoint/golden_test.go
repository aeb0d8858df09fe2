package flashpoint

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// TestMain registers -update, which rewrites the golden transcript.
func TestMain(m *testing.M) {
	flag.Bool("update", false, "rewrite testdata/slayer-seed1.txt")
	os.Exit(m.Run())
}

// updating reports whether -update was given.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// transcript plays a seeded random game and writes every action and every
// event as text (rulestest.Transcript).
func transcript(t *testing.T, arena string, seed uint64) string {
	t.Helper()
	rs := NewRuleset()
	setup := rs.DefaultSetup(arena)
	g, err := rs.NewGame(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	title := fmt.Sprintf("Flashpoint %s on %q, seed %d, %s (blue) against %s (red).", setup.Scenario, arena, seed, setup.Rosters[0], setup.Rosters[1])
	return rulestest.Transcript(t, g, g.Opening(), title, seed, maxSteps)
}

// The golden transcript of one seeded game on the beginner arena: any
// change to the rules' behaviour shows up here as a readable diff. Run
// `go test ./rules/flashpoint -run Golden -update` to accept a change.
func TestGoldenTranscript(t *testing.T) {
	rulestest.Golden(t, filepath.Join("testdata", "slayer-seed1.txt"), transcript(t, "beginner", 1), updating())
}

// The same seed and the same choices give the same transcript.
func TestTranscriptDeterministic(t *testing.T) {
	if transcript(t, "standard", 4) != transcript(t, "standard", 4) {
		t.Fatal("two plays of one seed differ")
	}
}

// FuzzApply: bytes choose a new game (scenario, arena and seed) and a
// sequence of legal-action indices; no panic, invariants hold, refusals
// change nothing.
func FuzzApply(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{1, 200, 13, 7, 7, 7, 7, 99, 0, 0, 0, 1})
	f.Add([]byte{2, 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9})
	rs := NewRuleset()
	arenas := []string{"beginner", "standard", "tower"}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		setup := rs.DefaultSetup(arenas[int(data[0])%len(arenas)])
		setup.Scenario = rs.Scenarios()[int(data[0])/len(arenas)%len(rs.Scenarios())]
		g, err := rs.NewGame(setup, uint64(data[0]))
		if err != nil {
			t.Fatal(err)
		}
		for i, b := range data[1:] {
			if g.Over() {
				return
			}
			legal := g.Legal()
			if _, err := g.Apply(legal[int(b)%len(legal)]); err != nil {
				t.Fatalf("step %d: %v", i, err)
			}
			if err := checkInvariants(g); err != nil {
				t.Fatalf("step %d: %v", i, err)
			}
			if i%8 == 0 && !g.Over() { // a finished game refuses with GameOverError
				if err := checkRefusals(g); err != nil {
					t.Fatalf("step %d: %v", i, err)
				}
			}
		}
	})
}
