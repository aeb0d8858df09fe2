package killteam

import (
	"fmt"
	"strconv"
	"strings"
)

// Formats are the points formats a roster may be built for (KT-ROS-1).
func Formats() [3]int { return [...]int{100, 125, 200} }

// RosterModel is one model line of a roster.
type RosterModel struct {
	Unit       string
	Specialism Specialism
	Weapons    []string // empty: the unit's wargear
	line       dataLine
}

// Roster is a roster record of rosters.txt (KT-ROS-1/2).
type Roster struct {
	ID     string
	Name   string
	Format int
	Models []RosterModel
	start  dataLine
}

// ParseRosters reads rosters.txt (format: assets/killteam/README.md). It
// checks the syntax only; CheckRoster checks a roster against the units
// and weapons.
func ParseRosters(file string, data []byte) ([]Roster, error) {
	var errs errorList
	var rosters []Roster
	var cur *Roster
	var seen seenKeys
	finish := func() {
		if cur == nil {
			return
		}
		for _, key := range []string{"name", "format", "model"} {
			if !seen[key] {
				errs.add(cur.start.errorf("roster %s has no %s line", cur.ID, key))
			}
		}
		rosters = append(rosters, *cur)
	}
	for _, l := range splitLines(file, data) {
		if l.key == "roster" {
			finish()
			id, err := recordStart(l)
			errs.add(err)
			cur, seen = &Roster{ID: id, start: l}, seenKeys{}
			continue
		}
		if cur == nil {
			errs.add(l.errorf("%q before the first \"roster\" line", l.key))
			continue
		}
		if l.key == "model" {
			seen["model"] = true
			m, err := parseRosterModel(l)
			errs.add(err)
			if err == nil {
				cur.Models = append(cur.Models, m)
			}
			continue
		}
		if err := seen.once(l); err != nil {
			errs.add(err)
			continue
		}
		switch l.key {
		case "name":
			if l.value == "" {
				errs.add(l.errorf("name: empty"))
			}
			cur.Name = l.value
		case "format":
			n, err := strconv.Atoi(l.value)
			if err != nil || !validFormat(n) {
				errs.add(l.errorf("format: %q must be 100, 125 or 200 points", l.value))
			}
			cur.Format = n
		default:
			errs.add(l.errorf("unknown key %q in a roster (want name, format, model)", l.key))
		}
	}
	finish()
	if err := errs.err(); err != nil {
		return nil, err
	}
	if len(rosters) == 0 {
		return nil, fmt.Errorf("%s: no rosters", file)
	}
	return rosters, checkUniqueIDs("roster", len(rosters), func(i int) (string, dataLine) { return rosters[i].ID, rosters[i].start })
}

// validFormat reports whether n is one of Formats.
func validFormat(n int) bool {
	for _, f := range Formats() {
		if f == n {
			return true
		}
	}
	return false
}

// parseRosterModel reads `<unit> [<Specialism>] [with <weapon>, ...]`.
func parseRosterModel(l dataLine) (RosterModel, error) {
	m := RosterModel{line: l}
	head, weapons, hasWith := strings.Cut(" "+l.value+" ", " with ")
	words := strings.Fields(head)
	if len(words) == 0 || len(words) > 2 {
		return m, l.errorf("model: want <unit> [<specialism>] [with <weapons>], got %q", l.value)
	}
	if !validID(words[0]) {
		return m, l.errorf("model: %q is not a unit ID", words[0])
	}
	m.Unit = words[0]
	if len(words) == 2 {
		s, ok := ParseSpecialism(words[1])
		if !ok {
			return m, l.errorf("model: unknown specialism %q (want %s)", words[1], strings.Join(SpecialismNames(), ", "))
		}
		m.Specialism = s
	}
	if hasWith {
		ids, err := parseIDList(dataLine{file: l.file, line: l.line, key: "model", value: strings.TrimSpace(weapons)})
		if err != nil {
			return m, err
		}
		if len(ids) == 0 {
			return m, l.errorf("model: \"with\" and no weapons")
		}
		m.Weapons = ids
	}
	return m, nil
}
