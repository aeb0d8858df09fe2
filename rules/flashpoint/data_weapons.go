package flashpoint

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// ParseWeapons reads a weapons file (see assets/flashpoint/README.md). name
// is used in error messages, which read "name:line:col: what is wrong".
func ParseWeapons(name string, data []byte) (map[string]*Weapon, error) {
	var errs datafile.ErrorList
	weapons := map[string]*Weapon{}
	for _, r := range datafile.SplitRecords(datafile.SplitLines(name, data), "weapon", &errs) {
		w := parseWeapon(r, &errs)
		if w == nil {
			continue
		}
		if _, dup := weapons[w.ID]; dup {
			errs.Add(r.Head.Value.At.Errorf("weapon %q defined twice", w.ID))
			continue
		}
		weapons[w.ID] = w
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return weapons, nil
}

// parseWeapon reads one weapon record; nil if its head is unusable.
func parseWeapon(r datafile.Record, errs *datafile.ErrorList) *Weapon {
	id := r.Head.Value
	if err := checkID(id, "weapon id"); err != nil {
		errs.Add(err)
		return nil
	}
	w := &Weapon{ID: id.Text}
	seen := datafile.Once{}
	for _, l := range r.Lines {
		if errs.Full() {
			return nil
		}
		if l.Key.Text == "power" {
			if l.Value.Text != "" {
				errs.Add(l.Value.At.Errorf("\"power\" takes no value"))
			}
			errs.Add(seen.Seen(l))
			w.Power = true
			continue
		}
		if err := datafile.NeedValue(l); err != nil {
			errs.Add(err)
			continue
		}
		switch l.Key.Text {
		case "profile":
			seen[l.Key.Text] = true
			p, ok := parseProfile(l.Value, len(w.Profiles) == 0, w, errs)
			if !ok {
				continue
			}
			if _, dup := w.Profile(p.Name); dup && len(w.Profiles) > 0 {
				errs.Add(l.Value.At.Errorf("profile %q given twice", p.Name))
				continue
			}
			w.Profiles = append(w.Profiles, p)
		case "name":
			errs.Add(seen.Seen(l))
			w.Name = l.Value.Text
		case "points":
			errs.Add(seen.Seen(l))
			n, err := datafile.ParseInt(l.Value, "points", 0, 1000)
			errs.Add(err)
			w.Points = n
		default:
			errs.Add(l.Key.At.Errorf("unknown weapon field %q (want name, points, power or profile)", l.Key.Text))
		}
	}
	for _, key := range []string{"name", "points", "profile"} {
		if !seen[key] {
			errs.Add(r.Head.Key.At.Errorf("weapon %q has no %q line", w.ID, key))
		}
	}
	return w
}

// parseProfile reads "[name] R4|CC AP n [: keywords]". The first profile is
// the main one and has no name; every other profile must have one.
func parseProfile(t datafile.Token, main bool, w *Weapon, errs *datafile.ErrorList) (Profile, bool) {
	head, keywords, hasKeywords := strings.Cut(t.Text, ":")
	words := datafile.SplitWords(t.At, head)
	var p Profile
	if len(words) > 0 && !isRange(words[0].Text) {
		if main {
			errs.Add(words[0].At.Errorf("the first profile is the main one and has no name; want a range like R4 or CC, found %q", words[0].Text))
			return p, false
		}
		if err := checkID(words[0], "profile name"); err != nil {
			errs.Add(err)
			return p, false
		}
		p.Name = words[0].Text
		words = words[1:]
	} else if !main {
		errs.Add(t.At.Errorf("an alternate profile needs a name, e.g. \"profile lunge R1 AP 3\""))
		return p, false
	}
	if len(words) != 3 || words[1].Text != "AP" {
		errs.Add(t.At.Errorf("profile %q must be written like \"R4 AP 1: Keyword, Keyword\"", t.Text))
		return p, false
	}
	if words[0].Text != "CC" {
		n, err := datafile.ParseInt(datafile.Token{Text: strings.TrimPrefix(words[0].Text, "R"), At: words[0].At.Right(1)}, "range", 1, 32)
		if err != nil {
			errs.Add(err)
			return p, false
		}
		p.Range = n
	}
	ap, err := datafile.ParseInt(words[2], "AP", 0, 9)
	if err != nil {
		errs.Add(err)
		return p, false
	}
	p.AP = ap
	if hasKeywords {
		kt := datafile.Token{Text: keywords, At: t.At.Right(datafile.RuneCol(t.Text, len(head)+1) - 1)}
		if !parseWeaponKeywords(kt, &p, w, errs) {
			return p, false
		}
	}
	if p.Lunge && p.Range == 0 {
		errs.Add(t.At.Errorf("a Lunge profile needs a range (it is a Shoot action), e.g. R1"))
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
func parseWeaponKeywords(t datafile.Token, p *Profile, w *Weapon, errs *datafile.ErrorList) bool {
	ok := true
	for _, item := range datafile.SplitList(t) {
		name, n, err := checkKeyword(item, weaponKeyword, "weapon")
		if err != nil {
			errs.Add(err)
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
		p.Keywords = append(p.Keywords, item.Text)
	}
	return ok
}
