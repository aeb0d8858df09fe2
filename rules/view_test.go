package rules

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// A token's seat is always written, blue too (omitted it would read as
// the zero value, blue); a token read without a seat is nobody's.
func TestTokenSeatJSON(t *testing.T) {
	for _, c := range []struct {
		tok  Token
		want string
	}{
		{Token{Kind: "flag", Label: "Blue flag", Seat: Blue}, `"seat":"blue"`},
		{Token{Kind: "flag", Label: "Red flag", Seat: Red, Carrier: "blue.1"}, `"seat":"red","carrier":"blue.1"`},
		{Token{Kind: "zone", Label: "Zone 1", Seat: NoSeat, State: ZoneContested}, `"seat":"none","state":"contested"`},
		{Token{Kind: "zone", Label: "Zone 2", LabelMsg: Say("FpTokenZone", "Zone", "2"), Seat: NoSeat}, `"label_msg":{"id":"FpTokenZone","args":["Zone","2"]}`},
	} {
		b, err := json.Marshal(c.tok)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), c.want) {
			t.Errorf("%+v wrote %s, want %s in it", c.tok, b, c.want)
		}
		var back Token
		if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, c.tok) {
			t.Errorf("%s read back as %+v (%v), want %+v", b, back, err, c.tok)
		}
	}
	var v View
	if err := json.Unmarshal([]byte(`{"tokens":[{"kind":"weapon","label":"Shotgun","pos":{"x":1,"y":2}},{"kind":"flag","label":"x","pos":{"x":0,"y":0},"seat":"blue"}]}`), &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Tokens) != 2 || v.Tokens[0].Seat != NoSeat || v.Tokens[1].Seat != Blue {
		t.Errorf("tokens read %+v, want nobody's then blue", v.Tokens)
	}
	if err := json.Unmarshal([]byte(`{"kind":"flag","seat":"green"}`), new(Token)); err == nil {
		t.Error("a token of an unknown seat should not read")
	}
}

// Card lines and marks write their tone only when it is not plain.
func TestCardLineJSON(t *testing.T) {
	p := Piece{ID: "blue.1", Card: append(Lines("SP 2-3"), CardLine{Text: "Frag Grenade (spent)", Tone: ToneMuted}),
		Marks: []Mark{{Text: "ON FIRE", Tone: ToneDanger, Icon: IconFlame}, {Text: "VIP"}}}
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"card":[{"text":"SP 2-3"},{"text":"Frag Grenade (spent)","tone":"muted"}]`,
		`"marks":[{"text":"ON FIRE","tone":"danger","icon":"flame"},{"text":"VIP"}]`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("%s lacks %s", b, want)
		}
	}
}
