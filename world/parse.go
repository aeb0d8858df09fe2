package world

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"
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
	data, err := os.ReadFile(path)
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
	p := &parser{name: name}
	a, err := p.parse(data)
	if err != nil {
		return nil, err
	}
	return a, nil
}

// parser holds the state of one Parse.
type parser struct {
	name     string
	a        *Arena
	arenaAt  int      // line of the "arena" directive, 0 before it
	sizeAt   int      // line of the "size" directive, 0 before it
	notes    []string // "note" texts in order
	level    int      // the level whose grid is being read, -1 outside
	row      int      // grid lines of that level read so far
	levelAt  int      // line of its "level" directive
	next     int      // the next level expected
	zoneChar []byte   // zone character of every cube, by index
	drops    int      // weapon-drop spots read so far
}

// errAt builds a ParseError at line ln, column col (both 1-based).
func (p *parser) errAt(ln, col int, format string, args ...any) error {
	return &ParseError{Name: p.name, Line: ln, Col: col, Msg: fmt.Sprintf(format, args...)}
}

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
	p.level, p.row, p.levelAt = z, 0, ln
	p.next = z + 1
	return nil
}

// gridLine reads grid line p.row of level p.level.
func (p *parser) gridLine(line string, ln int) error {
	w := p.a.W
	want := 3*w + 1
	n := min(len(line), want)
	var err error
	if p.row%2 == 0 {
		err = p.edgeLine(line[:n], ln, p.row/2)
	} else {
		err = p.cellLine(line[:n], ln, p.row/2)
	}
	if err != nil {
		return err
	}
	if len(line) < want {
		return p.errAt(ln, len(line)+1, "line is too short: %d characters, want %d (3 per column + 1)", len(line), want)
	}
	if len(line) > want {
		return p.errAt(ln, want+1, "line is too long: %d characters, want %d (3 per column + 1)", len(line), want)
	}
	return nil
}

// edgeLine reads the faces between row by-1 and row by (by 0 and D are the
// board edges).
func (p *parser) edgeLine(s string, ln, by int) error {
	a, z := p.a, p.level
	edge := by == 0 || by == a.D
	for i := 0; i < len(s); i++ {
		c := s[i]
		if i%3 == 0 {
			if c != '+' {
				return p.errAt(ln, i+1, "want a corner '+', got %q", rune(c))
			}
			continue
		}
		if i%3 == 2 {
			continue // checked with the first character of the face
		}
		x := i / 3
		var side Side
		switch c {
		case '-':
			side = Wall
		case '.':
			side = LowWall
		case ' ':
			side = Open
		default:
			return p.errAt(ln, i+1, "unknown face %q: want \"--\" wall, \"..\" low wall or \"  \" open", rune(c))
		}
		if i+1 < len(s) && s[i+1] != c {
			return p.errAt(ln, i+2, "face %q mixes two kinds: want \"--\" wall, \"..\" low wall or \"  \" open", s[i:i+2])
		}
		if edge && side != Wall {
			return p.errAt(ln, i+1, "the board edge must be a wall \"--\"")
		}
		if by > 0 {
			a.cells[a.index(x, by-1, z)].Sides[South] = side
		}
		if by < a.D {
			a.cells[a.index(x, by, z)].Sides[North] = side
		}
	}
	return nil
}

