package flashpoint

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func loadDefault(t testing.TB) *Data {
	t.Helper()
	d, err := DefaultData()
	if err != nil {
		t.Fatalf("DefaultData: %v", err)
	}
	return d
}

// Every unit of flashpoint-data.md with all its numbers and keywords.
func TestDefaultUnits(t *testing.T) {
	d := loadDefault(t)
	type want struct {
		name, role                       string
		move, sprint, ra, fi, sv, ar, hp int
		es, tactician                    int
		flags                            string // keywords that are booleans
		weapon                           string
		total                            int // points with the default weapon (and carried weapons)
	}
	wants := map[string]want{
		"operator":   {"Operator", "OP", 2, 3, 4, 4, 5, 2, 4, 2, 1, "", "assault-rifle", 40},
		"brawler":    {"Brawler", "BW", 2, 3, 5, 3, 5, 2, 4, 2, 0, "", "auto-shotgun", 39},
		"marksman":   {"Marksman", "MK", 2, 3, 3, 5, 5, 2, 4, 2, 0, "fast-transition", "marksman-rifle", 46},
		"skirmisher": {"Skirmisher", "SK", 1, 3, 4, 5, 5, 2, 4, 2, 0, "scout", "cinder-launcher", 40},
		"breacher":   {"Breacher", "BR", 1, 3, 5, 4, 6, 3, 5, 2, 0, "imposing", "energy-blade", 51},
		"gunner":     {"Gunner", "GU", 2, 3, 4, 5, 5, 2, 4, 2, 1, "guarded stable", "grenade-launcher", 42},
		"jumper":     {"Jumper", "JP", 2, 3, 5, 5, 5, 2, 4, 2, 0, "flight", "shotgun", 35},
		"spotter":    {"Spotter", "SP", 2, 3, 5, 5, 5, 3, 4, 2, 1, "scout", "strike-designator", 45},
		"commander":  {"Commander", "CO", 2, 3, 3, 3, 3, 2, 5, 3, 3, "hero stoic", "assault-rifle", 88},
		"mercenary":  {"Mercenary", "ME", 2, 3, 4, 4, 4, 1, 3, 3, 0, "evade", "plasma-rifle", 44},
	}
	if len(d.Units) != len(wants) {
		t.Errorf("got %d units, want %d", len(d.Units), len(wants))
	}
	for id, w := range wants {
		u := d.Units[id]
		if u == nil {
			t.Errorf("unit %q missing", id)
			continue
		}
		got := want{u.Name, u.Role, u.Move, u.Sprint, u.RA, u.FI, u.SV, u.AR, u.HP, u.ES, u.Tactician,
			unitFlags(u), u.Weapon, d.ModelPoints(RosterModel{Unit: id})}
		if got != w {
			t.Errorf("unit %q:\n got %+v\nwant %+v", id, got, w)
		}
	}
	if got := d.Units["mercenary"].Carries; !slices.Equal(got, []string{"mercenary-fists", "sticky-grenade"}) {
		t.Errorf("mercenary carries %v", got)
	}
	if got := d.Units["operator"].Carries; !slices.Equal(got, []string{"fists"}) {
		t.Errorf("operator carries %v, want fists by default", got)
	}
	// Alternatives cost what the table says.
	for unit, alt := range map[string][2]any{
		"operator": {"pulse-carbine", 41}, "brawler": {"needle-pistol", 39}, "marksman": {"stalker-rifle", 45},
		"skirmisher": {"commando-rifle", 41}, "breacher": {"gravity-maul", 50}, "gunner": {"sticky-launcher", 43},
		"jumper": {"spike-rifle", 36},
	} {
		weapon := alt[0].(string)
		if !slices.Contains(d.Units[unit].Alternatives, weapon) {
			t.Errorf("%s: alternative %s missing", unit, weapon)
		}
		if got := d.ModelPoints(RosterModel{Unit: unit, Weapons: []string{weapon}}); got != alt[1].(int) {
			t.Errorf("%s with %s costs %d, want %d", unit, weapon, got, alt[1])
		}
	}
}

