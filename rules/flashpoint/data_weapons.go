package flashpoint

import (
	"strings"
)

// ParseWeapons reads a weapons file (see assets/flashpoint/README.md). name
// is used in error messages, which read "name:line:col: what is wrong".
func ParseWeapons(name string, data []byte) (map[string]*Weapon, error) {
	var errs errorList
	weapons := map[string]*Weapon{}
	for _, r := range splitRecords(splitLines(name, data), "weapon", &errs) {
		w := parseWeapon(r, &errs)
		if w == nil {
			continue
		}
		if _, dup := weapons[w.ID]; dup {
			errs.add(r.head.value.at.errorf("weapon %q defined twice", w.ID))
			continue
		}
		weapons[w.ID] = w
	}
	if err := errs.err(); err != nil {
		return nil, err
	}
	return weapons, nil
}

// parseWeapon reads one weapon record; nil if its head is unusable.
func parseWeapon(r record, errs *errorList) *Weapon {
	id := r.head.value
	if err := checkID(id, "weapon id"); err != nil {
		errs.add(err)
		return nil
	}
	w := &Weapon{ID: id.text}
	seen := once{}
	for _, l := range r.lines {
		if errs.full() {
			return nil
		}
		if l.key.text == "power" {
			if l.value.text != "" {
				errs.add(l.value.at.errorf("\"power\" takes no value"))
			}
			errs.add(seen.seen(l))
			w.Power = true
			continue
		}
		if err := needValue(l); err != nil {
			errs.add(err)
			continue
		}
		switch l.key.text {
		case "profile":
			seen[l.key.text] = true
			p, ok := parseProfile(l.value, len(w.Profiles) == 0, w, errs)
			if !ok {
				continue
			}
			if _, dup := w.Profile(p.Name); dup && len(w.Profiles) > 0 {
				errs.add(l.value.at.errorf("profile %q given twice", p.Name))
				continue
			}
			w.Profiles = append(w.Profiles, p)
		case "name":
			errs.add(seen.seen(l))
			w.Name = l.value.text
		case "points":
			errs.add(seen.seen(l))
			n, err := parseInt(l.value, "points", 0, 1000)
			errs.add(err)
			w.Points = n
		default:
			errs.add(l.key.at.errorf("unknown weapon field %q (want name, points, power or profile)", l.key.text))
		}
	}
	for _, key := range []string{"name", "points", "profile"} {
		if !seen[key] {
			errs.add(r.head.key.at.errorf("weapon %q has no %q line", w.ID, key))
		}
	}
	return w
}

// parseProfile reads "[name] R4|CC AP n [: keywords]". The first profile is
// the main one and has no name; every other profile must have one.
func parseProfile(t token, main bool, w *Weapon, errs *errorList) (Profile, bool) {
	head, keywords, hasKeywords := strings.Cut(t.text, ":")
	words := splitWords(t.at, head)
	var p Profile
	if len(words) > 0 && !isRange(words[0].text) {
		if main {
			errs.add(words[0].at.errorf("the first profile is the main one and has no name; want a range like R4 or CC, found %q", words[0].text))
			return p, false
		}
		if err := checkID(words[0], "profile name"); err != nil {
			errs.add(err)
			return p, false
		}
		p.Name = words[0].text
		words = words[1:]
	} else if !main {
		errs.add(t.at.errorf("an alternate profile needs a name, e.g. \"profile lunge R1 AP 3\""))
		return p, false
	}
	if len(words) != 3 || words[1].text != "AP" {
		errs.add(t.at.errorf("profile %q must be written like \"R4 AP 1: Keyword, Keyword\"", t.text))
		return p, false
	}
	if words[0].text != "CC" {
		n, err := parseInt(token{strings.TrimPrefix(words[0].text, "R"), words[0].at.at(1)}, "range", 1, 32)
		if err != nil {
			errs.add(err)
			return p, false
		}
		p.Range = n
	}
	ap, err := parseInt(words[2], "AP", 0, 9)
	if err != nil {
		errs.add(err)
		return p, false
	}
	p.AP = ap
	if hasKeywords {
		kt := token{keywords, t.at.at(runeCol(t.text, len(head)+1) - 1)}
		if !parseWeaponKeywords(kt, &p, w, errs) {
			return p, false
		}
	}
	if p.Lunge && p.Range == 0 {
		errs.add(t.at.errorf("a Lunge profile needs a range (it is a Shoot action), e.g. R1"))
		return p, false
	}
	return p, true
}

// isRange reports whether s reads as a range: "CC" or "R" and digits.
func isRange(s string) bool {
	if s == "CC" {
		return true
	}
	if len(s) < 2 || s[0] != 'R' {
		return false
	}
	for _, r := range s[1:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// weaponKeyword says whether a lower-case keyword name is a known weapon
// keyword and whether it takes a number.
func weaponKeyword(name string) (known, numbered bool) {
	switch name {
	case "weight of fire", "lethal", "esd", "smash", "frag", "implosion", "incendiary":
		return true, true
	case "rapid fire", "continuous fire", "optics", "sniper scope", "knockback", "long", "lunge",
		"one-use", "two-uses", "blast", "explosive", "grenade", "emp", "sticky", "suppression":
		return true, false
	}
	return false, false
}

// parseWeaponKeywords reads a profile's keywords into p (and the usage
// limit into w). It reports whether they were all valid. Blast, Explosive,
// Grenade, EMP, Sticky, Suppression, Frag, Implosion and Incendiary are
// only kept in Keywords: the game state reads them from there.
func parseWeaponKeywords(t token, p *Profile, w *Weapon, errs *errorList) bool {
	ok := true
	for _, item := range splitList(t) {
		name, n, err := checkKeyword(item, weaponKeyword, "weapon")
		if err != nil {
			errs.add(err)
			ok = false
			continue
		}
		switch name {
		case "rapid fire":
			p.RapidFire = true
		case "weight of fire":
			p.WeightOfFire += n
		case "continuous fire":
			p.ContinuousFire = true
			p.WeightOfFire += 2
		case "optics":
			p.Optics = true
		case "sniper scope":
			p.SniperScope = true
		case "lethal":
			p.Lethal += n
		case "esd":
			p.ESD += n
		case "smash":
			p.Smash += n
		case "knockback":
			p.Knockback = true
		case "long":
			p.Long = true
		case "lunge":
			p.Lunge = true
		case "one-use":
			w.Uses = 1
		case "two-uses":
			w.Uses = 2
		}
		p.Keywords = append(p.Keywords, item.text)
	}
	return ok
}
