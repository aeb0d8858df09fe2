package scene

import (
	"errors"
	"io/fs"
	"os"
	"sort"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// docLister is a Storage that can list its documents.
type docLister interface {
	// List returns the names of the stored documents, sorted.
	List() ([]string, error)
}

// listDocs returns the names of the documents in s that start with
// prefix, sorted; a Storage that cannot list has none.
func listDocs(s Storage, prefix string) ([]string, error) {
	l, ok := s.(docLister)
	if !ok {
		return nil, nil
	}
	names, err := l.List()
	if err != nil {
		return nil, err
	}
	var out []string
	for _, n := range names {
		if strings.HasPrefix(n, prefix) {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out, nil
}

// List returns the names of the documents in the directory (files only,
// no temporary files of a save in progress or cut off); a missing directory
// has none.
func (s *FileStorage) List() ([]string, error) {
	entries, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if e.Type().IsRegular() && !safefile.IsTemp(e.Name()) {
			out = append(out, e.Name())
		}
	}
	return out, nil
}

// List returns the names of the documents, sorted.
func (m *MemoryStorage) List() ([]string, error) {
	out := make([]string, 0, len(m.Docs))
	for n := range m.Docs {
		out = append(out, n)
	}
	sort.Strings(out)
	return out, nil
}
