package killteam

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// Abilities are the weapon abilities the engine knows (KT-STAT-2).
type Abilities struct {
	AutoHit      bool // hits without a hit roll (a flamer)
	Overheat     bool // an unmodified hit roll of 1 takes the bearer out of action after the attacks
	ExtraAttacks int  // melee: more attacks than the model's A (a chainsword's +1)
	Unwieldy     bool // -1 to hit
}

// Profile is one profile of a weapon (KT-STAT-2). Range is in inches, 0
// for a Melee profile; Attacks is the number after the type (Melee: 0,
// the model's A is used).
type Profile struct {
	Name      string // "" for the main profile
	Range     int
	Type      WeaponType
	Attacks   DiceValue
	S         Strength
	AP        int // 0 or negative
	D         DiceValue
	Abilities Abilities
}

// Weapon is a weapon record of weapons.txt.
type Weapon struct {
	ID       string
	Name     string
	Points   int
	Profiles []Profile     // the first is the main profile
	at       datafile.Line // the "weapon" line, for errors
}

// maxRangeInches bounds a weapon's range.
const maxRangeInches = 120

// ParseWeapons reads weapons.txt (format: assets/killteam/README.md).
// Every error names the file, line and column.
func ParseWeapons(file string, data []byte) ([]Weapon, error) {
	var errs datafile.ErrorList
	var weapons []Weapon
	var cur *Weapon
	var seen seenKeys
	var start datafile.Line
	finish := func() {
		if cur == nil {
			return
		}
		for _, key := range []string{"name", "points", "profile"} {
			if !seen[key] {
				errs.Add(start.Errorf("weapon %s has no %s line", cur.ID, key))
			}
		}
		weapons = append(weapons, *cur)
	}
	for _, l := range datafile.SplitLines(file, data) {
		if l.Key.Text == "weapon" {
			finish()
			id, err := recordStart(l)
			errs.Add(err)
			cur, seen, start = &Weapon{ID: id, at: l}, seenKeys{}, l
			continue
		}
		if cur == nil {
			errs.Add(l.Errorf("%q before the first \"weapon\" line", l.Key.Text))
			continue
		}
		if l.Key.Text == "profile" {
			seen["profile"] = true
			p, err := parseProfile(l, len(cur.Profiles) == 0)
			if err == nil {
				for _, q := range cur.Profiles {
					if q.Name == p.Name {
						err = l.Errorf("profile: two profiles called %q", p.Name)
					}
				}
			}
			if err == nil && len(cur.Profiles) > 0 && (p.Type == Melee) != (cur.Profiles[0].Type == Melee) {
				err = l.Errorf("profile: a weapon's profiles are all Melee or all ranged")
			}
			errs.Add(err)
			if err == nil {
				cur.Profiles = append(cur.Profiles, p)
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
		case "points":
			n, err := parsePoints(l)
			errs.Add(err)
			cur.Points = n
		default:
			errs.Add(l.Errorf("unknown key %q in a weapon (want name, points, profile)", l.Key.Text))
		}
	}
	finish()
	if err := errs.Err(); err != nil {
		return nil, err
	}
	if len(weapons) == 0 {
		return nil, fmt.Errorf("%s: no weapons", file)
	}
	return weapons, checkUniqueIDs("weapon", len(weapons), func(i int) (string, datafile.Line) { return weapons[i].ID, weapons[i].at })
}

// parseProfile reads `[name] <range> <type> S <s> AP <ap> D <d> [: abilities]`,
// the range being `24"` or `Melee` (which has no type). The main profile
// (first) has no name; the others must have one.
func parseProfile(l datafile.Line, main bool) (Profile, error) {
	text, abilities, _ := strings.Cut(l.Value.Text, ":")
	words := strings.Fields(text)
	var p Profile
	if len(words) > 0 && !isRangeWord(words[0]) {
		if !validID(words[0]) {
			return p, l.Errorf("profile: %q is neither a range (24\" or Melee) nor a profile name", words[0])
		}
		p.Name, words = words[0], words[1:]
	}
	if main && p.Name != "" {
		return p, l.Errorf("profile: the first profile is the main one and has no name (%q)", p.Name)
	}
	if !main && p.Name == "" {
		return p, l.Errorf("profile: a second profile needs a name first")
	}
	if len(words) == 0 {
		return p, l.Errorf("profile: no range (24\" or Melee)")
	}
	if strings.EqualFold(words[0], "Melee") {
		words = words[1:]
	} else {
		n, err := strconv.Atoi(strings.TrimSuffix(words[0], `"`))
		if err != nil || n < 1 || n > maxRangeInches {
			return p, l.Errorf("profile: range %q must be 1\" to %d\" or Melee", words[0], maxRangeInches)
		}
		p.Range = n
		i := 0
		for i < len(words) && !strings.EqualFold(words[i], "S") {
			i++
		}
		if i < 3 {
			return p, l.Errorf("profile: a ranged profile needs a type and attacks after its range (Rapid Fire 1, Heavy D6)")
		}
		name := strings.Join(words[1:i-1], " ")
		t, ok := parseWeaponType(name)
		if !ok {
			return p, l.Errorf("profile: unknown weapon type %q (want Heavy, Rapid Fire, Assault, Grenade or Pistol)", name)
		}
		attacks, err := ParseDiceValue(words[i-1])
		if err != nil || attacks.Max() < 1 {
			return p, l.Errorf("profile: attacks %q must be a number of 1 or more or dice (D3, D6, 2D6)", words[i-1])
		}
		p.Type, p.Attacks, words = t, attacks, words[i:]
	}
	if len(words) != 6 || !strings.EqualFold(words[0], "S") || !strings.EqualFold(words[2], "AP") || !strings.EqualFold(words[4], "D") {
		return p, l.Errorf("profile: want S <strength> AP <ap> D <damage> after the range and type, got %q", strings.Join(words, " "))
	}
	var err error
	if p.S, err = ParseStrength(words[1]); err != nil {
		return p, l.Errorf("profile: %v", err)
	}
	if p.Type != Melee && p.S.Kind != StrengthFixed {
		return p, l.Errorf("profile: a ranged weapon's strength is a number, not %q", words[1])
	}
	ap, err := strconv.Atoi(words[3])
	if err != nil || ap > 0 || ap < -6 {
		return p, l.Errorf("profile: AP %q must be 0 or -1 to -6", words[3])
	}
	p.AP = ap
	if p.D, err = ParseDiceValue(words[5]); err != nil || p.D.Max() < 1 {
		return p, l.Errorf("profile: damage %q must be a number of 1 or more or dice (D3, D6)", words[5])
	}
	if p.D.Count > 1 {
		return p, l.Errorf("profile: damage %q: at most one die", words[5])
	}
	p.Abilities, err = parseAbilities(l, abilities, p.Type)
	return p, err
}

// isRangeWord reports whether w starts a range: Melee or a number.
func isRangeWord(w string) bool {
	return strings.EqualFold(w, "Melee") || (w[0] >= '0' && w[0] <= '9')
}

// parseAbilities reads a profile's comma-separated abilities.
func parseAbilities(l datafile.Line, text string, t WeaponType) (Abilities, error) {
	var a Abilities
	if strings.TrimSpace(text) == "" {
		return a, nil
	}
	for _, item := range strings.Split(text, ",") {
		words := strings.Fields(item)
		name := strings.ToLower(strings.Join(words, " "))
		switch {
		case name == "auto-hit" && t != Melee:
			a.AutoHit = true
		case name == "overheat" && t != Melee:
			a.Overheat = true
		case name == "unwieldy":
			a.Unwieldy = true
		case len(words) == 3 && strings.ToLower(words[0]+" "+words[1]) == "extra attacks" && t == Melee:
			n, err := strconv.Atoi(words[2])
			if err != nil || n < 1 || n > 4 {
				return a, l.Errorf("profile: Extra Attacks %q must be 1 to 4", words[2])
			}
			a.ExtraAttacks += n
		default:
			return a, l.Errorf("profile: unknown ability %q (want Auto-hit, Overheat or Unwieldy; Extra Attacks N or Unwieldy for Melee)", strings.TrimSpace(item))
		}
	}
	return a, nil
}
