package board

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// TestTokenLooks: face-down items look face down, revealed ones carry their
// initial, barriers, smoke and the ball have their own looks, Night
// Streets' masts stand as lamp posts or trees and its difficult pieces
// as parked cars or shrubs, and a flag wears its side's colour
// (RULES-ITEMS.md, RULES-SCENARIOS.md tokens).
func TestTokenLooks(t *testing.T) {
	no := rules.NoSeat
	for _, c := range []struct {
		tok  rules.Token
		want tokenLook
	}{
		{rules.Token{Kind: "item", Label: "?", Hidden: true, Seat: no}, tokenLook{kind: "item", glyph: "?", seat: rules.NoSeat, down: true}},
		{rules.Token{Kind: "item", Label: "Grav Lift", Seat: no}, tokenLook{kind: "item", glyph: "G", seat: rules.NoSeat}},
		{rules.Token{Kind: "barrier", Label: "Energy Shield Barrier 3", Seat: no}, tokenLook{kind: "barrier", seat: rules.NoSeat}},
		{rules.Token{Kind: "smoke", Label: "Smoke", Seat: no}, tokenLook{kind: "smoke", seat: rules.NoSeat}},
		{rules.Token{Kind: "ball", Label: "Ball", Seat: no, Carrier: "red.2"}, tokenLook{kind: "ball", seat: rules.NoSeat}},
		{rules.Token{Kind: "flag", Label: "Blue flag", Seat: rules.Blue}, tokenLook{kind: "flag", seat: rules.Blue}},
		{rules.Token{Kind: "flag", Label: "Red flag", Seat: rules.Red, Carrier: "blue.1"}, tokenLook{kind: "flag", seat: rules.Red}},
		{rules.Token{Kind: "flag", Label: "Flag", Seat: no}, tokenLook{kind: "flag", seat: rules.NoSeat}},
		{rules.Token{Kind: "objective", Label: "1", Seat: no}, tokenLook{kind: "flag", seat: rules.NoSeat}},
		{rules.Token{Kind: "mast", Label: "Lamp post", Seat: no}, tokenLook{kind: "lamp", seat: rules.NoSeat}},
		{rules.Token{Kind: "mast", Label: "Tree", Seat: no}, tokenLook{kind: "tree", seat: rules.NoSeat}},
		{rules.Token{Kind: "difficult", Label: "Parked car", Seat: no}, tokenLook{kind: "car", seat: rules.NoSeat}},
		{rules.Token{Kind: "difficult", Label: "Shrub", Seat: no}, tokenLook{kind: "terrain", glyph: "S", seat: rules.NoSeat}},
	} {
		if got := lookOf(c.tok); got != c.want {
			t.Errorf("lookOf(%+v) = %+v, want %+v", c.tok, got, c.want)
		}
	}
}

// TestTokenLookSeatNotLabel: a flag's colour comes from Token.Seat, never
// from the words of its label, which a ruleset may word or translate as
// it likes.
func TestTokenLookSeatNotLabel(t *testing.T) {
	for _, c := range []struct {
		tok  rules.Token
		want rules.Seat
	}{
		{rules.Token{Kind: "flag", Label: "Blue flag", Seat: rules.Red}, rules.Red},
		{rules.Token{Kind: "flag", Label: "Red flag (blue.1)", Seat: rules.Blue}, rules.Blue},
		{rules.Token{Kind: "flag", Label: "Червоний прапор", Seat: rules.Red}, rules.Red},
		{rules.Token{Kind: "flag", Label: "Blue flag", Seat: rules.NoSeat}, rules.NoSeat},
	} {
		if got := lookOf(c.tok).seat; got != c.want {
			t.Errorf("lookOf(%+v).seat = %v, want %v", c.tok, got, c.want)
		}
	}
}

// TestZoneState: a zone counts for the side its token names in Seat (held
// or owned) and is contested when its State says so, whatever its label
// says; the ruleset decides both (RULES-SCENARIOS.md Zones).
func TestZoneState(t *testing.T) {
	a := world.Pos{X: 1, Y: 1}
	for _, c := range []struct {
		tok       rules.Token
		seat      rules.Seat
		contested bool
	}{
		{rules.Token{Kind: "zone", Label: "Zone 1", Pos: a, Seat: rules.NoSeat}, rules.NoSeat, false},
		{rules.Token{Kind: "zone", Label: "Zone 1", Pos: a, Seat: rules.NoSeat, State: rules.ZoneContested}, rules.NoSeat, true},
		{rules.Token{Kind: "zone", Label: "Zone 1", Pos: a, Seat: rules.Red, State: rules.ZoneHeld}, rules.Red, false},
		{rules.Token{Kind: "zone", Label: "Zone 1", Pos: a, Seat: rules.Blue, State: rules.ZoneOwned}, rules.Blue, false},
		{rules.Token{Kind: "zone", Label: "Zone 1: blue", Pos: a, Seat: rules.Red, State: rules.ZoneHeld}, rules.Red, false},
		{rules.Token{Kind: "zone", Label: "Zone 1: red", Pos: a, Seat: rules.NoSeat}, rules.NoSeat, false},
	} {
		if s, ct := ZoneState(c.tok); s != c.seat || ct != c.contested {
			t.Errorf("ZoneState(%+v) = %v %v, want %v %v", c.tok, s, ct, c.seat, c.contested)
		}
	}
}

// A side's area ("area": where Capture the Flag's half begins) tints its
// floor in the side's colour like a zone; other kinds stand as tokens.
func TestAreaTintsLikeAZone(t *testing.T) {
	area := rules.Token{Kind: "area", Label: "Blue half", Pos: world.Pos{X: 1}, Seat: rules.Blue}
	if !isZone(area) {
		t.Error("an area token should tint its floor")
	}
	if s, ct := ZoneState(area); s != rules.Blue || ct {
		t.Errorf("ZoneState(area) = %v %v, want blue", s, ct)
	}
	if isZone(rules.Token{Kind: "flag", Seat: rules.Blue}) {
		t.Error("a flag is no zone")
	}
}

// TestCarrier: a carried flag or ball names its carrier in Token.Carrier
// and is drawn with it (RULES-SCENARIOS.md carrying); lying ones have
// none, whatever their labels say.
func TestCarrier(t *testing.T) {
	v := rules.View{Tokens: []rules.Token{
		{Kind: "flag", Label: "Red flag", Seat: rules.Red, Carrier: "blue.1"},
		{Kind: "flag", Label: "Blue flag (red.1)", Seat: rules.Blue},
		{Kind: "ball", Label: "Ball", Seat: rules.NoSeat, Carrier: "red.12"},
	}}
	for id, want := range map[string]string{"blue.1": "Red flag", "red.12": "Ball", "red.1": "", "": ""} {
		tok, ok := carriedBy(v, id)
		if ok != (want != "") || tok.Label != want {
			t.Errorf("carriedBy(%q) = %+v %v, want %q", id, tok, ok, want)
		}
	}
	v = objectivesView()
	if !carriedShown(v, "blue.1", world.Pos{X: 1, Y: 1, Z: 0}) || carriedShown(v, "blue.1", world.Pos{X: 2, Y: 1, Z: 0}) {
		t.Error("carriedShown")
	}
}
