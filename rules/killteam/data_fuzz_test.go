package killteam

import (
	"io/fs"
	"testing"

	killteamdata "github.com/flashpoint-arena/flashpoint/assets/killteam"
)

// FuzzParseData feeds one input to every data parser (units, weapons,
// rosters) and checks the parsed rosters against the shipped units and
// weapons: bad input must give an error, never a panic.
func FuzzParseData(f *testing.F) {
	for _, name := range []string{UnitsFile, WeaponsFile, RostersFile} {
		b, err := fs.ReadFile(killteamdata.FS, name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("unit a\nstats M 6 WS\nspecialisms ,Leader\nweapon b\nprofile x 24\" Rapid Fire S 4\nprofile Melee S x AP D D\n"))
	f.Add([]byte("roster x\nmodel a Leader with , b\nmodel  with\nformat 1e3\n"))
	d, err := LoadShipped()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if u, err := ParseUnits(UnitsFile, data); err == nil && len(u) == 0 {
			t.Fatal("no units and no error")
		}
		if w, err := ParseWeapons(WeaponsFile, data); err == nil && len(w) == 0 {
			t.Fatal("no weapons and no error")
		}
		rs, err := ParseRosters(RostersFile, data)
		if err != nil {
			return
		}
		for i := range rs {
			_ = d.CheckRoster(&rs[i])
			_ = d.RosterPoints(&rs[i])
		}
	})
}
