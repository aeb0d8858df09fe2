package firepower

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
	"github.com/flashpoint-arena/flashpoint/world"
)

// validID reports whether s is an ID: lower-case letters, digits and
// dashes, starting with a letter.
func validID(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// records splits a file into records of one kind, checking that every
// record has an ID (any text for arenas) given once.
func records(file string, data []byte, kind string, errs *datafile.ErrorList) []datafile.Record {
	recs := datafile.SplitRecords(datafile.SplitLines(file, data), kind, errs)
	seen := map[string]bool{}
	out := recs[:0]
	for _, r := range recs {
		id := r.Head.Value
		switch {
		case kind != "arena" && !validID(id.Text):
			errs.Add(id.At.Errorf("%s: %q is not an ID (lower-case letters, digits and dashes, starting with a letter)", kind, id.Text))
			continue
		case id.Text == "":
			errs.Add(r.Head.Errorf("%s: the name is missing", kind))
			continue
		case seen[id.Text]:
			errs.Add(id.At.Errorf("%s %s: given twice", kind, id.Text))
			continue
		}
		seen[id.Text] = true
		out = append(out, r)
	}
	return out
}

// keyLines checks a record's keys: each known, given once (but those in
// many), with a value; it returns the lines by key, and reports a
// required key that is missing.
func keyLines(r datafile.Record, known, required, many []string, errs *datafile.ErrorList) map[string][]datafile.Line {
	out := map[string][]datafile.Line{}
	once := datafile.Once{}
	for _, l := range r.Lines {
		if !contains(known, l.Key.Text) {
			errs.Add(l.Errorf("unknown key %q (want one of %s)", l.Key.Text, strings.Join(known, ", ")))
			continue
		}
		if !contains(many, l.Key.Text) {
			if err := once.Seen(l); err != nil {
				errs.Add(err)
				continue
			}
		}
		if err := datafile.NeedValue(l); err != nil {
			errs.Add(err)
			continue
		}
		out[l.Key.Text] = append(out[l.Key.Text], l)
	}
	for _, k := range required {
		if len(out[k]) == 0 {
			errs.Add(r.Head.Errorf("%s %s: %q is missing", r.Head.Key.Text, r.Head.Value.Text, k))
		}
	}
	return out
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// ParseChart reads chart.txt: one record "chart basic".
func ParseChart(file string, data []byte) (Chart, error) {
	var errs datafile.ErrorList
	var c Chart
	recs := records(file, data, "chart", &errs)
	if len(recs) != 1 {
		if err := errs.Err(); err != nil {
			return c, err
		}
		return c, fmt.Errorf("%s: %d chart records, want exactly one", file, len(recs))
	}
	keys := []string{"bands", "mf", "costs", "mods", "throw", "blast", "rings", "melee", "odds", "stack"}
	lines := keyLines(recs[0], keys, keys, nil, &errs)
	if err := errs.Err(); err != nil {
		return c, err
	}
	one := func(key string, lo, hi int) int {
		n, err := datafile.ParseInt(lines[key][0].Value, key, lo, hi)
		errs.Add(err)
		return n
	}
	c.Bands = parseBands(lines["bands"][0].Value, &errs)
	c.MF = one("mf", 1, 10)
	c.Blast = one("blast", 1, 10)
	c.MeleeHit = one("melee", 1, 10)
	c.MeleeOdds = one("odds", 0, 10)
	c.Stack = one("stack", 1, 8)
	rings := datafile.SplitWords(lines["rings"][0].Value.At, lines["rings"][0].Value.Text)
	if len(rings) != 3 {
		errs.Add(lines["rings"][0].Value.At.Errorf("rings: %d numbers, want 3 (epicentre, first ring, second ring)", len(rings)))
	} else {
		for i, t := range rings {
			n, err := datafile.ParseInt(t, "rings", 0, 10)
			errs.Add(err)
			c.Rings[i] = n
		}
	}
	named(lines["costs"][0], map[string]*int{
		"enter": &c.Enter, "enter-prone": &c.EnterProne, "turn": &c.Turn, "cross": &c.Cross, "climb": &c.Climb,
		"rough": &c.Rough, "prone": &c.Prone, "stand": &c.Stand, "fire": &c.Fire, "melee": &c.Melee,
	}, &errs)
	named(lines["mods"][0], map[string]*int{
		"suppressed": &c.ModSuppressed, "cover": &c.ModCover, "concealment": &c.ModConcealment, "prone": &c.ModProne,
		"hindrance": &c.ModHindrance, "running": &c.ModRunning, "moving": &c.ModMoving, "moving-max": &c.ModMovingMax,
	}, &errs)
	named(lines["throw"][0], map[string]*int{"standing": &c.ThrowStanding, "prone": &c.ThrowProne}, &errs)
	if err := errs.Err(); err != nil {
		return c, err
	}
	if c.Enter < 1 || c.EnterProne < 1 || c.Fire > c.MF || c.Enter > c.MF {
		return c, lines["costs"][0].Errorf("costs: entering a cube costs at least 1 and neither entering nor firing more than mf %d", c.MF)
	}
	if c.ThrowStanding < 1 || c.ThrowProne < 1 {
		return c, lines["throw"][0].Errorf("throw: a grenade reaches at least 1 cube")
	}
	return c, nil
}

// parseBands reads rising band limits.
func parseBands(t datafile.Token, errs *datafile.ErrorList) []int {
	var out []int
	for _, w := range datafile.SplitWords(t.At, t.Text) {
		n, err := datafile.ParseInt(w, "band", 1, 200)
		if err != nil {
			errs.Add(err)
			return nil
		}
		if len(out) > 0 && n <= out[len(out)-1] {
			errs.Add(w.At.Errorf("band %d does not rise above %d", n, out[len(out)-1]))
			return nil
		}
		out = append(out, n)
	}
	if len(out) == 0 || len(out) > 12 {
		errs.Add(t.At.Errorf("bands: %d bands, want 1 to 12", len(out)))
	}
	return out
}

// named reads a list of "name value" pairs into the fields it names;
// every name is required once.
func named(l datafile.Line, into map[string]*int, errs *datafile.ErrorList) {
	seen := map[string]bool{}
	for _, item := range datafile.SplitList(l.Value) {
		w := datafile.SplitWords(item.At, item.Text)
		if len(w) != 2 {
			errs.Add(item.At.Errorf("%s: %q wants a name and a number, like \"enter 1\"", l.Key.Text, item.Text))
			continue
		}
		p, ok := into[w[0].Text]
		if !ok {
			errs.Add(w[0].At.Errorf("%s: unknown name %q", l.Key.Text, w[0].Text))
			continue
		}
		if seen[w[0].Text] {
			errs.Add(w[0].At.Errorf("%s: %q given twice", l.Key.Text, w[0].Text))
			continue
		}
		n, err := datafile.ParseInt(w[1], w[0].Text, 0, 10)
		errs.Add(err)
		*p = n
		seen[w[0].Text] = true
	}
	for name := range into {
		if !seen[name] {
			errs.Add(l.Errorf("%s: %q is missing", l.Key.Text, name))
		}
	}
}

// ParseWeapons reads weapons.txt; bands is the number of range bands
// every row must have.
func ParseWeapons(file string, data []byte, bands int) ([]Weapon, error) {
	var errs datafile.ErrorList
	var out []Weapon
	for _, r := range records(file, data, "weapon", &errs) {
		lines := keyLines(r, []string{"name", "short", "auto", "semi", "throw"}, []string{"name", "short"}, nil, &errs)
		w := Weapon{ID: r.Head.Value.Text}
		if l := lines["name"]; len(l) > 0 {
			w.Name = l[0].Value.Text
		}
		if l := lines["short"]; len(l) > 0 {
			w.Short = l[0].Value.Text
		}
		if l := lines["auto"]; len(l) > 0 {
			w.Auto = parseRow(l[0], bands, true, &errs)
		}
		if l := lines["semi"]; len(l) > 0 {
			w.Semi = parseRow(l[0], bands, false, &errs)
		}
		if l := lines["throw"]; len(l) > 0 {
			w.Throw = parseHits(l[0], l[0].Value.At, datafile.SplitWords(l[0].Value.At, l[0].Value.Text), bands, &errs)
			w.Throw.Shots = 1
			if w.Auto.Has() || w.Semi.Has() {
				errs.Add(l[0].Errorf("weapon %s: a thrown weapon has no auto or semi row", w.ID))
			}
		}
		if !w.Auto.Has() && !w.Semi.Has() && !w.Throw.Has() && len(lines["auto"])+len(lines["semi"])+len(lines["throw"]) == 0 {
			errs.Add(r.Head.Errorf("weapon %s: it needs an auto, semi or throw row", w.ID))
		}
		out = append(out, w)
	}
	return out, errs.Err()
}

// parseRow reads "2x3 5 4 4 ..." (auto) or "2 6 5 5 ..." (semi).
func parseRow(l datafile.Line, bands int, auto bool, errs *datafile.ErrorList) Row {
	words := datafile.SplitWords(l.Value.At, l.Value.Text)
	var row Row
	rate := words[0]
	if auto {
		b, s, ok := strings.Cut(rate.Text, "x")
		nb, e1 := strconv.Atoi(b)
		ns, e2 := strconv.Atoi(s)
		if !ok || e1 != nil || e2 != nil || nb < 1 || nb > 6 || ns < 1 || ns > 10 {
			errs.Add(rate.At.Errorf("auto: %q wants bursts x shots, like 2x3 (1 to 6 bursts of 1 to 10 shots)", rate.Text))
			return Row{}
		}
		row.Bursts, row.Shots = nb, ns
	} else {
		n, err := datafile.ParseInt(rate, "semi: shots", 1, 10)
		if err != nil {
			errs.Add(err)
			return Row{}
		}
		row.Shots = n
	}
	hits := parseHits(l, rate.At, words[1:], bands, errs)
	row.Hit = hits.Hit
	return row
}

// parseHits reads one hit number (or "-") a band.
func parseHits(l datafile.Line, at datafile.Pos, words []datafile.Token, bands int, errs *datafile.ErrorList) Row {
	if len(words) != bands {
		errs.Add(at.Errorf("%s: %d hit numbers, want one for each of the %d range bands", l.Key.Text, len(words), bands))
		return Row{}
	}
	hit := make([]int, bands)
	out := false
	for i, w := range words {
		if w.Text == "-" {
			out = true
			continue
		}
		if out {
			errs.Add(w.At.Errorf("%s: a hit number after a band out of range", l.Key.Text))
			return Row{}
		}
		n, err := datafile.ParseInt(w, l.Key.Text+": hit number", 1, 10)
		if err != nil {
			errs.Add(err)
			return Row{}
		}
		hit[i] = n
	}
	if hit[0] == 0 {
		errs.Add(at.Errorf("%s: the weapon reaches no band", l.Key.Text))
		return Row{}
	}
	return Row{Hit: hit}
}

// ParseSoldiers reads soldiers.txt.
func ParseSoldiers(file string, data []byte) ([]Soldier, error) {
	var errs datafile.ErrorList
	var out []Soldier
	for _, r := range records(file, data, "soldier", &errs) {
		req := []string{"name", "role", "weapons"}
		lines := keyLines(r, req, req, nil, &errs)
		s := Soldier{ID: r.Head.Value.Text}
		if l := lines["name"]; len(l) > 0 {
			s.Name = l[0].Value.Text
		}
		if l := lines["role"]; len(l) > 0 {
			s.Role = l[0].Value.Text
			if n := len([]rune(s.Role)); n < 1 || n > 3 {
				errs.Add(l[0].Value.At.Errorf("role: %q wants one to three letters", s.Role))
			}
		}
		if l := lines["weapons"]; len(l) > 0 {
			for _, t := range datafile.SplitList(l[0].Value) {
				if !validID(t.Text) {
					errs.Add(t.At.Errorf("weapons: %q is not a weapon ID", t.Text))
					continue
				}
				s.Weapons = append(s.Weapons, t.Text)
			}
		}
		out = append(out, s)
	}
	return out, errs.Err()
}

// ParseSquads reads squads.txt.
func ParseSquads(file string, data []byte) ([]Squad, error) {
	var errs datafile.ErrorList
	var out []Squad
	for _, r := range records(file, data, "squad", &errs) {
		lines := keyLines(r, []string{"name", "member"}, []string{"name", "member"}, []string{"member"}, &errs)
		s := Squad{ID: r.Head.Value.Text}
		if l := lines["name"]; len(l) > 0 {
			s.Name = l[0].Value.Text
		}
		for _, l := range lines["member"] {
			if !validID(l.Value.Text) {
				errs.Add(l.Value.At.Errorf("member: %q is not a soldier type ID", l.Value.Text))
				continue
			}
			s.Members = append(s.Members, l.Value.Text)
		}
		if n := len(lines["member"]); n > 0 && (n < MinSquad || n > MaxSquad) {
			errs.Add(r.Head.Errorf("squad %s: %d members, want %d to %d", s.ID, n, MinSquad, MaxSquad))
		}
		out = append(out, s)
	}
	return out, errs.Err()
}

// ParseArenas reads arenas.txt.
func ParseArenas(file string, data []byte) ([]ArenaTerrain, error) {
	var errs datafile.ErrorList
	var out []ArenaTerrain
	kinds := map[string]Terrain{"tree": Tree, "rough": Rough, "scrub": Scrub, "hedge": Hedge}
	for _, r := range records(file, data, "arena", &errs) {
		lines := keyLines(r, []string{"tree", "rough", "scrub", "hedge"}, nil, nil, &errs)
		a := ArenaTerrain{Arena: r.Head.Value.Text, Cubes: map[world.Pos]Terrain{}}
		for _, key := range []string{"tree", "rough", "scrub", "hedge"} {
			for _, l := range lines[key] {
				for _, w := range datafile.SplitWords(l.Value.At, l.Value.Text) {
					p, err := world.ParsePos(w.Text)
					if err != nil {
						errs.Add(w.At.Errorf("%s: %q is not a cube x,y,z", key, w.Text))
						continue
					}
					if t, ok := a.Cubes[p]; ok {
						errs.Add(w.At.Errorf("%s: cube %s already holds %s", key, p, t))
						continue
					}
					a.Cubes[p] = kinds[key]
				}
			}
		}
		out = append(out, a)
	}
	return out, errs.Err()
}
