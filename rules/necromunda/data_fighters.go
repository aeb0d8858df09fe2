package necromunda

import (
	"fmt"
	"strings"
)

// fighterStats are the names of a fighter's stats line.
func fighterStats() []string {
	return []string{"M", "WS", "BS", "S", "T", "W", "I", "A", "Ld", "Cl", "Wil", "Int", "Sv"}
}

// ParseFighters reads fighters.txt (format: assets/necromunda/README.md).
func ParseFighters(file string, data []byte) ([]Fighter, error) {
	recs, err := parseRecords(file, data, "fighter")
	if err != nil {
		return nil, err
	}
	var out []Fighter
	for _, r := range recs {
		if err := r.once(file, []string{"name", "role", "leader", "skills", "stats"}); err != nil {
			return nil, err
		}
		f := Fighter{ID: r.id}
		var ln int
		if f.Name, _, err = r.need(file, "name"); err != nil {
			return nil, err
		}
		if f.Role, ln, err = r.need(file, "role"); err != nil {
			return nil, err
		}
		if n := len(f.Role); n < 1 || n > 3 {
			return nil, dataError(file, ln, "fighter %s: role %q wants one to three letters", r.id, f.Role)
		}
		if v, ln, ok := r.get("leader"); ok {
			if v != "yes" && v != "no" {
				return nil, dataError(file, ln, "fighter %s: leader wants yes or no, not %q", r.id, v)
			}
			f.Leader = v == "yes"
		}
		if v, ln, ok := r.get("skills"); ok {
			for _, sk := range strings.Split(v, ",") {
				sk = strings.TrimSpace(sk)
				if !knownSkill(sk) {
					return nil, dataError(file, ln, "fighter %s: skills: %q is not a skill (known: %s)", r.id, sk, strings.Join(Skills(), ", "))
				}
				f.Skills = append(f.Skills, sk)
			}
		}
		stats, ln, err := r.need(file, "stats")
		if err != nil {
			return nil, err
		}
		if err := f.readStats(stats); err != nil {
			return nil, dataError(file, ln, "fighter %s: stats: %v", r.id, err)
		}
		out = append(out, f)
	}
	return out, nil
}

// readStats fills the profile from a stats line.
func (f *Fighter) readStats(s string) error {
	p, err := pairs(s, fighterStats())
	if err != nil {
		return err
	}
	for _, name := range fighterStats() {
		if _, ok := p[name]; !ok && name != "Sv" {
			return fmt.Errorf("%s is missing", name)
		}
	}
	type field struct {
		name string
		to   *int
		read func(string) (int, error)
	}
	d6 := func(v string) (int, error) { return parseRoll(v, 2, 6, false) }
	twoD6 := func(v string) (int, error) { return parseRoll(v, 2, 12, false) }
	small := func(lo, hi int) func(string) (int, error) {
		return func(v string) (int, error) {
			n, err := parseNum(v)
			if err == nil && (n < lo || n > hi) {
				err = fmt.Errorf("wants %d to %d, not %d", lo, hi, n)
			}
			return n, err
		}
	}
	for _, x := range []field{
		{"M", &f.M, func(v string) (int, error) { return parseInches(v, false) }},
		{"WS", &f.WS, d6}, {"BS", &f.BS, d6}, {"I", &f.I, d6},
		{"S", &f.S, small(1, 10)}, {"T", &f.T, small(1, 10)}, {"W", &f.W, small(1, 5)}, {"A", &f.A, small(1, 5)},
		{"Ld", &f.Ld, twoD6}, {"Cl", &f.Cl, twoD6}, {"Wil", &f.Wil, twoD6}, {"Int", &f.Int, twoD6},
		{"Sv", &f.Sv, func(v string) (int, error) { return parseRoll(v, 2, 6, true) }},
	} {
		v, ok := p[x.name]
		if !ok {
			continue
		}
		n, err := x.read(v)
		if err != nil {
			return fmt.Errorf("%s %v", x.name, err)
		}
		*x.to = n
	}
	if f.M < StepInches {
		return fmt.Errorf("M %d\" is less than one cube (%d\")", f.M, StepInches)
	}
	return nil
}
