package killteam

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// Stats is a model's profile (KT-STAT-1). Hit, save and invulnerable
// values are the D6 result needed ("3+" is 3). Sv and Inv are 0 for none;
// Max is 0 for no limit.
type Stats struct {
	M, WS, BS, S, T, W, A, Ld, Sv, Inv, Max int
}

// Unit is a unit profile of units.txt.
type Unit struct {
	ID          string
	Name        string
	Stats       Stats
	Keywords    []string
	Specialisms []Specialism // the specialisms a model of the unit may take
	Wargear     []string     // weapon IDs a model carries unless its roster line says otherwise
	Options     []string     // further weapon IDs a roster may give it
	Points      int          // cost without weapons
	// Psyker: a model of the unit casts and denies psychic powers
	// (KT-PSY-1..7); Denies is how many powers it may try to deny a round
	// (KT-PSY-6, A14). Both come from the "psyker" line.
	Psyker bool
	Denies int
	at     datafile.Line // the "unit" line, for errors
}

// MaxPoints bounds every points value in the data.
const MaxPoints = 200

// ParseUnits reads units.txt (format: assets/killteam/README.md). Every
// error names the file, line and column.
func ParseUnits(file string, data []byte) ([]Unit, error) {
	var errs datafile.ErrorList
	var units []Unit
	var cur *Unit
	var seen seenKeys
	var start datafile.Line
	finish := func() {
		if cur == nil {
			return
		}
		for _, key := range []string{"name", "stats", "wargear", "points"} {
			if !seen[key] {
				errs.Add(start.Errorf("unit %s has no %s line", cur.ID, key))
			}
		}
		units = append(units, *cur)
	}
	for _, l := range datafile.SplitLines(file, data) {
		if l.Key.Text == "unit" {
			finish()
			id, err := recordStart(l)
			errs.Add(err)
			cur, seen, start = &Unit{ID: id, at: l}, seenKeys{}, l
			continue
		}
		if cur == nil {
			errs.Add(l.Errorf("%q before the first \"unit\" line", l.Key.Text))
			continue
		}
		if err := seen.once(l); err != nil {
			errs.Add(err)
			continue
		}
		errs.Add(parseUnitLine(cur, l))
	}
	finish()
	if err := errs.Err(); err != nil {
		return nil, err
	}
	if len(units) == 0 {
		return nil, fmt.Errorf("%s: no units", file)
	}
	return units, checkUniqueIDs("unit", len(units), func(i int) (string, datafile.Line) { return units[i].ID, units[i].at })
}

// parseUnitLine reads one key of a unit record into u.
func parseUnitLine(u *Unit, l datafile.Line) error {
	var err error
	switch l.Key.Text {
	case "name":
		if l.Value.Text == "" {
			return l.Errorf("name: empty")
		}
		u.Name = l.Value.Text
	case "stats":
		u.Stats, err = parseStats(l)
	case "keywords":
		u.Keywords, err = splitList(l)
	case "specialisms":
		var names []string
		if names, err = splitList(l); err != nil {
			return err
		}
		for _, n := range names {
			s, ok := ParseSpecialism(n)
			if !ok {
				return l.Errorf("specialisms: unknown specialism %q (want %s)", n, strings.Join(SpecialismNames(), ", "))
			}
			u.Specialisms = append(u.Specialisms, s)
		}
	case "wargear":
		u.Wargear, err = parseIDList(l)
		if err == nil && len(u.Wargear) == 0 {
			err = l.Errorf("wargear: empty")
		}
	case "options":
		u.Options, err = parseIDList(l)
	case "points":
		u.Points, err = parsePoints(l)
	case "psyker":
		u.Denies, err = parsePsyker(l)
		u.Psyker = err == nil
	default:
		return l.Errorf("unknown key %q in a unit (want name, stats, keywords, specialisms, wargear, options, points, psyker)", l.Key.Text)
	}
	return err
}

// statLimit is one stat of the stats line with its lowest and highest
// value; a "plus" stat is a D6 result.
type statLimit struct {
	name     string
	lo, hi   int
	plus     bool
	optional bool
}

