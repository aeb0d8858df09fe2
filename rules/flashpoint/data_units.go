package flashpoint

import (
	"strings"
	"unicode/utf8"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// ParseUnits reads a units file (see assets/flashpoint/README.md). name is
// used in error messages, which read "name:line:col: what is wrong". It
// checks each unit on its own; LoadData checks the weapon references.
func ParseUnits(name string, data []byte) (map[string]*Unit, error) {
	var errs datafile.ErrorList
	units := map[string]*Unit{}
	for _, r := range datafile.SplitRecords(datafile.SplitLines(name, data), "unit", &errs) {
		u := parseUnit(r, &errs)
		if u == nil {
			continue
		}
		if _, dup := units[u.ID]; dup {
			errs.Add(r.Head.Value.At.Errorf("unit %q defined twice", u.ID))
			continue
		}
		u.order = len(units)
		units[u.ID] = u
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return units, nil
}

// parseUnit reads one unit record; nil if its head is unusable.
func parseUnit(r datafile.Record, errs *datafile.ErrorList) *Unit {
	id := r.Head.Value
	if err := checkID(id, "unit id"); err != nil {
		errs.Add(err)
		return nil
	}
	u := &Unit{ID: id.Text}
	seen := datafile.Once{}
	var carries bool
	for _, l := range r.Lines {
		if errs.Full() {
			return nil
		}
		if err := seen.Seen(l); err != nil {
			errs.Add(err)
			continue
		}
		if err := datafile.NeedValue(l); err != nil {
			errs.Add(err)
			continue
		}
		switch l.Key.Text {
		case "name":
			u.Name = l.Value.Text
		case "role":
			if n := utf8.RuneCountInString(l.Value.Text); n > 3 || strings.ContainsAny(l.Value.Text, " \t") {
				errs.Add(l.Value.At.Errorf("role %q must be one to three letters", l.Value.Text))
			}
			u.Role = l.Value.Text
		case "speed":
			errs.Add(parseSpeed(l.Value, u))
		case "stats":
			parseStats(l.Value, u, errs)
		case "keywords":
			parseUnitKeywords(l.Value, u, errs)
		case "weapon":
			errs.Add(checkID(l.Value, "weapon id"))
			u.Weapon = l.Value.Text
			u.weaponRefs = append(u.weaponRefs, l.Value)
		case "alternatives":
			u.Alternatives = parseIDList(l.Value, "weapon id", &u.weaponRefs, errs)
		case "upgrades":
			u.Upgrades = parseIDList(l.Value, "weapon id", &u.weaponRefs, errs)
		case "carries":
			u.Carries = parseIDList(l.Value, "weapon id", &u.weaponRefs, errs)
			carries = true
		case "points":
			n, err := datafile.ParseInt(l.Value, "points", 0, 1000)
			errs.Add(err)
			u.Points = n
		default:
			errs.Add(l.Key.At.Errorf("unknown unit field %q (want name, role, speed, stats, keywords, weapon, alternatives, upgrades, carries or points)", l.Key.Text))
		}
	}
	if !carries {
		u.Carries = []string{"fists"}
		u.weaponRefs = append(u.weaponRefs, datafile.Token{Text: "fists", At: r.Head.Key.At})
	}
	for _, key := range []string{"name", "role", "speed", "stats", "weapon", "points"} {
		if !seen[key] {
			errs.Add(r.Head.Key.At.Errorf("unit %q has no %q line", u.ID, key))
		}
	}
	return u
}

// parseSpeed reads "2-3" (Move-Sprint).
func parseSpeed(t datafile.Token, u *Unit) error {
	a, b, ok := strings.Cut(t.Text, "-")
	if !ok {
		return t.At.Errorf("speed %q must be written like 2-3 (Move-Sprint)", t.Text)
	}
	move, err := datafile.ParseInt(datafile.Token{Text: a, At: t.At}, "move", 0, 12)
	if err != nil {
		return err
	}
	sprintAt := t.At.Right(utf8.RuneCountInString(a) + 1)
	sprint, err := datafile.ParseInt(datafile.Token{Text: b, At: sprintAt}, "sprint", 0, 12)
	if err != nil {
		return err
	}
	if sprint < move {
		return sprintAt.Errorf("sprint %d is shorter than move %d", sprint, move)
	}
	u.Move, u.Sprint = move, sprint
	return nil
}

// parseStats reads "RA 4+ FI 4+ SV 5+ AR 2 HP 4"; every stat is required.
func parseStats(t datafile.Token, u *Unit, errs *datafile.ErrorList) {
	words := datafile.SplitWords(t.At, t.Text)
	got := map[string]bool{}
	for i := 0; i < len(words); i += 2 {
		key := words[i]
		if i+1 >= len(words) {
			errs.Add(key.At.Errorf("stat %q has no value", key.Text))
			return
		}
		val := words[i+1]
		if got[key.Text] {
			errs.Add(key.At.Errorf("stat %q given twice", key.Text))
			continue
		}
		got[key.Text] = true
		var err error
		switch key.Text {
		case "RA":
			u.RA, err = parseTarget(val, "RA")
		case "FI":
			u.FI, err = parseTarget(val, "FI")
		case "SV":
			u.SV, err = parseTarget(val, "SV")
		case "AR":
			u.AR, err = datafile.ParseInt(val, "AR", 0, 9)
		case "HP":
			u.HP, err = datafile.ParseInt(val, "HP", 1, 20)
		default:
			err = key.At.Errorf("unknown stat %q (want RA, FI, SV, AR, HP)", key.Text)
		}
		errs.Add(err)
	}
	for _, k := range []string{"RA", "FI", "SV", "AR", "HP"} {
		if !got[k] {
			errs.Add(t.At.Errorf("stats have no %s", k))
		}
	}
}

// unitKeyword says whether a lower-case keyword name is a known unit
// keyword and whether it takes a number.
func unitKeyword(name string) (known, numbered bool) {
	switch name {
	case "es", "tactician":
		return true, true
	case "imposing", "guarded", "stoic", "evade", "scout", "flight", "stable", "fast transition",
		"hero", "one man army":
		return true, false
	}
	return false, false
}

// parseUnitKeywords reads the unit keywords: ES n, Tactician n, Imposing,
// Guarded, Stoic, Evade, Scout, Flight, Stable, Fast Transition, Hero and
// the special order One Man Army (kept in Keywords only).
func parseUnitKeywords(t datafile.Token, u *Unit, errs *datafile.ErrorList) {
	for _, item := range datafile.SplitList(t) {
		name, n, err := checkKeyword(item, unitKeyword, "unit")
		if err != nil {
			errs.Add(err)
			continue
		}
		switch name {
		case "es":
			u.ES = n
		case "tactician":
			u.Tactician = n
		case "imposing":
			u.Imposing = true
		case "guarded":
			u.Guarded = true
		case "stoic":
			u.Stoic = true
		case "evade":
			u.Evade = true
		case "scout":
			u.Scout = true
		case "flight":
			u.Flight = true
		case "stable":
			u.Stable = true
		case "fast transition":
			u.FastTransition = true
		case "hero":
			u.Hero = true
		}
		u.Keywords = append(u.Keywords, item.Text)
	}
}

// checkKeyword splits one keyword into its lower-case name and number and
// reports an empty, unknown or badly numbered keyword. kind tells known
// names and whether they take a number; what names the kind in errors.
func checkKeyword(item datafile.Token, kind func(string) (known, numbered bool), what string) (string, int, error) {
	if item.Text == "" {
		return "", 0, item.At.Errorf("empty keyword")
	}
	raw, n, hasNumber := splitKeyword(item.Text)
	name := strings.ToLower(raw)
	known, numbered := kind(name)
	if !known {
		// "Frag x": a known keyword followed by something that is not a number.
		if i := strings.LastIndexAny(raw, " \t"); i > 0 {
			if k, num := kind(strings.ToLower(strings.TrimSpace(raw[:i]))); k && num {
				return "", 0, item.At.Errorf("keyword %q needs a whole number, found %q", item.Text, strings.TrimSpace(raw[i:]))
			}
		}
		return "", 0, item.At.Errorf("unknown %s keyword %q", what, item.Text)
	}
	switch {
	case numbered && !hasNumber:
		return "", 0, item.At.Errorf("keyword %q needs a number", item.Text)
	case !numbered && hasNumber:
		return "", 0, item.At.Errorf("keyword %q takes no number", item.Text)
	case numbered && (n < 0 || n > 9):
		return "", 0, item.At.Errorf("keyword %q: number %d is out of range 0..9", item.Text, n)
	}
	return name, n, nil
}

// parseIDList reads "a, b, c" as IDs and appends each to refs.
func parseIDList(t datafile.Token, what string, refs *[]datafile.Token, errs *datafile.ErrorList) []string {
	var out []string
	for _, item := range datafile.SplitList(t) {
		if err := checkID(item, what); err != nil {
			errs.Add(err)
			continue
		}
		out = append(out, item.Text)
		*refs = append(*refs, item)
	}
	return out
}
