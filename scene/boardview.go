package scene

import (
	"github.com/flashpoint-arena/flashpoint/scene/board"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Short names for the board types the battle uses.
type (
	bOverlay   = board.Overlay
	bAnim      = board.Anim
	bSightLine = board.SightLine
	bHit       = board.Hit
	bPalette   = board.Palette
)

// newBoard makes the isometric board for an arena.
func newBoard(a *world.Arena, p bPalette) *board.Board { return board.New(a, p) }

// sightValue reads a forecast's sight word.
func sightValue(s string) world.Sight {
	switch s {
	case "clear shot":
		return world.ClearShot
	case "visible":
		return world.Visible
	}
	return world.NoSight
}
