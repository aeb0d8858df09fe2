// Package world is the arena of Flashpoint Arena: a W×D×H grid of cubes
// with floors, walls and zones, and the geometry the rulesets ask about.
//
// A cube is the unit of movement and range. Pos names a cube (X column west
// to east, Y row north to south, Z level, 0 the ground); Distance is the 3D
// Chebyshev distance, so a diagonal step counts 1. Each cube has a floor
// (solid, girder or none) and four sides (open, low wall or wall); the
// board edge is a wall. Zones mark deployment, respawn, weapon-drop spots
// and objectives. An Arena is not changed once loaded, so one arena may be
// shared by many games and goroutines; only the builders New, SetFloor and
// SetSide change one, for arenas made in code.
//
// The queries:
//
//   - Steps and Reach: the movement graph. Horizontal steps to the eight
//     neighbours on a level (walls stop them, diagonals may not cut a
//     corner where a wall stands), and climbs up or down a wall for one
//     cube of movement per level, from a solid floor to a solid floor
//     (HF-MOV-2). Reach finds the cheapest path to every cube within a
//     budget, with deterministic tie-breaks.
//   - Fall: a model without a floor drops until a solid floor holds it or a
//     girder does on a d8 of 5–8 (HF-FALL-5).
//   - Push and ScatterDir: one-cube scatter and knockback on the same level
//     (HF-SCAT).
//   - LineOfSight and CanSee: 3D sight between model cylinders, blocked by
//     walls, the lower half of low walls and solid floors (DESIGN.md
//     section 4); a ClearShot sees the whole target, base included.
//   - OpenToSky, GroundLevel, Accessible, ZoneAt and friends.
//
// # The arena text format
//
// Arenas are text files (extension .arena), read by Parse and ParseFile and
// written back in canonical form by Format; assets/arenas/README.md is the
// guide for people editing them. Outside the level blocks, blank lines and
// lines starting with '#' are ignored, and a '#' standing as a word of its
// own starts a comment. The directives, in order:
//
//	arena NAME          the display name; must come first
//	note TEXT           free text, any number of lines
//	size W D H          columns 1..32, rows 1..32, levels 1..8
//	level Z             for Z = 0 .. H-1, once each in order, each followed
//	                    by exactly 2*D+1 grid lines of 3*W+1 characters
//
// Grid lines alternate between edge lines (even) and cell lines (odd). An
// edge line has, for each column, a corner '+' and a two-character face
// between the row above and the row below: "--" wall, ".." low wall, "  "
// open; it ends with '+'. A cell line has, for each column, three
// characters: the cube's west face ('|' wall, ':' low wall, ' ' open), its
// floor ('#' solid, '=' girder, '.' none) and its zone (' ' none, 'b'/'r'
// blue/red deployment, 'B'/'R' blue/red respawn, 'W' a weapon-drop spot,
// '1'..'9' an objective); it ends with the last cube's east face. The board
// edge must be walls, level 0 floors must be solid, zones need a floor, and
// both sides need a deployment zone and a respawn cube. Weapon-drop spots
// are labelled A, B, C ... (at most 8) in reading order: level by level,
// row by row, west to east. Trailing spaces are ignored. Every error is
// reported as "NAME:LINE:COL: what is wrong".
package world
