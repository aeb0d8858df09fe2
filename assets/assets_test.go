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

// LoadArena reads a setup's arena: its text first, else the shipped arena
// of its name, else the default; a bad name says so.
func TestLoadArena(t *testing.T) {
	a, err := LoadArena("", "", "beginner")
	if err != nil || a.W != 5 {
		t.Fatalf("the default: %v, %v", a, err)
	}
	if a, err = LoadArena("standard", "", "beginner"); err != nil || a.W != 8 {
		t.Fatalf("by name: %v, %v", a, err)
	}
	text, _ := Arena("tower")
	if a, err = LoadArena("mine", string(text), "beginner"); err != nil || a.W != 6 {
		t.Fatalf("by text: %v, %v", a, err)
	}
	if _, err = LoadArena("../x", "", "beginner"); err == nil {
		t.Fatal("a bad name loaded")
	}
}

// An ArenaCache reads a shipped arena once and hands every caller the same
// one; an arena given as text is parsed afresh; an unknown name is an
// error that is not remembered as an arena.
func TestArenaCacheSharesShippedArenas(t *testing.T) {
	var c ArenaCache
	a, err := c.Load("", "", "beginner")
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.Load("beginner", "", "standard")
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Fatal("the same shipped arena was parsed twice")
	}
	fresh, err := LoadArena("beginner", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if string(fresh.Format()) != string(a.Format()) {
		t.Fatal("the cached arena differs from the file")
	}
	text := string(fresh.Format())
	x, err := c.Load("mine", text, "")
	if err != nil {
		t.Fatal(err)
	}
	y, _ := c.Load("mine", text, "")
	if x == y || x == a {
		t.Fatal("an arena given as text was shared")
	}
	if _, err := c.Load("no-such-arena", "", ""); err == nil {
		t.Fatal("an unknown arena loaded")
	}
	if _, err := c.Load("no-such-arena", "", ""); err == nil {
		t.Fatal("an unknown arena loaded the second time")
	}
}
