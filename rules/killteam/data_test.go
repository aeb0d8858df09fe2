package killteam

import (
	"strings"
	"testing"
)

// shipped loads the shipped data or stops the test.
func shipped(t *testing.T) *Data {
	t.Helper()
	d, err := LoadShipped()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestShippedRosters checks the two shipped kill teams: legal 100-point
// rosters (KT-ROS-1, KT-ROS-2), one elite and one horde.
func TestShippedRosters(t *testing.T) {
	d := shipped(t)
	for _, c := range []struct {
		id             string
		models, points int
	}{
		{"iron-wardens", 6, 87},
		{"ash-militia", 20, 98},
	} {
		r, ok := d.Roster(c.id)
		if !ok {
			t.Fatalf("no roster %s", c.id)
		}
		if len(r.Models) != c.models || d.RosterPoints(r) != c.points || r.Format != 100 {
			t.Errorf("%s: %d models, %d points, format %d; want %d, %d, 100", c.id, len(r.Models), d.RosterPoints(r), r.Format, c.models, c.points)
		}
	}
}

// TestShippedProfiles spot-checks profiles as the digest's proposals give
// them (G1, G2).
func TestShippedProfiles(t *testing.T) {
	d := shipped(t)
	u, _ := d.Unit("warden")
	want := Stats{M: 6, WS: 3, BS: 3, S: 4, T: 4, W: 1, A: 1, Ld: 7, Sv: 3}
	if u == nil || u.Stats != want {
		t.Errorf("warden stats %+v, want %+v", u, want)
	}
	w, _ := d.Weapon("plasma-gun")
	if w == nil || len(w.Profiles) != 2 {
		t.Fatalf("plasma gun %+v", w)
	}
	main, over := w.Profiles[0], w.Profiles[1]
	if main.Range != 24 || main.Type != RapidFire || main.Attacks != Fixed(1) || main.S.Of(4) != 7 || main.AP != -3 || main.D != Fixed(1) {
		t.Errorf("plasma gun main profile %+v", main)
	}
	if over.Name != "overcharge" || over.S.Of(4) != 8 || over.D != Fixed(2) || !over.Abilities.Overheat {
		t.Errorf("plasma gun overcharge profile %+v", over)
	}
	f, _ := d.Weapon("power-fist")
	if f == nil || f.Profiles[0].Type != Melee || f.Profiles[0].S.Of(5) != 10 || f.Profiles[0].D.String() != "D3" || !f.Profiles[0].Abilities.Unwieldy {
		t.Errorf("power fist %+v", f)
	}
	fl, _ := d.Weapon("flamer")
	if fl == nil || fl.Profiles[0].Attacks.String() != "D6" || !fl.Profiles[0].Abilities.AutoHit {
		t.Errorf("flamer %+v", fl)
	}
}

// TestRosterLimits checks each KT-ROS-2 limit with a roster that breaks
// it: every error names the file, line and column.
func TestRosterLimits(t *testing.T) {
	d := shipped(t)
	for _, c := range []struct{ name, text, want string }{
		{"too few models", "roster x\nname X\nformat 100\nmodel warden-sergeant Leader\nmodel warden\n", "rosters.txt:1:1: roster x: 2 models, fewer than 3"},
		{"no leader", "roster x\nname X\nformat 100\nmodel warden\nmodel warden\nmodel warden\n", "rosters.txt:1:1: roster x: no Leader"},
		{"two leaders", "roster x\nname X\nformat 100\nmodel militia-boss Leader\nmodel militia-trooper\nmodel warden-sergeant Leader\n", "rosters.txt:6:1: model: a second Leader specialist"},
		{"repeated specialism", "roster x\nname X\nformat 100\nmodel warden-sergeant Leader\nmodel warden Sniper\nmodel warden Sniper\n", "rosters.txt:6:1: model: a second Sniper"},
		{"five specialists", "roster x\nname X\nformat 125\nmodel warden-sergeant Leader\nmodel warden Sniper\nmodel warden Scout\nmodel warden Comms\nmodel warden Combat\n", "roster x: 5 specialists, more than 4"},
		{"over points", "roster x\nname X\nformat 100\nmodel warden-sergeant Leader\nmodel warden\nmodel warden\nmodel warden\nmodel warden\nmodel warden\nmodel warden\nmodel warden\n", "roster x: 98 points"},
		{"over the format", "roster x\nname X\nformat 100\nmodel warden-sergeant Leader with power-fist, bolt-pistol\nmodel warden\nmodel warden\nmodel warden\nmodel warden\nmodel warden\nmodel warden\nmodel warden\n", "106 points, more than its format of 100"},
		{"specialism not allowed", "roster x\nname X\nformat 100\nmodel warden-sergeant Leader\nmodel warden Heavy\nmodel warden\n", "rosters.txt:5:1: model: a Warden may not be a Heavy specialist"},
		{"over max", "roster x\nname X\nformat 100\nmodel warden-sergeant Leader\nmodel warden-sergeant\nmodel warden\n", "rosters.txt:5:1: model: more than 1 Warden Sergeant"},
		{"weapon not allowed", "roster x\nname X\nformat 100\nmodel warden-sergeant Leader\nmodel warden with heavy-bolter\nmodel warden\n", "rosters.txt:5:1: model: a Warden may not carry \"heavy-bolter\""},
		{"unknown unit", "roster x\nname X\nformat 100\nmodel warden-sergeant Leader\nmodel ogre\nmodel warden\n", "rosters.txt:5:1: model: no unit \"ogre\""},
	} {
		rs, err := ParseRosters(RostersFile, []byte(c.text))
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		err = d.CheckRoster(&rs[0])
		if c.name == "over points" {
			if err != nil {
				t.Errorf("%s: a legal 98-point roster refused: %v", c.name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

// TestParseErrors checks that bad lines are refused with "file:line:col: why".
func TestParseErrors(t *testing.T) {
	unit := "unit a\nname A\nwargear boltgun\npoints 5\n"
	weapon := "weapon a\nname A\npoints 0\n"
	for _, c := range []struct {
		file, text, want string
	}{
		{UnitsFile, "name A\n", "units.txt:1:1: \"name\" before the first \"unit\" line"},
		{UnitsFile, "unit A\n", "units.txt:1:6: unit: \"A\" is not an ID"},
		{UnitsFile, unit + "stats M 6 WS 3+ BS 3+ S 4 T 4 W 1 A 1 Ld 7\n", "units.txt:5:1: stats: Sv is missing"},
		{UnitsFile, unit + "stats M 6 WS 3 BS 3+ S 4 T 4 W 1 A 1 Ld 7 Sv 3+\n", "units.txt:5:1: stats: WS \"3\" must be a D6 result like 3+"},
		{UnitsFile, unit + "stats M 6 WS 3+ BS 3+ S 4 T 4 W 1 A 1 Ld 7 Sv 3+ Q 1\n", "units.txt:5:1: stats: unknown stat \"Q\""},
		{UnitsFile, unit + "stats M 6 WS 3+ BS 3+ S 4 T 4 W 1 A 1 Ld 7 Sv 3+\nspecialisms Leader, Pilot\n", "units.txt:6:1: specialisms: unknown specialism \"Pilot\""},
		{UnitsFile, unit + "stats M 6 WS 3+ BS 3+ S 4 T 4 W 1 A 1 Ld 7 Sv 3+\npoints 4\n", "units.txt:6:1: points given twice"},
		{UnitsFile, "unit a\nname A\n", "units.txt:1:1: unit a has no stats line"},
		{WeaponsFile, weapon + "profile 24\" Rapid Fire 1 S 4 AP 0\n", "weapons.txt:4:1: profile: want S <strength> AP <ap> D <damage>"},
		{WeaponsFile, weapon + "profile 24\" Rapid 1 S 4 AP 0 D 1\n", "weapons.txt:4:1: profile: unknown weapon type \"Rapid\""},
		{WeaponsFile, weapon + "profile 24\" Heavy D7 S 4 AP 0 D 1\n", "weapons.txt:4:1: profile: attacks \"D7\""},
		{WeaponsFile, weapon + "profile 24\" Heavy 2 S 4 AP 1 D 1\n", "weapons.txt:4:1: profile: AP \"1\" must be 0 or -1 to -6"},
		{WeaponsFile, weapon + "profile 24\" Heavy 2 S User AP 0 D 1\n", "weapons.txt:4:1: profile: a ranged weapon's strength is a number"},
		{WeaponsFile, weapon + "profile Melee S x9 AP 0 D 1\n", "weapons.txt:4:1: profile: \"x9\""},
		{WeaponsFile, weapon + "profile Melee S User AP 0 D 1 : Auto-hit\n", "weapons.txt:4:1: profile: unknown ability \"Auto-hit\""},
		{WeaponsFile, weapon + "profile 24\" Heavy 2 S 4 AP 0 D 1\nprofile 24\" Heavy 3 S 4 AP 0 D 1\n", "weapons.txt:5:1: profile: a second profile needs a name first"},
		{WeaponsFile, weapon + "profile 24\" Heavy 2 S 4 AP 0 D 1\nprofile melee-mode Melee S User AP 0 D 1\n", "weapons.txt:5:1: profile: a weapon's profiles are all Melee or all ranged"},
		{UnitsFile, unit + "stats M 6 WS 3+ BS 3+ S 4 T 4 W 1 A 1 Ld 7 Sv 3+\n" + unit + "stats M 6 WS 3+ BS 3+ S 4 T 4 W 1 A 1 Ld 7 Sv 3+\n", "units.txt:6:1: a second unit called \"a\" (the first is on line 1)"},
		{RostersFile, "roster x\nname X\nformat 150\nmodel a\n", "rosters.txt:3:8: format: \"150\" must be 100, 125 or 200"},
		{RostersFile, "roster x\nname X\nformat 100\nmodel a Pilot\n", "rosters.txt:4:1: model: unknown specialism \"Pilot\""},
		{RostersFile, "roster x\nname X\nformat 100\nmodel a Leader with\n", "rosters.txt:4:1: model: \"with\" and no weapons"},
		{RostersFile, "roster x\nname X\nformat 100\nmodel a Leader with boltgun, Bad\n", "rosters.txt:4:30: model: \"Bad\" is not an ID"},
		{RostersFile, "roster x\nname X\nformat 100\nmodel a with boltgun,,frag\n", "rosters.txt:4:22: model: an empty item in the list \"boltgun,,frag\""},
		{UnitsFile, unit + "keywords Infantry, , Warden\n", "units.txt:5:20: keywords: an empty item in the list"},
		{UnitsFile, "unit a\npoints \t x\n", "units.txt:2:10: points: \"x\" must be a whole number"},
		{UnitsFile, "\ufeff  unit a\n", "units.txt:1:3: unit a has no name line"},
	} {
		var err error
		switch c.file {
		case UnitsFile:
			_, err = ParseUnits(c.file, []byte(c.text))
		case WeaponsFile:
			_, err = ParseWeapons(c.file, []byte(c.text))
		default:
			_, err = ParseRosters(c.file, []byte(c.text))
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one containing %q", c.text, err, c.want)
		}
	}
}
