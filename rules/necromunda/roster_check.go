package necromunda

import (
	"fmt"
	"slices"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// CheckRoster prices a gang in credits and lists every broken limit in
// words (RULES.md "Building a gang"): for each fighter, a type the data
// has, of the gang's house, weapons on its list, each once, no more of a
// slot than the slot takes, at least one; for the gang, 4 to 8 fighters,
// exactly one leader, at most 2 champions, no more juves than gangers
// and the cost within a limit of 1000 or 1500 credits.
func (r *Ruleset) CheckRoster(s rules.RosterSpec) rules.RosterReport {
	if r.err != nil {
		return rules.RosterReport{Problems: []rules.RosterProblem{{Model: -1, Message: "the gang data did not load"}}}
	}
	d := r.data
	rep := rules.RosterReport{Limit: s.Limit}
	if rep.Limit == 0 {
		rep.Limit = CreditLimits()[0]
	}
	add := func(i int, format string, args ...any) {
		rep.Problems = append(rep.Problems, rules.RosterProblem{Model: i, Message: fmt.Sprintf(format, args...)})
	}
	perClass := map[Class]int{}
	house := ""
	for i, m := range s.Models {
		t, ok := d.Fighter(m.Unit)
		l, listed := d.Lists.Fighter(m.Unit)
		if !ok || !listed {
			add(i, "no fighter type %q in the data", m.Unit)
			rep.ModelPoints = append(rep.ModelPoints, 0)
			continue
		}
		cost := l.Cost
		for _, w := range m.Gear {
			cost += d.Lists.Costs[w]
		}
		rep.ModelPoints = append(rep.ModelPoints, cost)
		rep.Points += cost
		perClass[l.Class]++
		if mx := classMax(l.Class); mx > 0 && perClass[l.Class] == mx+1 {
			add(i, "one %s too many: a gang has at most %d", l.Class, mx)
		}
		if house == "" {
			house = l.House
		} else if l.House != house {
			h, _ := d.Lists.House(house)
			add(i, "%s is not of the %s house (the first fighter's)", aName(t.Name), h.Name)
		}
		checkFighterGear(d, t, l, m.Gear, func(format string, args ...any) { add(i, format, args...) })
	}
	n := len(s.Models)
	switch {
	case n < MinGang:
		add(-1, "%d %s: a gang has at least %d", n, plural(n, "fighter", "fighters"), MinGang)
	case n > MaxGang:
		add(-1, "%d fighters: a gang has at most %d", n, MaxGang)
	}
	if perClass[ClassLeader] == 0 {
		add(-1, "no leader: a gang takes exactly one")
	}
	if j, g := perClass[ClassJuve], perClass[ClassGanger]; j > g {
		add(-1, "%d %s and %d %s: no more juves than gangers", j, plural(j, "juve", "juves"), g, plural(g, "ganger", "gangers"))
	}
	if !slices.Contains(CreditLimits(), rep.Limit) {
		add(-1, "a limit of %d credits: the limits are %s", rep.Limit, limitsText())
	} else if rep.Points > rep.Limit {
		add(-1, "%d credits: over the limit of %d by %d", rep.Points, rep.Limit, rep.Points-rep.Limit)
	}
	return rep
}

// checkFighterGear reports a fighter's weapons its list does not offer:
// an unknown weapon, one off its list, one twice, more of a slot than the
// slot takes, or no weapon at all.
func checkFighterGear(d *Data, t *Fighter, l *FighterList, gear []string, add func(format string, args ...any)) {
	perSlot := map[string]int{}
	seen := map[string]bool{}
	weapons := 0
	for _, id := range gear {
		w, ok := d.Weapon(id)
		if !ok {
			add("%s carries %q: no such weapon", aName(t.Name), id)
			continue
		}
		weapons++
		if seen[id] {
			add("%s carries two of %s: a fighter carries a weapon once", aName(t.Name), w.Name)
			continue
		}
		seen[id] = true
		if !contains(l.Gear, id) {
			add("%s may not carry %s (not on its list)", aName(t.Name), aName(w.Name))
			continue
		}
		slot := weaponSlot(w)
		perSlot[slot]++
		for _, s := range gearSlots() {
			if s.name == slot && perSlot[slot] == s.max+1 {
				add("%s carries more than %d %s %s", aName(t.Name), s.max, strings.ToLower(slot), plural(s.max, "weapon", "weapons"))
			}
		}
	}
	if weapons == 0 {
		add("%s carries no weapon: a fighter takes at least one", aName(t.Name))
	}
}

// aName is a name with its indefinite article: "a Knife", "an Autogun".
func aName(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}
