package necromunda

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// A gang's text (assets/necromunda/README.md, "A player's gang") is one
// record of gangs.txt with a credits line: "gang <id>", "name",
// "credits" and one "member" line a fighter.

// maxGangCredits bounds the credit limit a gang text may give; CheckRoster
// says whether it is one of CreditLimits.
const maxGangCredits = 100000

// maxGangTextMembers bounds the member lines of a gang text.
const maxGangTextMembers = 100

// FormatRoster writes a gang as one record of the gang text format. What
// the format cannot hold (a type or weapon that is not an ID, a fighter's
// own name) is left out.
func (r *Ruleset) FormatRoster(s rules.RosterSpec) []byte {
	g := specGang(s)
	var b bytes.Buffer
	id := g.ID
	if !validID(id) {
		id = "gang"
	}
	name := g.Name
	if name == "" {
		name = "Unnamed gang"
	}
	limit := s.Limit
	if limit == 0 {
		limit = CreditLimits()[0]
	}
	fmt.Fprintf(&b, "# A Necromunda gang (format: assets/necromunda/README.md).\ngang    %s\nname    %s\ncredits %d\n", id, name, max(1, min(limit, maxGangCredits)))
	for _, m := range g.Members {
		if !validID(m.Type) {
			continue
		}
		var ws []string
		for _, w := range m.Weapons {
			if validID(w) {
				ws = append(ws, w)
			}
		}
		line := "member  " + m.Type
		if len(ws) > 0 {
			line += ": " + strings.Join(ws, ", ")
		}
		b.WriteString(line + "\n")
	}
	return b.Bytes()
}

// ParseRoster reads one gang of the gang text format; every error is
// "name:line:col: what is wrong". Only mistakes of the format are errors:
// unknown fighter types and weapons, broken limits and a credit limit that
// is not 1000 or 1500 parse, and CheckRoster says what is wrong.
func (r *Ruleset) ParseRoster(name string, text []byte) (rules.RosterSpec, error) {
	g, limit, err := parseGangText(name, text)
	if err != nil {
		return rules.RosterSpec{}, err
	}
	return gangSpec(g, limit), nil
}

// gangLine is one meaningful line of a gang text with the columns of its
// words (1-based, in bytes).
type gangLine struct {
	name  string
	line  int
	words []string
	cols  []int
	raw   string // the line without its comment
}

// errorf formats "name:line:col: message" at column col.
func (l gangLine) errorf(col int, format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", l.name, l.line, col, fmt.Sprintf(format, args...))
}

// rest is the text of the line from word i on, and its column.
func (l gangLine) rest(i int) (string, int) {
	if i >= len(l.words) {
		return "", len(l.raw) + 1
	}
	return strings.TrimRight(l.raw[l.cols[i]-1:], " \t\r"), l.cols[i]
}

// gangTextLines splits a gang text into its meaningful lines.
func gangTextLines(name string, text []byte) []gangLine {
	var out []gangLine
	for n, line := range strings.Split(string(safefile.StripBOM(text)), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		l := gangLine{name: name, line: n + 1, raw: line}
		start := -1
		for i := 0; i <= len(line); i++ {
			space := i == len(line) || line[i] == ' ' || line[i] == '\t' || line[i] == '\r'
			if !space && start < 0 {
				start = i
			}
			if space && start >= 0 {
				l.words = append(l.words, line[start:i])
				l.cols = append(l.cols, start+1)
				start = -1
			}
		}
		if len(l.words) > 0 {
			out = append(out, l)
		}
	}
	return out
}

// parseGangText reads one gang: "gang <id>" first, then name and credits
// once each and any number of member lines.
func parseGangText(name string, text []byte) (*Gang, int, error) {
	lines := gangTextLines(name, text)
	if len(lines) == 0 {
		return nil, 0, fmt.Errorf("%s:1:1: empty: a gang starts with \"gang <id>\"", name)
	}
	first := lines[0]
	if first.words[0] != "gang" || len(first.words) != 2 {
		return nil, 0, first.errorf(first.cols[0], "want \"gang <id>\" first, got %q", strings.Join(first.words, " "))
	}
	if !validID(first.words[1]) {
		return nil, 0, first.errorf(first.cols[1], "%q is not an ID (lower-case letters, digits and dashes, starting with a letter)", first.words[1])
	}
	g := &Gang{ID: first.words[1]}
	limit := 0
	seen := map[string]bool{}
	for _, l := range lines[1:] {
		key := l.words[0]
		if key != "member" {
			if seen[key] {
				return nil, 0, l.errorf(l.cols[0], "%s given twice", key)
			}
			seen[key] = true
		}
		value, col := l.rest(1)
		switch key {
		case "gang":
			return nil, 0, l.errorf(l.cols[0], "a second gang: the text holds one")
		case "name":
			g.Name = cleanName(value)
			if g.Name == "" {
				return nil, 0, l.errorf(col, "name: empty")
			}
		case "credits":
			n, err := strconv.Atoi(value)
			if err != nil || n < 1 || n > maxGangCredits || len(l.words) != 2 {
				return nil, 0, l.errorf(col, "credits: %q must be a number of credits from 1 to %d (%s to play)", value, maxGangCredits, limitsText())
			}
			limit = n
		case "member":
			if len(g.Members) == maxGangTextMembers {
				return nil, 0, l.errorf(l.cols[0], "more than %d members", maxGangTextMembers)
			}
			m, err := parseMemberLine(l)
			if err != nil {
				return nil, 0, err
			}
			g.Members = append(g.Members, m)
		default:
			return nil, 0, l.errorf(l.cols[0], "unknown key %q (want name, credits, member)", key)
		}
	}
	for _, key := range []string{"name", "credits"} {
		if !seen[key] {
			return nil, 0, first.errorf(first.cols[0], "gang %s has no %s line", g.ID, key)
		}
	}
	return g, limit, nil
}

// parseMemberLine reads `member <fighter type>[: <weapon>, <weapon>...]`.
func parseMemberLine(l gangLine) (Member, error) {
	var m Member
	value, col := l.rest(1)
	typ, list, hasList := strings.Cut(value, ":")
	t := strings.TrimRight(typ, " \t")
	switch {
	case t == "":
		return m, l.errorf(col, "member: want <fighter type>: <weapons>")
	case !validID(t):
		return m, l.errorf(col, "member: %q is not a fighter type ID", t)
	}
	m.Type = t
	if !hasList {
		return m, nil
	}
	at := col + len(typ) + 1
	if strings.TrimSpace(list) == "" {
		return m, l.errorf(at-1, "member: \":\" and no weapons")
	}
	for _, part := range strings.Split(list, ",") {
		id := strings.TrimSpace(part)
		c := at + strings.Index(part, id)
		if id == "" {
			c = at
		}
		switch {
		case id == "":
			return m, l.errorf(c, "member: an empty item in the weapon list")
		case !validID(id):
			return m, l.errorf(c, "member: %q is not a weapon ID", id)
		}
		m.Weapons = append(m.Weapons, id)
		at += len(part) + 1
	}
	return m, nil
}
