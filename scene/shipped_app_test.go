package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// shippedApp is an App on a shipped ruleset with the shipped arenas and
// the given storage, its setup screen on arena.
func shippedApp(t *testing.T, ruleset, arena string, store Storage) *App {
	t.Helper()
	a, err := New(Config{Registry: all.Registry(), Ruleset: ruleset, Arenas: assets.ArenaNames(), Storage: store, Seed: 11, Arena: arena})
	if err != nil {
		t.Fatal(err)
	}
	return a
}
