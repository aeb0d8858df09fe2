package flashpoint

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// The data files (units.txt, weapons.txt, rosters/*.txt) share one line
// format, described in assets/flashpoint/README.md: '#' starts a comment,
// blank lines are ignored, a record starts with "<kind> <id>" and every
// following line up to the next record is "<key> <value>".

// maxDataErrors caps how many errors one file reports.
const maxDataErrors = 20

// pos is a place in a data file, for error messages.
type pos struct {
	file      string
	line, col int
}

// errorf formats "file:line:col: message".
func (p pos) errorf(format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", p.file, p.line, p.col, fmt.Sprintf(format, args...))
}

// at returns the position col runes further along the same line.
func (p pos) at(col int) pos { return pos{p.file, p.line, p.col + col} }

// token is one word (or comma-separated item) of a line with its position.
type token struct {
	text string
	at   pos
}

// dataLine is one non-blank line with its first word split off.
type dataLine struct {
	key   token
	value token // the rest of the line, trimmed; at points at its first rune
}

// errorList collects errors up to maxDataErrors.
type errorList struct{ errs []error }

// add records err (nil is ignored) unless the list is full.
func (l *errorList) add(err error) {
	if err != nil && len(l.errs) < maxDataErrors {
		l.errs = append(l.errs, err)
	}
}

// full reports whether no more errors will be recorded.
func (l *errorList) full() bool { return len(l.errs) >= maxDataErrors }

// err joins the recorded errors, one per line; nil if there are none.
func (l *errorList) err() error { return errors.Join(l.errs...) }

// splitLines returns the meaningful lines of a data file: comments removed,
// blank lines skipped, first word split from the rest.
func splitLines(file string, data []byte) []dataLine {
	text := string(data)
	out := make([]dataLine, 0, strings.Count(text, "\n")+1)
	for n := 1; len(text) > 0; n++ {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimRight(line, " \t\r")
		start := len(line) - len(strings.TrimLeft(line, " \t"))
		if start == len(line) {
			continue
		}
		end := start + strings.IndexAny(line[start:]+" ", " \t")
		value := strings.TrimLeft(line[end:], " \t")
		startCol := runeCol(line, start)
		endCol := startCol + utf8.RuneCountInString(line[start:end])
		valueCol := endCol + utf8.RuneCountInString(line[end:len(line)-len(value)])
		out = append(out, dataLine{
			key:   token{line[start:end], pos{file, n, startCol}},
			value: token{value, pos{file, n, valueCol}},
		})
	}
	return out
}

// textLines is a text file's lines, a byte-order mark and the "\r" of
// CRLF endings removed; line n of the file is textLines(...)[n-1]. The
// files read whole lines (glossary.txt, reference.txt) start here.
func textLines(data []byte) []string {
	lines := strings.Split(string(safefile.StripBOM(data)), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

// splitWords splits s at spaces and tabs; p is the position of s's first
// rune.
func splitWords(p pos, s string) []token {
	var out []token
	start, startCol, col := -1, 0, 0
	for i, r := range s + " " {
		space := r == ' ' || r == '\t'
		switch {
		case space && start >= 0:
			out = append(out, token{s[start:i], p.at(startCol)})
			start = -1
		case !space && start < 0:
			start, startCol = i, col
		}
		col++
	}
	return out
}

// splitList splits a comma-separated value into trimmed items; empty items
// are kept so that "a,,b" can be reported.
func splitList(t token) []token {
	var out []token
	col := 0
	for _, part := range strings.Split(t.text, ",") {
		trimmed := strings.TrimLeft(part, " \t")
		lead := len(part) - len(trimmed) // spaces and tabs are one byte each
		out = append(out, token{strings.TrimSpace(part), t.at.at(col + lead)})
		col += utf8.RuneCountInString(part) + 1
	}
	return out
}

// runeCol is the 1-based rune column of byte offset i in s.
func runeCol(s string, i int) int {
	if i > len(s) {
		i = len(s)
	}
	return utf8.RuneCountInString(s[:i]) + 1
}

// byteOffset is the byte offset of the n-th rune (0-based) of s.
func byteOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// parseInt reads a whole number in [lo, hi].
func parseInt(t token, what string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(t.text)
	if err != nil {
		return 0, t.at.errorf("%s %q is not a whole number", what, t.text)
	}
	if n < lo || n > hi {
		return 0, t.at.errorf("%s %d is out of range %d..%d", what, n, lo, hi)
	}
	return n, nil
}

// parseTarget reads a dice target such as "4+" (2+ to 8+).
func parseTarget(t token, what string) (int, error) {
	s, ok := strings.CutSuffix(t.text, "+")
	if !ok {
		return 0, t.at.errorf("%s %q must be written like 4+", what, t.text)
	}
	return parseInt(token{s, t.at}, what, 2, 8)
}

// validID reports whether s is a slug: lower-case letters, digits and
// single dashes inside.
func validID(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' || strings.Contains(s, "--") {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' {
			return false
		}
	}
	return true
}

// checkID reports a bad slug.
func checkID(t token, what string) error {
	if !validID(t.text) {
		return t.at.errorf("%s %q must be lower-case letters, digits and dashes", what, t.text)
	}
	return nil
}

// splitKeyword splits "Weight of Fire 2" into ("Weight of Fire", 2, true);
// a keyword without a trailing number gives (keyword, 0, false).
func splitKeyword(k string) (name string, n int, hasNumber bool) {
	k = strings.TrimSpace(k)
	i := strings.LastIndexAny(k, " \t")
	if i < 0 {
		return k, 0, false
	}
	v, err := strconv.Atoi(k[i+1:])
	if err != nil {
		return k, 0, false
	}
	return strings.TrimSpace(k[:i]), v, true
}

// equalFold compares keyword names without regard to case.
func equalFold(a, b string) bool { return strings.EqualFold(a, b) }

// record is one "<kind> <id>" block with its lines.
type record struct {
	head  dataLine
	lines []dataLine
}

// splitRecords groups lines into records of the given kind. Lines before
// the first record are errors.
func splitRecords(lines []dataLine, kind string, errs *errorList) []record {
	var out []record
	for _, l := range lines {
		if l.key.text == kind {
			out = append(out, record{head: l})
			continue
		}
		if len(out) == 0 {
			errs.add(l.key.at.errorf("expected %q to start a record, found %q", kind, l.key.text))
			continue
		}
		out[len(out)-1].lines = append(out[len(out)-1].lines, l)
	}
	return out
}

// once tracks keys that may appear only once in a record.
type once map[string]bool

// seen reports a repeated key.
func (o once) seen(l dataLine) error {
	if o[l.key.text] {
		return l.key.at.errorf("%q given twice", l.key.text)
	}
	o[l.key.text] = true
	return nil
}

// needValue reports a key written without a value.
func needValue(l dataLine) error {
	if l.value.text == "" {
		return l.key.at.errorf("%q needs a value", l.key.text)
	}
	return nil
}
