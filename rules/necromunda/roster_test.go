package necromunda

import (
	"reflect"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// The shipped gangs are built gangs: each keeps every limit of the gang
// builder and costs what its fighters and weapons cost in lists.txt
// (RULES.md "Building a gang").
func TestShippedGangsKeepTheLimits(t *testing.T) {
	rs := newRuleset(t)
	want := map[string]int{"ironhide": 750, "vipers": 680}
	for _, id := range rs.Rosters() {
		spec, ok := rs.ShippedRoster(id)
		if !ok {
			t.Fatalf("no shipped roster %q", id)
		}
		rep := rs.CheckRoster(spec)
		if !rep.OK() {
			t.Errorf("%s breaks limits: %+v", id, rep.Problems)
		}
		if w, ok := want[id]; ok && rep.Points != w {
			t.Errorf("%s costs %d credits, want %d", id, rep.Points, w)
		}
		if rep.Limit != 1000 || len(rep.ModelPoints) != len(spec.Models) {
			t.Errorf("%s: limit %d, %d model prices for %d fighters", id, rep.Limit, len(rep.ModelPoints), len(spec.Models))
		}
	}
	if _, ok := rs.ShippedRoster("nobody"); ok {
		t.Error("an unknown gang is shipped")
	}
}

// The catalog calls a roster a gang counted in credits, lists each house
// leader first, then champions (G1's champion profile), gangers and juves,
// and offers each fighter the weapons of its list in their slots.
func TestRosterCatalog(t *testing.T) {
	rs := newRuleset(t)
	c := rs.RosterCatalog()
	if c.Team != "gang" || c.PointsWord != "credits" || !reflect.DeepEqual(c.PointsLimits, []int{1000, 1500}) || c.MinModels != 4 || c.MaxModels != 8 {
		t.Fatalf("catalog = %+v", c)
	}
	var ids []string
	for _, u := range c.Units {
		ids = append(ids, u.ID)
	}
	want := []string{"ironhide-boss", "ironhide-foreman", "ironhide-brute", "ironhide-whelp", "viper-matriarch", "viper-stalker", "viper-sister", "viper-kit"}
	if !reflect.DeepEqual(ids, want) {
		t.Fatalf("units %v, want %v", ids, want)
	}
	fm, _ := c.Unit("ironhide-foreman")
	if fm.Max != MaxChampions || fm.Tags[0] != "champion" || fm.Points != 100 {
		t.Errorf("foreman = %+v", fm)
	}
	foreman, _ := rs.data.Fighter("ironhide-foreman")
	if foreman.BS != 3 || foreman.WS != 3 || foreman.W != 2 {
		t.Errorf("a champion's profile is G1's BS 3+, WS 3+, W 2: %+v", foreman)
	}
	m, _ := c.Unit("viper-matriarch")
	sl, ch, ok := m.Slot("needle-pistol")
	if !ok || sl.Name != SlotPistol || sl.Max != 2 || ch.Points != 30 || sl.Default != "needle-pistol" {
		t.Errorf("matriarch's pistols: %+v %+v", sl, ch)
	}
	if len(c.Notes) == 0 {
		t.Error("no limits in words")
	}
}

// Every broken limit is reported in words, on the fighter that breaks it
// or on the whole gang (RULES.md "Building a gang").
func TestCheckRosterProblems(t *testing.T) {
	rs := newRuleset(t)
	m := func(typ string, gear ...string) rules.ModelSpec { return rules.ModelSpec{Unit: typ, Gear: gear} }
	base := []rules.ModelSpec{m("ironhide-boss", "stub-gun", "heavy-club"), m("ironhide-brute", "autogun", "knife"), m("ironhide-brute", "autogun", "knife"), m("ironhide-whelp", "stub-gun", "knife")}
	with := func(ms ...rules.ModelSpec) []rules.ModelSpec {
		return append(append([]rules.ModelSpec(nil), base...), ms...)
	}
	for _, c := range []struct {
		name   string
		models []rules.ModelSpec
		limit  int
		model  int
		want   string
	}{
		{"too few", base[:3], 0, -1, "3 fighters: a gang has at least 4"},
		{"too many", with(m("ironhide-brute", "knife"), m("ironhide-brute", "knife"), m("ironhide-brute", "knife"), m("ironhide-brute", "knife"), m("ironhide-brute", "knife")), 1500, -1, "9 fighters: a gang has at most 8"},
		{"no leader", append([]rules.ModelSpec{m("ironhide-brute", "knife")}, base[1:]...), 0, -1, "no leader"},
		{"two leaders", with(m("ironhide-boss", "knife")), 0, 4, "one leader too many"},
		{"three champions", with(m("ironhide-foreman", "knife"), m("ironhide-foreman", "knife"), m("ironhide-foreman", "knife")), 0, 6, "one champion too many: a gang has at most 2"},
		{"juves", with(m("ironhide-whelp", "knife"), m("ironhide-whelp", "knife")), 0, -1, "3 juves and 2 gangers: no more juves than gangers"},
		{"houses", with(m("viper-sister", "knife")), 0, 4, "a Viper Sister is not of the Ironhide house"},
		{"off the list", with(m("ironhide-whelp", "scorcher")), 0, 4, "an Ironhide Whelp may not carry a Scorcher"},
		{"unknown weapon", with(m("ironhide-brute", "lasgun")), 0, 4, "carries \"lasgun\": no such weapon"},
		{"unknown type", with(m("ogryn", "knife")), 0, 4, "no fighter type \"ogryn\""},
		{"twice", with(m("ironhide-brute", "knife", "knife")), 0, 4, "two of Knife"},
		{"two guns", with(m("ironhide-brute", "autogun", "scatter-gun")), 0, 4, "more than 1 gun weapon"},
		{"no weapon", with(m("ironhide-brute")), 0, 4, "carries no weapon"},
		{"over the limit", with(m("ironhide-foreman", "rivet-cannon", "stub-gun", "heavy-club", "frag-grenade"), m("ironhide-foreman", "scorcher", "stub-gun", "heavy-club", "frag-grenade"), m("ironhide-brute", "scorcher", "stub-gun", "heavy-club", "frag-grenade")), 0, -1, "1150 credits: over the limit of 1000 by 150"},
		{"a limit that is none", base, 1200, -1, "a limit of 1200 credits: the limits are 1000 or 1500"},
	} {
		rep := rs.CheckRoster(rules.RosterSpec{Name: c.name, Limit: c.limit, Models: c.models})
		found := false
		for _, p := range rep.Problems {
			found = found || (p.Model == c.model && strings.Contains(p.Message, c.want))
		}
		if !found {
			t.Errorf("%s: problems %+v, want %q on model %d", c.name, rep.Problems, c.want, c.model)
		}
	}
	if rep := rs.CheckRoster(rules.RosterSpec{Models: base}); !rep.OK() || rep.Points != 130+5+20+2*(70+15+5)+30+5+5 {
		t.Errorf("the base gang: %+v", rep)
	}
	if rep := rs.CheckRoster(rules.RosterSpec{Models: with(m("ironhide-brute", "autogun", "a", "knife"))}); len(rep.ModelPoints) != 5 {
		t.Errorf("a model price for every fighter: %v", rep.ModelPoints)
	}
}

// A gang written as text reads back as it was, shipped and built.
func TestGangTextRoundTrip(t *testing.T) {
	rs := newRuleset(t)
	specs := []rules.RosterSpec{{ID: "rust-rats", Name: "Rust Rats", Limit: 1500, Models: []rules.ModelSpec{
		{Unit: "ironhide-boss", Gear: []string{"rivet-cannon", "stub-gun", "heavy-club", "frag-grenade"}},
		{Unit: "ironhide-foreman", Gear: []string{"scorcher"}},
		{Unit: "ironhide-brute", Gear: []string{"autogun", "knife"}},
		{Unit: "ironhide-whelp", Gear: []string{"stub-gun"}},
	}}}
	for _, id := range rs.Rosters() {
		s, _ := rs.ShippedRoster(id)
		specs = append(specs, s)
	}
	for _, s := range specs {
		text := rs.FormatRoster(s)
		back, err := rs.ParseRoster(s.ID, text)
		if err != nil {
			t.Fatalf("%s: %v\n%s", s.ID, err, text)
		}
		if !reflect.DeepEqual(back, s) {
			t.Errorf("%s: read back %+v, want %+v\n%s", s.ID, back, s, text)
		}
	}
	// A gang with no name or ID still writes a text that reads.
	text := rs.FormatRoster(rules.RosterSpec{Name: "  #\x01 ", Models: []rules.ModelSpec{{Unit: "Bad Type"}, {Unit: "viper-kit", Gear: []string{"NOPE", "knife"}}}})
	back, err := rs.ParseRoster("x", text)
	if err != nil || back.Name != "Unnamed gang" || len(back.Models) != 1 || !reflect.DeepEqual(back.Models[0].Gear, []string{"knife"}) || back.Limit != 1000 {
		t.Errorf("%+v %v\n%s", back, err, text)
	}
}

// Mistakes of the format are errors saying the name, the line and the
// column; a gang that breaks a limit parses.
func TestGangTextErrors(t *testing.T) {
	rs := newRuleset(t)
	for _, c := range []struct{ text, want string }{
		{"", "g:1:1: empty"},
		{"name X\n", "g:1:1: want \"gang <id>\" first"},
		{"gang Bad\n", "g:1:6: \"Bad\" is not an ID"},
		{"gang g\nname X\n", "g:1:1: gang g has no credits line"},
		{"gang g\nname X\ncredits lots\n", "g:3:9: credits: \"lots\" must be a number"},
		{"gang g\nname X\ncredits 1000\ncredits 1000\n", "g:4:1: credits given twice"},
		{"gang g\nname X\ncredits 1000\nmember\n", "g:4:7: member: want <fighter type>"},
		{"gang g\nname X\ncredits 1000\nmember  Boss: knife\n", "g:4:9: member: \"Boss\" is not a fighter type ID"},
		{"gang g\nname X\ncredits 1000\nmember boss:\n", "g:4:12: member: \":\" and no weapons"},
		{"gang g\nname X\ncredits 1000\nmember boss: knife,, club\n", "g:4:20: member: an empty item"},
		{"gang g\nname X\ncredits 1000\nmember boss: knife, Big Gun\n", "g:4:21: member: \"Big Gun\" is not a weapon ID"},
		{"gang g\nname X\ncredits 1000\nleader boss\n", "g:4:1: unknown key \"leader\""},
		{"gang g\nname X\ncredits 1000\ngang h\n", "g:4:1: a second gang"},
	} {
		_, err := rs.ParseRoster("g", []byte(c.text))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.text, err, c.want)
		}
	}
	s, err := rs.ParseRoster("g", []byte("\ufeffgang g # mine\nname  Odd  Lot\ncredits 5\nmember ogryn\nmember ironhide-boss : knife ,club\n"))
	if err != nil || s.Name != "Odd Lot" || s.Limit != 5 || len(s.Models) != 2 || !reflect.DeepEqual(s.Models[1].Gear, []string{"knife", "club"}) {
		t.Errorf("%+v %v", s, err)
	}
}

