package board

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// TestTokenLooks: face-down items look face down, revealed ones carry their
// initial, barriers, smoke and the ball have their own looks, and a flag
// wears its side's colour (RULES-ITEMS.md, RULES-SCENARIOS.md tokens).
func TestTokenLooks(t *testing.T) {
	for _, c := range []struct {
		tok  rules.Token
		want tokenLook
	}{
		{rules.Token{Kind: "item", Label: "?", Hidden: true}, tokenLook{kind: "item", glyph: "?", seat: rules.NoSeat, down: true}},
		{rules.Token{Kind: "item", Label: "Grav Lift"}, tokenLook{kind: "item", glyph: "G", seat: rules.NoSeat}},
		{rules.Token{Kind: "barrier", Label: "Energy Shield Barrier 3"}, tokenLook{kind: "barrier", seat: rules.NoSeat}},
		{rules.Token{Kind: "smoke", Label: "Smoke"}, tokenLook{kind: "smoke", seat: rules.NoSeat}},
		{rules.Token{Kind: "ball", Label: "Ball (red.2)"}, tokenLook{kind: "ball", seat: rules.NoSeat}},
		{rules.Token{Kind: "flag", Label: "Blue flag"}, tokenLook{kind: "flag", seat: rules.Blue}},
		{rules.Token{Kind: "flag", Label: "Red flag (blue.1)"}, tokenLook{kind: "flag", seat: rules.Red}},
		{rules.Token{Kind: "objective", Label: "1"}, tokenLook{kind: "flag", seat: rules.NoSeat}},
	} {
		if got := lookOf(c.tok); got != c.want {
			t.Errorf("lookOf(%+v) = %+v, want %+v", c.tok, got, c.want)
		}
	}
}

// TestZoneState: a zone names its holder; nobody's zone with as many
// unpinned models of each side in it is contested (RULES-SCENARIOS.md Zones).
func TestZoneState(t *testing.T) {
	a, b := world.Pos{X: 1, Y: 1}, world.Pos{X: 2, Y: 1}
	v := rules.View{Tokens: []rules.Token{{Kind: "zone", Label: "Zone 1", Pos: a}, {Kind: "zone", Label: "Zone 1", Pos: b}}}
	if s, c := ZoneState(v, v.Tokens[0]); s != rules.NoSeat || c {
		t.Fatalf("empty zone: %v %v", s, c)
	}
	v.Pieces = []rules.Piece{{Seat: rules.Blue, Pos: a, OnBoard: true}, {Seat: rules.Red, Pos: b, OnBoard: true}}
	if s, c := ZoneState(v, v.Tokens[0]); s != rules.NoSeat || !c {
		t.Fatalf("one of each: %v %v, want contested", s, c)
	}
	v.Pieces[1].Pinned = true
	if _, c := ZoneState(v, v.Tokens[0]); c {
		t.Fatal("a pinned model does not contest")
	}
	held := rules.Token{Kind: "zone", Label: "Zone 1: red", Pos: a}
	if s, _ := ZoneState(v, held); s != rules.Red {
		t.Fatalf("held zone: %v", s)
	}
}

// TestCarrier: a carried flag or ball names its carrier in its label and
// is drawn with it (RULES-SCENARIOS.md carrying); lying ones have none.
func TestCarrier(t *testing.T) {
	for label, want := range map[string]string{"Red flag (blue.1)": "blue.1", "Blue flag": "", "Ball (red.12)": "red.12"} {
		kind := "flag"
		if label[0] == 'B' && label[1] == 'a' {
			kind = "ball"
		}
		if got := carrier(rules.Token{Kind: kind, Label: label}); got != want {
			t.Errorf("carrier(%q) = %q, want %q", label, got, want)
		}
	}
	if got := carrier(rules.Token{Kind: "item", Label: "Overshield (x)"}); got != "" {
		t.Errorf("an item has no carrier, got %q", got)
	}
	v := objectivesView()
	if !carriedShown(v, "blue.1", world.Pos{X: 1, Y: 1, Z: 0}) || carriedShown(v, "blue.1", world.Pos{X: 2, Y: 1, Z: 0}) {
		t.Error("carriedShown")
	}
}
