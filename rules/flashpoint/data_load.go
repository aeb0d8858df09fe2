package flashpoint

import (
	"errors"
	"fmt"
	"io/fs"
	"sort"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// Data file names inside the data directory.
const (
	UnitsFile   = "units.txt"
	WeaponsFile = "weapons.txt"
	RostersDir  = "rosters"
)

// LoadData reads units.txt, weapons.txt and rosters/*.txt from fsys and
// checks every cross reference: units' weapons exist, and every roster
// keeps the roster limits (Data.CheckRoster). Errors read
// "file:line:col: what is wrong".
func LoadData(fsys fs.FS) (*Data, error) {
	d := &Data{Rosters: map[string]*Roster{}}
	unitsText, err := fs.ReadFile(fsys, UnitsFile)
	if err != nil {
		return nil, fmt.Errorf("flashpoint data: %w", err)
	}
	weaponsText, err := fs.ReadFile(fsys, WeaponsFile)
	if err != nil {
		return nil, fmt.Errorf("flashpoint data: %w", err)
	}
	// The glossary is optional: without it the cards are not explained.
	glossaryText, err := fs.ReadFile(fsys, GlossaryFile)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("flashpoint data: %w", err)
	}
	var errs []error
	if d.Glossary, err = ParseGlossary(GlossaryFile, glossaryText); err != nil {
		errs = append(errs, err)
	}
	// The reference is optional too: without it the screen shows its own
	// page alone.
	referenceText, err := fs.ReadFile(fsys, ReferenceFile)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("flashpoint data: %w", err)
	}
	if d.Reference, err = ParseReference(ReferenceFile, referenceText); err != nil {
		errs = append(errs, err)
	}
	if d.Units, err = ParseUnits(UnitsFile, unitsText); err != nil {
		errs = append(errs, err)
	}
	if d.Weapons, err = ParseWeapons(WeaponsFile, weaponsText); err != nil {
		errs = append(errs, err)
	}
	rosterFiles, err := fs.Glob(fsys, RostersDir+"/*.txt")
	if err != nil {
		return nil, fmt.Errorf("flashpoint data: %w", err)
	}
	sort.Strings(rosterFiles)
	for _, name := range rosterFiles {
		text, err := fs.ReadFile(fsys, name)
		if err != nil {
			errs = append(errs, fmt.Errorf("flashpoint data: %w", err))
			continue
		}
		r, err := ParseRoster(name, text)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		d.Rosters[r.ID] = r
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if err := d.validate(); err != nil {
		return nil, err
	}
	return d, nil
}

// DefaultData loads the data shipped with the game (assets/flashpoint).
func DefaultData() (*Data, error) {
	sub, err := fs.Sub(assets.FS(), "flashpoint")
	if err != nil {
		return nil, fmt.Errorf("flashpoint data: %w", err)
	}
	d, err := LoadData(sub)
	if err != nil {
		return nil, err
	}
	d.shippedMeanings = make(map[string]string, len(d.Glossary))
	for _, t := range d.Glossary {
		d.shippedMeanings[t.Term] = t.Meaning
	}
	return d, nil
}

// validate checks the references between units, weapons and rosters, and
// fills in roster models' display names.
func (d *Data) validate() error {
	var errs datafile.ErrorList
	for _, id := range sortedKeys(d.Units) {
		u := d.Units[id]
		for _, ref := range u.weaponRefs {
			if d.Weapons[ref.Text] == nil {
				errs.Add(ref.At.Errorf("unit %q: unknown weapon %q", u.ID, ref.Text))
			}
		}
	}
	for _, id := range sortedKeys(d.Rosters) {
		r := d.Rosters[id]
		if err := d.rosterErrors(r); err != nil {
			errs.Add(err)
		}
		d.nameModels(r)
	}
	return errs.Err()
}

// sortedKeys returns a map's keys in order, so errors come out the same
// way every time.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
