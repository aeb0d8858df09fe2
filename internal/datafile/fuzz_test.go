package datafile

import (
	"strings"
	"testing"
)

// FuzzSplitLines checks what SplitLines promises for any input: lines in
// order within the file, a key that is one word, a trimmed value, and
// columns that point at the key and the value in the source line.
func FuzzSplitLines(f *testing.F) {
	f.Add([]byte("unit a\nname  Assault Rifle # c\n\n\tstats RA 4+\r\n"))
	f.Add([]byte("\ufeff# only a comment\n  \t\n#\nx"))
	f.Add([]byte("név\tÜnïcode , ök\n\xff\xfe bad bytes\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		src := strings.Split(string(data), "\n")
		last := 0
		for _, l := range SplitLines("f.txt", data) {
			k, v := l.Key, l.Value
			if k.At.File != "f.txt" || v.At.File != "f.txt" {
				t.Fatalf("wrong file in %+v", l)
			}
			if k.At.Line <= last || k.At.Line > len(src) || v.At.Line != k.At.Line {
				t.Fatalf("line %d after line %d of %d: %+v", k.At.Line, last, len(src), l)
			}
			last = k.At.Line
			if k.Text == "" || strings.ContainsAny(k.Text, " \t#\n") {
				t.Fatalf("key %q is not one word", k.Text)
			}
			if v.Text != strings.TrimLeft(strings.TrimRight(v.Text, " \t\r"), " \t") || strings.ContainsAny(v.Text, "#\n") {
				t.Fatalf("value %q is not trimmed or holds a comment", v.Text)
			}
			line := src[k.At.Line-1]
			if k.At.Line == 1 {
				line = strings.TrimPrefix(line, "\ufeff")
			}
			if got := runesFrom(line, k.At.Col); !strings.HasPrefix(got, k.Text) {
				t.Fatalf("key %q at column %d of %q", k.Text, k.At.Col, line)
			}
			if got := runesFrom(line, v.At.Col); !strings.HasPrefix(got, v.Text) || v.At.Col <= k.At.Col {
				t.Fatalf("value %q at column %d of %q", v.Text, v.At.Col, line)
			}
			for _, w := range SplitWords(v.At, v.Text) {
				if got := runesFrom(line, w.At.Col); !strings.HasPrefix(got, w.Text) {
					t.Fatalf("word %q at column %d of %q", w.Text, w.At.Col, line)
				}
			}
			for _, item := range SplitList(v) {
				if got := runesFrom(line, item.At.Col); item.Text != "" && !strings.HasPrefix(got, item.Text) {
					t.Fatalf("list item %q at column %d of %q", item.Text, item.At.Col, line)
				}
			}
		}
	})
}

// runesFrom is s from its col-th rune (1-based) on, counting runes the way
// columns do.
func runesFrom(s string, col int) string {
	for i := range s {
		if col == 1 {
			return s[i:]
		}
		col--
	}
	if col == 1 {
		return ""
	}
	return "\x00out of the line"
}

// TestRunesFrom checks the fuzz target's own helper.
func TestRunesFrom(t *testing.T) {
	if got := runesFrom("aéb", 3); got != "b" {
		t.Errorf("runesFrom = %q", got)
	}
	if got := runesFrom("ab", 3); got != "" {
		t.Errorf("runesFrom past the end = %q", got)
	}
}
