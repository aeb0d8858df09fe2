package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// countHits counts the hit events on each fighter.
func countHits(ev []rules.Event) map[string]int {
	n := map[string]int{}
	for _, e := range ev {
		if e.Kind == "hit" {
			n[e.Target]++
		}
	}
	return n
}

// NEC-SHT-11: a stub gun and a Template pistol (the hand scorcher) fired
// together at one target: the stub gun's hit roll at -1 (BS 4+, +1 at
// Short range, -1: 4+) and both Firepower dice are rolled before any hit
// is resolved; the template, laid once on the line to red.1, hits red.1
// and red.2 beside it with no hit roll; the stub gun's hit strikes red.1.
func TestTwoPistolsWithTemplate(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0", weapons: []string{"stub-gun", "hand-scorcher"}},
		fx{id: "red.1", at: "2,1,0"}, fx{id: "red.2", at: "2,1,0"}, fx{id: "red.3", at: "7,2,0"})
	s := script(g, 4, 1, 1, 1, 1, 1) // stub gun: hit 4, Firepower 1; scorcher: Firepower 1; three wound rolls of 1
	ev := apply(t, g, "blue.1 shoot red.1 with stub-gun (both)")
	used(t, s)
	if n := countHits(ev); n["red.1"] != 2 || n["red.2"] != 1 || n["red.3"] != 0 {
		t.Fatalf("hits: %v, want red.1 2 (stub gun and template), red.2 1 (template)", n)
	}
	for i, e := range ev {
		if e.Kind == "hit" {
			for _, later := range ev[i:] {
				if later.Kind == "roll" && (later.Test == "BS" || later.Test == "firepower") {
					t.Fatal("a pistol's roll came after a hit was resolved (NEC-SHT-11)")
				}
			}
			break
		}
	}
}

// NEC-SHT-11: two Template pistols share one template: every fighter
// under it is hit once by each pistol, and neither rolls a hit die.
func TestTwoTemplatePistolsShareTheTemplate(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0", weapons: []string{"hand-scorcher", "twin-scorcher"}},
		fx{id: "red.1", at: "2,1,0"}, fx{id: "red.2", at: "1,1,0"}, fx{id: "red.3", at: "7,2,0"})
	s := script(g, 1, 1, 1, 1, 1, 1) // two Firepower dice; four wound rolls of 1
	ev := apply(t, g, "blue.1 shoot red.1 with hand-scorcher (both)")
	used(t, s)
	if n := countHits(ev); n["red.1"] != 2 || n["red.2"] != 2 || n["red.3"] != 0 {
		t.Fatalf("hits: %v, want red.1 and red.2 each hit by both pistols", n)
	}
}
