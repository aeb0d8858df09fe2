package necromunda

import (
	"errors"
	"fmt"
	"io/fs"

	necromundadata "github.com/flashpoint-arena/flashpoint/assets/necromunda"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The data file names inside the data directory.
const (
	FightersFile = "fighters.txt"
	WeaponsFile  = "weapons.txt"
	GangsFile    = "gangs.txt"
	ArenasFile   = "arenas.txt"
)

// Load reads the five data files from fsys and checks that they name
// each other correctly (Check).
func Load(fsys fs.FS) (*Data, error) {
	var d Data
	files := rules.DataFiles{FS: fsys}
	read := files.Read
	read(FightersFile, func(n string, b []byte) (err error) { d.Fighters, err = ParseFighters(n, b); return })
	read(WeaponsFile, func(n string, b []byte) (err error) { d.Weapons, err = ParseWeapons(n, b); return })
	read(GangsFile, func(n string, b []byte) (err error) { d.Gangs, err = ParseGangs(n, b); return })
	read(ArenasFile, func(n string, b []byte) (err error) { d.Arenas, err = ParseArenas(n, b); return })
	read(ListsFile, func(n string, b []byte) (err error) { d.Lists, err = ParseLists(n, b); return })
	if err := files.Err(); err != nil {
		return nil, err
	}
	if err := d.Check(); err != nil {
		return nil, err
	}
	return &d, nil
}

// LoadShipped reads the data that ships with the game (assets/necromunda).
func LoadShipped() (*Data, error) { return Load(necromundadata.FS) }

// Check checks that gangs name known fighter types and weapons, that a
// gang has at most one leader, that a fighter carries a weapon at most
// once, and that the gang builder's lists agree with the fighters and
// weapons (checkLists).
func (d *Data) Check() error {
	var errs []error
	for _, g := range d.Gangs {
		leaders := 0
		for i, m := range g.Members {
			f, ok := d.Fighter(m.Type)
			if !ok {
				errs = append(errs, fmt.Errorf("%s: gang %s: member %d: unknown fighter type %q", GangsFile, g.ID, i+1, m.Type))
				continue
			}
			if f.Leader {
				leaders++
			}
			seen := map[string]bool{}
			for _, w := range m.Weapons {
				if _, ok := d.Weapon(w); !ok {
					errs = append(errs, fmt.Errorf("%s: gang %s: member %d: unknown weapon %q", GangsFile, g.ID, i+1, w))
				}
				if seen[w] {
					errs = append(errs, fmt.Errorf("%s: gang %s: member %d: weapon %q twice", GangsFile, g.ID, i+1, w))
				}
				seen[w] = true
			}
		}
		if leaders > 1 {
			errs = append(errs, fmt.Errorf("%s: gang %s: %d leaders, want at most one", GangsFile, g.ID, leaders))
		}
	}
	errs = append(errs, d.checkLists())
	return errors.Join(errs...)
}

// CheckFeatures checks an arena's ladders and vents against the arena:
// every cube inside it with a floor.
func CheckFeatures(f Features, a *world.Arena) error {
	var errs []error
	for _, l := range f.Ladders {
		if !a.In(l.At) || !a.Standable(l.At) {
			errs = append(errs, fmt.Errorf("%s: arena %s: ladder at %s: not a cube with a floor", ArenasFile, f.Arena, l.At))
		}
	}
	for _, v := range f.Vents {
		for _, p := range v {
			if !a.In(p) || !a.Standable(p) {
				errs = append(errs, fmt.Errorf("%s: arena %s: vent end %s: not a cube with a floor", ArenasFile, f.Arena, p))
			}
		}
	}
	return errors.Join(errs...)
}
