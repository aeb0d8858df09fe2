package killteam

import (
	"errors"
	"fmt"
	"io/fs"

	killteamdata "github.com/flashpoint-arena/flashpoint/assets/killteam"
)

// The data file names inside the data directory.
const (
	UnitsFile   = "units.txt"
	WeaponsFile = "weapons.txt"
	RostersFile = "rosters.txt"
)

// Load reads units.txt, weapons.txt and rosters.txt from fsys, checks
// that they name each other correctly and checks every roster
// (CheckRoster).
func Load(fsys fs.FS) (*Data, error) {
	read := func(name string) ([]byte, error) {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		return b, nil
	}
	var d Data
	var errs []error
	if b, err := read(UnitsFile); err != nil {
		errs = append(errs, err)
	} else if d.Units, err = ParseUnits(UnitsFile, b); err != nil {
		errs = append(errs, err)
	}
	if b, err := read(WeaponsFile); err != nil {
		errs = append(errs, err)
	} else if d.Weapons, err = ParseWeapons(WeaponsFile, b); err != nil {
		errs = append(errs, err)
	}
	if b, err := read(RostersFile); err != nil {
		errs = append(errs, err)
	} else if d.Rosters, err = ParseRosters(RostersFile, b); err != nil {
		errs = append(errs, err)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if err := d.Check(); err != nil {
		return nil, err
	}
	return &d, nil
}

// Check checks that units name known weapons and that every roster keeps
// the roster limits.
func (d *Data) Check() error {
	errs := []error{d.checkUnitWeapons(UnitsFile)}
	for i := range d.Rosters {
		errs = append(errs, d.CheckRoster(&d.Rosters[i]))
	}
	return errors.Join(errs...)
}

// LoadShipped reads the data that ships with the game (assets/killteam).
func LoadShipped() (*Data, error) { return Load(killteamdata.FS) }
