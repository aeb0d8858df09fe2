package killteam

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// Kill Team's data files (units.txt, weapons.txt, rosters.txt) are read
// line by line with package datafile (format: assets/killteam/README.md);
// these are the checks of values that are Kill Team's own.

// splitList splits a comma-separated value into trimmed items, runs of
// spaces inside an item made one; an empty value is an empty list, and an
// empty item is an error at its place.
func splitList(l datafile.Line) ([]string, error) {
	items, err := splitListTokens(l)
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.Text
	}
	return out, err
}

// splitListTokens is splitList with each item's place, for errors about
// one item.
func splitListTokens(l datafile.Line) ([]datafile.Token, error) {
	if l.Value.Text == "" {
		return nil, nil
	}
	var out []datafile.Token
	for _, item := range datafile.SplitList(l.Value) {
		item.Text = strings.Join(strings.Fields(item.Text), " ")
		if item.Text == "" {
			return nil, item.At.Errorf("%s: an empty item in the list %q", l.Key.Text, l.Value.Text)
		}
		out = append(out, item)
	}
	return out, nil
}

// validID reports whether s is an ID: lower-case letters, digits and
// dashes, starting with a letter.
func validID(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' {
			return false
		}
	}
	return true
}

// recordStart checks a "<kind> <id>" line and returns the ID.
func recordStart(l datafile.Line) (string, error) {
	if !validID(l.Value.Text) {
		return "", l.Value.At.Errorf("%s: %q is not an ID (lower-case letters, digits and dashes, starting with a letter)", l.Key.Text, l.Value.Text)
	}
	return l.Value.Text, nil
}

// seenKeys reports a key given twice in one record.
type seenKeys map[string]bool

// once records l's key and returns an error if the record already had it.
func (s seenKeys) once(l datafile.Line) error {
	if s[l.Key.Text] {
		return l.Errorf("%s given twice in one record", l.Key.Text)
	}
	s[l.Key.Text] = true
	return nil
}
