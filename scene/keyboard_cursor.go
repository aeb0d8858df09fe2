package scene

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/flashpoint-arena/flashpoint/world"
)

// boardCursor is the keyboard's pointer on the battle board: the arrow
// keys move it from cube to cube in the directions they point on the
// screen (whichever way the camera is turned), Shift+Up and Shift+Down
// take it a level up or down, Enter does what a click on its cube does.
// It stands for the mouse until the mouse moves.
type boardCursor struct {
	cell world.Pos
	on   bool
}

// cursorInput moves the board cursor with this tick's arrow keys, or
// puts it away when the mouse moved; it then stands in for the pointer
// (b.pointer) for every use of it.
func (b *battleScreen) cursorInput(in *input) {
	if in.mx != in.lastX || in.my != in.lastY || in.leftPressed || in.rightPressed {
		b.cursor.on = false
		return
	}
	ar := b.g.Arena()
	if ar == nil {
		return
	}
	dx, dy, dz := 0.0, 0.0, 0
	switch {
	case in.shift && in.pressed(ebiten.KeyArrowUp):
		dz = 1
	case in.shift && in.pressed(ebiten.KeyArrowDown):
		dz = -1
	case in.pressed(ebiten.KeyArrowLeft):
		dx = -1
	case in.pressed(ebiten.KeyArrowRight):
		dx = 1
	case in.pressed(ebiten.KeyArrowUp):
		dy = -1
	case in.pressed(ebiten.KeyArrowDown):
		dy = 1
	}
	if dx == 0 && dy == 0 && dz == 0 {
		b.cursorPointer()
		return
	}
	if !b.cursor.on {
		b.cursor.on = true
		b.cursor.cell = b.cursorStart(ar)
	} else {
		b.cursor.cell = b.cursorStep(ar, b.cursor.cell, dx, dy, dz)
	}
	b.keepCursorInView()
	b.cursorPointer()
}

// cursorPointer makes the cursor's cube, and the model in it, what the
// pointer is on.
func (b *battleScreen) cursorPointer() {
	if !b.cursor.on {
		return
	}
	b.pointer, b.pointerOK = bHit{Cell: b.cursor.cell}, true
	for _, p := range b.view.Pieces {
		if p.OnBoard && p.Pos == b.cursor.cell {
			b.pointer.Piece = p.ID
			break
		}
	}
}

// cursorStart is where the cursor first shows: on the active or
// selected model, else in the middle of the arena.
func (b *battleScreen) cursorStart(ar *world.Arena) world.Pos {
	if p := b.piece(b.focusPiece()); p != nil && p.OnBoard {
		return p.Pos
	}
	return standing(ar, world.Pos{X: ar.W / 2, Y: ar.D / 2}, 0, b.brd.Camera().CutLevel)
}

// cursorStep is the cube next to c that lies most nearly in screen
// direction (dx, dy), or one level up or down (dz), on the level nearest
// to c's where a model could stand; c when there is none.
func (b *battleScreen) cursorStep(ar *world.Arena, c world.Pos, dx, dy float64, dz int) world.Pos {
	top := b.brd.Camera().CutLevel
	if dz != 0 {
		for z := c.Z + dz; z >= 0 && z <= top && z < ar.H; z += dz {
			if p := (world.Pos{X: c.X, Y: c.Y, Z: z}); ar.Floor(p) != world.FloorNone {
				return p
			}
		}
		return c
	}
	x0, y0 := b.brd.ScreenOf(c)
	best, bestDot := c, 0.6 // within about 50° of the arrow
	for ny := c.Y - 1; ny <= c.Y+1; ny++ {
		for nx := c.X - 1; nx <= c.X+1; nx++ {
			n := world.Pos{X: nx, Y: ny, Z: c.Z}
			if n == c || !ar.In(n) {
				continue
			}
			x1, y1 := b.brd.ScreenOf(n)
			vx, vy := x1-x0, y1-y0
			l := math.Hypot(vx, vy)
			if l == 0 {
				continue
			}
			if d := (vx*dx + vy*dy) / l; d > bestDot+1e-9 {
				best, bestDot = n, d
			}
		}
	}
	if best == c {
		return c
	}
	return standing(ar, best, c.Z, top)
}

// standing is the cube of c's column nearest to level z (the same, then
// below, then above, no higher than top) with a floor to stand on; c's
// column at level z when there is none.
func standing(ar *world.Arena, c world.Pos, z, top int) world.Pos {
	top = min(top, ar.H-1)
	z = min(max(z, 0), top)
	for d := 0; d <= ar.H; d++ {
		for _, lz := range []int{z - d, z + d} {
			if p := (world.Pos{X: c.X, Y: c.Y, Z: lz}); lz >= 0 && lz <= top && ar.Floor(p) != world.FloorNone {
				return p
			}
		}
	}
	return world.Pos{X: c.X, Y: c.Y, Z: z}
}

// keepCursorInView pans the board so the cursor's cube stays well inside
// the board area.
func (b *battleScreen) keepCursorInView() {
	f := b.lay.board
	if f.W <= 0 {
		return
	}
	x, y := b.brd.ScreenOf(b.cursor.cell)
	const margin = 80
	var dx, dy float64
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
	b.clearOfCovers(b.brd.ScreenOf(b.cursor.cell)) // nor under the open log or the fresh dice
}

// drawCursor outlines the cursor's cube on the board: its floor's edges
// in the accent colour, thick enough to see over any highlight.
func (b *battleScreen) drawCursor(dst *ebiten.Image) {
	if !b.cursor.on {
		return
	}
	c := b.cursor.cell
	cx, cy := b.brd.ScreenOf(c)
	ex, ey := b.brd.ScreenOf(world.Pos{X: c.X + 1, Y: c.Y, Z: c.Z})
	fx, fy := b.brd.ScreenOf(world.Pos{X: c.X, Y: c.Y + 1, Z: c.Z})
	ex, ey, fx, fy = (ex-cx)/2, (ey-cy)/2, (fx-cx)/2, (fy-cy)/2
	var p vector.Path
	p.MoveTo(float32(cx-ex-fx), float32(cy-ey-fy))
	p.LineTo(float32(cx+ex-fx), float32(cy+ey-fy))
	p.LineTo(float32(cx+ex+fx), float32(cy+ey+fy))
	p.LineTo(float32(cx-ex+fx), float32(cy-ey+fy))
	p.Close()
	for _, s := range []struct {
		w float32
		c color.RGBA
	}{{6, colBackground}, {3, colAccent}} {
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(s.c)
		vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: s.w, LineJoin: vector.LineJoinRound}, op)
	}
}

// cursorAway puts the board cursor away, as Esc does when there is no
// choice to back out of; it reports whether it was showing.
func (b *battleScreen) cursorAway() bool {
	was := b.cursor.on
	b.cursor.on = false
	return was
}

// pointAt is where the pointer stands for the tips and the card shown
// beside it: the board cursor's cube while the keyboard moves it, else
// the mouse.
func (b *battleScreen) pointAt(a *App) (x, y float64) {
	if b.cursor.on {
		return b.brd.ScreenOf(b.cursor.cell)
	}
	return a.in.mx, a.in.my
}
