package killteam

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// CheckRoster prices a roster and lists every broken limit in words
// (KT-ROS-1/2 and RULES.md "Building a kill team"): for each model, a
// unit the data has, the specialism and weapons its unit offers, no more
// weapons of a slot than the slot takes, at least one weapon, no more than
// Max of its unit, one faction, no specialism twice; for the roster, 3 to
// 20 models, exactly one Leader, at most 4 specialists and the points
// within a format of 100, 125 or 200.
func (r *Ruleset) CheckRoster(s rules.RosterSpec) rules.RosterReport {
	if r.err != nil {
		return rules.RosterReport{Problems: []rules.RosterProblem{{Model: -1, Message: "the unit data did not load"}}}
	}
	d := r.data
	ro := d.rosterFromSpec(s)
	rep := rules.RosterReport{Limit: ro.Format}
	var probs []rules.RosterProblem
	add := func(i int, format string, args ...any) {
		probs = append(probs, rules.RosterProblem{Model: i, Message: fmt.Sprintf(format, args...)})
	}
	perUnit := map[string]int{}
	specs := map[Specialism]int{}
	leaders, specialists := 0, 0
	var faction []string
	for i, ms := range s.Models {
		m := ro.Models[i]
		pts := 0
		u, ok := d.Unit(ms.Unit)
		if !ok {
			add(i, "no unit %q in the data", ms.Unit)
			rep.ModelPoints = append(rep.ModelPoints, 0)
			continue
		}
		pts = d.RosterPoints(&Roster{Models: []RosterModel{m}})
		rep.ModelPoints = append(rep.ModelPoints, pts)
		rep.Points += pts
		perUnit[u.ID]++
		if u.Stats.Max > 0 && perUnit[u.ID] == u.Stats.Max+1 {
			add(i, "one %s too many: at most %d of this unit", u.Name, u.Stats.Max)
		}
		if f := factionOf(u); faction == nil {
			faction = f
		} else if !shareAny(faction, f) {
			add(i, "a %s is not of the kill team's faction (%s, the first model's)", u.Name, strings.Join(faction, ", "))
		}
		checkModelGear(d, u, ms, func(format string, args ...any) { add(i, format, args...) })
		if m.Specialism == NoSpecialism {
			continue
		}
		specialists++
		if m.Specialism == Leader {
			leaders++
		}
		specs[m.Specialism]++
		if !containsSpecialism(u.Specialisms, m.Specialism) {
			add(i, "a %s may not be a %s specialist", u.Name, m.Specialism)
		}
		if specs[m.Specialism] == 2 {
			add(i, "a second %s specialist: a specialism may not repeat", m.Specialism)
		}
	}
	n := len(s.Models)
	switch {
	case n < MinModels:
		add(-1, "%d %s: a kill team has at least %d", n, plural(n, "model", "models"), MinModels)
	case n > MaxRosterModels:
		add(-1, "%d models: a kill team has at most %d", n, MaxRosterModels)
	}
	if leaders == 0 {
		add(-1, "no Leader: one model must be the Leader")
	} else if leaders > 1 {
		add(-1, "%d Leaders: a kill team has exactly one", leaders)
	}
	if specialists > MaxSpecialists {
		add(-1, "%d specialists: at most %d, the Leader included", specialists, MaxSpecialists)
	}
	if !validFormat(ro.Format) {
		add(-1, "a format of %d points: the formats are 100, 125 and 200", ro.Format)
	} else if rep.Points > ro.Format {
		add(-1, "%d points: over the format of %d by %d", rep.Points, ro.Format, rep.Points-ro.Format)
	}
	rep.Problems = probs
	return rep
}

// checkModelGear reports a model's gear its unit does not offer: an
// unknown choice, a weapon outside its wargear and options, more
// specialisms or more weapons of a slot than the slot takes, or no
// weapon at all.
func checkModelGear(d *Data, u *Unit, ms rules.ModelSpec, add func(format string, args ...any)) {
	perSlot := map[string]int{}
	ru := d.rosterUnit(u)
	weapons, specs := 0, 0
	for _, g := range ms.Gear {
		if sp, ok := specialismChoice(g); ok {
			specs++
			if specs == 2 {
				add("a %s with two specialisms (%s and more): a model takes one", u.Name, sp)
			}
			continue
		}
		w, ok := d.Weapon(g)
		if !ok {
			add("a %s carries %q: no such weapon", u.Name, g)
			continue
		}
		weapons++
		if !contains(u.Wargear, g) && !contains(u.Options, g) {
			add("a %s may not carry a %s (not in its wargear or options)", u.Name, w.Name)
			continue
		}
		slot := weaponSlot(w)
		perSlot[slot]++
		for _, sl := range ru.Slots {
			if sl.Name == slot && perSlot[slot] == sl.Max+1 {
				add("a %s carries more than %d %s %s", u.Name, sl.Max, strings.ToLower(slot), plural(sl.Max, "weapon", "weapons"))
			}
		}
	}
	if weapons == 0 {
		add("a %s carries no weapon: a model takes at least one", u.Name)
	}
}

// roleKeywords are the keywords that say what a model is or does, not
// whose it is: every other keyword is a faction's.
func roleKeywords() [3]string { return [...]string{"Infantry", "Psyker", "Fly"} }

// factionOf is a unit's faction keywords: its keywords other than the
// role keywords (RULES.md "Building a kill team").
func factionOf(u *Unit) []string {
	out := []string{}
	for _, k := range u.Keywords {
		role := false
		for _, r := range roleKeywords() {
			role = role || strings.EqualFold(k, r)
		}
		if !role {
			out = append(out, k)
		}
	}
	return out
}

// shareAny reports whether a and b share a keyword, or both have none.
func shareAny(a, b []string) bool {
	if len(a) == 0 && len(b) == 0 {
		return true
	}
	for _, x := range a {
		for _, y := range b {
			if strings.EqualFold(x, y) {
				return true
			}
		}
	}
	return false
}
