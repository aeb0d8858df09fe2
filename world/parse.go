package world

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// Limits of the arena text format.
const (
	MaxWidth  = 32 // most columns (W) an arena may have
	MaxDepth  = 32 // most rows (D)
	MaxHeight = 8  // most levels (H)
	MaxDrops  = 8  // most weapon-drop spots, labelled A..H
)

// ParseError is one problem in an arena file, with its place: the file name
// given to Parse, the 1-based line and the 1-based column (in bytes).
type ParseError struct {
	Name string
	Line int
	Col  int
	Msg  string
}

// Error writes "NAME:LINE:COL: what is wrong".
func (e *ParseError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.Name, e.Line, e.Col, e.Msg)
}

// ParseFile reads and parses an arena file; errors name the file by its
// base name.
func ParseFile(path string) (*Arena, error) {
	data, err := safefile.ReadFile(path, MaxArenaBytes)
	if err != nil {
		return nil, err
	}
	return Parse(filepath.Base(path), data)
}

// Parse reads an arena in the text format (see the package documentation
// and assets/arenas/README.md). Every problem is reported as a *ParseError
// "name:line:col: what is wrong"; the first one found stops the parse. It
// never panics, whatever the input.
func Parse(name string, data []byte) (*Arena, error) {
	if len(data) > MaxArenaBytes {
		return nil, &ParseError{Name: name, Line: 1, Col: 1, Msg: fmt.Sprintf("%d bytes: an arena is at most %d", len(data), MaxArenaBytes)}
	}
	p := &parser{name: name}
	a, err := p.parse(safefile.StripBOM(data))
	if err != nil {
		if pe, ok := err.(*ParseError); ok {
			pe.Msg = safefile.ShortText(pe.Msg) // never echo a whole oversized line
		}
		return nil, err
	}
	return a, nil
}

// MaxArenaBytes caps an arena file: far above the largest arena the format
// allows, so a wrong file (a device, a log) is refused before it is read.
const MaxArenaBytes = 1 << 20

// parser holds the state of one Parse.
type parser struct {
	name     string
	a        *Arena
	arenaAt  int      // line of the "arena" directive, 0 before it
	sizeAt   int      // line of the "size" directive, 0 before it
	notes    []string // "note" texts in order
	level    int      // the level whose grid is being read, -1 outside
	row      int      // grid lines of that level read so far
	next     int      // the next level expected
	zoneChar []byte   // zone character of every cube, by index
	drops    int      // weapon-drop spots read so far
}

// errAt builds a ParseError at line ln, column col (both 1-based).
func (p *parser) errAt(ln, col int, format string, args ...any) error {
	return &ParseError{Name: p.name, Line: ln, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// parse reads the whole file line by line.
func (p *parser) parse(data []byte) (*Arena, error) {
	text := string(data)
	var lines []string
	if text != "" {
		lines = strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	}
	p.level = -1
	for i, raw := range lines {
		ln := i + 1
		line := strings.TrimRight(raw, " \t\r")
		if p.level >= 0 {
			if err := p.gridOrEnd(line, ln); err != nil {
				return nil, err
			}
			continue
		}
		if err := p.directive(line, ln); err != nil {
			return nil, err
		}
	}
	return p.finish(len(lines) + 1)
}

// gridOrEnd reads one line inside a level block.
func (p *parser) gridOrEnd(line string, ln int) error {
	want := 2*p.a.D + 1
	if line == "" || isLetter(line[0]) || line[0] == '#' {
		return p.errAt(ln, 1, "level %d ends after %d grid lines, want %d (2 per row + 1)", p.level, p.row, want)
	}
	if err := p.gridLine(line, ln); err != nil {
		return err
	}
	p.row++
	if p.row == want {
		p.level = -1
	}
	return nil
}

// directive reads one line outside the level blocks.
func (p *parser) directive(line string, ln int) error {
	start := len(line) - len(strings.TrimLeft(line, " \t"))
	body := line[start:]
	if body == "" || body[0] == '#' {
		return nil
	}
	if body[0] == '+' || body[0] == '|' {
		if p.a != nil && p.next > 0 && p.next <= p.a.H {
			return p.errAt(ln, start+1, "grid line after the end of level %d: a level has %d lines (2 per row + 1)", p.next-1, 2*p.a.D+1)
		}
		return p.errAt(ln, start+1, "grid line outside a level block (start one with \"level N\")")
	}
	body = stripComment(body)
	kw, rest := body, ""
	if i := strings.IndexAny(body, " \t"); i >= 0 {
		kw, rest = body[:i], body[i:]
	}
	restCol := start + len(kw) + 1 + len(rest) - len(strings.TrimLeft(rest, " \t"))
	rest = strings.TrimSpace(rest)
	if kw != "arena" && p.arenaAt == 0 {
		switch kw {
		case "note", "size", "level":
			return p.errAt(ln, start+1, "%q before the \"arena NAME\" line, which must come first", kw)
		}
	}
	switch kw {
	case "arena":
		return p.arenaLine(rest, ln, start, restCol)
	case "note":
		if err := p.checkText(rest, ln, restCol, "note"); err != nil {
			return err
		}
		p.notes = append(p.notes, rest)
		return nil
	case "size":
		return p.sizeLine(rest, ln, start, restCol)
	case "level":
		return p.levelLine(rest, ln, start, restCol)
	}
	return p.errAt(ln, start+1, "unknown directive %q (want arena, note, size or level)", kw)
}

func (p *parser) arenaLine(rest string, ln, start, restCol int) error {
	if p.arenaAt != 0 {
		return p.errAt(ln, start+1, "second \"arena\" line (the first is on line %d)", p.arenaAt)
	}
	if rest == "" {
		return p.errAt(ln, start+1, "\"arena\" needs a name")
	}
	if err := p.checkText(rest, ln, restCol, "name"); err != nil {
		return err
	}
	p.arenaAt = ln
	p.a = &Arena{Name: rest}
	return nil
}

// checkText refuses text that the canonical form could not write back:
// invalid UTF-8 and control characters.
func (p *parser) checkText(s string, ln, col int, what string) error {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size <= 1 {
				return p.errAt(ln, col+i, "%s is not valid UTF-8", what)
			}
		}
		if r < 0x20 || r == 0x7f {
			return p.errAt(ln, col+i, "control character %q in the %s", r, what)
		}
	}
	return nil
}

