package scene

import (
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// offBoardPick is the model to select when the player must pick a model
// (pickFirst) and every model that may act waits off the board, where no
// click can reach it (Kill Team's deployment): the one selected already
// when it is among them, else the first, so its cubes show at once; ""
// for any other decision.
func offBoardPick(legal []rules.Action, v rules.View, cur string) string {
	if !pickFirst(legal) {
		return ""
	}
	actors := actorsOf(legal)
	for _, id := range actors {
		i := slices.IndexFunc(v.Pieces, func(p rules.Piece) bool { return p.ID == id })
		if i < 0 || v.Pieces[i].OnBoard {
			return ""
		}
	}
	if slices.Contains(actors, cur) {
		return cur
	}
	return actors[0]
}
