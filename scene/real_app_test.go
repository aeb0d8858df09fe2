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

// newAutoDeployApp is newRealApp whose setups have the game place the
// teams (Kill Team's deploy=auto), for tests that begin in round 1.
func newAutoDeployApp(t *testing.T, ruleset, arena string, seed uint64) *App {
	t.Helper()
	a := newRealApp(t, ruleset, arena, seed)
	a.cfg.Options = map[string]string{"deploy": "auto"}
	return a
}
