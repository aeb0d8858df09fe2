package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// newRealApp is an App on the shipped rulesets with every shipped arena
// and in-memory storage, starting on ruleset, arena ("" for the default)
// and the dice seed.
func newRealApp(t *testing.T, ruleset, arena string, seed uint64) *App {
	t.Helper()
	a, err := New(Config{Registry: all.Registry(), Ruleset: ruleset, Arenas: assets.ArenaNames(), Storage: &MemoryStorage{}, Seed: seed, Arena: arena})
	if err != nil {
		t.Fatal(err)
	}
	return a
}
