package scene

import (
	"errors"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/internal/arenaedit"
	"github.com/flashpoint-arena/flashpoint/world"
)

func (s *editorScreen) update(a *App, in *input) error {
	s.layout(a)
	if s.naming {
		s.typeName(a, in)
		return nil
	}
	s.receiveFiles(a)
	if s.keys(a, in) {
		return nil
	}
	s.mouse(a, in)
	return nil
}

// keys handles the keyboard; it reports whether the screen was left.
func (s *editorScreen) keys(a *App, in *input) bool {
	ctrl := modifier(in, ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight, ebiten.KeyMeta)
	shift := modifier(in, ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight)
	if in.pressed(ebiten.KeyTab) {
		s.moveFocus(shift)
		return false
	}
	if ctrl {
		switch {
		case in.command(cmdCutUp):
			s.addLevel(a)
		case in.command(cmdCutDown):
			s.removeLevel(a)
		case in.pressed(ebiten.KeyZ) && shift, in.pressed(ebiten.KeyY):
			return s.do(a, actRedo)
		case in.pressed(ebiten.KeyZ):
			return s.do(a, actUndo)
		case in.pressed(ebiten.KeyS):
			return s.do(a, actSave)
		case in.pressed(ebiten.KeyE):
			return s.do(a, actExport)
		case in.pressed(ebiten.KeyO):
			return s.do(a, actImport)
		}
		return false
	}
	switch {
	case in.command(cmdMenu):
		if s.focus >= 0 {
			s.focus = -1 // Esc first gives the keys back to the board
			return false
		}
		return s.do(a, actBack)
	case in.command(cmdRotateLeft):
		s.rotate(a, -1)
	case in.command(cmdRotateRight):
		s.rotate(a, 1)
	case in.command(cmdCutUp):
		s.setLevel(s.level + 1)
	case in.command(cmdCutDown):
		s.setLevel(s.level - 1)
	case in.command(cmdZoomIn), in.pressed(ebiten.KeyNumpadAdd):
		s.brd.ZoomBy(1.15, s.lay.board.X+s.lay.board.W/2, s.lay.board.Y+s.lay.board.H/2)
	case in.command(cmdZoomOut), in.pressed(ebiten.KeyNumpadSubtract):
		s.brd.ZoomBy(1/1.15, s.lay.board.X+s.lay.board.W/2, s.lay.board.Y+s.lay.board.H/2)
	case in.pressed(ebiten.KeyC):
		return s.do(a, actCheck)
	case in.pressed(ebiten.KeyP):
		return s.do(a, actPlay)
	case in.pressed(ebiten.KeyN):
		s.startNaming()
	case in.pressed(ebiten.KeyEnter), in.pressed(ebiten.KeyNumpadEnter), in.pressed(ebiten.KeySpace):
		if s.focus >= 0 {
			return s.activate(a, s.focus)
		}
		s.use(a, s.cursor, s.facing)
	}
	if d := in.digit(); d > 0 {
		s.label, s.tool = d, arenaedit.Objective
	}
	for _, t := range arenaedit.Tools() {
		if k := toolKey(t); in.pressed(k.key) && k.shift == shift {
			s.tool = t
		}
	}
	s.arrows(a, in, shift)
	return false
}

// arrows move the keyboard's cube on the board, or the focus among the
// controls; Shift with an arrow puts the wall tool (a wall when another
// tool is chosen) on that side of the cube.
func (s *editorScreen) arrows(a *App, in *input, shift bool) {
	type arrow struct {
		key    ebiten.Key
		dx, dy float64 // the screen direction it stands for, a little turned so one side wins
	}
	for _, ar := range []arrow{{ebiten.KeyArrowUp, 0.45, -1}, {ebiten.KeyArrowRight, 1, 0.45}, {ebiten.KeyArrowDown, -0.45, 1}, {ebiten.KeyArrowLeft, -1, -0.45}} {
		if !in.pressed(ar.key) {
			continue
		}
		if s.focus >= 0 {
			switch ar.key {
			case ebiten.KeyArrowUp, ebiten.KeyArrowLeft:
				s.moveFocus(true)
			default:
				s.moveFocus(false)
			}
			continue
		}
		d := s.screenDir(ar.dx, ar.dy)
		if shift {
			t := s.tool
			if !t.OnFace() {
				t = arenaedit.Wall
			}
			s.useTool(a, t, s.cursor, d)
			continue
		}
		s.facing = d
		next := s.cursor.Add(d.Delta())
		w, dd, _ := s.ed.Size()
		if next.X >= 0 && next.Y >= 0 && next.X < w && next.Y < dd {
			s.cursor = next
		}
	}
}

// screenDir is the side of a cube that points most nearly along screen
// direction (dx, dy) in the current view.
func (s *editorScreen) screenDir(dx, dy float64) world.Dir {
	ox, oy := s.brd.ScreenOf(s.cursor)
	best, bestDot := world.North, math.Inf(-1)
	for d := world.North; d <= world.West; d++ {
		x, y := s.brd.ScreenOf(s.cursor.Add(d.Delta()))
		vx, vy := x-ox, y-oy
		if n := math.Hypot(vx, vy); n > 0 {
			if dot := (vx*dx + vy*dy) / n; dot > bestDot {
				best, bestDot = d, dot
			}
		}
	}
	return best
}

// rotate turns the view a quarter and fits the arena again.
func (s *editorScreen) rotate(a *App, dq int) {
	s.brd.Rotate(dq)
	s.fit(a)
}

// moveFocus moves the keyboard focus to the next control (back: the one
// before), passing through the board (-1).
func (s *editorScreen) moveFocus(back bool) {
	n := len(s.focusables())
	step := 1
	if back {
		step = -1
	}
	// -1 (the board) and 0..n-1 form a ring of n+1.
	s.focus = (s.focus+1+step+n+1)%(n+1) - 1
}