// FuzzParseRoster: no gang text makes the parser panic; an error says
// where; what parses writes a text that reads back the same.
func FuzzParseRoster(f *testing.F) {
	rs := NewRuleset()
	for _, id := range rs.Rosters() {
		s, _ := rs.ShippedRoster(id)
		f.Add(rs.FormatRoster(s))
	}
	f.Add([]byte("gang g\nname X\ncredits 1000\nmember a: b,, c\n"))
	f.Add([]byte("gang g\nname X\ncredits 99999999999999999999\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := rs.ParseRoster("fz", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fz:") {
				t.Fatalf("error without the name: %v", err)
			}
			return
		}
		_ = rs.CheckRoster(s)
		back, err := rs.ParseRoster(s.ID, rs.FormatRoster(s))
		if err != nil {
			t.Fatalf("the written text does not read: %v", err)
		}
		if back.ID != s.ID || back.Name != s.Name || back.Limit != s.Limit || len(back.Models) != len(s.Models) {
			t.Fatalf("read back %+v, want %+v", back, s)
		}
	})
}

// A game starts from a built gang given as text (rules.Setup.RosterTexts):
// its fighters are the gang's, with their weapons; a gang text that does
// not read or breaks a limit does not start a game.
func TestGameStartsFromBuiltGang(t *testing.T) {
	rs := newRuleset(t)
	built := rules.RosterSpec{ID: "rust-rats", Name: "Rust Rats", Limit: 1000, Models: []rules.ModelSpec{
		{Unit: "ironhide-boss", Gear: []string{"stub-gun", "heavy-club"}},
		{Unit: "ironhide-foreman", Gear: []string{"rivet-cannon", "knife"}},
		{Unit: "ironhide-foreman", Gear: []string{"scatter-gun", "heavy-club"}},
		{Unit: "ironhide-brute", Gear: []string{"autogun", "frag-grenade"}},
		{Unit: "ironhide-whelp", Gear: []string{"stub-gun", "knife"}},
	}}
	if rep := rs.CheckRoster(built); !rep.OK() {
		t.Fatalf("the built gang breaks limits: %+v", rep.Problems)
	}
	s := rs.DefaultSetup("standard")
	s.Rosters[1] = built.ID
	s.RosterTexts = []string{"", string(rs.FormatRoster(built))}
	g, err := rs.NewGame(s, 3)
	if err != nil {
		t.Fatal(err)
	}
	var red []fighter
	for _, f := range g.st.Fighters {
		if f.Seat == rules.Red {
			red = append(red, f)
		}
	}
	if len(red) != len(built.Models) {
		t.Fatalf("red has %d fighters, want %d", len(red), len(built.Models))
	}
	for k, f := range red {
		m := built.Models[k]
		if f.Type != m.Unit || !reflect.DeepEqual(f.Weapons, m.Gear) || len(f.Empty) != len(m.Gear) {
			t.Errorf("red fighter %d = %s %v, want %s %v", k+1, f.Type, f.Weapons, m.Unit, m.Gear)
		}
	}
	if blue, _ := rs.data.Gang(s.Rosters[0]); g.st.Fighters[0].Type != blue.Members[0].Type {
		t.Errorf("blue should play its shipped gang")
	}
	// The game saves and loads with the built gang.
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rs.LoadGame(data)
	if err != nil || len(back.st.Fighters) != len(g.st.Fighters) || back.Setup().RosterTexts[1] != s.RosterTexts[1] {
		t.Fatalf("load: %v", err)
	}

	broken := built
	broken.Models = append(append([]rules.ModelSpec(nil), built.Models...), rules.ModelSpec{Unit: "ironhide-foreman", Gear: []string{"scorcher"}})
	s.RosterTexts[1] = string(rs.FormatRoster(broken))
	if _, err := rs.NewGame(s, 3); err == nil || !strings.Contains(err.Error(), "one champion too many") {
		t.Errorf("a gang with 3 champions: %v", err)
	}
	s.RosterTexts[1] = "gang rust-rats\nname R\n"
	if _, err := rs.NewGame(s, 3); err == nil || !strings.Contains(err.Error(), "rust-rats:1:1: gang rust-rats has no credits line") {
		t.Errorf("a text that does not read: %v", err)
	}
	s.RosterTexts = []string{"", "", "x"}
	if _, err := rs.NewGame(s, 3); err == nil {
		t.Error("three gang texts start a game")
	}
}