func unitFlags(u *Unit) string {
	var f []string
	for _, x := range []struct {
		on   bool
		name string
	}{{u.FastTransition, "fast-transition"}, {u.Evade, "evade"}, {u.Flight, "flight"}, {u.Guarded, "guarded"},
		{u.Hero, "hero"}, {u.Imposing, "imposing"}, {u.Scout, "scout"}, {u.Stable, "stable"}, {u.Stoic, "stoic"}} {
		if x.on {
			f = append(f, x.name)
		}
	}
	slices.Sort(f)
	return strings.Join(f, " ")
}

// Every weapon of the weapons table with range, AP, keywords, uses and points.
func TestDefaultWeapons(t *testing.T) {
	d := loadDefault(t)
	type want struct {
		name     string
		points   int
		uses     int
		power    bool
		profiles string // "name:range:ap:keywords" joined by " / "
	}
	wants := map[string]want{
		"fists":             {"Fists", 0, 0, false, ":0:0:"},
		"mercenary-fists":   {"Fists", 0, 0, false, ":0:0:Smash 1"},
		"combat-knife":      {"Combat Knife", 4, 0, false, ":0:2:ESD 1"},
		"energy-dagger":     {"Energy Dagger", 2, 0, false, ":0:2:Lethal 1"},
		"assault-rifle":     {"Assault Rifle", 5, 0, false, ":4:0:Rapid Fire,Weight of Fire 2"},
		"battle-rifle":      {"Battle Rifle", 11, 0, true, ":5:1:Optics,Rapid Fire,Weight of Fire 1"},
		"marksman-rifle":    {"Marksman Rifle", 8, 0, false, ":6:0:Lethal 1,Optics"},
		"commando-rifle":    {"Commando Rifle", 7, 0, false, ":6:0:Optics,Rapid Fire"},
		"sidearm":           {"Sidearm", 6, 0, false, ":3:0:Optics,Rapid Fire"},
		"auto-shotgun":      {"Auto Shotgun", 6, 0, false, ":2:2:Knockback,Lethal 1"},
		"shotgun":           {"Shotgun", 8, 0, true, ":3:1:ESD 1,Knockback,Lethal 2"},
		"sniper-rifle":      {"Sniper Rifle", 10, 0, true, ":7:1:ESD 1,Lethal 1,Sniper Scope"},
		"rocket-launcher":   {"Rocket Launcher", 11, 2, true, ":6:1:Blast,ESD 2,Explosive,Frag 5,Lethal 1,Two-Uses"},
		"lance-laser":       {"Lance Laser", 16, 0, true, ":7:4:Lethal 2,Long,Optics,Weight of Fire 2"},
		"grenade-launcher":  {"Grenade Launcher", 7, 0, false, ":4:1:Frag 5,Grenade / emp:4:0:Blast,EMP,Frag 3,Grenade"},
		"swarm-launcher":    {"Swarm Launcher", 7, 0, false, ":4:1:ESD 1,Explosive,Frag 4,Lethal 1"},
		"strike-designator": {"Strike Designator", 7, 2, false, ":6:0:Blast,Explosive,Frag 6,Lethal 1,Long,Two-Uses"},
		"cinder-launcher":   {"Cinder Launcher", 6, 0, false, ":4:0:ESD 1,Grenade,Implosion 5,Lethal 1"},
		"heat-scattergun":   {"Heat Scattergun", 5, 0, false, ":4:0:ESD 2,Lethal 1"},
		"needle-pistol":     {"Needle Pistol", 6, 0, false, ":3:0:Lethal 1,Rapid Fire,Weight of Fire 1"},
		"needle-rifle":      {"Needle Rifle", 9, 0, false, ":6:0:Lethal 1,Optics,Rapid Fire"},
		"pulse-carbine":     {"Pulse Carbine", 6, 0, false, ":4:1:ESD 1,Weight of Fire 1"},
		"plasma-rifle":      {"Plasma Rifle", 7, 0, false, ":4:1:Continuous Fire,ESD 1,Rapid Fire"},
		"plasma-repeater":   {"Plasma Repeater", 7, 0, false, ":5:1:ESD 1,Weight of Fire 1"},
		"radiant-carbine":   {"Radiant Carbine", 11, 0, false, ":6:1:Knockback,Lethal 1,Optics"},
		"focus-beam":        {"Focus Beam", 11, 0, true, ":6:0:Continuous Fire,ESD 2,Long,Lethal 1,Optics"},
		"fuel-cannon":       {"Fuel Cannon", 10, 0, true, ":4:2:Blast,ESD 1,Explosive,Frag 5,Lethal 1"},
		"concussion-rifle":  {"Concussion Rifle", 7, 0, false, ":5:1:Blast,ESD 1,Frag 4,Grenade"},
		"sticky-launcher":   {"Sticky Launcher", 8, 0, false, ":5:1:Frag 4,Grenade,Lethal 1,Sticky"},
		"arc-rifle":         {"Arc Rifle", 10, 0, true, ":6:1:ESD 2,Long,Optics,Suppression"},
		"stalker-rifle":     {"Stalker Rifle", 7, 0, false, ":6:1:Sniper Scope"},
		"spike-rifle":       {"Spike Rifle", 9, 0, false, ":3:0:Knockback,Rapid Fire,Weight of Fire 1 / bayonet:0:1:Lethal 1"},
		"energy-blade":      {"Energy Blade", 14, 0, true, ":0:3:ESD 2,Lethal 1 / lunge:1:3:ESD 1,Lunge"},
		"gravity-maul":      {"Gravity Maul", 13, 0, true, ":0:1:ESD 1,Knockback,Lethal 1,Smash 1 / lunge:1:0:Knockback,Lethal 1,Lunge"},
		"frag-grenade":      {"Frag Grenade", 3, 1, false, ":3:1:Frag 5,Grenade,One-Use"},
		"sticky-grenade":    {"Sticky Grenade", 6, 1, false, ":3:2:Frag 4,Grenade,Lethal 1,One-Use,Sticky"},
	}
	if len(d.Weapons) != len(wants) {
		t.Errorf("got %d weapons, want %d", len(d.Weapons), len(wants))
	}
	power := 0
	for id, w := range wants {
		g := d.Weapons[id]
		if g == nil {
			t.Errorf("weapon %q missing", id)
			continue
		}
		var profiles []string
		for _, p := range g.Profiles {
			profiles = append(profiles, strings.Join([]string{p.Name, itoa(p.Range), itoa(p.AP), strings.Join(p.Keywords, ",")}, ":"))
		}
		got := want{g.Name, g.Points, g.Uses, g.Power, strings.Join(profiles, " / ")}
		if got != w {
			t.Errorf("weapon %q:\n got %+v\nwant %+v", id, got, w)
		}
		if g.Power {
			power++
		}
	}
	if power != 10 {
		t.Errorf("%d power weapons, want the ten of the weapon drops", power)
	}
}

