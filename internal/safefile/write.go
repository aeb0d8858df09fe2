package safefile

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// tempSuffix ends the names of the temporary files WriteFile makes; listers
// of a directory skip names that end with it.
const tempSuffix = ".tmp"

// IsTemp reports whether a file name is one of WriteFile's temporary files.
func IsTemp(name string) bool { return strings.HasSuffix(name, tempSuffix) }

// WriteFile writes data to path whole or not at all (see the package doc).
func WriteFile(path string, data []byte, perm os.FileMode) error {
	return Write(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Write is WriteFile for a document produced by fill as it is written.
// If fill fails, the file at path is left as it was.
func Write(path string, perm os.FileMode, fill func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".*"+tempSuffix)
	if err != nil {
		return fmt.Errorf("%s: %w", path, unwrap(err))
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			_ = f.Close()
			_ = os.Remove(tmp)
		}
	}()
	if err := fill(f); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Chmod(perm); err != nil {
		return fmt.Errorf("%s: %w", path, unwrap(err))
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("%s: %w", path, unwrap(err))
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, unwrap(err))
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("%s: %w", path, unwrap(err))
	}
	syncDir(dir)
	return nil
}

// syncDir makes a rename in dir durable. Some systems cannot sync a
// directory; the rename has happened either way, so that is not an error.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = d.Sync()
	_ = d.Close()
}

// unwrap drops the *os.PathError wrapper, whose path would repeat the one
// the error already names (and would name the temporary file).
func unwrap(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	if le, ok := err.(*os.LinkError); ok {
		return le.Err
	}
	return err
}