// activate presses focusable control i.
func (s *editorScreen) activate(a *App, i int) bool {
	l := &s.lay
	if i < len(l.tools) {
		s.tool = arenaedit.Tools()[i]
		return false
	}
	f := s.focusables()
	if i >= len(f) || f[i].disabled {
		return false
	}
	switch f[i] {
	case &l.levelDown:
		s.setLevel(s.level - 1)
	case &l.levelUp:
		s.setLevel(s.level + 1)
	case &l.cutLevel:
		s.removeLevel(a)
	case &l.addLevel:
		s.addLevel(a)
	case &l.rotL:
		s.rotate(a, -1)
	case &l.rotR:
		s.rotate(a, 1)
	case &l.name:
		s.startNaming()
	default:
		for j := range l.acts {
			if f[i] == &l.acts[j] {
				return s.do(a, editorAction(j))
			}
		}
	}
	return false
}

// addLevel puts a level of open air on top and goes up to it.
func (s *editorScreen) addLevel(a *App) {
	if err := s.ed.AddLevel(); err != nil {
		a.notify(s.refusal(a, err))
		return
	}
	s.changed(a)
	_, _, h := s.ed.Size()
	s.setLevel(h - 1)
}

// removeLevel takes the top level away; the level edited stays within
// the arena.
func (s *editorScreen) removeLevel(a *App) {
	if err := s.ed.RemoveLevel(); err != nil {
		a.notify(s.refusal(a, err))
		return
	}
	s.changed(a)
	s.setLevel(s.level)
}

// mouse handles clicks on the controls and on the board, painting while
// the left button is held, right-drag panning and the wheel's zoom.
func (s *editorScreen) mouse(a *App, in *input) {
	for i, b := range s.focusables() {
		if b.clicked(in) {
			if s.activate(a, i) {
				return
			}
		}
	}
	s.hover, s.face, s.overOK = s.cubeAt(in.mx, in.my)
	if !in.hover(s.lay.board) || in.consumed {
		s.overOK = false
	}
	if !in.leftDown {
		s.inDrag = false
	}
	if s.overOK && in.leftPressed {
		s.focus = -1
		s.inDrag = true
		s.cursor, s.facing = s.hover, s.face
		s.use(a, s.hover, s.face)
		s.paint = s.hover
	} else if s.overOK && s.inDrag && in.leftDown && s.hover != s.paint && !s.tool.OnFace() {
		// Painting: a held button spreads cube tools; walls go one at a time.
		s.cursor = s.hover
		s.use(a, s.hover, s.face)
		s.paint = s.hover
	}
	if in.wheel != 0 && in.hover(s.lay.board) {
		f := 1.1
		if in.wheel < 0 {
			f = 1 / f
		}
		s.brd.ZoomBy(f, in.mx, in.my)
	}
	if in.dragX != 0 || in.dragY != 0 {
		s.brd.PanBy(in.dragX, in.dragY)
	}
}

// cubeAt finds the cube of the level edited under screen point (x, y) and
// its face nearest the point. The level's floor is a flat grid on the
// screen, so the point is turned back into the grid's coordinates.
func (s *editorScreen) cubeAt(x, y float64) (world.Pos, world.Dir, bool) {
	fx, fy, ok := s.gridAt(x, y)
	if !ok {
		return world.Pos{}, 0, false
	}
	cx, cy := math.Floor(fx+0.5), math.Floor(fy+0.5)
	w, d, _ := s.ed.Size()
	if cx < 0 || cy < 0 || int(cx) >= w || int(cy) >= d {
		return world.Pos{}, 0, false
	}
	u, v := fx-cx, fy-cy
	face := world.North
	switch {
	case math.Abs(u) > math.Abs(v) && u > 0:
		face = world.East
	case math.Abs(u) > math.Abs(v):
		face = world.West
	case v > 0:
		face = world.South
	}
	return world.Pos{X: int(cx), Y: int(cy), Z: s.level}, face, true
}

// gridAt turns a screen point into the level's grid coordinates, where
// cube (x, y)'s centre is at (x, y).
func (s *editorScreen) gridAt(x, y float64) (fx, fy float64, ok bool) {
	o := world.Pos{Z: s.level}
	ox, oy := s.brd.ScreenOf(o)
	ex, ey := s.brd.ScreenOf(world.Pos{X: 1, Z: s.level})
	nx, ny := s.brd.ScreenOf(world.Pos{Y: 1, Z: s.level})
	ax, ay, bx, by := ex-ox, ey-oy, nx-ox, ny-oy
	det := ax*by - bx*ay
	if math.Abs(det) < 1e-9 {
		return 0, 0, false
	}
	px, py := x-ox, y-oy
	return (px*by - bx*py) / det, (ax*py - px*ay) / det, true
}

// refusal says in the player's language why an edit was refused.
func (s *editorScreen) refusal(a *App, err error) string {
	var ee *arenaedit.EditError
	if !errors.As(err, &ee) {
		return err.Error()
	}
	at := ee.At.String()
	switch ee.Reason {
	case arenaedit.GroundFloor:
		return a.t("EditorRefusedGround", "At", at)
	case arenaedit.BoardEdge:
		return a.t("EditorRefusedEdge", "At", at)
	case arenaedit.TooManyDrops:
		return a.t("EditorRefusedDrops", "At", at, "N", arenaedit.MaxDrops)
	case arenaedit.BadSize:
		return a.t("EditorRefusedLevels", "N", arenaedit.MaxLevels)
	}
	return a.t("EditorRefusedOutside", "At", at)
}