// The largest gang the builder allows (8 fighters) deploys on every
// shipped arena.
func TestLargestGangDeploysEverywhere(t *testing.T) {
	rs := newRuleset(t)
	big := rules.RosterSpec{ID: "big", Name: "Big", Limit: 1500}
	for _, typ := range []string{"viper-matriarch", "viper-stalker", "viper-stalker", "viper-sister", "viper-sister", "viper-sister", "viper-kit", "viper-kit"} {
		big.Models = append(big.Models, rules.ModelSpec{Unit: typ, Gear: []string{"knife"}})
	}
	if rep := rs.CheckRoster(big); !rep.OK() {
		t.Fatalf("%+v", rep.Problems)
	}
	text := string(rs.FormatRoster(big))
	for _, arena := range assets.ArenaNames() {
		s := rs.DefaultSetup(arena)
		s.RosterTexts = []string{text, text}
		if _, err := rs.NewGame(s, 1); err != nil {
			t.Errorf("%s: %v", arena, err)
		}
	}
}

// A fighter of another house may not join a gang (RULES.md "Building a
// gang"): the catalog's Joins, which the Gangs screen offers fighters by,
// agrees with the check.
func TestCatalogJoinsOneHouse(t *testing.T) {
	rulestest.CheckFactionsAgree(t, newRuleset(t), "is not of the")
}
