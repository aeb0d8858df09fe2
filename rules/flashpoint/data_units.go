package flashpoint

import (
	"strings"
	"unicode/utf8"
)

// ParseUnits reads a units file (see assets/flashpoint/README.md). name is
// used in error messages, which read "name:line:col: what is wrong". It
// checks each unit on its own; LoadData checks the weapon references.
func ParseUnits(name string, data []byte) (map[string]*Unit, error) {
	var errs errorList
	units := map[string]*Unit{}
	for _, r := range splitRecords(splitLines(name, data), "unit", &errs) {
		u := parseUnit(r, &errs)
		if u == nil {
			continue
		}
		if _, dup := units[u.ID]; dup {
			errs.add(r.head.value.at.errorf("unit %q defined twice", u.ID))
			continue
		}
		u.order = len(units)
		units[u.ID] = u
	}
	if err := errs.err(); err != nil {
		return nil, err
	}
	return units, nil
}

// parseUnit reads one unit record; nil if its head is unusable.
func parseUnit(r record, errs *errorList) *Unit {
	id := r.head.value
	if err := checkID(id, "unit id"); err != nil {
		errs.add(err)
		return nil
	}
	u := &Unit{ID: id.text}
	seen := once{}
	var carries bool
	for _, l := range r.lines {
		if errs.full() {
			return nil
		}
		if err := seen.seen(l); err != nil {
			errs.add(err)
			continue
		}
		if err := needValue(l); err != nil {
			errs.add(err)
			continue
		}
		switch l.key.text {
		case "name":
			u.Name = l.value.text
		case "role":
			if n := utf8.RuneCountInString(l.value.text); n > 3 || strings.ContainsAny(l.value.text, " \t") {
				errs.add(l.value.at.errorf("role %q must be one to three letters", l.value.text))
			}
			u.Role = l.value.text
		case "speed":
			errs.add(parseSpeed(l.value, u))
		case "stats":
			parseStats(l.value, u, errs)
		case "keywords":
			parseUnitKeywords(l.value, u, errs)
		case "weapon":
			errs.add(checkID(l.value, "weapon id"))
			u.Weapon = l.value.text
			u.weaponRefs = append(u.weaponRefs, l.value)
		case "alternatives":
			u.Alternatives = parseIDList(l.value, "weapon id", &u.weaponRefs, errs)
		case "upgrades":
			u.Upgrades = parseIDList(l.value, "weapon id", &u.weaponRefs, errs)
		case "carries":
			u.Carries = parseIDList(l.value, "weapon id", &u.weaponRefs, errs)
			carries = true
		case "points":
			n, err := parseInt(l.value, "points", 0, 1000)
			errs.add(err)
			u.Points = n
		default:
			errs.add(l.key.at.errorf("unknown unit field %q (want name, role, speed, stats, keywords, weapon, alternatives, upgrades, carries or points)", l.key.text))
		}
	}
	if !carries {
		u.Carries = []string{"fists"}
		u.weaponRefs = append(u.weaponRefs, token{"fists", r.head.key.at})
	}
	for _, key := range []string{"name", "role", "speed", "stats", "weapon", "points"} {
		if !seen[key] {
			errs.add(r.head.key.at.errorf("unit %q has no %q line", u.ID, key))
		}
	}
	return u
}

// parseSpeed reads "2-3" (Move-Sprint).
func parseSpeed(t token, u *Unit) error {
	a, b, ok := strings.Cut(t.text, "-")
	if !ok {
		return t.at.errorf("speed %q must be written like 2-3 (Move-Sprint)", t.text)
	}
	move, err := parseInt(token{a, t.at}, "move", 0, 12)
	if err != nil {
		return err
	}
	sprintAt := t.at.at(utf8.RuneCountInString(a) + 1)
	sprint, err := parseInt(token{b, sprintAt}, "sprint", 0, 12)
	if err != nil {
		return err
	}
	if sprint < move {
		return sprintAt.errorf("sprint %d is shorter than move %d", sprint, move)
	}
	u.Move, u.Sprint = move, sprint
	return nil
}

// parseStats reads "RA 4+ FI 4+ SV 5+ AR 2 HP 4"; every stat is required.
func parseStats(t token, u *Unit, errs *errorList) {
	words := splitWords(t.at, t.text)
	got := map[string]bool{}
	for i := 0; i < len(words); i += 2 {
		key := words[i]
		if i+1 >= len(words) {
			errs.add(key.at.errorf("stat %q has no value", key.text))
			return
		}
		val := words[i+1]
		if got[key.text] {
			errs.add(key.at.errorf("stat %q given twice", key.text))
			continue
		}
		got[key.text] = true
		var err error
		switch key.text {
		case "RA":
			u.RA, err = parseTarget(val, "RA")
		case "FI":
			u.FI, err = parseTarget(val, "FI")
		case "SV":
			u.SV, err = parseTarget(val, "SV")
		case "AR":
			u.AR, err = parseInt(val, "AR", 0, 9)
		case "HP":
			u.HP, err = parseInt(val, "HP", 1, 20)
		default:
			err = key.at.errorf("unknown stat %q (want RA, FI, SV, AR, HP)", key.text)
		}
		errs.add(err)
	}
	for _, k := range []string{"RA", "FI", "SV", "AR", "HP"} {
		if !got[k] {
			errs.add(t.at.errorf("stats have no %s", k))
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
func parseUnitKeywords(t token, u *Unit, errs *errorList) {
	for _, item := range splitList(t) {
		name, n, err := checkKeyword(item, unitKeyword, "unit")
		if err != nil {
			errs.add(err)
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
		u.Keywords = append(u.Keywords, item.text)
	}
}

// checkKeyword splits one keyword into its lower-case name and number and
// reports an empty, unknown or badly numbered keyword. kind tells known
// names and whether they take a number; what names the kind in errors.
func checkKeyword(item token, kind func(string) (known, numbered bool), what string) (string, int, error) {
	if item.text == "" {
		return "", 0, item.at.errorf("empty keyword")
	}
	raw, n, hasNumber := splitKeyword(item.text)
	name := strings.ToLower(raw)
	known, numbered := kind(name)
	if !known {
		// "Frag x": a known keyword followed by something that is not a number.
		if i := strings.LastIndexAny(raw, " \t"); i > 0 {
			if k, num := kind(strings.ToLower(strings.TrimSpace(raw[:i]))); k && num {
				return "", 0, item.at.errorf("keyword %q needs a whole number, found %q", item.text, strings.TrimSpace(raw[i:]))
			}
		}
		return "", 0, item.at.errorf("unknown %s keyword %q", what, item.text)
	}
	switch {
	case numbered && !hasNumber:
		return "", 0, item.at.errorf("keyword %q needs a number", item.text)
	case !numbered && hasNumber:
		return "", 0, item.at.errorf("keyword %q takes no number", item.text)
	case numbered && (n < 0 || n > 9):
		return "", 0, item.at.errorf("keyword %q: number %d is out of range 0..9", item.text, n)
	}
	return name, n, nil
}

// parseIDList reads "a, b, c" as IDs and appends each to refs.
func parseIDList(t token, what string, refs *[]token, errs *errorList) []string {
	var out []string
	for _, item := range splitList(t) {
		if err := checkID(item, what); err != nil {
			errs.add(err)
			continue
		}
		out = append(out, item.text)
		*refs = append(*refs, item)
	}
	return out
}
