package killteam

import (
	"reflect"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// The catalog offers every unit with its specialisms and weapon slots; a
// new model of a unit carries its wargear.
func TestRosterCatalog(t *testing.T) {
	rs := newRuleset(t)
	c := rs.RosterCatalog()
	if c.Team != "kill team" || c.MinModels != 3 || c.MaxModels != MaxRosterModels || !reflect.DeepEqual(c.PointsLimits, []int{100, 125, 200}) {
		t.Fatalf("catalog %+v", c)
	}
	if len(c.Units) != len(rs.data.Units) {
		t.Fatalf("%d units, want %d", len(c.Units), len(rs.data.Units))
	}
	u, ok := c.Unit("warden-gunner")
	if !ok || u.Max != 2 || u.Points != 13 {
		t.Fatalf("warden-gunner %+v", u)
	}
	var names []string
	for _, sl := range u.Slots {
		names = append(names, sl.Name)
	}
	if strings.Join(names, ",") != "Specialism,Gun,Pistol,Grenades" {
		t.Fatalf("slots %v", names)
	}
	gun, _, _ := u.Slot("heavy-bolter")
	if gun.Name != SlotGun || gun.Max != 1 || gun.Default != "boltgun" || len(gun.Choices) != 4 {
		t.Fatalf("gun slot %+v", gun)
	}
	gr, _, _ := u.Slot("krak-grenade")
	if gr.Max != 2 {
		t.Fatalf("grenades slot %+v", gr)
	}
	if !reflect.DeepEqual(u.Gear, []string{"boltgun", "bolt-pistol", "frag-grenade", "krak-grenade"}) {
		t.Fatalf("new model gear %v", u.Gear)
	}
	for _, u := range c.Units {
		rep := rs.CheckRoster(rules.RosterSpec{Models: []rules.ModelSpec{{Unit: u.ID, Gear: u.Gear}}})
		for _, p := range rep.Problems {
			if p.Model == 0 {
				t.Errorf("a new %s: %s", u.Name, p.Message)
			}
		}
	}
}

// The shipped rosters keep every limit, cost what the data says and come
// back unchanged through the text format.
func TestShippedRostersBuild(t *testing.T) {
	rs := newRuleset(t)
	for _, id := range rs.Rosters() {
		spec, ok := rs.ShippedRoster(id)
		if !ok {
			t.Fatalf("no shipped %s", id)
		}
		rep := rs.CheckRoster(spec)
		ro, _ := rs.data.Roster(id)
		if !rep.OK() || rep.Points != rs.data.RosterPoints(ro) || rep.Limit != ro.Format || len(rep.ModelPoints) != len(spec.Models) {
			t.Fatalf("%s: %+v", id, rep)
		}
		text := rs.FormatRoster(spec)
		back, err := rs.ParseRoster(id+".txt", text)
		if err != nil {
			t.Fatalf("%s: %v\n%s", id, err, text)
		}
		if !reflect.DeepEqual(back, spec) {
			t.Fatalf("%s: round trip\n%+v\n%+v\n%s", id, back, spec, text)
		}
		// The game reads the text as a setup's roster.
		s := rs.DefaultSetup("standard")
		s.RosterTexts = []string{string(text), ""}
		if _, err := rs.NewGame(s, 1); err != nil {
			t.Fatalf("%s: the game refuses its text: %v", id, err)
		}
	}
	if _, ok := rs.ShippedRoster("nope"); ok {
		t.Fatal("an unknown roster")
	}
}

// CheckRoster names every broken limit in words, by model where it is a
// model's.
func TestCheckRosterProblems(t *testing.T) {
	rs := newRuleset(t)
	sp, _ := rs.ShippedRoster("iron-wardens")
	m := func(unit string, gear ...string) rules.ModelSpec { return rules.ModelSpec{Unit: unit, Gear: gear} }
	cases := []struct {
		name  string
		spec  rules.RosterSpec
		model int
		want  string
	}{
		{"too few", rules.RosterSpec{Models: []rules.ModelSpec{m("warden-sergeant", "Leader", "bolt-pistol")}}, -1, "1 model: a kill team has at least 3"},
		{"no leader", rules.RosterSpec{Models: []rules.ModelSpec{m("warden", "boltgun"), m("warden", "boltgun"), m("warden", "boltgun")}}, -1, "no Leader"},
		{"two leaders", rules.RosterSpec{Models: []rules.ModelSpec{m("warden-sergeant", "Leader", "bolt-pistol"), m("militia-boss", "Leader", "laspistol"), m("warden", "boltgun")}}, -1, "2 Leaders"},
		{"faction", rules.RosterSpec{Models: []rules.ModelSpec{m("warden-sergeant", "Leader", "bolt-pistol"), m("militia-trooper", "lasgun"), m("warden", "boltgun")}}, 1, "not of the kill team's faction"},
		{"psykers of two factions", rules.RosterSpec{Models: []rules.ModelSpec{m("warden-lexicanum", "bolt-pistol"), m("militia-psyker", "laspistol"), m("warden-sergeant", "Leader", "bolt-pistol")}}, 1, "not of the kill team's faction"},
		{"max", rules.RosterSpec{Models: append(append([]rules.ModelSpec(nil), sp.Models...), m("warden-gunner", "boltgun"))}, len(sp.Models), "one Warden Gunner too many: at most 2"},
		{"repeat", rules.RosterSpec{Models: []rules.ModelSpec{m("warden-sergeant", "Leader", "bolt-pistol"), m("warden", "Sniper", "boltgun"), m("warden", "Sniper", "boltgun")}}, 2, "a second Sniper specialist"},
		{"not offered", rules.RosterSpec{Models: []rules.ModelSpec{m("warden-sergeant", "Leader", "bolt-pistol"), m("warden", "Heavy", "boltgun"), m("warden", "boltgun")}}, 1, "may not be a Heavy specialist"},
		{"weapon", rules.RosterSpec{Models: []rules.ModelSpec{m("warden-sergeant", "Leader", "bolt-pistol"), m("warden", "flamer"), m("warden", "boltgun")}}, 1, "may not carry a Flamer"},
		{"two guns", rules.RosterSpec{Models: []rules.ModelSpec{m("warden-sergeant", "Leader", "bolt-pistol"), m("warden-gunner", "plasma-gun", "flamer"), m("warden", "boltgun")}}, 1, "more than 1 gun weapon"},
		{"no weapon", rules.RosterSpec{Models: []rules.ModelSpec{m("warden-sergeant", "Leader", "bolt-pistol"), m("warden"), m("warden", "boltgun")}}, 1, "carries no weapon"},
		{"unknown unit", rules.RosterSpec{Models: []rules.ModelSpec{m("warden-sergeant", "Leader", "bolt-pistol"), m("ogre"), m("warden", "boltgun")}}, 1, "no unit \"ogre\""},
		{"points", rules.RosterSpec{Limit: 100, Models: repeat(m("warden", "boltgun"), 8, m("warden-sergeant", "Leader", "bolt-pistol"))}, -1, "110 points: over the format of 100 by 10"},
		{"format", rules.RosterSpec{Limit: 150, Models: sp.Models}, -1, "a format of 150 points"},
		{"specialists", rules.RosterSpec{Limit: 200, Models: []rules.ModelSpec{m("warden-sergeant", "Leader", "bolt-pistol"), m("warden", "Sniper", "boltgun"), m("warden", "Scout", "boltgun"), m("warden", "Comms", "boltgun"), m("warden", "Combat", "boltgun")}}, -1, "5 specialists: at most 4"},
		{"too many", rules.RosterSpec{Limit: 200, Models: repeat(m("militia-conscript", "lasgun"), 21, m("militia-boss", "Leader", "laspistol"))}, -1, "22 models: a kill team has at most 20"},
	}
	for _, c := range cases {
		rep := rs.CheckRoster(c.spec)
		found := false
		for _, p := range rep.Problems {
			if p.Model == c.model && strings.Contains(p.Message, c.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: want %q at model %d, got %+v", c.name, c.want, c.model, rep.Problems)
		}
	}
}

// repeat is n copies of m after first.
func repeat(m rules.ModelSpec, n int, first rules.ModelSpec) []rules.ModelSpec {
	out := []rules.ModelSpec{first}
	for range n {
		out = append(out, m)
	}
	return out
}

// ParseRoster's errors say where and why: "name:line:col: why".
func TestParseRosterErrors(t *testing.T) {
	rs := newRuleset(t)
	cases := []struct{ text, want string }{
		{"", "t.txt:1:1: empty"},
		{"name X\n", "t.txt:1:1: want \"roster <id>\" first"},
		{"roster Bad\n", "t.txt:1:8: \"Bad\" is not an ID"},
		{"roster a\nname A\nformat 100\nformat 125\n", "t.txt:4:1: format given twice"},
		{"roster a\nname A\nformat lots\n", "t.txt:3:8: format: \"lots\""},
		{"roster a\nname A\n", "t.txt:1:1: roster a has no format line"},
		{"roster a\nname A\nformat 100\nmodel  warden Sniperr\n", "t.txt:4:15: model: unknown specialism \"Sniperr\""},
		{"roster a\nname A\nformat 100\nmodel warden with boltgun, Bolt\n", "t.txt:4:28: model: \"Bolt\" is not a weapon ID"},
		{"roster a\nname A\nformat 100\nmodel warden with boltgun,, frag-grenade\n", "t.txt:4:27: model: an empty item"},
		{"roster a\nname A\nformat 100\nmodel warden with\n", "t.txt:4:18: model: \"with\" and no weapons"},
		{"roster a\nname A\nformat 100\nmodel warden Sniper boltgun\n", "t.txt:4:21: model: want \"with\""},
		{"roster a\nname A\nformat 100\ncolour red\n", "t.txt:4:1: unknown key \"colour\""},
		{"roster a\nname A\nformat 100\nroster b\n", "t.txt:4:1: a second roster"},
	}
	for _, c := range cases {
		_, err := rs.ParseRoster("t.txt", []byte(c.text))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.text, err, c.want)
		}
	}
	// A roster that breaks limits parses.
	spec, err := rs.ParseRoster("t.txt", []byte("roster a # mine\nname  My  team\nformat 150\nmodel ogre\n"))
	if err != nil || spec.Name != "My team" || spec.Limit != 150 || len(spec.Models) != 1 || rs.CheckRoster(spec).OK() {
		t.Fatalf("%+v %v", spec, err)
	}
}

