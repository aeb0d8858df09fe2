package scene

import (
	"github.com/flashpoint-arena/flashpoint/world"
)

// refit fits the arena to the board area again and centres it, as a new
// battle does (after a rotation, whose footprint differs); the rotation and
// the cut-away stay.
func (b *battleScreen) refit(a *App) { centreBoard(b.brd, a.w, a.h, b.g.Arena()) }

// focusPiece is the model the centre key centres on: the active one, else
// the selected one, else none ("").
func (b *battleScreen) focusPiece() string {
	for _, p := range b.view.Pieces {
		if p.Active && p.OnBoard {
			return p.ID
		}
	}
	if p := b.piece(b.sel); p != nil && p.OnBoard {
		return p.ID
	}
	return ""
}

// centreOn pans so model id stands in the middle of the board area.
func (b *battleScreen) centreOn(id string) {
	p := b.piece(id)
	if p == nil || !p.OnBoard {
		return
	}
	b.panTo(p.Pos)
}

// panTo pans so cube c is in the middle of the board area.
func (b *battleScreen) panTo(c world.Pos) {
	f := b.lay.board
	x, y := b.brd.ScreenOf(c)
	b.brd.PanBy(f.X+f.W/2-x, f.Y+f.H/2-y)
}

// followInto pans to cube c when it is outside the board area (or under
// its edge), so an event on a model the camera does not show is seen.
func (b *battleScreen) followInto(c world.Pos) {
	f := b.lay.board
	if f.W <= 0 {
		return // not laid out yet
	}
	x, y := b.brd.ScreenOf(c)
	const margin = 40
	if x < f.X+margin || x > f.X+f.W-margin || y < f.Y+margin || y > f.Y+f.H-margin {
		b.panTo(c)
	}
}

// keepInView pans the arena back so its middle stays inside the board
// area: zooming and panning never slide it under a panel.
func (b *battleScreen) keepInView() {
	ar := b.g.Arena()
	if ar == nil || b.lay.board.W <= 0 {
		return
	}
	f := b.lay.board
	x, y := b.brd.ScreenOf(world.Pos{X: ar.W / 2, Y: ar.D / 2})
	dx, dy := 0.0, 0.0
	const margin = 60
	switch {
	case x < f.X+margin:
		dx = f.X + margin - x
	case x > f.X+f.W-margin:
		dx = f.X + f.W - margin - x
	}
	switch {
	case y < f.Y+margin:
		dy = f.Y + margin - y
	case y > f.Y+f.H-margin:
		dy = f.Y + f.H - margin - y
	}
	if dx != 0 || dy != 0 {
		b.brd.PanBy(dx, dy)
	}
}
