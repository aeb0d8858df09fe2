package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/internal/safefile"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
	"github.com/flashpoint-arena/flashpoint/world"
)

// ruleset returns the named ruleset from the registry of every ruleset.
func ruleset(name string) (rules.Ruleset, error) {
	return all.Registry().Get(name)
}

// readInput reads a file, naming it in the error.
func readInput(path string) ([]byte, error) {
	data, err := safefile.ReadFile(path, 0)
	if err != nil {
		return nil, badf("%v", err)
	}
	return data, nil
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// arenaSetup fills the arena of a setup: a shipped arena by name, or an
// arena file by path (checked here so its errors name the file). A name
// ending in .arena or holding a path separator is a file; so is any other
// name that is not a shipped arena but a file by that name exists (an
// arena exported from the game's editor and renamed).
func arenaSetup(s *rules.Setup, arena string) error {
	if !strings.HasSuffix(arena, ".arena") && !strings.ContainsRune(arena, filepath.Separator) && !isArenaFile(arena) {
		s.Arena = arena
		return nil
	}
	data, err := readInput(arena)
	if err != nil {
		return err
	}
	if _, err := world.Parse(filepath.Base(arena), data); err != nil {
		return err
	}
	s.Arena = strings.TrimSuffix(filepath.Base(arena), ".arena")
	s.ArenaText = string(data)
	return nil
}

// isArenaFile reports whether name is not a shipped arena but names a
// file.
func isArenaFile(name string) bool {
	if slices.Contains(assets.ArenaNames(), name) {
		return false
	}
	fi, err := os.Stat(name)
	return err == nil && !fi.IsDir()
}

// describe is a one-line result, e.g. "blue wins 8–5 (first to 8 kills)".
func describe(r rules.Result) string {
	switch {
	case !r.Over:
		return fmt.Sprintf("unfinished %d–%d", r.Score[0], r.Score[1])
	case r.Winner == rules.NoSeat:
		return fmt.Sprintf("draw %d–%d (%s)", r.Score[0], r.Score[1], r.Reason)
	}
	return fmt.Sprintf("%v wins %d–%d (%s)", r.Winner, r.Score[0], r.Score[1], r.Reason)
}
