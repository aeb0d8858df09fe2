package datafile

import (
	"strings"
	"unicode/utf8"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// Line is one non-blank line of a data file with its first word split off.
type Line struct {
	Key   Token
	Value Token // the rest of the line, trimmed; At points at its first rune
}

// Errorf formats "file:line:col: message" at the line's first word.
func (l Line) Errorf(format string, args ...any) error {
	return l.Key.At.Errorf(format, args...)
}

// SplitLines returns the meaningful lines of a data file: a byte-order
// mark dropped, comments removed, spaces, tabs and "\r" trimmed, blank
// lines skipped and the first word split from the rest. file names the
// file in every Pos.
func SplitLines(file string, data []byte) []Line {
	text := string(safefile.StripBOM(data))
	out := make([]Line, 0, strings.Count(text, "\n")+1)
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
		startCol := RuneCol(line, start)
		endCol := startCol + utf8.RuneCountInString(line[start:end])
		valueCol := endCol + utf8.RuneCountInString(line[end:len(line)-len(value)])
		out = append(out, Line{
			Key:   Token{line[start:end], Pos{file, n, startCol}},
			Value: Token{value, Pos{file, n, valueCol}},
		})
	}
	return out
}

// TextLines is a text file's lines, a byte-order mark and the "\r" of
// CRLF endings removed; line n of the file is TextLines(...)[n-1]. Files
// read whole lines rather than keys and values (a glossary, a rules
// reference) start here.
func TextLines(data []byte) []string {
	lines := strings.Split(string(safefile.StripBOM(data)), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}
