package rules

import (
	"errors"
	"fmt"
	"io/fs"
)

// DataFiles reads a ruleset's data files from one file system and
// gathers every error, so a broken data directory reports all its faults
// at once.
type DataFiles struct {
	FS   fs.FS
	errs []error
}

// Read reads the named file and hands it to parse; a missing file or a
// parse error is kept for Err.
func (d *DataFiles) Read(name string, parse func(name string, data []byte) error) {
	b, err := fs.ReadFile(d.FS, name)
	if err != nil {
		d.errs = append(d.errs, fmt.Errorf("%s: %w", name, err))
		return
	}
	if err := parse(name, b); err != nil {
		d.errs = append(d.errs, err)
	}
}

// Err joins the errors so far, or is nil.
func (d *DataFiles) Err() error { return errors.Join(d.errs...) }