// FuzzParseRoster: any text either fails with "name:line:col: why" or
// parses into a roster that FormatRoster writes and ParseRoster reads
// back as it was.
func FuzzParseRoster(f *testing.F) {
	rs := NewRuleset()
	for _, id := range rs.Rosters() {
		spec, _ := rs.ShippedRoster(id)
		f.Add(rs.FormatRoster(spec))
	}
	f.Add([]byte("roster a\nname A\nformat 100\nmodel warden Sniper with boltgun, , x\n"))
	f.Add([]byte("\ufeffroster a\r\nname A # n\r\nformat 125\r\nmodel ogre with with\r\n"))
	f.Fuzz(func(t *testing.T, text []byte) {
		spec, err := rs.ParseRoster("f.txt", text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.txt:") || strings.Count(err.Error(), ":") < 3 {
				t.Fatalf("error without a place: %v", err)
			}
			return
		}
		rs.CheckRoster(spec)
		out := rs.FormatRoster(spec)
		back, err := rs.ParseRoster("f.txt", out)
		if err != nil {
			t.Fatalf("formatted text does not parse: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(back, spec) {
			t.Fatalf("round trip\n%+v\n%+v\n%s", spec, back, out)
		}
		if again := rs.FormatRoster(back); string(again) != string(out) {
			t.Fatalf("format twice\n%s\n%s", out, again)
		}
	})
}

// A model of another faction may not join a kill team (RULES.md, kill
// teams): the catalog's Joins, which the Fireteams screen offers units by,
// agrees with the check.
func TestCatalogJoinsOneFaction(t *testing.T) {
	rulestest.CheckFactionsAgree(t, newRuleset(t), "not of the kill team's faction")
}
