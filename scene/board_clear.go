package scene

// In a narrow window (1280×720 at 200%) the combat log and the fresh dice
// stand over the board. What the player is looking at stays clear of
// them: the keyboard cursor's cube, and the model selected or acting.

// point is a place on the screen.
type point struct{ x, y float64 }

// watched are the screen points the panels over the board keep clear of:
// the keyboard cursor's cube and the model the centre key centres on
// (the active one, else the selected one).
func (b *battleScreen) watched() []point {
	var out []point
	if b.cursor.on {
		x, y := b.brd.ScreenOf(b.cursor.cell)
		out = append(out, point{x, y})
	}
	if p := b.piece(b.focusPiece()); p != nil && p.OnBoard {
		x, y := b.brd.ScreenOf(p.Pos)
		out = append(out, point{x, y - 12}) // the figure stands above its cube's middle
	}
	return out
}

// coversAny reports whether r, grown by margin, covers one of pts.
func coversAny(r rect, pts []point, margin float64) bool {
	for _, p := range pts {
		if p.x >= r.X-margin && p.x <= r.X+r.W+margin && p.y >= r.Y-margin && p.y <= r.Y+r.H+margin {
			return true
		}
	}
	return false
}

// freshDiceRect is where the dice of the last action show over the board
// in a narrow window: its bottom-right corner, or its bottom-left when the
// right one would cover the cursor or the model being watched.
func (b *battleScreen) freshDiceRect() rect {
	r := b.lay.dice
	if pts := b.watched(); coversAny(r, pts, 24) {
		left := r
		left.X = b.lay.board.X + 8
		if !coversAny(left, pts, 24) {
			return left
		}
	}
	return r
}

// boardCovers are the panels standing over the board now: the open log
// and the fresh dice in a narrow window.
func (b *battleScreen) boardCovers() []rect {
	if !b.lay.narrow {
		return nil
	}
	var out []rect
	if b.logOpen {
		out = append(out, b.lay.log)
	}
	if r, ok := b.diceOverBoard(); ok {
		out = append(out, r)
	}
	return out
}

// clearOfCovers pans the board so the point (x, y) is not under a panel
// standing over the board (boardCovers), moving it left of the panel, and
// of the next when that one then covers it.
func (b *battleScreen) clearOfCovers(x, y float64) {
	const margin = 40
	covers := b.boardCovers()
	for range covers {
		moved := false
		for _, r := range covers {
			if x >= r.X-margin/2 && x <= r.X+r.W && y >= r.Y-margin/2 && y <= r.Y+r.H+margin/2 {
				b.brd.PanBy(r.X-margin-x, 0)
				x, moved = r.X-margin, true
			}
		}
		if !moved {
			return
		}
	}
}
