package necromunda

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
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

// parseGangText reads one gang: "gang <id>" first, then name and credits
// once each and any number of member lines.
func parseGangText(name string, text []byte) (*Gang, int, error) {
	lines := datafile.SplitWordLines(name, text)
	if len(lines) == 0 {
		return nil, 0, fmt.Errorf("%s:1:1: empty: a gang starts with \"gang <id>\"", name)
	}
	first := lines[0]
	if first.Words[0] != "gang" || len(first.Words) != 2 {
		return nil, 0, first.Errorf(first.Cols[0], "want \"gang <id>\" first, got %q", strings.Join(first.Words, " "))
	}
	if !validID(first.Words[1]) {
		return nil, 0, first.Errorf(first.Cols[1], "%q is not an ID (lower-case letters, digits and dashes, starting with a letter)", first.Words[1])
	}
	g := &Gang{ID: first.Words[1]}
	limit := 0
	seen := map[string]bool{}
	for _, l := range lines[1:] {
		key := l.Words[0]
		if key != "member" {
			if seen[key] {
				return nil, 0, l.Errorf(l.Cols[0], "%s given twice", key)
			}
			seen[key] = true
		}
		value, col := l.Rest(1)
		switch key {
		case "gang":
			return nil, 0, l.Errorf(l.Cols[0], "a second gang: the text holds one")
		case "name":
			g.Name = cleanName(value)
			if g.Name == "" {
				return nil, 0, l.Errorf(col, "name: empty")
			}
		case "credits":
			n, err := strconv.Atoi(value)
			if err != nil || n < 1 || n > maxGangCredits || len(l.Words) != 2 {
				return nil, 0, l.Errorf(col, "credits: %q must be a number of credits from 1 to %d (%s to play)", value, maxGangCredits, limitsText())
			}
			limit = n
		case "member":
			if len(g.Members) == maxGangTextMembers {
				return nil, 0, l.Errorf(l.Cols[0], "more than %d members", maxGangTextMembers)
			}
			m, err := parseMemberLine(l)
			if err != nil {
				return nil, 0, err
			}
			g.Members = append(g.Members, m)
		default:
			return nil, 0, l.Errorf(l.Cols[0], "unknown key %q (want name, credits, member)", key)
		}
	}
	for _, key := range []string{"name", "credits"} {
		if !seen[key] {
			return nil, 0, first.Errorf(first.Cols[0], "gang %s has no %s line", g.ID, key)
		}
	}
	return g, limit, nil
}

// parseMemberLine reads `member <fighter type>[: <weapon>, <weapon>...]`.
func parseMemberLine(l datafile.WordLine) (Member, error) {
	var m Member
	value, col := l.Rest(1)
	typ, list, hasList := strings.Cut(value, ":")
	t := strings.TrimRight(typ, " \t")
	switch {
	case t == "":
		return m, l.Errorf(col, "member: want <fighter type>: <weapons>")
	case !validID(t):
		return m, l.Errorf(col, "member: %q is not a fighter type ID", t)
	}
	m.Type = t
	if !hasList {
		return m, nil
	}
	at := col + len(typ) + 1
	if strings.TrimSpace(list) == "" {
		return m, l.Errorf(at-1, "member: \":\" and no weapons")
	}
	for _, part := range strings.Split(list, ",") {
		id := strings.TrimSpace(part)
		c := at + strings.Index(part, id)
		if id == "" {
			c = at
		}
		switch {
		case id == "":
			return m, l.Errorf(c, "member: an empty item in the weapon list")
		case !validID(id):
			return m, l.Errorf(c, "member: %q is not a weapon ID", id)
		}
		m.Weapons = append(m.Weapons, id)
		at += len(part) + 1
	}
	return m, nil
}
