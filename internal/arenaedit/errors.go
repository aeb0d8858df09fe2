package arenaedit

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Reason says why an edit was refused.
type Reason int

// The reasons.
const (
	Outside      Reason = iota // the cube is not in the arena
	GroundFloor                // level 0 is the ground: its floor stays solid
	BoardEdge                  // the board edge is always a wall
	TooManyDrops               // an arena has at most MaxDrops weapon-drop spots
	BadSize                    // a new arena's size is out of range
)

// EditError is a refused edit: why, and at which cube.
type EditError struct {
	Reason Reason
	At     world.Pos
}

// Error says what was refused, in English (the screen shows its own
// translated words for each Reason).
func (e *EditError) Error() string {
	switch e.Reason {
	case Outside:
		return fmt.Sprintf("cube %v is outside the arena", e.At)
	case GroundFloor:
		return fmt.Sprintf("cube %v: level 0 is the ground, its floor stays solid", e.At)
	case BoardEdge:
		return fmt.Sprintf("cube %v: the board edge is always a wall", e.At)
	case TooManyDrops:
		return fmt.Sprintf("cube %v: an arena has at most %d weapon-drop spots", e.At, MaxDrops)
	case BadSize:
		return fmt.Sprintf("size %d×%d×%d: columns and rows 1–%d, levels 1–%d", e.At.X, e.At.Y, e.At.Z, MaxSide, MaxLevels)
	}
	return fmt.Sprintf("cube %v: refused", e.At)
}
