package rules

import (
	"strings"
	"testing"
)

// DecodeStrict says where a file goes wrong, by line and column, and
// refuses unknown fields, trailing data and empty input.
func TestDecodeStrict(t *testing.T) {
	type doc struct {
		Round int `json:"round"`
	}
	for _, c := range []struct{ in, want string }{
		{"{\n  \"round\": \"two\"\n}", "position:2:17: round: want int, not string"},
		{"{\n  \"round\": 2,,\n}", "position:2:15: invalid character ','"},
		{`{"rounds": 2}`, `position: json: unknown field "rounds"`},
		{`{"round": 2} {}`, "position: unexpected data after the position object"},
		{"", "position: empty input"},
	} {
		var d doc
		err := DecodeStrict("position", []byte(c.in), &d)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("DecodeStrict(%q) = %v, want an error starting %q", c.in, err, c.want)
		}
	}
	var d doc
	if err := DecodeStrict("position", []byte(`{"round": 3}`), &d); err != nil || d.Round != 3 {
		t.Fatalf("a good object: %v, round %d", err, d.Round)
	}
}
