package flashpoint

import (
	"slices"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// problems is CheckRoster's messages for a roster text, read without its
// limits checked.
func problems(t *testing.T, d *Data, text string) []string {
	t.Helper()
	r, err := ParseRoster("rosters/t.txt", []byte(text))
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	var out []string
	for _, p := range d.CheckRoster(r) {
		out = append(out, p.Error())
	}
	return out
}

// Roster limits (flashpoint-data.md "Units": at most 2 of one unit, 1 hero,
// per model 1 weapon upgrade; the default weapon, its listed alternatives
// and the upgrades only; 200 or 250 points). Each case lists every
// problem the roster has.
func TestCheckRosterLimits(t *testing.T) {
	d := loadDefault(t)
	cases := []struct {
		name, text string
		want       []string
	}{
		{"default weapon", "roster T\nmodel operator\n", nil},
		{"alternative and upgrade", "roster T\nmodel brawler with needle-pistol, combat-knife\n", nil},
		{"upgrade only keeps the default", "roster T\nmodel operator with combat-knife\n", nil},
		{"mercenary dagger", "roster T\nmodel mercenary with energy-dagger\n", nil},
		{"carried weapon listed", "roster T\nmodel operator with fists\n", nil},
		{"three of a unit", "roster T\nmodel operator\nmodel operator\nmodel operator\n",
			[]string{"rosters/t.txt:4:7: more than 2 Operator models in one roster"}},
		{"two heroes", "roster T\nmodel commander\nmodel commander\n",
			[]string{"rosters/t.txt:3:7: more than 1 hero in one roster (Commander)"}},
		{"seven models", "roster T\nlimit 250\nmodel jumper\nmodel jumper\nmodel mercenary\nmodel mercenary\nmodel brawler\nmodel brawler\nmodel operator\n",
			[]string{"rosters/t.txt:9:7: 7 models: at most 6 in one roster", "rosters/t.txt:2:7: 276 points: 26 over the limit of 250"}},
		{"any weapon", "roster T\nmodel brawler with sniper-rifle\n",
			[]string{"rosters/t.txt:2:20: a Brawler cannot take the Sniper Rifle (it may take Auto Shotgun or Needle Pistol, upgrade Combat Knife)"}},
		{"spartan upgrade on the mercenary", "roster T\nmodel mercenary with combat-knife\n",
			[]string{"rosters/t.txt:2:22: a Mercenary cannot take the Combat Knife (it may take Plasma Rifle, upgrade Energy Dagger)"}},
		{"two main weapons", "roster T\nmodel brawler with auto-shotgun, needle-pistol\n",
			[]string{"rosters/t.txt:2:7: a Brawler takes one of Auto Shotgun or Needle Pistol, not Auto Shotgun and Needle Pistol"}},
		{"knife twice", "roster T\nmodel operator with combat-knife, combat-knife\n",
			[]string{"rosters/t.txt:2:35: the Combat Knife is listed twice"}},
		{"unknown", "roster T\nmodel tank\nmodel operator with laser\n",
			[]string{"rosters/t.txt:2:7: unknown unit \"tank\"", "rosters/t.txt:3:21: unknown weapon \"laser\""}},
		{"over 200", "roster T\nmodel commander\nmodel breacher\nmodel breacher\nmodel operator\n",
			[]string{"rosters/t.txt:1:1: 230 points: 30 over the limit of 200"}},
		{"250 allows it", "roster T\nlimit 250\nmodel commander\nmodel breacher\nmodel breacher\nmodel operator\n", nil},
		{"bad limit", "roster T\nlimit 300\nmodel operator\n",
			[]string{"rosters/t.txt:2:7: points limit 300: want 200 or 250"}},
	}
	for _, c := range cases {
		if got := problems(t, d, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}

// Points: a model costs its unit, its main weapon and its upgrade
// (flashpoint-data.md "Units": Combat Knife +4, Energy Dagger +2).
func TestRosterUpgradePoints(t *testing.T) {
	d := loadDefault(t)
	for _, c := range []struct {
		m    RosterModel
		want int
	}{
		{RosterModel{Unit: "operator", Weapons: []string{"combat-knife"}}, 44},
		{RosterModel{Unit: "operator", Weapons: []string{"pulse-carbine", "combat-knife"}}, 45},
		{RosterModel{Unit: "mercenary", Weapons: []string{"energy-dagger"}}, 46},
		{RosterModel{Unit: "spotter"}, 45},
	} {
		if got := d.ModelPoints(c.m); got != c.want {
			t.Errorf("%+v costs %d, want %d", c.m, got, c.want)
		}
	}
	if got := d.ModelWeapons(RosterModel{Unit: "operator", Weapons: []string{"combat-knife"}}); !slices.Equal(got, []string{"assault-rifle", "combat-knife", "fists"}) {
		t.Errorf("operator with a knife fights with %v", got)
	}
}

// Every shipped roster keeps the limits and costs at most 200 points.
func TestShippedRostersWithinLimits(t *testing.T) {
	d := loadDefault(t)
	if n := len(d.Rosters); n < 5 {
		t.Errorf("%d shipped rosters, want several", n)
	}
	for _, id := range d.RosterNames() {
		r := d.Rosters[id]
		if p := d.CheckRoster(r); len(p) > 0 {
			t.Errorf("%s: %v", id, p)
		}
		if pts := d.RosterPoints(r); pts > DefaultPointsLimit {
			t.Errorf("%s costs %d", id, pts)
		}
	}
}

// ReadRoster reports format and limit errors with file:line:col.
func TestReadRosterErrors(t *testing.T) {
	d := loadDefault(t)
	for text, want := range map[string]string{
		"roster T\nmodel operator\nmodel operator\nmodel operator\n": "rosters/t.txt:4:7: more than 2 Operator models in one roster",
		"roster T\nmodel operator with\n":                            "rosters/t.txt:2:7: \"with\" needs at least one weapon",
		"# empty\nroster T\n":                                        "rosters/t.txt:2:1: a roster needs at least 1 model",
		"roster T\nlimit 200\nlimit 250\nmodel operator\n":           "rosters/t.txt:3:1: \"limit\" given twice",
		"roster T\nlimit lots\nmodel operator\n":                     "rosters/t.txt:2:7: points limit \"lots\" is not a whole number",
	} {
		_, err := d.ReadRoster("rosters/t.txt", []byte(text))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", text, err, want)
		}
	}
	r, err := d.ReadRoster("rosters/t.txt", []byte("roster T\nlimit 250\nmodel operator as Kell\nmodel brawler\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Limit != 250 || r.Models[0].Name != "Kell" || r.Models[1].Name != "Brawler" {
		t.Errorf("got %+v", r)
	}
}

// FormatRoster writes what ParseRoster reads back the same.
func TestFormatRosterRoundTrip(t *testing.T) {
	d := loadDefault(t)
	texts := []string{"roster Mixed Team\nlimit 250\nmodel brawler with needle-pistol, combat-knife as Rook Two\nmodel operator\nmodel mercenary with energy-dagger as Вовк\n"}
	for _, id := range d.RosterNames() {
		texts = append(texts, string(FormatRoster(d.Rosters[id])))
	}
	for _, text := range texts {
		a, err := ParseRoster("rosters/x.txt", []byte(text))
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		out := string(FormatRoster(a))
		b, err := ParseRoster("rosters/x.txt", []byte(out))
		if err != nil {
			t.Fatalf("%q: %v", out, err)
		}
		if !sameRoster(a, b) {
			t.Errorf("round trip of %q:\n%q\n%+v\n%+v", text, out, a, b)
		}
	}
}

// sameRoster compares what a roster file says.
func sameRoster(a, b *Roster) bool {
	if a.ID != b.ID || a.Name != b.Name || a.Limit != b.Limit || len(a.Models) != len(b.Models) {
		return false
	}
	for i := range a.Models {
		x, y := a.Models[i], b.Models[i]
		if x.Unit != y.Unit || x.Name != y.Name || !slices.Equal(x.Weapons, y.Weapons) {
			return false
		}
	}
	return true
}

// The neutral roster builder: all ten units with their weapon choices and
// upgrades, points per model and roster, problems by model, text round trip.
func TestRosterBuilder(t *testing.T) {
	rs := testRuleset()
	var b rules.RosterBuilder = rs
	c := b.RosterCatalog()
	var ids []string
	for _, u := range c.Units {
		ids = append(ids, u.ID)
	}
	want := []string{"operator", "brawler", "marksman", "skirmisher", "breacher", "gunner", "jumper", "spotter", "commander", "mercenary"}
	if !slices.Equal(ids, want) {
		t.Fatalf("units %v", ids)
	}
	if !slices.Equal(c.PointsLimits, []int{200, 250}) {
		t.Errorf("limits %v", c.PointsLimits)
	}
	br, _ := c.Unit("brawler")
	if len(br.Slots) != 3 || br.Slots[2].Name != SlotItems || !br.Slots[2].Shared || br.Slots[2].Max != MaxItemsPerModel || br.Slots[0].Default != "auto-shotgun" || len(br.Slots[0].Choices) != 2 ||
		br.Slots[1].Choices[0].ID != "combat-knife" || br.Slots[1].Choices[0].Points != 4 || br.Points != 33 {
		t.Errorf("brawler %+v", br)
	}
	if co, _ := c.Unit("commander"); !slices.Contains(co.Tags, "hero") {
		t.Errorf("commander tags %v", co.Tags)
	}
	spec := rules.RosterSpec{ID: "mine", Name: "My # Team", Models: []rules.ModelSpec{
		{Unit: "brawler", Name: "Rook", Gear: []string{"needle-pistol", "combat-knife"}},
		{Unit: "brawler", Gear: []string{"auto-shotgun"}},
		{Unit: "brawler", Gear: []string{"auto-shotgun", "sniper-rifle"}},
	}}
	rep := b.CheckRoster(spec)
	if rep.Points != 43+39+49 || !slices.Equal(rep.ModelPoints, []int{43, 39, 49}) || rep.Limit != 200 {
		t.Errorf("report %+v", rep)
	}
	wantProblems := []rules.RosterProblem{
		{Model: 2, Message: "more than 2 Brawler models in one roster"},
		{Model: 2, Message: "a Brawler cannot take the Sniper Rifle (it may take Auto Shotgun or Needle Pistol, upgrade Combat Knife)"},
	}
	if !slices.Equal(rep.Problems, wantProblems) {
		t.Errorf("problems %+v", rep.Problems)
	}
	text := string(b.FormatRoster(spec))
	if text != "roster My Team\nmodel brawler with needle-pistol, combat-knife as Rook\nmodel brawler\nmodel brawler with auto-shotgun, sniper-rifle\n" {
		t.Errorf("text %q", text)
	}
	back, err := b.ParseRoster("mine.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if back.ID != "mine" || back.Name != "My Team" || len(back.Models) != 3 || !slices.Equal(back.Models[1].Gear, []string{"auto-shotgun"}) ||
		back.Models[0].Name != "Rook" || !slices.Equal(back.Models[0].Gear, spec.Models[0].Gear) {
		t.Errorf("parsed back %+v", back)
	}
	v, ok := b.ShippedRoster("vanguard")
	if !ok || v.Name != "Vanguard Fireteam" || len(v.Models) != 4 || v.Models[0].Name != "" || !slices.Equal(v.Models[0].Gear, []string{"assault-rifle"}) {
		t.Errorf("vanguard %+v", v)
	}
	if rep := b.CheckRoster(v); !rep.OK() || rep.Points != 176 {
		t.Errorf("vanguard report %+v", rep)
	}
}

// A setup may give a seat's roster as text (a player's own team): the game
// plays it, checks it like a roster file, and keeps it in Setup and saves.
func TestNewGameWithRosterText(t *testing.T) {
	rs := testRuleset()
	s := rs.DefaultSetup("")
	s.Rosters[0] = "mine"
	s.RosterTexts = []string{"roster Mine\nmodel operator with combat-knife as Kell\nmodel mercenary with energy-dagger\n", ""}
	g, err := rs.NewGame(s, 7)
	if err != nil {
		t.Fatal(err)
	}
	kell := g.m("blue.1")
	if kell.Name != "Kell" || kell.Carried[0].ID != "assault-rifle" || kell.Carried[1].ID != "combat-knife" {
		t.Errorf("blue.1 %+v", kell)
	}
	if m := g.m("blue.2"); m.Unit.ID != "mercenary" || m.Name != "Mercenary" {
		t.Errorf("blue.2 %+v", m)
	}
	if g.m("red.4") == nil {
		t.Error("red plays its shipped roster")
	}
	if got := g.Setup().RosterTexts; !slices.Equal(got, s.RosterTexts) {
		t.Errorf("setup roster texts %q", got)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rs.LoadGame(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Hash() != g.Hash() || !slices.Equal(back.Setup().RosterTexts, s.RosterTexts) {
		t.Errorf("loaded game differs: %q", back.Setup().RosterTexts)
	}
	s.RosterTexts[0] = "roster Mine\nmodel operator\nmodel operator\nmodel operator\n"
	if _, err := rs.NewGame(s, 7); err == nil || !strings.Contains(err.Error(), "rosters[0]: mine.txt:4:7: more than 2 Operator models") {
		t.Errorf("got %v", err)
	}
	s.RosterTexts = []string{"", "", ""}
	if _, err := rs.NewGame(s, 7); err == nil || !strings.Contains(err.Error(), "roster_texts: 3 rosters") {
		t.Errorf("got %v", err)
	}
}
