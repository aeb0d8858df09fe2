package safefile

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Excerpt quotes at most max bytes of s for an error message, cut on a
// rune boundary and marked when cut, so an error never echoes a whole
// oversized input.
func Excerpt(s string, max int) string {
	if len(s) <= max {
		return fmt.Sprintf("%q", s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%q… (%d bytes)", s[:cut], len(s))
}

// cutMark follows the count of bytes a cut left out; a line that holds
// one has been cut already and is cut again only when it grew long.
const cutMark = " left out) …"

// MaxErrorLine is the longest line ShortError leaves whole.
const MaxErrorLine = 300

// ShortError returns err with every line of its message longer than
// MaxErrorLine cut in the middle: its start (where and what) and its end
// (why) are kept, and the cut says how many bytes it left out. An error
// about a 50 MB line thus stays a line long. errors.Is and errors.As still
// see err; nil stays nil.
func ShortError(err error) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	short := ShortText(msg)
	if len(short) == len(msg) {
		return err
	}
	return &shortError{msg: short, err: err}
}

type shortError struct {
	msg string
	err error
}

func (e *shortError) Error() string { return e.msg }
func (e *shortError) Unwrap() error { return e.err }

// ShortText cuts each line of msg over MaxErrorLine bytes in the middle, on
// rune boundaries, as ShortError does.
func ShortText(msg string) string {
	var b strings.Builder
	for i, line := range strings.Split(msg, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		if len(line) <= MaxErrorLine || len(line) <= 2*MaxErrorLine && strings.Contains(line, cutMark) {
			b.WriteString(line)
			continue
		}
		head, tail := MaxErrorLine*2/3, MaxErrorLine/4
		for head > 0 && !utf8.RuneStart(line[head]) {
			head--
		}
		from := len(line) - tail
		for from < len(line) && !utf8.RuneStart(line[from]) {
			from++
		}
		fmt.Fprintf(&b, "%s … (%d bytes%s %s", line[:head], from-head, cutMark, line[from:])
	}
	return b.String()
}
