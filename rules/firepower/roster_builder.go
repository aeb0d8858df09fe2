package firepower

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// The squad builder (rules.RosterBuilder): a squad is MinSquad to
// MaxSquad soldiers of the shipped soldier types, each with the weapons
// of its type. The basic game prices nothing, so a squad's "cost" is its
// number of soldiers, checked against MaxSquad.

// RosterCatalog lists the soldier types a squad may take.
func (r *Ruleset) RosterCatalog() rules.RosterCatalog {
	c := rules.RosterCatalog{
		Team: "squad", PointsLimits: []int{MaxSquad}, PointsWord: "soldiers", PointsShort: "×",
		Member: "soldier", MinModels: MinSquad, MaxModels: MaxSquad,
		Notes: []string{fmt.Sprintf("%d to %d soldiers; each carries its type's weapons.", MinSquad, MaxSquad)},
	}
	for _, s := range r.data.Soldiers {
		u := rules.RosterUnit{ID: s.ID, Name: s.Name, Points: 1, Tags: []string{s.Role}}
		for _, id := range s.Weapons {
			if w, ok := r.data.Weapon(id); ok {
				u.Profile = append(u.Profile, weaponLine(w))
			}
		}
		c.Units = append(c.Units, u)
	}
	return c
}

// ShippedRoster returns a shipped squad as a roster.
func (r *Ruleset) ShippedRoster(id string) (rules.RosterSpec, bool) {
	q, ok := r.data.Squad(id)
	if !ok {
		return rules.RosterSpec{}, false
	}
	return squadSpec(q), true
}

// squadSpec is a squad in neutral form.
func squadSpec(q *Squad) rules.RosterSpec {
	spec := rules.RosterSpec{ID: q.ID, Name: q.Name}
	for _, m := range q.Members {
		spec.Models = append(spec.Models, rules.ModelSpec{Unit: m})
	}
	return spec
}

// specSquad is a roster as a squad.
func specSquad(spec rules.RosterSpec) *Squad {
	q := &Squad{ID: spec.ID, Name: spec.Name}
	for _, m := range spec.Models {
		q.Members = append(q.Members, m.Unit)
	}
	return q
}

// CheckRoster counts a squad's soldiers and lists what breaks a limit:
// too few or too many soldiers, an unknown soldier type, gear (the
// basic game's soldiers choose none).
func (r *Ruleset) CheckRoster(spec rules.RosterSpec) rules.RosterReport {
	rep := rules.RosterReport{Points: len(spec.Models), Limit: MaxSquad}
	for i, m := range spec.Models {
		rep.ModelPoints = append(rep.ModelPoints, 1)
		if _, ok := r.data.Soldier(m.Unit); !ok {
			rep.Problems = append(rep.Problems, rules.RosterProblem{Model: i, Message: fmt.Sprintf("unknown soldier type %q", m.Unit)})
		}
		if len(m.Gear) > 0 {
			rep.Problems = append(rep.Problems, rules.RosterProblem{Model: i, Message: "a soldier carries its type's weapons and chooses no gear"})
		}
	}
	if n := len(spec.Models); n < MinSquad || n > MaxSquad {
		rep.Problems = append(rep.Problems, rules.RosterProblem{Model: -1, Message: fmt.Sprintf("%d %s: a squad has %d to %d", n, plural(n, "soldier", "soldiers"), MinSquad, MaxSquad)})
	}
	return rep
}

// FormatRoster writes a squad in the squads.txt format.
func (r *Ruleset) FormatRoster(spec rules.RosterSpec) []byte {
	var b strings.Builder
	id := spec.ID
	if !validID(id) {
		id = "squad"
	}
	name := spec.Name
	if strings.TrimSpace(name) == "" {
		name = id
	}
	fmt.Fprintf(&b, "squad %s\nname    %s\n", id, strings.Join(strings.Fields(name), " "))
	for _, m := range spec.Models {
		fmt.Fprintf(&b, "member  %s\n", m.Unit)
	}
	return []byte(b.String())
}

// ParseRoster reads one squad in the squads.txt format; the number of
// soldiers and their types are CheckRoster's to judge.
func (r *Ruleset) ParseRoster(name string, text []byte) (rules.RosterSpec, error) {
	var errs datafile.ErrorList
	recs := records(name, text, "squad", &errs)
	if err := errs.Err(); err != nil {
		return rules.RosterSpec{}, err
	}
	if len(recs) != 1 {
		return rules.RosterSpec{}, fmt.Errorf("%s: %d squads, want 1", name, len(recs))
	}
	lines := keyLines(recs[0], []string{"name", "member"}, []string{"name"}, []string{"member"}, &errs)
	spec := rules.RosterSpec{ID: name}
	if l := lines["name"]; len(l) > 0 {
		spec.Name = l[0].Value.Text
	}
	for _, l := range lines["member"] {
		if !validID(l.Value.Text) {
			errs.Add(l.Value.At.Errorf("member: %q is not a soldier type ID", l.Value.Text))
			continue
		}
		spec.Models = append(spec.Models, rules.ModelSpec{Unit: l.Value.Text})
	}
	return spec, errs.Err()
}
