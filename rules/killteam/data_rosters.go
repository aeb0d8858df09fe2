package killteam

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// Formats are the points formats a roster may be built for (KT-ROS-1).
func Formats() [3]int { return [...]int{100, 125, 200} }

// RosterModel is one model line of a roster.
type RosterModel struct {
	Unit       string
	Specialism Specialism
	Weapons    []string // empty: the unit's wargear
	line       datafile.Line
}

// Roster is a roster record of rosters.txt (KT-ROS-1/2).
type Roster struct {
	ID     string
	Name   string
	Format int
	Models []RosterModel
	start  datafile.Line
}

// ParseRosters reads rosters.txt (format: assets/killteam/README.md). It
// checks the syntax only; CheckRoster checks a roster against the units
// and weapons.
func ParseRosters(file string, data []byte) ([]Roster, error) {
	var errs datafile.ErrorList
	var rosters []Roster
	var cur *Roster
	var seen seenKeys
	finish := func() {
		if cur == nil {
			return
		}
		for _, key := range []string{"name", "format", "model"} {
			if !seen[key] {
				errs.Add(cur.start.Errorf("roster %s has no %s line", cur.ID, key))
			}
		}
		rosters = append(rosters, *cur)
	}
	for _, l := range datafile.SplitLines(file, data) {
		if l.Key.Text == "roster" {
			finish()
			id, err := recordStart(l)
			errs.Add(err)
			cur, seen = &Roster{ID: id, start: l}, seenKeys{}
			continue
		}
		if cur == nil {
			errs.Add(l.Errorf("%q before the first \"roster\" line", l.Key.Text))
			continue
		}
		if l.Key.Text == "model" {
			seen["model"] = true
			m, err := parseRosterModel(l)
			errs.Add(err)
			if err == nil {
				cur.Models = append(cur.Models, m)
			}
			continue
		}
		if err := seen.once(l); err != nil {
			errs.Add(err)
			continue
		}
		switch l.Key.Text {
		case "name":
			if l.Value.Text == "" {
				errs.Add(l.Errorf("name: empty"))
			}
			cur.Name = l.Value.Text
		case "format":
			n, err := strconv.Atoi(l.Value.Text)
			if err != nil || !validFormat(n) {
				errs.Add(l.Value.At.Errorf("format: %q must be 100, 125 or 200 points", l.Value.Text))
			}
			cur.Format = n
		default:
			errs.Add(l.Errorf("unknown key %q in a roster (want name, format, model)", l.Key.Text))
		}
	}
	finish()
	if err := errs.Err(); err != nil {
		return nil, err
	}
	if len(rosters) == 0 {
		return nil, fmt.Errorf("%s: no rosters", file)
	}
	return rosters, checkUniqueIDs("roster", len(rosters), func(i int) (string, datafile.Line) { return rosters[i].ID, rosters[i].start })
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
func parseRosterModel(l datafile.Line) (RosterModel, error) {
	m := RosterModel{line: l}
	head, weapons, hasWith := strings.Cut(" "+l.Value.Text+" ", " with ")
	words := strings.Fields(head)
	if len(words) == 0 || len(words) > 2 {
		return m, l.Errorf("model: want <unit> [<specialism>] [with <weapons>], got %q", l.Value.Text)
	}
	if !validID(words[0]) {
		return m, l.Errorf("model: %q is not a unit ID", words[0])
	}
	m.Unit = words[0]
	if len(words) == 2 {
		s, ok := ParseSpecialism(words[1])
		if !ok {
			return m, l.Errorf("model: unknown specialism %q (want %s)", words[1], strings.Join(SpecialismNames(), ", "))
		}
		m.Specialism = s
	}
	if hasWith {
		list := strings.TrimSpace(weapons)
		lead := len(weapons) - len(strings.TrimLeftFunc(weapons, unicode.IsSpace))
		at := l.Value.At.Right(datafile.RuneCol(l.Value.Text, len(head)+len(" with ")-1+lead) - 1)
		ids, err := parseIDList(datafile.Line{Key: datafile.Token{Text: "model", At: l.Key.At}, Value: datafile.Token{Text: list, At: at}})
		if err != nil {
			return m, err
		}
		if len(ids) == 0 {
			return m, l.Errorf("model: \"with\" and no weapons")
		}
		m.Weapons = ids
	}
	return m, nil
}
