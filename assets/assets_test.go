package assets

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
)

func TestFS(t *testing.T) {
	for _, name := range []string{"flashpoint/units.txt", "flashpoint/weapons.txt", "flashpoint/rosters/vanguard.txt",
		"flashpoint/rosters/iron-wolves.txt", "flashpoint/README.md"} {
		if _, err := fs.Stat(FS(), name); err != nil {
			t.Errorf("%s not embedded: %v", name, err)
		}
	}
}

func TestArenas(t *testing.T) {
	names := ArenaNames()
	if len(names) == 0 {
		t.Fatal("no arenas embedded")
	}
	if !slices.IsSorted(names) {
		t.Errorf("names not sorted: %v", names)
	}
	for _, n := range names {
		data, err := Arena(n)
		if err != nil || len(data) == 0 {
			t.Errorf("arena %q: %v", n, err)
		}
	}
	for _, bad := range []string{"", "no-such-arena", "../flashpoint/units", "flashpoint/units.txt", "beginner.arena"} {
		if _, err := Arena(bad); err == nil || !strings.Contains(err.Error(), "arena") {
			t.Errorf("Arena(%q): error %v", bad, err)
		}
	}
}