// cellLine reads the west faces, floors and zones of row y.
func (p *parser) cellLine(s string, ln, y int) error {
	a, z := p.a, p.level
	for i := 0; i < len(s); i++ {
		c := s[i]
		x := i / 3
		switch i % 3 {
		case 0:
			var side Side
			switch c {
			case '|':
				side = Wall
			case ':':
				side = LowWall
			case ' ':
				side = Open
			default:
				return p.errAt(ln, i+1, "unknown face %q: want '|' wall, ':' low wall or ' ' open", rune(c))
			}
			if (x == 0 || x == a.W) && side != Wall {
				return p.errAt(ln, i+1, "the board edge must be a wall '|'")
			}
			if x < a.W {
				a.cells[a.index(x, y, z)].Sides[West] = side
			}
			if x > 0 {
				a.cells[a.index(x-1, y, z)].Sides[East] = side
			}
		case 1:
			var f Floor
			switch c {
			case '#':
				f = FloorSolid
			case '=':
				f = FloorGirder
			case '.':
				f = FloorNone
			default:
				return p.errAt(ln, i+1, "unknown floor %q: want '#' solid, '=' girder or '.' none", rune(c))
			}
			if z == 0 && f != FloorSolid {
				return p.errAt(ln, i+1, "level 0 floors must be solid '#'")
			}
			a.cells[a.index(x, y, z)].Floor = f
		case 2:
			if c == ' ' {
				continue
			}
			if !isZoneChar(c) {
				return p.errAt(ln, i+1, "unknown zone %q: want ' ' none, 'b'/'r' blue/red deploy, 'B'/'R' blue/red respawn, 'W' weapon-drop spot or '1'..'9' objective", rune(c))
			}
			if a.cells[a.index(x, y, z)].Floor == FloorNone {
				return p.errAt(ln, i+1, "zone %q on a cube without a floor", rune(c))
			}
			if c == 'W' {
				if p.drops == MaxDrops {
					return p.errAt(ln, i+1, "more than %d weapon-drop spots 'W' (labelled A..H)", MaxDrops)
				}
				p.drops++
			}
			p.zoneChar[a.index(x, y, z)] = c
		}
	}
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

// buildZones turns the zone characters into Zones in the arena's order:
// deploy blue, deploy red, respawn blue, respawn red, drops, objectives.
func (p *parser) buildZones(eof int) error {
	a := p.a
	var deploy, respawn [2]Zone
	var drops []Zone
	var objectives [9]Zone
	for t := 0; t < 2; t++ {
		deploy[t] = Zone{Kind: ZoneDeploy, Team: t}
		respawn[t] = Zone{Kind: ZoneRespawn, Team: t}
	}
	for i, c := range p.zoneChar {
		pos := a.PosAt(i)
		switch {
		case c == 'b' || c == 'r':
			t := teamOf(c)
			deploy[t].Cells = append(deploy[t].Cells, pos)
		case c == 'B' || c == 'R':
			t := teamOf(c)
			respawn[t].Cells = append(respawn[t].Cells, pos)
		case c == 'W':
			label := string(rune('A' + len(drops)))
			drops = append(drops, Zone{Kind: ZoneDrop, Team: -1, Label: label, Cells: []Pos{pos}})
		case c >= '1' && c <= '9':
			o := &objectives[c-'1']
			if o.Cells == nil {
				*o = Zone{Kind: ZoneObjective, Team: -1, Label: string(rune(c))}
			}
			o.Cells = append(o.Cells, pos)
		}
	}
	missing := [4]struct {
		z    Zone
		what string
	}{
		{deploy[0], "no blue deployment zone 'b'"},
		{deploy[1], "no red deployment zone 'r'"},
		{respawn[0], "no blue respawn cube 'B'"},
		{respawn[1], "no red respawn cube 'R'"},
	}
	for _, m := range missing {
		if len(m.z.Cells) == 0 {
			return p.errAt(eof, 1, "%s in any level", m.what)
		}
	}
	a.Zones = append(a.Zones, deploy[0], deploy[1], respawn[0], respawn[1])
	a.Zones = append(a.Zones, drops...)
	for _, o := range objectives {
		if o.Cells != nil {
			a.Zones = append(a.Zones, o)
		}
	}
	return nil
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

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isZoneChar(c byte) bool {
	switch c {
	case 'b', 'r', 'B', 'R', 'W':
		return true
	}
	return c >= '1' && c <= '9'
}

// teamOf returns 0 for a blue zone character and 1 for a red one.
func teamOf(c byte) int {
	if c == 'b' || c == 'B' {
		return 0
	}
	return 1
}
