package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The card greys out a spent one-use weapon (a thrown Sticky Grenade,
// RULES-CUBE.md) and marks a model with a Fire token (Incendiary) in its
// status line and in the fire colour, reading the ruleset's card lines.
func TestCardSpentAndFire(t *testing.T) {
	p := &rules.Piece{ID: "blue.3", OnBoard: true, Active: true, Card: []string{
		"SP 2-3 RA 4+ FI 4+ SV 4+ AR 1 HP 3 ES 3",
		"Plasma Rifle: R4 AP1 Continuous Fire, ESD 1, Rapid Fire",
		"Sticky Grenade: R3 AP2 Frag 4, Grenade, Lethal 1, One-Use, Sticky (spent)",
		"Frag Grenade: R3 AP0 Frag 6, Grenade (1 use left)",
		"wounds 1/3, shields 3/3, on fire",
	}}
	want := []string{"text", "text", "dim", "text", "fire"}
	for i, l := range p.Card {
		got := map[bool]string{true: "text"}[cardLineColour(l) == colText]
		switch cardLineColour(l) {
		case colDim:
			got = "dim"
		case colFire:
			got = "fire"
		}
		if got != want[i] {
			t.Errorf("line %q: %s, want %s", l, got, want[i])
		}
	}
	if s := statusLine(p); !strings.Contains(s, "ON FIRE") {
		t.Errorf("status %q does not say the model is on fire", s)
	}
	p.Card = p.Card[:4]
	if s := statusLine(p); strings.Contains(s, "FIRE") {
		t.Errorf("status %q: no Fire token", s)
	}
}

// The fireteam list says "on fire" for a model with a Fire token, in the
// fire colour, over its other states.
func TestRosterOnFire(t *testing.T) {
	p := &rules.Piece{OnBoard: true, Activated: true, Card: []string{"wounds 0/3, shields 1/3, pinned, on fire"}, Pinned: true}
	if s, _, c := rosterState(p); s != "on fire" || c != colFire {
		t.Fatalf("state %q colour %v", s, c)
	}
	p.Card = nil
	if s, _, _ := rosterState(p); s != "pinned" {
		t.Fatalf("state %q, want pinned", s)
	}
}
