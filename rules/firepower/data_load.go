package firepower

import (
	"errors"
	"fmt"
	"io/fs"

	firepowerdata "github.com/flashpoint-arena/flashpoint/assets/firepower"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The data file names inside the data directory.
const (
	ChartFile    = "chart.txt"
	WeaponsFile  = "weapons.txt"
	SoldiersFile = "soldiers.txt"
	SquadsFile   = "squads.txt"
	ArenasFile   = "arenas.txt"
)

// Squad sizes.
const (
	MinSquad = 2
	MaxSquad = 8
)

// Load reads the five data files from fsys and checks that they name
// each other correctly (Check).
func Load(fsys fs.FS) (*Data, error) {
	var d Data
	files := rules.DataFiles{FS: fsys}
	read := files.Read
	read(ChartFile, func(n string, b []byte) (err error) { d.Chart, err = ParseChart(n, b); return })
	if err := files.Err(); err != nil {
		return nil, err
	}
	read(WeaponsFile, func(n string, b []byte) (err error) { d.Weapons, err = ParseWeapons(n, b, len(d.Chart.Bands)); return })
	read(SoldiersFile, func(n string, b []byte) (err error) { d.Soldiers, err = ParseSoldiers(n, b); return })
	read(SquadsFile, func(n string, b []byte) (err error) { d.Squads, err = ParseSquads(n, b); return })
	read(ArenasFile, func(n string, b []byte) (err error) { d.Arenas, err = ParseArenas(n, b); return })
	if err := files.Err(); err != nil {
		return nil, err
	}
	if err := d.Check(); err != nil {
		return nil, err
	}
	return &d, nil
}

// LoadShipped reads the data that ships with the game (assets/firepower).
func LoadShipped() (*Data, error) { return Load(firepowerdata.FS) }

// Check checks that soldiers carry known weapons (one personal weapon at
// most, grenades besides), and that squads name known soldier types; at
// least two squads must exist.
func (d *Data) Check() error {
	var errs []error
	for _, s := range d.Soldiers {
		personal := 0
		seen := map[string]bool{}
		for _, id := range s.Weapons {
			w, ok := d.Weapon(id)
			switch {
			case !ok:
				errs = append(errs, fmt.Errorf("%s: soldier %s: unknown weapon %q", SoldiersFile, s.ID, id))
				continue
			case seen[id]:
				errs = append(errs, fmt.Errorf("%s: soldier %s: weapon %q twice", SoldiersFile, s.ID, id))
			}
			seen[id] = true
			if !w.Grenade() {
				personal++
			}
		}
		if personal > 1 {
			errs = append(errs, fmt.Errorf("%s: soldier %s: %d personal weapons, want at most one besides grenades (FP-FIRE-3)", SoldiersFile, s.ID, personal))
		}
		if len(s.Weapons) == 0 {
			errs = append(errs, fmt.Errorf("%s: soldier %s: no weapon", SoldiersFile, s.ID))
		}
	}
	for _, q := range d.Squads {
		for i, m := range q.Members {
			if _, ok := d.Soldier(m); !ok {
				errs = append(errs, fmt.Errorf("%s: squad %s: member %d: unknown soldier type %q", SquadsFile, q.ID, i+1, m))
			}
		}
	}
	if len(d.Squads) < 2 {
		errs = append(errs, fmt.Errorf("%s: %d squads, want at least two", SquadsFile, len(d.Squads)))
	}
	return errors.Join(errs...)
}

// CheckTerrain checks an arena's terrain against the arena: every cube
// inside it with a floor.
func CheckTerrain(t ArenaTerrain, a *world.Arena) error {
	var errs []error
	for p, k := range t.Cubes {
		if !a.In(p) || !a.Standable(p) {
			errs = append(errs, fmt.Errorf("%s: arena %s: %s at %s: not a cube of the arena with a floor", ArenasFile, t.Arena, k, p))
		}
	}
	return errors.Join(errs...)
}
