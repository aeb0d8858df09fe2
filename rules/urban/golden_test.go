package urban

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// update rewrites the golden transcript (go test ./rules/urban -run Golden -update).
var update = flag.Bool("update", false, "rewrite testdata/streets-seed1.txt")

// transcript plays a seeded random game and writes every action and every
// event as text (rulestest.Transcript).
func transcript(t *testing.T, arena string, seed uint64) string {
	t.Helper()
	return rulestest.DefaultTranscript(t, newRuleset(t), "Night Streets", arena, seed, maxSteps)
}

// The golden transcript of one seeded game on the streets arena: any
// change to the rules' behaviour shows up here as a readable diff. Run
// `go test ./rules/urban -run Golden -update` to accept a change.
func TestGoldenTranscript(t *testing.T) {
	rulestest.Golden(t, filepath.Join("testdata", "streets-seed1.txt"), transcript(t, "streets", 1), *update)
}

// The same seed and the same choices give the same transcript.
func TestTranscriptDeterministic(t *testing.T) {
	if transcript(t, "streets", 4) != transcript(t, "streets", 4) {
		t.Fatal("two plays of one seed differ")
	}
}

// A quiet game plays like a loud one with events without words, and a
// silent one with no events (rules.Quieter, rules.Silencer).
func TestQuietAndSilent(t *testing.T) {
	rs := newRuleset(t)
	for _, arena := range []string{"streets"} {
		rulestest.CheckQuietScenarios(t, rs, arena, 2, maxSteps)
	}
}
