package flashpoint

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// Points limits a roster may be built to (flashpoint-data.md "Units").
const (
	DefaultPointsLimit = 200
	LargePointsLimit   = 250
)

// PointsLimits lists the points limits a roster may name, the default first.
func PointsLimits() []int { return []int{DefaultPointsLimit, LargePointsLimit} }

// MaxUpgrades is how many weapon upgrades one model may take.
const MaxUpgrades = 1

// RosterProblem is one broken roster limit.
type RosterProblem struct {
	Model   int    // index into Roster.Models; -1 for the roster as a whole
	Message string // e.g. "3 Operator models: at most 2 of one unit"

	at datafile.Pos // where it was written, when the roster came from a file
}

// Error is the message, after "file:line:col: " when the place is known.
func (p RosterProblem) Error() string {
	if p.at.File == "" {
		return p.Message
	}
	return fmt.Sprintf("%s:%d:%d: %s", p.at.File, p.at.Line, p.at.Col, p.Message)
}

// limit is the roster's points limit, the default when it names none.
func (r *Roster) limit() int {
	if r.Limit == 0 {
		return DefaultPointsLimit
	}
	return r.Limit
}

// mainWeapon reports whether id is the unit's default weapon or one of its
// alternatives: the weapon slot of a roster model.
func (u *Unit) mainWeapon(id string) bool {
	return id == u.Weapon || slices.Contains(u.Alternatives, id)
}

// CheckRoster returns every roster limit r breaks, in order (HF roster
// limits, flashpoint-data.md "Units"): 1 to 6 models, at most 2 of one
// unit and 1 hero, each model's weapons among its unit's default,
// alternatives and upgrades with at most one of the first two and one
// upgrade, and the points within the roster's limit (200 or 250).
func (d *Data) CheckRoster(r *Roster) []RosterProblem {
	var out []RosterProblem
	add := func(model int, at datafile.Pos, format string, args ...any) {
		out = append(out, RosterProblem{Model: model, Message: fmt.Sprintf(format, args...), at: at})
	}
	if r.Limit != 0 && !slices.Contains(PointsLimits(), r.Limit) {
		add(-1, r.limitAt, "points limit %d: want %s", r.Limit, limitsText())
	}
	if len(r.Models) == 0 {
		add(-1, r.at, "a roster needs at least 1 model")
	}
	if len(r.Models) > MaxRosterModels {
		add(-1, r.Models[MaxRosterModels].at, "%d models: at most %d in one roster", len(r.Models), MaxRosterModels)
	}
	count := map[string]int{}
	heroes := 0
	for i, m := range r.Models {
		u := d.Units[m.Unit]
		if u == nil {
			add(i, m.at, "unknown unit %q", m.Unit)
			continue
		}
		count[m.Unit]++
		if count[m.Unit] == MaxUnitPerRoster+1 {
			add(i, m.at, "more than %d %s models in one roster", MaxUnitPerRoster, u.Name)
		}
		if u.Hero {
			heroes++
			if heroes == MaxHeroes+1 {
				add(i, m.at, "more than %d hero in one roster (%s)", MaxHeroes, u.Name)
			}
		}
		d.checkModelWeapons(i, m, u, add)
	}
	checkRosterItems(r, add)
	if total, limit := d.RosterPoints(r), r.limit(); total > limit {
		add(-1, r.limitAt, "%d points: %d over the limit of %d", total, total-limit, limit)
	}
	return out
}

// checkModelWeapons checks the weapons a roster model lists against what
// its unit may take.
func (d *Data) checkModelWeapons(i int, m RosterModel, u *Unit, add func(int, datafile.Pos, string, ...any)) {
	var mains, upgrades []string
	seen := map[string]bool{}
	for j, id := range m.Weapons {
		at := m.at
		if j < len(m.weaponRefs) {
			at = m.weaponRefs[j].At
		}
		w := d.Weapons[id]
		switch {
		case w == nil:
			add(i, at, "unknown weapon %q", id)
		case seen[id]:
			add(i, at, "the %s is listed twice", w.Name)
		case u.mainWeapon(id):
			mains = append(mains, w.Name)
		case slices.Contains(u.Upgrades, id):
			upgrades = append(upgrades, w.Name)
		case slices.Contains(u.Carries, id):
			// It carries it anyway.
		default:
			add(i, at, "a %s cannot take the %s (it may take %s)", u.Name, w.Name, d.unitOptionsText(u))
		}
		seen[id] = true
	}
	if len(mains) > 1 {
		add(i, m.at, "a %s takes one of %s, not %s", u.Name, d.weaponNames(append([]string{u.Weapon}, u.Alternatives...), " or "), strings.Join(mains, " and "))
	}
	if len(upgrades) > MaxUpgrades {
		add(i, m.at, "at most %d weapon upgrade per model, not %s", MaxUpgrades, strings.Join(upgrades, " and "))
	}
}

// unitOptionsText names the weapons a unit may take, for messages.
func (d *Data) unitOptionsText(u *Unit) string {
	s := d.weaponNames(append([]string{u.Weapon}, u.Alternatives...), " or ")
	if len(u.Upgrades) > 0 {
		s += ", upgrade " + d.weaponNames(u.Upgrades, " or ")
	}
	return s
}

// weaponNames joins the display names of weapon IDs.
func (d *Data) weaponNames(ids []string, sep string) string {
	names := make([]string, 0, len(ids))
	for _, id := range ids {
		if w := d.Weapons[id]; w != nil {
			names = append(names, w.Name)
		} else {
			names = append(names, id)
		}
	}
	return strings.Join(names, sep)
}

// limitsText is "200 or 250".
func limitsText() string {
	var s []string
	for _, n := range PointsLimits() {
		s = append(s, strconv.Itoa(n))
	}
	return strings.Join(s, " or ")
}

// ReadRoster reads a roster file and checks it against the data: the
// format, the units and weapons it names and every roster limit. Errors
// read "name:line:col: what is wrong". Models without a name take their
// unit's.
func (d *Data) ReadRoster(name string, text []byte) (*Roster, error) {
	r, err := ParseRoster(name, text)
	if err != nil {
		return nil, err
	}
	if err := d.rosterErrors(r); err != nil {
		return nil, err
	}
	d.nameModels(r)
	return r, nil
}

// rosterErrors turns CheckRoster's problems into positioned errors.
func (d *Data) rosterErrors(r *Roster) error {
	var errs datafile.ErrorList
	for _, p := range d.CheckRoster(r) {
		if p.at.File == "" {
			p.at = r.at
		}
		errs.Add(p)
	}
	return errs.Err()
}

// nameModels gives every model without a name its unit's name.
func (d *Data) nameModels(r *Roster) {
	for i := range r.Models {
		m := &r.Models[i]
		if u := d.Units[m.Unit]; u != nil && m.Name == "" {
			m.Name = u.Name
		}
	}
}

// FormatRoster writes r in the roster file format (assets/flashpoint/
// README.md); ParseRoster reads it back. Names are written as they are, so
// they must not hold '#' or line breaks (the builder removes them).
func FormatRoster(r *Roster) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "roster %s\n", r.Name)
	if r.Limit != 0 {
		fmt.Fprintf(&b, "limit %d\n", r.Limit)
	}
	for _, m := range r.Models {
		b.WriteString("model " + m.Unit)
		if len(m.Weapons) > 0 {
			b.WriteString(" with " + strings.Join(m.Weapons, ", "))
		}
		if m.Name != "" {
			b.WriteString(" as " + m.Name)
		}
		b.WriteByte('\n')
		writeRosterItems(&b, m)
	}
	return []byte(b.String())
}
