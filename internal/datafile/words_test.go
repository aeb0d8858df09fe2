package datafile

import (
	"reflect"
	"testing"
)

func TestSplitWords(t *testing.T) {
	for _, c := range []struct {
		text string
		want []Token
	}{
		{"", nil},
		{" \t ", nil},
		{"operator with rifle", []Token{{"operator", at(3, 10)}, {"with", at(3, 19)}, {"rifle", at(3, 24)}}},
		{"\ta  é\tb ", []Token{{"a", at(3, 11)}, {"é", at(3, 14)}, {"b", at(3, 16)}}},
	} {
		if got := SplitWords(at(3, 10), c.text); !reflect.DeepEqual(got, c.want) {
			t.Errorf("SplitWords(%q) = %+v, want %+v", c.text, got, c.want)
		}
	}
}

func TestSplitList(t *testing.T) {
	for _, c := range []struct {
		text string
		want []Token
	}{
		{"", []Token{{"", at(2, 5)}}},
		{"a", []Token{{"a", at(2, 5)}}},
		{"ES 2, Tactician 1", []Token{{"ES 2", at(2, 5)}, {"Tactician 1", at(2, 11)}}},
		{"a,,b", []Token{{"a", at(2, 5)}, {"", at(2, 7)}, {"b", at(2, 8)}}},
		{"é, \tß ,", []Token{{"é", at(2, 5)}, {"ß", at(2, 9)}, {"", at(2, 12)}}},
	} {
		if got := SplitList(Token{c.text, at(2, 5)}); !reflect.DeepEqual(got, c.want) {
			t.Errorf("SplitList(%q) = %+v, want %+v", c.text, got, c.want)
		}
	}
}

func TestRuneColAndByteOffset(t *testing.T) {
	s := "aé b"
	for _, c := range []struct{ offset, col int }{{0, 1}, {1, 2}, {3, 3}, {4, 4}, {5, 5}, {99, 5}} {
		if got := RuneCol(s, c.offset); got != c.col {
			t.Errorf("RuneCol(%q, %d) = %d, want %d", s, c.offset, got, c.col)
		}
	}
	for _, c := range []struct{ n, offset int }{{0, 0}, {1, 1}, {2, 3}, {3, 4}, {4, 5}, {9, 5}} {
		if got := ByteOffset(s, c.n); got != c.offset {
			t.Errorf("ByteOffset(%q, %d) = %d, want %d", s, c.n, got, c.offset)
		}
	}
}
