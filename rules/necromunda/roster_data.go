package necromunda

import (
	"errors"
	"fmt"
	"strings"
)

// ListsFile is the gang builder's data file inside the data directory.
const ListsFile = "lists.txt"

// Class is what a fighter type is in a gang (RULES.md "Building a
// gang"): its leader, a champion, a ganger or a juve.
type Class string

// The classes, in the order the gang builder lists them.
const (
	ClassLeader   Class = "leader"
	ClassChampion Class = "champion"
	ClassGanger   Class = "ganger"
	ClassJuve     Class = "juve"
)

// classes lists the classes in order.
func classes() []Class { return []Class{ClassLeader, ClassChampion, ClassGanger, ClassJuve} }

// House is a house a gang is drawn from (lists.txt): every fighter of a
// gang is of one house.
type House struct {
	ID, Name string
}

// FighterList is what a fighter type costs and may carry (lists.txt).
type FighterList struct {
	Type   string   // the fighter type's ID
	House  string   // the house's ID
	Class  Class    // leader, champion, ganger or juve
	Cost   int      // credits before weapons
	Gear   []string // the weapons it may carry, in the order offered
	Starts []string // the weapons a new fighter of the type carries
}

// GangLists are the gang builder's lists (lists.txt): the houses, the
// fighter types' costs and weapon lists, the weapons' costs.
type GangLists struct {
	Houses   []House
	Fighters []FighterList
	Costs    map[string]int // weapon ID -> credits
}

// House returns the house with the ID.
func (l *GangLists) House(id string) (House, bool) {
	for _, h := range l.Houses {
		if h.ID == id {
			return h, true
		}
	}
	return House{}, false
}

// Fighter returns the list of the fighter type.
func (l *GangLists) Fighter(typ string) (*FighterList, bool) {
	for i := range l.Fighters {
		if l.Fighters[i].Type == typ {
			return &l.Fighters[i], true
		}
	}
	return nil, false
}

// ParseLists reads lists.txt (format: assets/necromunda/README.md); the
// fighter types and weapons it names are checked by Data.checkLists.
func ParseLists(file string, data []byte) (GangLists, error) {
	l := GangLists{Costs: map[string]int{}}
	recs, err := parseRecords(file, data, "house", "fighter", "weapon")
	if err != nil {
		return l, err
	}
	for _, r := range recs {
		switch r.kind {
		case "house":
			if err := r.once(file, []string{"name"}); err != nil {
				return l, err
			}
			name, _, err := r.need(file, "name")
			if err != nil {
				return l, err
			}
			l.Houses = append(l.Houses, House{ID: r.id, Name: name})
		case "fighter":
			f, err := parseFighterList(file, r)
			if err != nil {
				return l, err
			}
			l.Fighters = append(l.Fighters, f)
		case "weapon":
			if err := r.once(file, []string{"cost"}); err != nil {
				return l, err
			}
			c, err := parseCost(file, r)
			if err != nil {
				return l, err
			}
			l.Costs[r.id] = c
		}
	}
	return l, nil
}

// parseFighterList reads a fighter record of lists.txt.
func parseFighterList(file string, r record) (FighterList, error) {
	f := FighterList{Type: r.id}
	if err := r.once(file, []string{"from", "class", "cost", "gear", "starts"}); err != nil {
		return f, err
	}
	h, ln, err := r.need(file, "from")
	if err != nil {
		return f, err
	}
	if !validID(h) {
		return f, dataError(file, ln, "fighter %s: from: house %q is not an ID", r.id, h)
	}
	f.House = h
	c, ln, err := r.need(file, "class")
	if err != nil {
		return f, err
	}
	for _, k := range classes() {
		if string(k) == c {
			f.Class = k
		}
	}
	if f.Class == "" {
		return f, dataError(file, ln, "fighter %s: class %q (want leader, champion, ganger or juve)", r.id, c)
	}
	if f.Cost, err = parseCost(file, r); err != nil {
		return f, err
	}
	if f.Gear, err = idList(file, r, "gear", true); err != nil {
		return f, err
	}
	if f.Starts, err = idList(file, r, "starts", false); err != nil {
		return f, err
	}
	return f, nil
}

// maxCost bounds a cost in lists.txt.
const maxCost = 1000

// parseCost reads a record's cost: a whole number of credits, 0 to
// maxCost.
func parseCost(file string, r record) (int, error) {
	v, ln, err := r.need(file, "cost")
	if err != nil {
		return 0, err
	}
	n, err := parseNum(v)
	if err != nil || n < 0 || n > maxCost {
		return 0, dataError(file, ln, "%s %s: cost wants credits from 0 to %d, not %q", r.kind, r.id, maxCost, v)
	}
	return n, nil
}

// idList reads a comma-separated list of IDs under key; need makes the
// key required.
func idList(file string, r record, key string, need bool) ([]string, error) {
	v, ln, ok := r.get(key)
	if !ok {
		if need {
			return nil, dataError(file, r.line, "%s %s: %s is missing", r.kind, r.id, key)
		}
		return nil, nil
	}
	var out []string
	for _, p := range strings.Split(v, ",") {
		p = strings.TrimSpace(p)
		if !validID(p) {
			return nil, dataError(file, ln, "%s %s: %s: %q is not an ID", r.kind, r.id, key, p)
		}
		out = append(out, p)
	}
	return out, nil
}

// checkLists checks the gang builder's lists against the fighters and
// weapons: every fighter type listed once with a known house, its class
// agreeing with fighters.txt's leader mark, every weapon it names known,
// priced and carried at most once, what it starts with on its list, and
// every weapon priced.
func (d *Data) checkLists() error {
	var errs []error
	add := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: %s", ListsFile, fmt.Sprintf(format, args...)))
	}
	for _, f := range d.Fighters {
		l, ok := d.Lists.Fighter(f.ID)
		if !ok {
			add("fighter %s: not listed", f.ID)
			continue
		}
		if f.Leader != (l.Class == ClassLeader) {
			add("fighter %s: class %s, but fighters.txt says leader %v", f.ID, l.Class, f.Leader)
		}
	}
	for _, l := range d.Lists.Fighters {
		if _, ok := d.Fighter(l.Type); !ok {
			add("fighter %s: no such fighter type in %s", l.Type, FightersFile)
		}
		if _, ok := d.Lists.House(l.House); !ok {
			add("fighter %s: unknown house %q", l.Type, l.House)
		}
		seen := map[string]bool{}
		for _, w := range l.Gear {
			if _, ok := d.Weapon(w); !ok {
				add("fighter %s: gear: unknown weapon %q", l.Type, w)
			}
			if seen[w] {
				add("fighter %s: gear: %s twice", l.Type, w)
			}
			seen[w] = true
		}
		for _, w := range l.Starts {
			if !seen[w] {
				add("fighter %s: starts with %s, which is not on its gear list", l.Type, w)
			}
		}
	}
	for _, w := range d.Weapons {
		if _, ok := d.Lists.Costs[w.ID]; !ok {
			add("weapon %s: no cost", w.ID)
		}
	}
	for id := range d.Lists.Costs {
		if _, ok := d.Weapon(id); !ok {
			add("weapon %s: no such weapon in %s", id, WeaponsFile)
		}
	}
	return errors.Join(errs...)
}
