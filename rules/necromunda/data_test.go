package necromunda

import (
	"strings"
	"testing"
	"testing/fstest"
)

// The shipped data loads: two gangs of different character (G1, G8), with
// every fighter type and weapon they name (G1 profile, G8 weapons).
func TestShippedData(t *testing.T) {
	d, err := LoadShipped()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Gangs) < 2 {
		t.Fatalf("%d gangs, want at least 2", len(d.Gangs))
	}
	brute, _ := d.Fighter("ironhide-brute")
	sister, _ := d.Fighter("viper-sister")
	if brute == nil || sister == nil || brute.T <= sister.T || brute.M >= sister.M {
		t.Fatalf("the gangs should differ: tough and slow against quick and fragile: %+v %+v", brute, sister)
	}
	ag, _ := d.Weapon("autogun")
	if ag == nil || ag.Short != 8 || ag.Long != 24 || ag.AccShort != 1 || ag.Str != 3 || ag.Am != 4 || ag.RapidFire != 1 {
		t.Fatalf("autogun = %+v, want G8's profile", ag)
	}
	if f := d.FeaturesOf("standard"); len(f.Vents) == 0 || len(f.Ladders) == 0 {
		t.Fatalf("standard has no vents or ladders: %+v", f)
	}
}

// Bad data gets an error naming the file, the line and why.
func TestDataErrors(t *testing.T) {
	good, err := LoadShipped()
	if err != nil || good == nil {
		t.Fatal(err)
	}
	base := map[string]string{
		FightersFile: "fighter a\nname A\nrole A\nstats M 4 WS 4+ BS 4+ S 3 T 3 W 1 I 4+ A 1 Ld 7+ Cl 7+ Wil 7+ Int 7+\n",
		WeaponsFile:  "weapon k\nname K\nstats S - L - AccS - AccL - Str user AP - D 1 Am -\ntraits Melee\n",
		GangsFile:    "gang g\nname G\nmember a: k\nmember a: k\nmember a: k\nmember a: k\n",
		ArenasFile:   "arena standard\nvent 0,0,0 1,1,0\n",
		ListsFile:    "house h\nname H\nfighter a\nfrom h\nclass ganger\ncost 50\ngear k\nweapon k\ncost 5\n",
	}
	if _, err := Load(fsOf(base, "", "")); err != nil {
		t.Fatalf("the base data: %v", err)
	}
	for _, c := range []struct{ file, text, want string }{
		{FightersFile, "fighter a\nname A\nrole A\nstats M 4 WS 9+ BS 4+ S 3 T 3 W 1 I 4+ A 1 Ld 7+ Cl 7+ Wil 7+ Int 7+\n", "fighters.txt:4: fighter a: stats: WS wants a result from 2+ to 6+"},
		{FightersFile, "fighter a\nname A\nrole A\nstats M 4 WS 4+\n", "fighters.txt:4: fighter a: stats: BS is missing"},
		{FightersFile, "fighter a\nname A\nrole A\nskills slippery, flying\nstats M 4 WS 4+ BS 4+ S 3 T 3 W 1 I 4+ A 1 Ld 7+ Cl 7+ Wil 7+ Int 7+\n", "fighters.txt:4: fighter a: skills: \"flying\" is not a skill"},
		{FightersFile, "name A\n", "fighters.txt:1: \"name\" before the first record"},
		{FightersFile, "fighter Bad\n", "fighters.txt:1: fighter: \"Bad\" is not an ID"},
		{WeaponsFile, "weapon k\nname K\nstats S - L - AccS - AccL - Str user AP - D 1 Am -\ntraits Melee, Laser\n", "weapons.txt:4: weapon k: traits: unknown trait \"Laser\""},
		{WeaponsFile, "weapon k\nname K\nstats S 8 L 4 AccS - AccL - Str 3 AP - D 1 Am 4+\n", "weapons.txt:1: weapon k: its Short range 8\" is beyond"},
		{WeaponsFile, "weapon k\nname K\nstats S 8 L 4 AccS - AccL - Str 3 AP 2 D 1 Am 4+\n", "weapons.txt:3: weapon k: stats: AP wants 0 to -5"},
		{GangsFile, "gang g\nname G\nmember a: k\n", "gangs.txt:1: gang g: 1 members, want 4 to 8"},
		{GangsFile, "gang g\nname G\nmember a: k\nmember a: k\nmember b: k\nmember a: k\n", "gangs.txt: gang g: member 3: unknown fighter type \"b\""},
		{ArenasFile, "arena x\nladder 1,1,0 up\n", "arenas.txt:2: arena x: ladder: \"up\" is not a side"},
		{ArenasFile, "arena x\nvent 1,1,0 1,1,0\n", "arenas.txt:2: arena x: vent: both ends are 1,1,0"},
		{ListsFile, "house h\nname H\nfighter a\nfrom h\nclass boss\ncost 50\ngear k\nweapon k\ncost 5\n", "lists.txt:5: fighter a: class \"boss\""},
		{ListsFile, "house h\nname H\nfighter a\nfrom h\nclass ganger\ncost -5\ngear k\nweapon k\ncost 5\n", "lists.txt:6: fighter a: cost wants credits"},
		{ListsFile, "house h\nname H\nfighter a\nfrom x\nclass ganger\ncost 5\ngear k, z\nstarts q\n", "lists.txt: fighter a: unknown house \"x\""},
		{ListsFile, "house h\nname H\nfighter a\nfrom h\nclass leader\ncost 5\ngear k\nweapon k\ncost 5\n", "lists.txt: fighter a: class leader, but fighters.txt says leader false"},
		{ListsFile, "house h\nname H\nweapon k\ncost 5\n", "lists.txt: fighter a: not listed"},
		{ListsFile, "house h\nname H\nfighter a\nfrom h\nclass ganger\ncost 5\ngear k\n", "lists.txt: weapon k: no cost"},
	} {
		_, err := Load(fsOf(base, c.file, c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: got %v, want %q", c.file, c.text, err, c.want)
		}
	}
}

// fsOf is the files of base with file's text replaced.
func fsOf(base map[string]string, file, text string) fstest.MapFS {
	out := fstest.MapFS{}
	for k, v := range base {
		if k == file {
			v = text
		}
		out[k] = &fstest.MapFile{Data: []byte(v)}
	}
	return out
}

// FuzzParseData: no input makes a parser panic; what parses checks.
func FuzzParseData(f *testing.F) {
	f.Add("fighter a\nname A\nrole A\nstats M 4 WS 4+ BS 4+ S 3 T 3 W 1 I 4+ A 1 Ld 7+ Cl 7+ Wil 7+ Int 7+\n")
	f.Add("weapon k\nname K\nstats S 8\" L 24\" AccS +1 AccL - Str 3 AP - D 1 Am 4+\ntraits Rapid Fire 1\n")
	f.Add("gang g\nname G\nmember a: k, l\n")
	f.Add("arena standard\nladder 4,1,0 south\nvent 0,2,0 7,5,0\n")
	f.Fuzz(func(t *testing.T, s string) {
		b := []byte(s)
		_, _ = ParseFighters("f", b)
		_, _ = ParseWeapons("w", b)
		_, _ = ParseGangs("g", b)
		_, _ = ParseArenas("a", b)
		_, _ = ParseLists("l", b)
	})
}

// NEC-MOV-4: every ladder of arenas.txt stands at the foot of a climb of
// its arena, up the side it names, and every vent end has a floor.
func TestShippedLaddersAreClimbs(t *testing.T) {
	rs := newRuleset(t)
	for _, f := range rs.data.Arenas {
		s := rs.DefaultSetup(f.Arena)
		g, err := rs.prepare(s, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range f.Ladders {
			found := false
			for _, st := range g.arena.Steps(l.At) {
				if st.Climb && st.To.Z > l.At.Z && st.To.X-l.At.X == l.Dir.Delta().X && st.To.Y-l.At.Y == l.Dir.Delta().Y {
					found = found || g.ladderAt(l.At, st.To)
				}
			}
			if !found {
				t.Errorf("%s: the ladder at %s %s is on no climb", f.Arena, l.At, l.Dir)
			}
		}
	}
}
