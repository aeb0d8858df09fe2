package flashpoint

import (
	"path"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// Roster size limits and per-roster unit limits (Data.CheckRoster).
const (
	MaxRosterModels  = 6 // a fireteam has at most six models
	MaxUnitPerRoster = 2 // at most two models of one unit
	MaxHeroes        = 1 // at most one hero
)

// ParseRoster reads one roster file (see assets/flashpoint/README.md). The
// roster's ID is the file name without directory and extension
// ("rosters/vanguard.txt" is "vanguard"); name is also used in error
// messages, which read "name:line:col: what is wrong". Only the format is
// checked here: the units and weapons it names and the roster limits are
// checked by Data.CheckRoster (LoadData and Data.ReadRoster call it).
func ParseRoster(name string, data []byte) (*Roster, error) {
	var errs datafile.ErrorList
	id := strings.TrimSuffix(path.Base(name), path.Ext(name))
	r := &Roster{ID: id, at: datafile.Pos{File: name, Line: 1, Col: 1}}
	r.limitAt = r.at
	if !validID(id) {
		errs.Add(datafile.Pos{File: name, Line: 1, Col: 1}.Errorf("roster file name %q must be lower-case letters, digits and dashes", id))
	}
	seenRoster := false
	for _, l := range datafile.SplitLines(name, data) {
		if errs.Full() {
			break
		}
		switch l.Key.Text {
		case "roster":
			if seenRoster {
				errs.Add(l.Key.At.Errorf("\"roster\" given twice"))
				continue
			}
			seenRoster = true
			r.at, r.limitAt = l.Key.At, l.Key.At
			errs.Add(datafile.NeedValue(l))
			r.Name = l.Value.Text
		case "limit":
			if r.Limit != 0 {
				errs.Add(l.Key.At.Errorf("\"limit\" given twice"))
				continue
			}
			n, err := datafile.ParseInt(l.Value, "points limit", 1, 10000)
			if err != nil {
				errs.Add(err)
				continue
			}
			r.Limit, r.limitAt = n, l.Value.At
		case "model":
			if !seenRoster {
				errs.Add(l.Key.At.Errorf("the file must start with a \"roster <name>\" line"))
				seenRoster = true
			}
			m, ok := parseModel(l, &errs)
			if !ok {
				continue
			}
			r.Models = append(r.Models, m)
		case "item":
			parseRosterItems(l, r, &errs)
		default:
			errs.Add(l.Key.At.Errorf("unknown roster line %q (want roster, limit, model or item)", l.Key.Text))
		}
	}
	if !seenRoster {
		errs.Add(datafile.Pos{File: name, Line: 1, Col: 1}.Errorf("no \"roster <name>\" line"))
	}
	if err := errs.Err(); err != nil {
		return nil, safefile.ShortError(err)
	}
	return r, nil
}

// parseModel reads "model <unit> [with <weapon>, <weapon>] [as <name>]".
func parseModel(l datafile.Line, errs *datafile.ErrorList) (RosterModel, bool) {
	words := datafile.SplitWords(l.Value.At, l.Value.Text)
	if len(words) == 0 {
		errs.Add(l.Key.At.Errorf("\"model\" needs a unit, e.g. \"model operator\""))
		return RosterModel{}, false
	}
	m := RosterModel{Unit: words[0].Text, at: words[0].At}
	if err := checkID(words[0], "unit id"); err != nil {
		errs.Add(err)
		return m, false
	}
	rest := words[1:]
	if len(rest) > 0 && rest[0].Text == "with" {
		var list []datafile.Token
		// "as" ends the list, unless a comma before it asks for one more
		// weapon: a weapon may be called "as" ("with knife, as").
		for rest = rest[1:]; len(rest) > 0; rest = rest[1:] {
			if rest[0].Text == "as" && (len(list) == 0 || !strings.HasSuffix(list[len(list)-1].Text, ",")) {
				break
			}
			list = append(list, rest[0])
		}
		if len(list) == 0 {
			errs.Add(l.Value.At.Errorf("\"with\" needs at least one weapon"))
			return m, false
		}
		// Rejoin the words so that "a, b" and "a,b" both work.
		first, last := list[0], list[len(list)-1]
		start := datafile.ByteOffset(l.Value.Text, first.At.Col-l.Value.At.Col)
		end := datafile.ByteOffset(l.Value.Text, last.At.Col-l.Value.At.Col) + len(last.Text)
		text := datafile.Token{Text: l.Value.Text[start:end], At: first.At}
		var refs []datafile.Token
		m.Weapons = parseIDList(text, "weapon id", &refs, errs)
		if len(m.Weapons) != len(datafile.SplitList(text)) {
			return m, false
		}
		m.weaponRefs = refs
	}
	if len(rest) > 0 {
		if rest[0].Text != "as" {
			errs.Add(rest[0].At.Errorf("expected \"with\" or \"as\" after the unit, found %q", rest[0].Text))
			return m, false
		}
		if len(rest) == 1 {
			errs.Add(rest[0].At.Errorf("\"as\" needs a name"))
			return m, false
		}
		start := datafile.ByteOffset(l.Value.Text, rest[1].At.Col-l.Value.At.Col)
		m.Name = l.Value.Text[start:]
	}
	return m, true
}
