package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The card greys out a spent one-use weapon (a thrown Sticky Grenade,
// RULES-CUBE.md) and marks a model with a Fire token (Incendiary) in its
// status line and in the fire colour, reading the tones and marks the
// ruleset gives, never its words.
func TestCardSpentAndFire(t *testing.T) {
	p := &rules.Piece{ID: "blue.3", OnBoard: true, Active: true, Card: []rules.CardLine{
		{Text: "SP 2-3 RA 4+ FI 4+ SV 4+ AR 1 HP 3 ES 3"},
		{Text: "Plasma Rifle: R4 AP1 Continuous Fire, ESD 1, Rapid Fire"},
		{Text: "Sticky Grenade: R3 AP2 Frag 4, Grenade, Lethal 1, One-Use, Sticky (spent)", Tone: rules.ToneMuted},
		{Text: "Frag Grenade: R3 AP0 Frag 6, Grenade (1 use left)"},
		{Text: "wounds 1/3, shields 3/3, on fire", Tone: rules.ToneDanger},
	}, Marks: []rules.Mark{{Text: "ON FIRE", Tone: rules.ToneDanger, Icon: rules.IconFlame}}}
	want := []string{"text", "text", "dim", "text", "fire"}
	colours := func() {
		t.Helper()
		for i, l := range p.Card {
			got := map[bool]string{true: "text"}[toneColour(l.Tone) == colText]
			switch toneColour(l.Tone) {
			case colDim:
				got = "dim"
			case colFire:
				got = "fire"
			}
			if got != want[i] {
				t.Errorf("line %q: %s, want %s", l.Text, got, want[i])
			}
		}
	}
	colours()
	if s := statusLine(p, cardWords{}); !strings.Contains(s, "ON FIRE") {
		t.Errorf("status %q does not say the model is on fire", s)
	}
	// The words do not count: a line that says "(spent)" or "on fire" in
	// the normal tone is plain, and another ruleset's words for the same
	// tones are coloured alike.
	p.Card[2].Text, p.Card[4].Text = "Липка граната (витрачена)", "у вогні"
	p.Card[3].Text = "Frag Grenade (spent), on fire"
	colours()
	p.Card = p.Card[:4]
	p.Marks = nil
	if s := statusLine(p, cardWords{}); strings.Contains(s, "FIRE") {
		t.Errorf("status %q: no Fire token", s)
	}
}

// The fireteam list says "on fire" for a model with a Fire token (its
// danger mark), in the fire colour, over its other states.
func TestRosterOnFire(t *testing.T) {
	p := &rules.Piece{OnBoard: true, Activated: true, Card: rules.Lines("wounds 0/3, shields 1/3, pinned, on fire"), Pinned: true,
		Marks: []rules.Mark{{Text: "VIP"}, {Text: "ON FIRE", Tone: rules.ToneDanger, Icon: rules.IconFlame}}}
	if s, _, c := rosterState(p); s != "on fire" || c != colFire {
		t.Fatalf("state %q colour %v", s, c)
	}
	p.Marks = p.Marks[:1]
	if s, _, _ := rosterState(p); s != "pinned" {
		t.Fatalf("state %q, want pinned", s)
	}
}

// A ruleset whose marks name the posture (rules.Piece.PostureMarked:
// Necromunda's PINNED, Firepower's PRONE) gets no second word for it from
// the screen: the card says "PINNED" once and "PRONE" without "crouched"
// (the fireteam list's one word stays "pinned").
func TestPostureMarkedWordsOnce(t *testing.T) {
	pinned := &rules.Piece{OnBoard: true, Pinned: true, PostureMarked: true, Marks: []rules.Mark{{Text: "PINNED"}}}
	prone := &rules.Piece{OnBoard: true, Crouched: true, PostureMarked: true, Marks: []rules.Mark{{Text: "PRONE"}}}
	for _, c := range []struct {
		p     *rules.Piece
		card  string
		state string
	}{{pinned, "ready · PINNED · at 0,0,0", "pinned"}, {prone, "ready · PRONE · at 0,0,0", "ready"}} {
		if s := statusLine(c.p, cardWords{}); s != c.card {
			t.Errorf("card %q, want %q", s, c.card)
		}
		if s, _, _ := rosterState(c.p); s != c.state {
			t.Errorf("list %q, want %q", s, c.state)
		}
	}
	pinned.PostureMarked = false
	if s := statusLine(pinned, cardWords{}); strings.Count(s, "PINNED") != 2 {
		t.Errorf("without PostureMarked the screen adds its own word: %q", s)
	}
}
