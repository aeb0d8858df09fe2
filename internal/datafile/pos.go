package datafile

import "fmt"

// Pos is a place in a data file, for error messages: the file's name and
// the 1-based line and rune column.
type Pos struct {
	File      string
	Line, Col int
}

// Errorf formats "file:line:col: message".
func (p Pos) Errorf(format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", p.File, p.Line, p.Col, fmt.Sprintf(format, args...))
}

// Right returns the position cols runes further along the same line.
func (p Pos) Right(cols int) Pos { return Pos{p.File, p.Line, p.Col + cols} }

// Token is one word, value or list item of a line with the position of
// its first rune.
type Token struct {
	Text string
	At   Pos
}