func (p *parser) sizeLine(rest string, ln, start, restCol int) error {
	if p.sizeAt != 0 {
		return p.errAt(ln, start+1, "second \"size\" line (the first is on line %d)", p.sizeAt)
	}
	fields, cols := fieldsWithCols(rest, restCol)
	names := [3]string{"width", "depth", "height"}
	limits := [3]int{MaxWidth, MaxDepth, MaxHeight}
	if len(fields) != 3 {
		col := start + 1
		if len(fields) > 3 {
			col = cols[3]
		}
		return p.errAt(ln, col, "\"size\" wants 3 numbers, W D H (columns, rows, levels), got %d", len(fields))
	}
	var v [3]int
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil {
			return p.errAt(ln, cols[i], "%s %q is not a whole number", names[i], f)
		}
		if n < 1 || n > limits[i] {
			return p.errAt(ln, cols[i], "%s %d is out of range 1..%d", names[i], n, limits[i])
		}
		v[i] = n
	}
	p.sizeAt = ln
	p.a.W, p.a.D, p.a.H = v[0], v[1], v[2]
	p.a.cells = make([]Cell, v[0]*v[1]*v[2])
	p.zoneChar = make([]byte, len(p.a.cells))
	return nil
}

func (p *parser) levelLine(rest string, ln, start, restCol int) error {
	if p.sizeAt == 0 {
		return p.errAt(ln, start+1, "\"level\" before the \"size W D H\" line")
	}
	fields, cols := fieldsWithCols(rest, restCol)
	if len(fields) != 1 {
		col := start + 1
		if len(fields) > 1 {
			col = cols[1]
		}
		return p.errAt(ln, col, "\"level\" wants one number, got %d", len(fields))
	}
	z, err := strconv.Atoi(fields[0])
	if err != nil {
		return p.errAt(ln, cols[0], "level %q is not a whole number", fields[0])
	}
	switch {
	case z < 0 || z >= p.a.H:
		return p.errAt(ln, cols[0], "level %d is out of range: size says %d levels (0..%d)", z, p.a.H, p.a.H-1)
	case z < p.next:
		return p.errAt(ln, cols[0], "level %d appears twice", z)
	case z > p.next:
		return p.errAt(ln, cols[0], "level %d before level %d: levels come once each, in order from 0", z, p.next)
	}
	p.level, p.row = z, 0
	p.next = z + 1
	return nil
}

// finish checks what can only be checked at the end and builds the zones.
// eof is the line number just past the last line.
func (p *parser) finish(eof int) (*Arena, error) {
	switch {
	case p.arenaAt == 0:
		return nil, p.errAt(eof, 1, "no \"arena NAME\" line")
	case p.sizeAt == 0:
		return nil, p.errAt(eof, 1, "no \"size W D H\" line")
	case p.level >= 0:
		return nil, p.errAt(eof, 1, "level %d ends after %d grid lines, want %d (2 per row + 1)", p.level, p.row, 2*p.a.D+1)
	case p.next < p.a.H:
		return nil, p.errAt(eof, 1, "level %d is missing: size says %d levels", p.next, p.a.H)
	}
	a := p.a
	a.Notes = strings.Join(p.notes, "\n")
	if err := p.buildZones(eof); err != nil {
		return nil, err
	}
	a.buildGraph()
	return a, nil
}

// stripComment cuts a directive line at a comment: a '#' that stands as a
// word of its own ("# like this"), so "objective #1" keeps its '#'.
func stripComment(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] != '#' {
			continue
		}
		before := i == 0 || s[i-1] == ' ' || s[i-1] == '\t'
		after := i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\t'
		if before && after {
			return strings.TrimRight(s[:i], " \t")
		}
	}
	return s
}

// fieldsWithCols splits s on spaces and tabs and returns each field with
// its 1-based column, given that s starts at column col.
func fieldsWithCols(s string, col int) ([]string, []int) {
	var fields []string
	var cols []int
	for i := 0; i < len(s); {
		if s[i] == ' ' || s[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		fields = append(fields, s[i:j])
		cols = append(cols, col+i)
		i = j
	}
	return fields, cols
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
