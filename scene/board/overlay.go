package board

import "github.com/flashpoint-arena/flashpoint/world"

// Anim is a piece moving between two cubes; T runs from 0 (at From) to 1
// (at To).
type Anim struct {
	From, To world.Pos
	T        float64
}

// SightLine is a line of sight from one cube to another, drawn in the colour
// and dash style of its Sight.
type SightLine struct {
	From, To world.Pos
	Sight    world.Sight
}

// Overlay is everything drawn over the arena and its pieces for one frame:
// highlights, paths, selection, targets, sight lines and animations.
type Overlay struct {
	Move, Sprint []world.Pos        // reachable cubes, drawn as two distinct highlights
	Path         []world.Pos        // path under the cursor (the start cube excluded)
	Hover        *world.Pos         // cube under the cursor
	Selected     string             // piece ID
	Ready        []string           // piece IDs that may act now, when the player must pick one (faintly ringed)
	Targets      []string           // piece IDs that can be targeted (ringed)
	Aim          []world.Pos        // cubes a cube attack (a grenade) can be aimed at
	Danger       []world.Pos        // reachable cubes where an enemy could shoot the model (the threat view)
	Marks        []world.Pos        // cubes a lesson points out (drawn over the other highlights)
	Sight        *SightLine         // from piece to piece, coloured by sight
	Anims        map[string]Anim    // piece ID -> movement in progress
	Flash        map[string]float64 // piece ID -> 0..1 hit flash
	Burning      []string           // piece IDs carrying a Fire token (a flame by the pips)
}
