// Package assets holds the data the game ships with, embedded in the
// binary: arenas (arenas/*.arena, format in arenas/README.md) and the
// Flashpoint units, weapons and rosters (flashpoint/, format in
// flashpoint/README.md). Everything here is read-only; a game reads it
// through FS, Arena and ArenaNames.
package assets