func itoa(n int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+n))) }

// Keywords become the modelled fields, stacking where the data says so.
func TestWeaponKeywordFields(t *testing.T) {
	d := loadDefault(t)
	main := func(id string) Profile { return d.Weapons[id].Profiles[0] }
	cases := []struct {
		name string
		got  any
		want any
	}{
		{"assault rifle rapid fire", main("assault-rifle").RapidFire, true},
		{"assault rifle weight of fire", main("assault-rifle").WeightOfFire, 2},
		{"plasma rifle continuous fire gives weight of fire 2", main("plasma-rifle").WeightOfFire, 2},
		{"plasma rifle continuous fire", main("plasma-rifle").ContinuousFire, true},
		{"focus beam long", main("focus-beam").Long, true},
		{"marksman rifle optics", main("marksman-rifle").Optics, true},
		{"sniper rifle scope", main("sniper-rifle").SniperScope, true},
		{"shotgun lethal", main("shotgun").Lethal, 2},
		{"shotgun esd", main("shotgun").ESD, 1},
		{"shotgun knockback", main("shotgun").Knockback, true},
		{"gravity maul smash", main("gravity-maul").Smash, 1},
		{"energy blade lunge", d.Weapons["energy-blade"].Profiles[1].Lunge, true},
		{"frag value", func() int { v, _ := main("frag-grenade").Value("frag"); return v }(), 5},
		{"has blast", main("rocket-launcher").Has("Blast"), true},
		{"has no blast", main("assault-rifle").Has("Blast"), false},
		{"ranged", main("assault-rifle").Ranged(), true},
		{"cc not ranged", main("fists").Ranged(), false},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
		}
	}
	if p, ok := d.Weapons["energy-blade"].Profile("lunge"); !ok || p.Range != 1 {
		t.Errorf("energy blade lunge profile: %+v %v", p, ok)
	}
	if _, ok := d.Weapons["energy-blade"].Profile("nope"); ok {
		t.Error("unknown profile found")
	}
	w, err := ParseWeapons("w.txt", []byte("weapon x\nname X\npoints 1\nprofile R2 AP 0: Lethal 1, Lethal 2, Weight of Fire 1, Continuous Fire\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p := w["x"].Profiles[0]; p.Lethal != 3 || p.WeightOfFire != 3 {
		t.Errorf("stacking: Lethal %d (want 3), Weight of Fire %d (want 3)", p.Lethal, p.WeightOfFire)
	}
}

