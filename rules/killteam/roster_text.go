package killteam

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// One roster's text is a record of rosters.txt (assets/killteam/README.md,
// "A player's kill team"): "roster <id>", "name", "format" and one
// "model" line a model.

// maxRosterFormat bounds the points a roster text may give as its format;
// CheckRoster says whether it is one of Formats.
const maxRosterFormat = 1000

// maxRosterTextModels bounds the model lines of a roster text.
const maxRosterTextModels = 100

// FormatRoster writes a roster as one record of the roster text format.
// A model carrying exactly its unit's wargear lists no weapons; what the
// format cannot hold (an ID that is not one, a second specialism) is left
// out.
func (r *Ruleset) FormatRoster(s rules.RosterSpec) []byte {
	ro := r.data.rosterFromSpec(s)
	var b bytes.Buffer
	id := ro.ID
	if !validID(id) {
		id = "kill-team"
	}
	name := ro.Name
	if name == "" {
		name = "Unnamed kill team"
	}
	fmt.Fprintf(&b, "# A kill team (format: assets/killteam/README.md).\nroster %s\nname   %s\nformat %d\n", id, name, max(0, min(ro.Format, maxRosterFormat)))
	for _, m := range ro.Models {
		if !validID(m.Unit) {
			continue
		}
		line := "model  " + m.Unit
		if m.Specialism != NoSpecialism {
			line += " " + m.Specialism.String()
		}
		var ws []string
		for _, w := range m.Weapons {
			if validID(w) && w != "with" {
				ws = append(ws, w)
			}
		}
		if len(ws) > 0 {
			line += " with " + strings.Join(ws, ", ")
		}
		b.WriteString(line + "\n")
	}
	return b.Bytes()
}

// ParseRoster reads one roster of the roster text format; every error is
// "name:line:col: what is wrong". Only mistakes of the format are errors:
// unknown units and weapons, broken limits and a format that is not 100,
// 125 or 200 points parse, and CheckRoster says what is wrong.
func (r *Ruleset) ParseRoster(name string, text []byte) (rules.RosterSpec, error) {
	ro, err := parseRosterText(name, text)
	if err != nil {
		return rules.RosterSpec{}, err
	}
	return r.data.rosterSpec(ro), nil
}

// parseRosterText reads one roster record: "roster <id>" first, then
// name and format once each and any number of model lines.
func parseRosterText(name string, text []byte) (*Roster, error) {
	lines := datafile.SplitWordLines(name, text)
	if len(lines) == 0 {
		return nil, fmt.Errorf("%s:1:1: empty: a roster starts with \"roster <id>\"", name)
	}
	first := lines[0]
	if first.Words[0] != "roster" || len(first.Words) != 2 {
		return nil, first.Errorf(first.Cols[0], "want \"roster <id>\" first, got %q", strings.Join(first.Words, " "))
	}
	if !validID(first.Words[1]) {
		return nil, first.Errorf(first.Cols[1], "%q is not an ID (lower-case letters, digits and dashes, starting with a letter)", first.Words[1])
	}
	ro := &Roster{ID: first.Words[1]}
	seen := map[string]bool{}
	for _, l := range lines[1:] {
		key := l.Words[0]
		if key != "model" {
			if seen[key] {
				return nil, l.Errorf(l.Cols[0], "%s given twice", key)
			}
			seen[key] = true
		}
		value, col := l.Rest(1)
		switch key {
		case "roster":
			return nil, l.Errorf(l.Cols[0], "a second roster: the text holds one")
		case "name":
			ro.Name = cleanName(value)
			if ro.Name == "" {
				return nil, l.Errorf(col, "name: empty")
			}
		case "format":
			n, err := strconv.Atoi(value)
			if err != nil || n < 1 || n > maxRosterFormat || len(l.Words) != 2 {
				return nil, l.Errorf(col, "format: %q must be a number of points from 1 to %d (100, 125 or 200 to play)", value, maxRosterFormat)
			}
			ro.Format = n
		case "model":
			if len(ro.Models) == maxRosterTextModels {
				return nil, l.Errorf(l.Cols[0], "more than %d models", maxRosterTextModels)
			}
			m, err := parseModelWords(l)
			if err != nil {
				return nil, err
			}
			ro.Models = append(ro.Models, m)
		default:
			return nil, l.Errorf(l.Cols[0], "unknown key %q (want name, format, model)", key)
		}
	}
	for _, key := range []string{"name", "format"} {
		if !seen[key] {
			return nil, first.Errorf(first.Cols[0], "roster %s has no %s line", ro.ID, key)
		}
	}
	return ro, nil
}

// parseModelWords reads `model <unit> [<specialism>] [with <weapon>, ...]`.
func parseModelWords(l datafile.WordLine) (RosterModel, error) {
	var m RosterModel
	if len(l.Words) < 2 {
		_, col := l.Rest(1)
		return m, l.Errorf(col, "model: want <unit> [<specialism>] [with <weapons>]")
	}
	if !validID(l.Words[1]) || l.Words[1] == "with" {
		return m, l.Errorf(l.Cols[1], "model: %q is not a unit ID", l.Words[1])
	}
	m.Unit = l.Words[1]
	i := 2
	if i < len(l.Words) && l.Words[i] != "with" {
		s, ok := ParseSpecialism(l.Words[i])
		if !ok {
			return m, l.Errorf(l.Cols[i], "model: unknown specialism %q (want %s)", l.Words[i], strings.Join(SpecialismNames(), ", "))
		}
		m.Specialism = s
		i++
	}
	if i == len(l.Words) {
		return m, nil
	}
	if l.Words[i] != "with" {
		return m, l.Errorf(l.Cols[i], "model: want \"with\" and weapons after the specialism, got %q", l.Words[i])
	}
	list, col := l.Rest(i + 1)
	if list == "" {
		return m, l.Errorf(col, "model: \"with\" and no weapons")
	}
	at := col
	for _, part := range strings.Split(list, ",") {
		id := strings.TrimSpace(part)
		c := at + strings.Index(part, id)
		if strings.TrimLeft(part, " \t") == "" {
			c = at
		}
		switch {
		case id == "":
			return m, l.Errorf(c, "model: an empty item in the weapon list")
		case !validID(id) || id == "with":
			return m, l.Errorf(c, "model: %q is not a weapon ID", id)
		}
		m.Weapons = append(m.Weapons, id)
		at += len(part) + 1
	}
	return m, nil
}
