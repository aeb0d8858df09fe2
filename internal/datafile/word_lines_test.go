package datafile

import (
	"reflect"
	"testing"
)

// SplitWordLines keeps the lines that hold a word, with each word's byte
// column; Rest and Errorf point into them.
func TestSplitWordLines(t *testing.T) {
	text := "\ufeffgang  vipers # a comment\n\n   # only a comment\r\nmember\tkit: knife, stub-gun \r\n"
	lines := SplitWordLines("g", []byte(text))
	if len(lines) != 2 {
		t.Fatalf("got %d lines, want 2: %+v", len(lines), lines)
	}
	if l := lines[0]; l.Line != 1 || !reflect.DeepEqual(l.Words, []string{"gang", "vipers"}) || !reflect.DeepEqual(l.Cols, []int{1, 7}) {
		t.Errorf("line 1 = %+v", l)
	}
	l := lines[1]
	if l.Line != 4 || !reflect.DeepEqual(l.Words, []string{"member", "kit:", "knife,", "stub-gun"}) || !reflect.DeepEqual(l.Cols, []int{1, 8, 13, 20}) {
		t.Errorf("line 4 = %+v", l)
	}
	if rest, col := l.Rest(1); rest != "kit: knife, stub-gun" || col != 8 {
		t.Errorf("Rest(1) = %q at %d", rest, col)
	}
	if rest, col := l.Rest(9); rest != "" || col != len(l.Raw)+1 {
		t.Errorf("Rest past the end = %q at %d", rest, col)
	}
	if err := l.Errorf(8, "bad %s", "kit"); err.Error() != "g:4:8: bad kit" {
		t.Errorf("Errorf = %q", err)
	}
}