func TestDefaultRosters(t *testing.T) {
	d := loadDefault(t)
	if got := d.RosterNames(); !slices.Equal(got, []string{"command", "hammer", "iron-wolves", "jackal-pack", "long-watch", "vanguard"}) {
		t.Fatalf("rosters %v", got)
	}
	for id, name := range map[string]string{"vanguard": "Vanguard Fireteam", "iron-wolves": "Iron Wolves"} {
		r := d.Rosters[id]
		if r.ID != id || r.Name != name {
			t.Errorf("roster %q: got ID %q name %q", id, r.ID, r.Name)
		}
		var units, names []string
		for _, m := range r.Models {
			units = append(units, m.Unit)
			names = append(names, m.Name)
			if len(m.Weapons) != 0 {
				t.Errorf("%s: %s has weapons %v, want the default", id, m.Unit, m.Weapons)
			}
		}
		if !slices.Equal(units, []string{"operator", "brawler", "marksman", "breacher"}) {
			t.Errorf("%s units %v", id, units)
		}
		if !slices.Equal(names, []string{"Operator", "Brawler", "Marksman", "Breacher"}) {
			t.Errorf("%s names %v", id, names)
		}
		if got := d.RosterPoints(r); got != 176 {
			t.Errorf("%s costs %d, want 176", id, got)
		}
	}
	if got := d.ModelWeapons(d.Rosters["vanguard"].Models[0]); !slices.Equal(got, []string{"assault-rifle", "fists"}) {
		t.Errorf("operator weapons %v", got)
	}
}

