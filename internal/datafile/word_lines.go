package datafile

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// WordLine is one meaningful line of a roster text split into words, with
// the column of each word (1-based, in bytes): the rosters a player writes
// (a kill team, a gang) are read word by word rather than as key and value.
type WordLine struct {
	Name  string // the text's name, which starts every error
	Line  int    // 1-based
	Words []string
	Cols  []int
	Raw   string // the line without its comment
}

// Errorf formats "name:line:col: message" at column col.
func (l WordLine) Errorf(col int, format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", l.Name, l.Line, col, fmt.Sprintf(format, args...))
}

// Rest is the text of the line from word i on, and its column.
func (l WordLine) Rest(i int) (string, int) {
	if i >= len(l.Words) {
		return "", len(l.Raw) + 1
	}
	return strings.TrimRight(l.Raw[l.Cols[i]-1:], " \t\r"), l.Cols[i]
}

// SplitWordLines returns the lines of text that hold a word: a byte-order
// mark dropped, comments ('#' to the end of the line) removed, words
// separated by spaces, tabs and "\r". name names the text in every error.
func SplitWordLines(name string, text []byte) []WordLine {
	var out []WordLine
	for n, line := range strings.Split(string(safefile.StripBOM(text)), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		l := WordLine{Name: name, Line: n + 1, Raw: line}
		start := -1
		for i := 0; i <= len(line); i++ {
			space := i == len(line) || line[i] == ' ' || line[i] == '\t' || line[i] == '\r'
			if !space && start < 0 {
				start = i
			}
			if space && start >= 0 {
				l.Words = append(l.Words, line[start:i])
				l.Cols = append(l.Cols, start+1)
				start = -1
			}
		}
		if len(l.Words) > 0 {
			out = append(out, l)
		}
	}
	return out
}
