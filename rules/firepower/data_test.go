package firepower

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The shipped data loads, every shipped arena's terrain fits it and is
// mirrored across the middle row, and every squad deploys on every
// shipped arena.
func TestShippedData(t *testing.T) {
	rs := newRuleset(t)
	d := rs.Data()
	if len(d.Squads) < 2 || len(d.Weapons) < 4 {
		t.Fatalf("%d squads, %d weapons", len(d.Squads), len(d.Weapons))
	}
	for _, name := range assets.ArenaNames() {
		text, _ := assets.Arena(name)
		a, err := world.Parse(name, text)
		if err != nil {
			t.Fatal(err)
		}
		ter := d.TerrainOf(name)
		if err := CheckTerrain(ter, a); err != nil {
			t.Error(err)
		}
		for p, k := range ter.Cubes {
			m := world.Pos{X: p.X, Y: a.D - 1 - p.Y, Z: p.Z}
			if ter.Cubes[m] != k {
				t.Errorf("%s: %s at %s but %s at its mirror %s", name, k, p, ter.Cubes[m], m)
			}
		}
		for _, a := range rs.Rosters() {
			for _, b := range rs.Rosters() {
				s := rs.DefaultSetup(name)
				s.Rosters = [2]string{a, b}
				if _, err := rs.NewGame(s, 1); err != nil {
					t.Errorf("%s: %s against %s: %v", name, a, b, err)
				}
			}
		}
	}
}

// Broken data files are refused with the file, line, column and why.
func TestDataErrors(t *testing.T) {
	for _, c := range []struct {
		file, text, want string
	}{
		{"weapons.txt", "weapon rifle\nname R\nshort RFL\nauto 2y3 5 4 4 4 3 2 1\n", "weapons.txt:4:6: auto: \"2y3\" wants bursts x shots"},
		{"weapons.txt", "weapon rifle\nname R\nshort RFL\nsemi 2 5 4\n", "2 hit numbers, want one for each of the 7"},
		{"weapons.txt", "weapon rifle\nname R\nshort RFL\nsemi 2 5 - 4 4 3 2 1\n", "a hit number after a band out of range"},
		{"weapons.txt", "weapon Rifle\n", "is not an ID"},
		{"soldiers.txt", "soldier a\nname A\nrole ABCD\nweapons rifle\n", "soldiers.txt:3:6: role"},
		{"squads.txt", "squad s\nname S\nmember a\n", "1 members, want 2 to 8"},
		{"arenas.txt", "arena x\ntree 1,2\n", "arenas.txt:2:6: tree: \"1,2\" is not a cube"},
		{"chart.txt", "chart basic\nbands 2 5\n", "\"mf\" is missing"},
	} {
		var err error
		switch c.file {
		case "weapons.txt":
			_, err = ParseWeapons(c.file, []byte(c.text), 7)
		case "soldiers.txt":
			_, err = ParseSoldiers(c.file, []byte(c.text))
		case "squads.txt":
			_, err = ParseSquads(c.file, []byte(c.text))
		case "arenas.txt":
			_, err = ParseArenas(c.file, []byte(c.text))
		case "chart.txt":
			_, err = ParseChart(c.file, []byte(c.text))
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: %v, want %q", c.file, c.text, err, c.want)
		}
	}
	d := &Data{Weapons: []Weapon{{ID: "rifle", Semi: Row{Shots: 2, Hit: []int{5}}}}, Soldiers: []Soldier{{ID: "a", Weapons: []string{"rifle", "laser"}}}, Squads: []Squad{{ID: "s", Members: []string{"a", "b"}}}}
	err := d.Check()
	for _, want := range []string{`unknown weapon "laser"`, `unknown soldier type "b"`, "want at least two"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("check: %v, want %q", err, want)
		}
	}
}