func TestParseRosterOptions(t *testing.T) {
	r, err := ParseRoster("rosters/my-team.txt", []byte(
		"roster My Team\nmodel marksman with stalker-rifle\nmodel brawler with needle-pistol,combat-knife as Rook Two\nmodel breacher as Holt\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []RosterModel{
		{Unit: "marksman", Weapons: []string{"stalker-rifle"}},
		{Unit: "brawler", Name: "Rook Two", Weapons: []string{"needle-pistol", "combat-knife"}},
		{Unit: "breacher", Name: "Holt"},
	}
	if r.ID != "my-team" || r.Name != "My Team" || len(r.Models) != len(want) {
		t.Fatalf("got %+v", r)
	}
	for i, m := range r.Models {
		if m.Unit != want[i].Unit || m.Name != want[i].Name || !slices.Equal(m.Weapons, want[i].Weapons) {
			t.Errorf("model %d: got %+v, want %+v", i, m, want[i])
		}
	}
}

// Bad input gives file:line:col errors that say what is wrong.
func TestParseErrors(t *testing.T) {
	const unit = "unit a\nname A\nrole AA\nspeed 2-3\nstats RA 4+ FI 4+ SV 5+ AR 2 HP 4\nweapon fists\npoints 1\n"
	cases := []struct {
		parse func(string, []byte) error
		name  string
		text  string
		want  string
	}{
		{units, "units.txt", "name A\n", "units.txt:1:1: expected \"unit\""},
		{units, "units.txt", "unit Bad_ID\n", "units.txt:1:6: unit id \"Bad_ID\""},
		{units, "units.txt", strings.Replace(unit, "RA 4+", "RA 4", 1), "units.txt:5:10: RA \"4\" must be written like 4+"},
		{units, "units.txt", strings.Replace(unit, "RA 4+", "RA 9+", 1), "units.txt:5:10: RA 9 is out of range"},
		{units, "units.txt", strings.Replace(unit, "HP 4", "HP x", 1), "units.txt:5:33: HP \"x\" is not a whole number"},
		{units, "units.txt", strings.Replace(unit, "HP 4", "", 1), "units.txt:5:7: stats have no HP"},
		{units, "units.txt", strings.Replace(unit, "2-3", "3-2", 1), "units.txt:4:9: sprint 2 is shorter than move 3"},
		{units, "units.txt", strings.Replace(unit, "2-3", "23", 1), "units.txt:4:7: speed \"23\" must be written like 2-3"},
		{units, "units.txt", unit + "keywords ES 2, Sneaky\n", "units.txt:8:16: unknown unit keyword \"Sneaky\""},
		{units, "units.txt", unit + "keywords ES\n", "units.txt:8:10: keyword \"ES\" needs a number"},
		{units, "units.txt", unit + "keywords Stoic 2\n", "units.txt:8:10: keyword \"Stoic 2\" takes no number"},
		{units, "units.txt", unit + "keywords ES x\n", "units.txt:8:10: keyword \"ES x\" needs a whole number, found \"x\""},
		{units, "units.txt", unit + "keywords ES 12\n", "units.txt:8:10: keyword \"ES 12\": number 12 is out of range 0..9"},
		{units, "units.txt", unit + "colour red\n", "units.txt:8:1: unknown unit field \"colour\""},
		{units, "units.txt", unit + "points 2\n", "units.txt:8:1: \"points\" given twice"},
		{units, "units.txt", strings.Replace(unit, "role AA\n", "", 1), "units.txt:1:1: unit \"a\" has no \"role\" line"},
		{units, "units.txt", unit + unit, "units.txt:8:6: unit \"a\" defined twice"},
		{units, "units.txt", strings.Replace(unit, "points 1", "points", 1), "units.txt:7:1: \"points\" needs a value"},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile R4 AP 0: Optix\n", "weapons.txt:4:18: unknown weapon keyword \"Optix\""},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile R4 AP 0: Lethal\n", "weapons.txt:4:18: keyword \"Lethal\" needs a number"},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile R4 AP 0: Frag x\n", "weapons.txt:4:18: keyword \"Frag x\" needs a whole number, found \"x\""},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile Rx AP 0\n", "weapons.txt:4:9: the first profile is the main one and has no name; want a range like R4 or CC, found \"Rx\""},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile CC AP 0\nprofile alt Rx AP 0\n", "weapons.txt:5:14: range \"x\" is not a whole number"},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile R0 AP 0\n", "weapons.txt:4:10: range 0 is out of range 1..32"},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile R4 AP -\n", "weapons.txt:4:15: AP \"-\" is not a whole number"},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile lunge R1 AP 0\n", "weapons.txt:4:9: the first profile is the main one"},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile CC AP 0\nprofile R1 AP 0\n", "weapons.txt:5:9: an alternate profile needs a name"},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile CC AP 0: Lunge\n", "weapons.txt:4:9: a Lunge profile needs a range"},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\nprofile CC AP 0: Blast,,EMP\n", "weapons.txt:4:24: empty keyword"},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\n", "weapons.txt:1:1: weapon \"x\" has no \"profile\" line"},
		{weapons, "weapons.txt", "weapon x\nname X\npoints 1\npower yes\nprofile CC AP 0\n", "weapons.txt:4:7: \"power\" takes no value"},
		{roster, "rosters/t.txt", "model operator\n", "rosters/t.txt:1:1: the file must start with a \"roster <name>\" line"},
		{roster, "rosters/t.txt", "roster T\nmodel a using x\n", "rosters/t.txt:2:9: expected \"with\" or \"as\""},
		{roster, "rosters/t.txt", "roster T\nmodel a with\n", "rosters/t.txt:2:7: \"with\" needs at least one weapon"},
		{roster, "rosters/t.txt", "roster T\nmodel a with x, Y\n", "rosters/t.txt:2:17: weapon id \"Y\""},
		{roster, "rosters/t.txt", "roster T\nmodel a as\n", "rosters/t.txt:2:9: \"as\" needs a name"},
		{roster, "rosters/t.txt", "roster T\nteam a\n", "rosters/t.txt:2:1: unknown roster line \"team\""},
		{roster, "rosters/Bad.txt", "roster T\nmodel a\n", "rosters/Bad.txt:1:1: roster file name \"Bad\""},
	}
	for _, c := range cases {
		err := c.parse(c.name, []byte(c.text))
		if err == nil {
			t.Errorf("%q: no error, want %q", c.text, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %q", c.text, err, c.want)
		}
	}
}

