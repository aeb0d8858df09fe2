package killteam

import (
	"errors"
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// The data files (units.txt, weapons.txt, rosters.txt) share one line
// format, described in assets/killteam/README.md: '#' starts a comment,
// blank lines are ignored, a record starts with "<kind> <id>" and every
// following line up to the next record is "<key> <value>".

// maxDataErrors caps how many errors one file reports.
const maxDataErrors = 20

// dataLine is one meaningful line of a data file: its first word and the
// rest, trimmed.
type dataLine struct {
	file  string
	line  int
	key   string
	value string
}

// errorf formats "file:line: message" for this line.
func (l dataLine) errorf(format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", l.file, l.line, fmt.Sprintf(format, args...))
}

// errorList collects errors up to maxDataErrors.
type errorList struct{ errs []error }

// add records err (nil is ignored) unless the list is full.
func (l *errorList) add(err error) {
	if err != nil && len(l.errs) < maxDataErrors {
		l.errs = append(l.errs, err)
	}
}

// err joins the recorded errors, one per line; nil if there are none.
func (l *errorList) err() error { return errors.Join(l.errs...) }

// splitLines returns the meaningful lines of a data file: a byte-order
// mark, comments and "\r" removed, blank lines skipped, the first word
// split from the rest.
func splitLines(file string, data []byte) []dataLine {
	text := string(safefile.StripBOM(data))
	var out []dataLine
	for n, line := range strings.Split(text, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		key, value, _ := strings.Cut(strings.ReplaceAll(line, "\t", " "), " ")
		out = append(out, dataLine{file: file, line: n + 1, key: key, value: strings.TrimSpace(value)})
	}
	return out
}

// splitList splits a comma-separated value into trimmed items; an empty
// value is an empty list, and an empty item is an error.
func splitList(l dataLine) ([]string, error) {
	if l.value == "" {
		return nil, nil
	}
	var out []string
	for _, part := range strings.Split(l.value, ",") {
		part = strings.Join(strings.Fields(part), " ")
		if part == "" {
			return nil, l.errorf("%s: an empty item in the list %q", l.key, l.value)
		}
		out = append(out, part)
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
func recordStart(l dataLine) (string, error) {
	if !validID(l.value) {
		return "", l.errorf("%s: %q is not an ID (lower-case letters, digits and dashes, starting with a letter)", l.key, l.value)
	}
	return l.value, nil
}

// seenKeys reports a key given twice in one record.
type seenKeys map[string]bool

// once records key and returns an error if the record already had it.
func (s seenKeys) once(l dataLine) error {
	if s[l.key] {
		return l.errorf("%s given twice in one record", l.key)
	}
	s[l.key] = true
	return nil
}
