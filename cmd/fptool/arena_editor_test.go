package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/arenaedit"
	"github.com/flashpoint-arena/flashpoint/world"
)

// editorArena builds a small arena with the arena editor's model, as a
// player would in the game, and writes its text to a file the way the
// editor saves it (name.arena).
func editorArena(t *testing.T, dir, name string) string {
	t.Helper()
	e, err := arenaedit.New("Editor Yard", 5, 5, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		tool arenaedit.Tool
		p    world.Pos
		d    world.Dir
	}{
		{arenaedit.DeployBlue, world.Pos{X: 0}, 0}, {arenaedit.DeployBlue, world.Pos{X: 4}, 0},
		{arenaedit.DeployRed, world.Pos{X: 0, Y: 4}, 0}, {arenaedit.DeployRed, world.Pos{X: 4, Y: 4}, 0},
		{arenaedit.RespawnBlue, world.Pos{X: 2}, 0}, {arenaedit.RespawnRed, world.Pos{X: 2, Y: 4}, 0},
		{arenaedit.Drop, world.Pos{X: 0, Y: 2}, 0}, {arenaedit.Drop, world.Pos{X: 4, Y: 2}, 0},
		{arenaedit.Objective, world.Pos{X: 2, Y: 2}, 0},
		{arenaedit.LowWall, world.Pos{X: 1, Y: 1}, world.South}, {arenaedit.LowWall, world.Pos{X: 3, Y: 3}, world.North},
		{arenaedit.Wall, world.Pos{X: 2, Y: 1}, world.South}, {arenaedit.Wall, world.Pos{X: 2, Y: 3}, world.North},
	} {
		if _, err := e.Apply(s.tool, s.p, s.d, 1); err != nil {
			t.Fatal(err)
		}
	}
	text, err := e.Text()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, text, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// An arena file written by the game's arena editor checks with `fptool
// arena` and plays with `fptool sim -arena FILE`, which names the arena as
// the file does.
func TestArenaFromTheEditorLoads(t *testing.T) {
	path := editorArena(t, t.TempDir(), "editor-yard.arena")
	code, out, errs := fptool(t, "arena", path)
	if code != 0 || !strings.Contains(out, `ok: "Editor Yard", 5×5×2`) || !strings.Contains(out, "7 zones") {
		t.Fatalf("fptool arena: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = fptool(t, "sim", "-games", "2", "-seed", "3", "-arena", path, "-json")
	if code != 0 {
		t.Fatalf("fptool sim -arena %s: exit %d: %s", path, code, errs)
	}
	var sum simSummary
	if err := json.Unmarshal([]byte(out), &sum); err != nil || sum.Games != 2 {
		t.Fatalf("sim on the editor's arena: %v\n%s", err, out)
	}
	if sum.Arena != "editor-yard" {
		t.Fatalf("sim reports arena %q", sum.Arena)
	}
}

// An arena file with another ending, given by its bare name in the
// current directory, is read as a file, not looked up among the shipped
// arenas; a shipped arena's name still means the shipped arena.
func TestSimArenaFileWithoutTheEnding(t *testing.T) {
	dir := t.TempDir()
	editorArena(t, dir, "yard.txt")
	editorArena(t, dir, "beginner") // a file named like a shipped arena
	t.Chdir(dir)
	code, out, errs := fptool(t, "sim", "-games", "1", "-seed", "5", "-arena", "yard.txt", "-json")
	if code != 0 || !strings.Contains(out, `"arena": "yard.txt"`) {
		t.Fatalf("sim -arena yard.txt: exit %d\n%s%s", code, out, errs)
	}
	for name, want := range map[string]bool{"yard.txt": true, "beginner": false, "nowhere": false} {
		if got := isArenaFile(name); got != want {
			t.Errorf("isArenaFile(%q) = %v, want %v", name, got, want)
		}
	}
}
