package datafile

import (
	"reflect"
	"testing"
)

// at is a position in the file "f.txt", for the tables.
func at(line, col int) Pos { return Pos{File: "f.txt", Line: line, Col: col} }

func TestSplitLines(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       []Line
	}{
		{"empty", "", []Line{}},
		{"blank and comments", "\n  \n# all comment\n\t# indented comment\n", []Line{}},
		{"key and value", "name Assault Rifle\n", []Line{
			{Token{"name", at(1, 1)}, Token{"Assault Rifle", at(1, 6)}},
		}},
		{"no value", "unit\n", []Line{
			{Token{"unit", at(1, 1)}, Token{"", at(1, 5)}},
		}},
		{"spaces and tabs line up", "  stats\t\t RA 4+  # note\n", []Line{
			{Token{"stats", at(1, 3)}, Token{"RA 4+", at(1, 11)}},
		}},
		{"line numbers skip blanks", "a 1\n\n# c\nb 2", []Line{
			{Token{"a", at(1, 1)}, Token{"1", at(1, 3)}},
			{Token{"b", at(4, 1)}, Token{"2", at(4, 3)}},
		}},
		{"CRLF", "a 1\r\nb\r\n", []Line{
			{Token{"a", at(1, 1)}, Token{"1", at(1, 3)}},
			{Token{"b", at(2, 1)}, Token{"", at(2, 2)}},
		}},
		{"byte-order mark", "\ufeffunit a\n", []Line{
			{Token{"unit", at(1, 1)}, Token{"a", at(1, 6)}},
		}},
		{"columns count runes", "név Ünïcode  ök\n", []Line{
			{Token{"név", at(1, 1)}, Token{"Ünïcode  ök", at(1, 5)}},
		}},
		{"comment right after the key", "weapon#x\n", []Line{
			{Token{"weapon", at(1, 1)}, Token{"", at(1, 7)}},
		}},
	} {
		got := SplitLines("f.txt", []byte(c.text))
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: SplitLines(%q) = %+v, want %+v", c.name, c.text, got, c.want)
		}
	}
}

func TestLineErrorf(t *testing.T) {
	l := SplitLines("units.txt", []byte("\n   points x\n"))[0]
	if got, want := l.Errorf("bad %s", "points").Error(), "units.txt:2:4: bad points"; got != want {
		t.Errorf("Line.Errorf = %q, want %q", got, want)
	}
	if got, want := l.Value.At.Right(2).Errorf("x").Error(), "units.txt:2:13: x"; got != want {
		t.Errorf("Pos.Right(2).Errorf = %q, want %q", got, want)
	}
}

func TestTextLines(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"", []string{""}},
		{"a\r\nb\n", []string{"a", "b", ""}},
		{"\ufeff## Title\r\n  text \r", []string{"## Title", "  text "}},
	} {
		if got := TextLines([]byte(c.text)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("TextLines(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
