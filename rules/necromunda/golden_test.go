package necromunda

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// update rewrites the golden transcript (go test ./rules/necromunda -run Golden -update).
var update = flag.Bool("update", false, "rewrite testdata/underhive-seed1.txt")

// transcript plays a seeded random game and writes every action and every
// event as text (rulestest.Transcript).
func transcript(t *testing.T, arena string, seed uint64) string {
	t.Helper()
	return rulestest.DefaultTranscript(t, newRuleset(t), "Necromunda", arena, seed, maxSteps)
}

// The golden transcript of one seeded game on the underhive: any change
// to the rules' behaviour shows up here as a readable diff. Run
// `go test ./rules/necromunda -run Golden -update` to accept a change.
func TestGoldenTranscript(t *testing.T) {
	rulestest.Golden(t, filepath.Join("testdata", "underhive-seed1.txt"), transcript(t, "underhive", 1), *update)
}

// The same seed and the same choices give the same transcript.
func TestTranscriptDeterministic(t *testing.T) {
	if transcript(t, "tower", 4) != transcript(t, "tower", 4) {
		t.Fatal("two plays of one seed differ")
	}
}
