package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/internal/arenaedit"
	"github.com/flashpoint-arena/flashpoint/scene/board"
	"github.com/flashpoint-arena/flashpoint/world"
)

// editorScreen is the arena editor: the arena drawn by the battle's board
// renderer with a palette of tools on the left, a row of actions at the
// bottom and the Check panel on the right. The arena, its tools and its
// undo live in internal/arenaedit; this screen turns clicks and keys into
// edits and draws the result.
type editorScreen struct {
	ed    *arenaedit.Editor
	id    string // the saved arena's ID, "" until it is saved
	brd   *board.Board
	shown *world.Arena // the arena as the board draws it (a copy, made again after each change)
	tool  arenaedit.Tool
	label int // the objective's digit, 1–9
	level int // the level edited; the board cuts away those above it

	cursor world.Pos // the keyboard's cube, on the level edited
	facing world.Dir // the face Space puts a wall on: the way the cursor last moved
	hover  world.Pos // the cube under the pointer, on the level edited
	face   world.Dir // the face of hover nearest the pointer
	overOK bool      // the pointer is over a cube of the level edited
	paint  world.Pos // the cube a held left button last painted
	inDrag bool      // the left button went down on the board and is held

	dirty   bool // edited since the last save
	leaving bool // Esc was pressed once with unsaved changes
	check   bool // the Check panel is open
	report  arenaedit.Report
	repGen  int // the edit generation the report is of, -1 for none
	gen     int // bumped by every change of the arena

	naming bool   // the name field takes the keys
	name   []rune // the name being typed

	focus int // the focused control (editorFocusables order), -1 for the board
	file  <-chan pickedFile
	lay   editorLayout
	fitW  int // the window size the board was fitted to
	fitH  int
}

// newEditorScreen edits ed; id is the saved arena's ID, "" for a new one.
func newEditorScreen(a *App, ed *arenaedit.Editor, id string) *editorScreen {
	s := &editorScreen{ed: ed, id: id, label: 1, focus: -1, repGen: -1, facing: world.East}
	_, _, h := ed.Size()
	s.level = 0
	if h > 1 {
		s.level = 1 // the ground is solid already: building starts above it
	}
	s.newBoard(a)
	s.cursor = world.Pos{Z: s.level}
	return s
}

// newBoard draws the arena as it now stands, keeping the camera.
func (s *editorScreen) newBoard(a *App) {
	pal := board.DefaultPalette()
	if a.settings.ColourBlind {
		pal = board.ColourBlindPalette()
	}
	old := s.brd
	s.shown = s.ed.Arena()
	s.brd = board.New(s.shown, pal)
	if old != nil {
		s.brd.SetCamera(old.Camera())
	} else {
		s.fitW = 0 // fitted on the first layout
	}
	cam := s.brd.Camera()
	cam.CutLevel = s.level
	s.brd.SetCamera(cam)
}

// changed follows an edit, undo or redo: the board is drawn anew, the
// level edited kept inside the arena, and the report is out of date.
func (s *editorScreen) changed(a *App) {
	s.gen++
	s.dirty = true
	s.leaving = false
	levels := s.shown.H
	s.newBoard(a)
	s.setLevel(s.level) // an undone level may have been the one edited
	if s.shown.H != levels {
		s.fitW = 0 // a level more or less: the arena is fitted to the board area again
	}
}

// setLevel edits level z (kept within the arena) and cuts the view there.
func (s *editorScreen) setLevel(z int) {
	_, _, h := s.ed.Size()
	s.level = min(max(z, 0), h-1)
	s.cursor.Z = s.level
	cam := s.brd.Camera()
	cam.CutLevel = s.level
	s.brd.SetCamera(cam)
}

// fit fits the arena to the board area, as a new battle does.
func (s *editorScreen) fit(a *App) {
	cam := s.brd.Camera()
	fitBoard(s.brd, s.shown, s.lay.board, a.w, a.h)
	c := s.brd.Camera()
	c.CutLevel = cam.CutLevel
	s.brd.SetCamera(c)
	s.fitW, s.fitH = a.w, a.h
}

// use applies the tool to cube p (face d for walls) and says why when the
// edit is refused.
func (s *editorScreen) use(a *App, p world.Pos, d world.Dir) {
	s.useTool(a, s.tool, p, d)
}

// useTool applies tool t to cube p (face d for walls).
func (s *editorScreen) useTool(a *App, t arenaedit.Tool, p world.Pos, d world.Dir) {
	changed, err := s.ed.Apply(t, p, d, s.label)
	if err != nil {
		a.notify(s.refusal(a, err))
		return
	}
	if changed {
		s.changed(a)
	}
}

// undo takes the last edit back.
func (s *editorScreen) undo(a *App) {
	if s.ed.Undo() {
		s.changed(a)
	}
}

// redo makes the last edit taken back again.
func (s *editorScreen) redo(a *App) {
	if s.ed.Redo() {
		s.changed(a)
	}
}

// currentReport is the Check panel's report, made again after an edit.
func (s *editorScreen) currentReport() arenaedit.Report {
	if s.repGen != s.gen {
		s.report, s.repGen = s.ed.Check(), s.gen
	}
	return s.report
}

// modifier reports whether a modifier key is held (or went down with this
// tick's keys, as tests send it).
func modifier(in *input, keys ...ebiten.Key) bool {
	for _, k := range keys {
		if in.pressed(k) || ebiten.IsKeyPressed(k) {
			return true
		}
	}
	return false
}
