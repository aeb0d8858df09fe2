package all

import (
	"slices"
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// TestRegistryHasEveryRuleset checks that every shipped ruleset is
// registered, loads its data and starts a running game on its default
// setup of every shipped arena it fits (rules.ArenaChecker), its default
// arena among them, and refuses the others with its reason; they are
// listed in the order the setup screen offers them, Flashpoint first.
func TestRegistryHasEveryRuleset(t *testing.T) {
	reg := Registry()
	want := []string{"flashpoint", "killteam", "necromunda", "firepower", "urban"}
	got := reg.Names()
	if len(got) != len(want) {
		t.Fatalf("Names() = %v, want %v", got, want)
	}
	for i, name := range want {
		if got[i] != name {
			t.Fatalf("Names() = %v, want %v", got, want)
		}
		rs, err := reg.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(rs.Rosters()) < 2 || len(rs.Scenarios()) == 0 {
			t.Fatalf("%s: rosters %v, scenarios %v", name, rs.Rosters(), rs.Scenarios())
		}
		fit := rules.FittingArenas(rs, assets.ArenaNames())
		if len(fit) == 0 || !slices.Contains(fit, rs.DefaultSetup("").Arena) {
			t.Fatalf("%s: fits arenas %v, which lack its default", name, fit)
		}
		for _, arena := range assets.ArenaNames() {
			g, err := rs.New(rs.DefaultSetup(arena), 1)
			if !slices.Contains(fit, arena) {
				if err == nil || err.Error() != rules.ShippedArenaFits(rs, arena).Error() {
					t.Fatalf("%s on %s, an arena it does not fit: New: %v", name, arena, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s on %s: New: %v", name, arena, err)
			}
			if g.Ruleset() != name || g.Over() || len(g.Legal()) == 0 || g.ToMove() == rules.NoSeat {
				t.Fatalf("%s on %s: a new game should be running with a decision: over=%v legal=%d to move %v", name, arena, g.Over(), len(g.Legal()), g.ToMove())
			}
		}
	}
	if _, err := reg.Get("chess"); err == nil {
		t.Fatal("Get(chess) should fail")
	}
}

// TestReferenceMessages checks that every ruleset has a rules reference
// in words of the translation files: each page's title and text fill from
// their English messages to exactly the page's English.
func TestReferenceMessages(t *testing.T) {
	reg := Registry()
	for _, name := range reg.Names() {
		rs, err := reg.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		if n := rulestest.CheckReference(t, rs); n < 5 {
			t.Errorf("%s: %d reference pages, want a reference of at least 5", name, n)
		}
	}
}
