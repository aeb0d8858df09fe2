package scene

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// Storage keeps small named documents (settings, the saved game). Load
// returns an error wrapping fs.ErrNotExist when the document is missing.
type Storage interface {
	Load(name string) ([]byte, error)
	Save(name string, data []byte) error
	Remove(name string) error
}

// FileStorage is a Storage in a directory of the file system.
type FileStorage struct {
	Dir string
}

// UserStorage returns the FileStorage in the user's config directory,
// os.UserConfigDir()/flashpoint-arena.
func UserStorage() (*FileStorage, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("finding the config directory: %w", err)
	}
	return &FileStorage{Dir: filepath.Join(dir, "flashpoint-arena")}, nil
}

func (s *FileStorage) path(name string) (string, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return "", fmt.Errorf("storage: bad document name %q", name)
	}
	return filepath.Join(s.Dir, name), nil
}

// Load reads the named document.
func (s *FileStorage) Load(name string) ([]byte, error) {
	p, err := s.path(name)
	if err != nil {
		return nil, err
	}
	return safefile.ReadFile(p, 0)
}

// Save writes the named document whole or not at all (safefile.WriteFile),
// creating the directory when needed.
func (s *FileStorage) Save(name string, data []byte) error {
	p, err := s.path(name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return fmt.Errorf("storage: %w", err)
	}
	if err := safefile.WriteFile(p, data, 0o644); err != nil {
		return fmt.Errorf("storage: %w", err)
	}
	return nil
}

// Remove deletes the named document; a missing one is not an error.
func (s *FileStorage) Remove(name string) error {
	p, err := s.path(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("storage: %w", err)
	}
	return nil
}

// MemoryStorage is a Storage in memory (tests, and a fallback when the
// config directory cannot be used).
type MemoryStorage struct {
	Docs map[string][]byte
}

// Load reads the named document.
func (m *MemoryStorage) Load(name string) ([]byte, error) {
	if d, ok := m.Docs[name]; ok {
		return append([]byte(nil), d...), nil
	}
	return nil, fmt.Errorf("storage: %s: %w", name, fs.ErrNotExist)
}

// Save stores the named document.
func (m *MemoryStorage) Save(name string, data []byte) error {
	if m.Docs == nil {
		m.Docs = map[string][]byte{}
	}
	m.Docs[name] = append([]byte(nil), data...)
	return nil
}

// Remove deletes the named document.
func (m *MemoryStorage) Remove(name string) error {
	delete(m.Docs, name)
	return nil
}