func units(name string, data []byte) error   { _, err := ParseUnits(name, data); return err }
func weapons(name string, data []byte) error { _, err := ParseWeapons(name, data); return err }
func roster(name string, data []byte) error  { _, err := ParseRoster(name, data); return err }

// Columns count runes, so renamed units in other alphabets report the right
// place; comments and CRLF line ends are ignored.
func TestParseColumnsAndComments(t *testing.T) {
	text := "# units\r\nunit a   # the first\r\nname Оператор\r\nrole ОП\r\nspeed 2-3\r\nstats RA 4+ FI 4+ SV 5+ AR 2 HP 4\r\nweapon fists\r\npoints 1\r\n"
	u, err := ParseUnits("u.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if u["a"].Name != "Оператор" || u["a"].Role != "ОП" {
		t.Errorf("got %+v", u["a"])
	}
	err = roster("r.txt", []byte("roster Вовки\nmodel a as Сірий Вовк 3 xyz\nmodel Б\n"))
	if err == nil || !strings.Contains(err.Error(), "r.txt:3:7: unit id \"Б\"") {
		t.Errorf("got %v", err)
	}
}

// LoadData checks the references between the files.
func TestLoadDataCrossReferences(t *testing.T) {
	const unitsText = "unit a\nname A\nrole AA\nspeed 2-3\nstats RA 4+ FI 4+ SV 5+ AR 2 HP 4\nweapon gun\npoints 1\n" +
		"unit h\nname H\nrole HH\nspeed 2-3\nstats RA 4+ FI 4+ SV 5+ AR 2 HP 4\nkeywords Hero\nweapon gun\npoints 1\n"
	const weaponsText = "weapon gun\nname Gun\npoints 1\nprofile R4 AP 0\nweapon fists\nname Fists\npoints 0\nprofile CC AP 0\n"
	cases := []struct {
		name  string
		files fstest.MapFS
		want  string
	}{
		{"good", fstest.MapFS{"rosters/t.txt": {Data: []byte("roster T\nmodel a\nmodel h as Boss\n")}}, ""},
		{"unknown unit", fstest.MapFS{"rosters/t.txt": {Data: []byte("roster T\nmodel a\nmodel zed\n")}}, "rosters/t.txt:3:7: unknown unit \"zed\""},
		{"unknown roster weapon", fstest.MapFS{"rosters/t.txt": {Data: []byte("roster T\nmodel a with gun, laser\n")}}, "rosters/t.txt:2:19: unknown weapon \"laser\""},
		{"two heroes", fstest.MapFS{"rosters/t.txt": {Data: []byte("roster T\nmodel h\nmodel h\n")}}, "rosters/t.txt:3:7: more than 1 hero"},
		{"unit weapon", fstest.MapFS{"units.txt": {Data: []byte(strings.Replace(unitsText, "weapon gun\npoints 1\nunit h", "weapon cannon\npoints 1\nunit h", 1))}}, "units.txt:6:8: unit \"a\": unknown weapon \"cannon\""},
		{"unit carries", fstest.MapFS{"units.txt": {Data: []byte(unitsText + "unit c\nname C\nrole CC\nspeed 2-3\nstats RA 4+ FI 4+ SV 5+ AR 2 HP 4\nweapon gun\ncarries fists, knife\npoints 1\n")}}, "units.txt:22:16: unit \"c\": unknown weapon \"knife\""},
		{"no units", fstest.MapFS{"units.txt": nil}, "units.txt"},
		{"bad roster syntax", fstest.MapFS{"rosters/t.txt": {Data: []byte("roster T\nmodel\n")}}, "rosters/t.txt:2:1: \"model\" needs a unit"},
	}
	for _, c := range cases {
		files := fstest.MapFS{"units.txt": {Data: []byte(unitsText)}, "weapons.txt": {Data: []byte(weaponsText)}}
		for k, v := range c.files {
			if v == nil {
				delete(files, k)
				continue
			}
			files[k] = v
		}
		d, err := LoadData(files)
		if c.want == "" {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			} else if got := d.Rosters["t"].Models[0].Name; got != "A" {
				t.Errorf("%s: model name %q, want the unit's name", c.name, got)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}
