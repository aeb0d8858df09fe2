package necromunda

import (
	"fmt"
	"strconv"
	"strings"
)

// weaponStats are the names of a weapon's stats line.
func weaponStats() []string { return []string{"S", "L", "AccS", "AccL", "Str", "AP", "D", "Am"} }

// ParseWeapons reads weapons.txt (format: assets/necromunda/README.md).
func ParseWeapons(file string, data []byte) ([]Weapon, error) {
	recs, err := parseRecords(file, data, "weapon")
	if err != nil {
		return nil, err
	}
	var out []Weapon
	for _, r := range recs {
		if err := r.once(file, []string{"name", "stats", "traits"}); err != nil {
			return nil, err
		}
		w := Weapon{ID: r.id}
		if w.Name, _, err = r.need(file, "name"); err != nil {
			return nil, err
		}
		stats, ln, err := r.need(file, "stats")
		if err != nil {
			return nil, err
		}
		if err := w.readStats(stats); err != nil {
			return nil, dataError(file, ln, "weapon %s: stats: %v", r.id, err)
		}
		if v, ln, ok := r.get("traits"); ok {
			if err := w.readTraits(v); err != nil {
				return nil, dataError(file, ln, "weapon %s: traits: %v", r.id, err)
			}
		}
		if err := w.check(); err != nil {
			return nil, dataError(file, r.line, "weapon %s: %v", r.id, err)
		}
		out = append(out, w)
	}
	return out, nil
}

// readStats fills the profile from a stats line.
func (w *Weapon) readStats(s string) error {
	p, err := pairs(s, weaponStats())
	if err != nil {
		return err
	}
	for _, name := range weaponStats() {
		if _, ok := p[name]; !ok {
			return fmt.Errorf("%s is missing", name)
		}
	}
	if w.Short, err = parseInches(p["S"], true); err != nil {
		return fmt.Errorf("S %v", err)
	}
	if w.Long, err = parseInches(p["L"], true); err != nil {
		return fmt.Errorf("L %v", err)
	}
	if w.AccShort, err = parseMod(p["AccS"]); err != nil {
		return fmt.Errorf("AccS %v", err)
	}
	if w.AccLong, err = parseMod(p["AccL"]); err != nil {
		return fmt.Errorf("AccL %v", err)
	}
	if err := w.readStrength(p["Str"]); err != nil {
		return fmt.Errorf("Str %v", err)
	}
	if p["AP"] != "-" {
		if w.AP, err = parseNum(p["AP"]); err != nil || w.AP > 0 || w.AP < -5 {
			return fmt.Errorf("AP wants 0 to -5 or -, not %q", p["AP"])
		}
	}
	if w.D, err = parseNum(p["D"]); err != nil || w.D < 1 || w.D > 5 {
		return fmt.Errorf("D wants 1 to 5, not %q", p["D"])
	}
	if w.Am, err = parseRoll(p["Am"], 2, 6, true); err != nil {
		return fmt.Errorf("Am %v", err)
	}
	return nil
}

// readStrength reads "3", "user" or "user+1".
func (w *Weapon) readStrength(s string) error {
	if rest, ok := strings.CutPrefix(s, "user"); ok {
		w.StrUser = true
		if rest == "" {
			return nil
		}
		n, err := strconv.Atoi(rest)
		if err != nil || n < -3 || n > 5 {
			return fmt.Errorf("wants a number, user or user+N, not %q", s)
		}
		w.Str = n
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 10 {
		return fmt.Errorf("wants 1 to 10, user or user+N, not %q", s)
	}
	w.Str = n
	return nil
}

// readTraits reads the comma-separated traits.
func (w *Weapon) readTraits(s string) error {
	for _, t := range strings.Split(s, ",") {
		t = strings.TrimSpace(t)
		switch {
		case t == "Pistol":
			w.Pistol = true
		case t == "Melee":
			w.Melee = true
		case t == "Grenade":
			w.Grenade = true
		case t == "Template":
			w.Template = true
		case t == "Knockback":
			w.Knockback = true
		case t == "Scarce":
			w.Scarce = true
		case strings.HasPrefix(t, "Rapid Fire "):
			n, err := strconv.Atoi(strings.TrimPrefix(t, "Rapid Fire "))
			if err != nil || n < 1 || n > 3 {
				return fmt.Errorf("%q wants Rapid Fire 1 to 3", t)
			}
			w.RapidFire = n
		case t == "Blast 3":
			w.Blast = 3
		case t == "Blast 5":
			w.Blast = 5
		default:
			return fmt.Errorf("unknown trait %q (want Rapid Fire N, Pistol, Melee, Grenade, Blast 3, Blast 5, Template, Knockback, Scarce)", t)
		}
	}
	return nil
}

// check refuses profiles the rules cannot play.
func (w *Weapon) check() error {
	switch {
	case w.Melee && (w.Long > 0 || w.Grenade || w.Blast > 0 || w.Template):
		return fmt.Errorf("a Melee weapon has no range, blast or template")
	case !w.Melee && !w.Grenade && w.Long == 0:
		return fmt.Errorf("a ranged weapon needs a Long range (L)")
	case w.Short > w.Long && !w.Grenade:
		return fmt.Errorf("its Short range %d\" is beyond its Long range %d\"", w.Short, w.Long)
	case w.StrUser && !w.Melee:
		return fmt.Errorf("only a Melee weapon takes the user's strength")
	case w.Template && w.Blast > 0:
		return fmt.Errorf("a weapon is a Blast or a Template, not both")
	}
	return nil
}