// statLimits lists the stats of the stats line (a fresh slice each call).
func statLimits() []statLimit {
	return []statLimit{
		{"M", 0, 30, false, false}, {"WS", 2, 6, true, false}, {"BS", 2, 6, true, false},
		{"S", 1, 10, false, false}, {"T", 1, 10, false, false}, {"W", 1, 20, false, false},
		{"A", 1, 10, false, false}, {"Ld", 1, 12, false, false}, {"Sv", 2, 6, true, false},
		{"Inv", 2, 6, true, true}, {"Max", 1, 20, false, true},
	}
}

// parseStats reads "M 6  WS 3+  BS 3+  S 4  T 4  W 1  A 1  Ld 7  Sv 3+"
// with optional "Inv 5+" and "Max 2"; "Sv -" and "Max -" mean none.
func parseStats(l datafile.Line) (Stats, error) {
	words := strings.Fields(l.Value.Text)
	if len(words)%2 != 0 {
		return Stats{}, l.Errorf("stats: want pairs of a name and a value, got %q", l.Value.Text)
	}
	limits := statLimits()
	values := map[string]int{}
	for i := 0; i < len(words); i += 2 {
		name, raw := words[i], words[i+1]
		k := -1
		for j, s := range limits {
			if strings.EqualFold(s.name, name) {
				k = j
			}
		}
		if k < 0 {
			return Stats{}, l.Errorf("stats: unknown stat %q (want M WS BS S T W A Ld Sv, and Inv or Max if any)", name)
		}
		s := limits[k]
		if _, dup := values[s.name]; dup {
			return Stats{}, l.Errorf("stats: %s given twice", s.name)
		}
		if raw == "-" && (s.name == "Sv" || s.optional) {
			values[s.name] = 0
			continue
		}
		text := strings.TrimSuffix(raw, `"`)
		if s.plus {
			var ok bool
			if text, ok = strings.CutSuffix(raw, "+"); !ok {
				return Stats{}, l.Errorf("stats: %s %q must be a D6 result like 3+", s.name, raw)
			}
		}
		n, err := strconv.Atoi(text)
		if err != nil || n < s.lo || n > s.hi {
			return Stats{}, l.Errorf("stats: %s %q must be %d to %d", s.name, raw, s.lo, s.hi)
		}
		values[s.name] = n
	}
	for _, s := range limits {
		if _, ok := values[s.name]; !ok && !s.optional {
			return Stats{}, l.Errorf("stats: %s is missing", s.name)
		}
	}
	return Stats{
		M: values["M"], WS: values["WS"], BS: values["BS"], S: values["S"], T: values["T"],
		W: values["W"], A: values["A"], Ld: values["Ld"], Sv: values["Sv"], Inv: values["Inv"], Max: values["Max"],
	}, nil
}

// parseIDList reads a comma-separated list of IDs.
func parseIDList(l datafile.Line) ([]string, error) {
	items, err := splitListTokens(l)
	if err != nil {
		return nil, err
	}
	ids := make([]string, len(items))
	for i, id := range items {
		if !validID(id.Text) {
			return nil, id.At.Errorf("%s: %q is not an ID", l.Key.Text, id.Text)
		}
		ids[i] = id.Text
	}
	return ids, nil
}

// parsePoints reads a points value from 0 to MaxPoints.
func parsePoints(l datafile.Line) (int, error) {
	n, err := strconv.Atoi(l.Value.Text)
	if err != nil || n < 0 || n > MaxPoints {
		return 0, l.Value.At.Errorf("%s: %q must be a whole number from 0 to %d", l.Key.Text, l.Value.Text, MaxPoints)
	}
	return n, nil
}

// checkUniqueIDs reports an ID used by two records of a file, at the
// second record's line.
func checkUniqueIDs(kind string, n int, record func(int) (string, datafile.Line)) error {
	var errs datafile.ErrorList
	seen := map[string]int{}
	for i := range n {
		id, at := record(i)
		if first, dup := seen[id]; dup {
			errs.Add(at.Errorf("a second %s called %q (the first is on line %d)", kind, id, first))
			continue
		}
		seen[id] = at.Key.At.Line
	}
	return errs.Err()
}
