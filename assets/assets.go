package assets

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
)

// files is the embedded asset tree. An embed.FS cannot be changed, so it is
// safe to share.
//
//go:embed arenas/*.arena flashpoint
var files embed.FS

// arenaExt is the file extension of arena files.
const arenaExt = ".arena"

// FS returns the embedded asset tree: arenas/*.arena and flashpoint/...
func FS() fs.FS { return files }

// Arena returns the text of the shipped arena called name (the file name
// without ".arena", e.g. "beginner").
func Arena(name string) ([]byte, error) {
	if name == "" || strings.ContainsAny(name, `/\.`) {
		return nil, fmt.Errorf("arena %q: not an arena name (want one of %s)", name, strings.Join(ArenaNames(), ", "))
	}
	data, err := files.ReadFile(path.Join("arenas", name+arenaExt))
	if err != nil {
		return nil, fmt.Errorf("arena %q: no such arena (want one of %s)", name, strings.Join(ArenaNames(), ", "))
	}
	return data, nil
}

// ArenaNames returns the names of the shipped arenas, sorted.
func ArenaNames() []string {
	entries, err := files.ReadDir("arenas")
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), arenaExt); ok && !e.IsDir() {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}
