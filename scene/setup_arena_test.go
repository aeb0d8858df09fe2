package scene

import (
	"slices"
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// The setup screen offers a ruleset only the shipped arenas it can play
// on (rules.ArenaChecker): Night Streets, whose deployment lines must be
// 24 inches apart (UF-GEN-2), gets Market Row and the Sump Stack and
// starts on Market Row even when asked for the standard arena; choosing
// it after Flashpoint moves the arena to one it fits, and back again
// Flashpoint is offered every arena.
func TestSetupOffersOnlyFittingArenas(t *testing.T) {
	a, err := New(Config{Registry: all.Registry(), Ruleset: "urban", Arenas: assets.ArenaNames(), Arena: "standard", Storage: &MemoryStorage{}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	s := newSetupScreen(a)
	if !slices.Equal(s.arena.options, []string{"streets", "underhive"}) || s.arena.value() != "streets" || s.arena.help == "" {
		t.Fatalf("urban is offered %v, starting on %q (help %q)", s.arena.options, s.arena.value(), s.arena.help)
	}
	if _, err := s.start(a); err != nil {
		t.Fatalf("urban on the offered arena: %v", err)
	}
	a.cfg.Ruleset = "flashpoint"
	f := newSetupScreen(a)
	if !slices.Equal(f.arena.options, assets.ArenaNames()) || f.arena.value() != "standard" || f.arena.help != "" {
		t.Fatalf("flashpoint is offered %v, starting on %q", f.arena.options, f.arena.value())
	}
	a.switchTo(f)
	f.ruleset.set("urban")
	f.chooseRuleset(a)
	n, ok := a.cur.(*setupScreen)
	if !ok || n.arena.value() != "streets" || a.ruleset().Name() != "urban" {
		t.Fatalf("after choosing urban on the standard arena: %T on %q", a.cur, n.arena.value())
	}
	n.ruleset.set("flashpoint")
	n.chooseRuleset(a)
	if b := a.cur.(*setupScreen); len(b.arena.options) != len(assets.ArenaNames()) || b.arena.value() != "streets" {
		t.Fatalf("back to flashpoint: %v on %q", b.arena.options, b.arena.value())
	}
}
