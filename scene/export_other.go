//go:build !js

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

// exportFile writes data as a file the player can pass on: on the desktop
// into the Downloads folder of the home directory (the home directory
// itself when there is none), under name or, when that is taken, name-2,
// name-3... It returns where the file went.
func exportFile(name string, data []byte) (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no home directory to export to: %w", err)
	}
	dir := filepath.Join(home, "Downloads")
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		dir = home
	}
	ext := filepath.Ext(name)
	base := strings.TrimSuffix(name, ext)
	for i := 1; i < 1000; i++ {
		p := filepath.Join(dir, name)
		if i > 1 {
			p = filepath.Join(dir, fmt.Sprintf("%s-%d%s", base, i, ext))
		}
		if _, err := os.Lstat(p); errors.Is(err, fs.ErrNotExist) {
			return p, safefile.WriteFile(p, data, 0o644)
		}
	}
	return "", fmt.Errorf("%s: too many files of that name already", filepath.Join(dir, name))
}
