package flashpoint

import (
	"path"
	"strings"

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
	var errs errorList
	data = safefile.StripBOM(data)
	id := strings.TrimSuffix(path.Base(name), path.Ext(name))
	r := &Roster{ID: id, at: pos{name, 1, 1}}
	r.limitAt = r.at
	if !validID(id) {
		errs.add(pos{name, 1, 1}.errorf("roster file name %q must be lower-case letters, digits and dashes", id))
	}
	seenRoster := false
	for _, l := range splitLines(name, data) {
		if errs.full() {
			break
		}
		switch l.key.text {
		case "roster":
			if seenRoster {
				errs.add(l.key.at.errorf("\"roster\" given twice"))
				continue
			}
			seenRoster = true
			r.at, r.limitAt = l.key.at, l.key.at
			errs.add(needValue(l))
			r.Name = l.value.text
		case "limit":
			if r.Limit != 0 {
				errs.add(l.key.at.errorf("\"limit\" given twice"))
				continue
			}
			n, err := parseInt(l.value, "points limit", 1, 10000)
			if err != nil {
				errs.add(err)
				continue
			}
			r.Limit, r.limitAt = n, l.value.at
		case "model":
			if !seenRoster {
				errs.add(l.key.at.errorf("the file must start with a \"roster <name>\" line"))
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
			errs.add(l.key.at.errorf("unknown roster line %q (want roster, limit, model or item)", l.key.text))
		}
	}
	if !seenRoster {
		errs.add(pos{name, 1, 1}.errorf("no \"roster <name>\" line"))
	}
	if err := errs.err(); err != nil {
		return nil, safefile.ShortError(err)
	}
	return r, nil
}

// parseModel reads "model <unit> [with <weapon>, <weapon>] [as <name>]".
func parseModel(l dataLine, errs *errorList) (RosterModel, bool) {
	words := splitWords(l.value.at, l.value.text)
	if len(words) == 0 {
		errs.add(l.key.at.errorf("\"model\" needs a unit, e.g. \"model operator\""))
		return RosterModel{}, false
	}
	m := RosterModel{Unit: words[0].text, at: words[0].at}
	if err := checkID(words[0], "unit id"); err != nil {
		errs.add(err)
		return m, false
	}
	rest := words[1:]
	if len(rest) > 0 && rest[0].text == "with" {
		var list []token
		// "as" ends the list, unless a comma before it asks for one more
		// weapon: a weapon may be called "as" ("with knife, as").
		for rest = rest[1:]; len(rest) > 0; rest = rest[1:] {
			if rest[0].text == "as" && (len(list) == 0 || !strings.HasSuffix(list[len(list)-1].text, ",")) {
				break
			}
			list = append(list, rest[0])
		}
		if len(list) == 0 {
			errs.add(l.value.at.errorf("\"with\" needs at least one weapon"))
			return m, false
		}
		// Rejoin the words so that "a, b" and "a,b" both work.
		first, last := list[0], list[len(list)-1]
		start := byteOffset(l.value.text, first.at.col-l.value.at.col)
		end := byteOffset(l.value.text, last.at.col-l.value.at.col) + len(last.text)
		text := token{l.value.text[start:end], first.at}
		var refs []token
		m.Weapons = parseIDList(text, "weapon id", &refs, errs)
		if len(m.Weapons) != len(splitList(text)) {
			return m, false
		}
		m.weaponRefs = refs
	}
	if len(rest) > 0 {
		if rest[0].text != "as" {
			errs.add(rest[0].at.errorf("expected \"with\" or \"as\" after the unit, found %q", rest[0].text))
			return m, false
		}
		if len(rest) == 1 {
			errs.add(rest[0].at.errorf("\"as\" needs a name"))
			return m, false
		}
		start := byteOffset(l.value.text, rest[1].at.col-l.value.at.col)
		m.Name = l.value.text[start:]
	}
	return m, true
}
