package scene

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/internal/arenaedit"
	"github.com/flashpoint-arena/flashpoint/world"
)

// editorStartScreen opens the arena editor: a new blank arena of a chosen
// size, or a copy of a shipped arena, or one of the player's saved arenas
// to go on with, or an arena file.
type editorStartScreen struct {
	cols, rows, levels chooser
	from               chooser // shipped names, then "mine:<id>"
	names              map[string]string
	blank, open, imp   button
	del, back          button
	deleting           string // the saved arena Delete was pressed once for
	focus              int    // index into controls(); every control can be reached with Tab
	file               <-chan pickedFile
}

// newEditorStartScreen offers a blank 8×8×3 arena and, to start from,
// the shipped arenas (Beginner Yard first chosen) and the saved ones.
func newEditorStartScreen(a *App) *editorStartScreen {
	s := &editorStartScreen{names: map[string]string{}}
	nums := func(lo, hi int) []string {
		var out []string
		for n := lo; n <= hi; n++ {
			out = append(out, strconv.Itoa(n))
		}
		return out
	}
	s.cols = chooser{options: nums(2, arenaedit.MaxSide)}
	s.rows = chooser{options: nums(2, arenaedit.MaxSide)}
	s.levels = chooser{options: nums(1, arenaedit.MaxLevels)}
	s.cols.set("8")
	s.rows.set("8")
	s.levels.set("3")
	s.from = chooser{options: append([]string(nil), a.cfg.Arenas...), show: func(v string) string {
		if n, ok := s.names[v]; ok {
			return "• " + n
		}
		return titleCase(v)
	}}
	list, _ := loadSavedArenas(a.store)
	for _, sa := range list {
		if sa.err == nil {
			v := mineArena + sa.id
			s.from.options = append(s.from.options, v)
			s.names[v] = sa.arena.Name
		}
	}
	s.from.set("beginner")
	return s
}

// controls are the screen's controls in Tab order; choosers come as nil
// buttons with their chooser.
func (s *editorStartScreen) controls() []struct {
	c *chooser
	b *button
} {
	return []struct {
		c *chooser
		b *button
	}{{c: &s.cols}, {c: &s.rows}, {c: &s.levels}, {b: &s.blank}, {c: &s.from}, {b: &s.open}, {b: &s.del}, {b: &s.imp}, {b: &s.back}}
}

// layout places the size rows and New, then the arena to start from with
// its buttons, and Import and Back at the bottom.
func (s *editorStartScreen) layout(a *App) {
	w, h := a.size()
	cw := min(620, w-40)
	x := w/2 - cw/2
	y, pitch, rh, gap := 120.0, 50.0, 40.0, 24.0
	if h < 640 {
		y, pitch = 112, 44
	}
	if startCompact(h) {
		// 200% interface size (and 125% of 800×600): a smaller heading and
		// closer rows, so the rows stand above the note and the buttons
		// at the foot.
		y, pitch, rh, gap = 66, 31, 28, 6
	}
	s.cols.label, s.rows.label, s.levels.label = a.t("EditorColumns"), a.t("EditorRows"), a.t("EditorLevels")
	s.from.label = a.t("EditorFrom")
	for i, c := range []*chooser{&s.cols, &s.rows, &s.levels} {
		c.r = rect{x, y + float64(i)*pitch, cw, rh}
	}
	s.blank = button{r: rect{x + cw*0.42, y + 3*pitch, cw * 0.58, rh + 2}, label: a.t("EditorNewBlank"), hint: "N"}
	y += 4*pitch + gap
	s.from.r = rect{x, y, cw, rh}
	label := a.t("EditorCopy")
	mine := strings.HasPrefix(s.from.value(), mineArena)
	if mine {
		label = a.t("EditorOpenSaved")
	}
	open := rect{x + cw*0.42, y + pitch, cw * 0.58, rh + 2}
	s.open = button{r: open, label: label, hint: "O"}
	// A saved arena can be deleted: its button shares the row.
	s.del = button{r: rect{open.X + open.W - 150, open.Y, 150, rh + 2}, label: a.t("CommonDelete"), hint: "Del", disabled: !mine}
	if mine {
		s.open.r.W -= 156
	}
	row := buttonRow(w, h, 2, 260)
	s.imp = button{r: row[0], label: a.t("EditorImport"), hint: "I"}
	s.back = button{r: row[1], label: a.t("SetupBack"), hint: "Esc"}
}

func (s *editorStartScreen) update(a *App, in *input) error {
	s.layout(a)
	if files := ebiten.DroppedFiles(); files != nil {
		if name, data, err := firstDropped(files); name != "" {
			s.openFile(a, name, data, err)
			return nil
		}
	}
	select {
	case f := <-s.file:
		s.file = nil
		s.openFile(a, f.name, f.data, f.err)
		return nil
	default:
	}
	ctl := s.controls()
	shift := modifier(in, ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight)
	switch {
	case in.pressed(ebiten.KeyTab) && shift, in.pressed(ebiten.KeyArrowUp):
		s.moveFocus(len(ctl) - 1)
	case in.pressed(ebiten.KeyTab), in.pressed(ebiten.KeyArrowDown):
		s.moveFocus(1)
	case in.pressed(ebiten.KeyArrowLeft), in.pressed(ebiten.KeyArrowRight):
		if c := ctl[s.focus].c; c != nil && len(c.options) > 0 {
			step := 1
			if in.pressed(ebiten.KeyArrowLeft) {
				step = len(c.options) - 1
			}
			c.index = (c.index + step) % len(c.options)
		}
	case in.pressed(ebiten.KeyEnter), in.pressed(ebiten.KeyNumpadEnter), in.pressed(ebiten.KeySpace):
		if b := ctl[s.focus].b; b != nil {
			s.press(a, b)
			return nil
		}
	case in.pressed(ebiten.KeyN):
		s.press(a, &s.blank)
		return nil
	case in.pressed(ebiten.KeyO):
		s.press(a, &s.open)
		return nil
	case in.pressed(ebiten.KeyI):
		s.press(a, &s.imp)
		return nil
	case in.pressed(ebiten.KeyDelete) && !s.del.disabled:
		s.press(a, &s.del)
		return nil
	case in.command(cmdMenu):
		s.press(a, &s.back)
		return nil
	}
	for i, c := range ctl {
		if c.c != nil && c.c.update(in) {
			s.focus = i
		}
		if c.b != nil && c.b.clicked(in) {
			s.focus = i
			s.press(a, c.b)
			return nil
		}
	}
	return nil
}

// moveFocus steps the focus by step (len-1 steps back), passing over
// disabled buttons (Delete, while the arena to start from is not saved).
func (s *editorStartScreen) moveFocus(step int) {
	ctl := s.controls()
	for range ctl {
		s.focus = (s.focus + step) % len(ctl)
		if b := ctl[s.focus].b; b == nil || !b.disabled {
			return
		}
	}
}

// press carries out button b.
func (s *editorStartScreen) press(a *App, b *button) {
	switch b {
	case &s.blank:
		w, _ := strconv.Atoi(s.cols.value())
		d, _ := strconv.Atoi(s.rows.value())
		h, _ := strconv.Atoi(s.levels.value())
		ed, err := arenaedit.New(a.t("EditorNewName"), w, d, h)
		if err != nil {
			a.notify(err.Error())
			return
		}
		a.switchTo(newEditorScreen(a, ed, ""))
	case &s.open:
		v := s.from.value()
		if id, ok := strings.CutPrefix(v, mineArena); ok {
			sa, found := findSavedArena(a.store, id)
			if !found || sa.err != nil {
				a.notify(a.t("EditorImportFailed", "File", arenaDoc(id), "Error", errText(sa.err)))
				return
			}
			a.switchTo(newEditorScreen(a, arenaedit.Open(sa.arena), id))
			return
		}
		ar, err := assets.LoadArena(v, "", v)
		if err != nil {
			a.notify(err.Error())
			return
		}
		ed := arenaedit.Open(ar)
		ed.Rename(a.t("EditorCopyName", "Name", ar.Name))
		a.switchTo(newEditorScreen(a, ed, ""))
	case &s.del:
		v := s.from.value()
		id, ok := strings.CutPrefix(v, mineArena)
		if !ok {
			return
		}
		if s.deleting != v {
			s.deleting = v
			a.notify(a.t("EditorDeleteAsk", "Name", s.names[v]))
			return
		}
		if err := a.store.Remove(arenaDoc(id)); err != nil {
			a.notify(a.t("EditorDeleteFailed", "Error", err.Error()))
			return
		}
		a.notify(a.t("EditorDeleted", "Name", s.names[v]))
		a.switchTo(newEditorStartScreen(a))
	case &s.imp:
		if canPickFiles {
			s.file = pickFile(".arena,text/plain", world.MaxArenaBytes)
		} else {
			a.notify(a.t("EditorImportDrop"))
		}
	case &s.back:
		a.switchTo(newTitleScreen(a))
	}
}

// openFile starts editing the arena file data (a copy: it is saved under
// a new name).
func (s *editorStartScreen) openFile(a *App, name string, data []byte, err error) {
	var ar *world.Arena
	if err == nil {
		ar, err = world.Parse(name, data)
	}
	if err != nil {
		a.notify(a.t("EditorImportFailed", "File", name, "Error", err.Error()))
		return
	}
	a.switchTo(newEditorScreen(a, arenaedit.Open(ar), ""))
	a.notify(a.t("EditorImported", "Name", ar.Name))
}

// errText is an error's text, "" for none.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func (s *editorStartScreen) draw(a *App, dst *ebiten.Image) {
	s.layout(a)
	w, h := a.size()
	a.drawBackdrop(dst)
	if startCompact(h) {
		drawText(dst, a.t("TitleEditor"), a.fonts.boldFace(sizeTitle-12), w/2, 6, colText, text.AlignCenter)
		drawText(dst, ellipsis(a.t("EditorStartSub"), a.fonts.face(sizeSmall), w-24), a.fonts.face(sizeSmall), w/2, 44, colDim, text.AlignCenter)
	} else {
		drawText(dst, a.t("TitleEditor"), a.fonts.boldFace(sizeTitle), w/2, 24, colText, text.AlignCenter)
		drawText(dst, a.t("EditorStartSub"), a.fonts.face(sizeNormal), w/2, 78, colDim, text.AlignCenter)
	}
	for _, c := range []*chooser{&s.cols, &s.rows, &s.levels, &s.from} {
		c.draw(dst, a.fonts, &a.in)
	}
	buttons := []*button{&s.blank, &s.open, &s.imp, &s.back}
	if !s.del.disabled {
		buttons = append(buttons, &s.del)
	}
	for _, b := range buttons {
		b.draw(dst, a.fonts, &a.in)
	}
	if c := s.controls()[s.focus]; c.c != nil {
		strokeRoundRect(dst, c.c.r.inset(-4), 7, 2.5, colAccent)
	} else {
		strokeRoundRect(dst, c.b.r.inset(-3), 7, 2.5, colAccent)
	}
	small := a.fonts.face(sizeSmall)
	lines, top := s.note(a)
	for i, l := range lines {
		drawText(dst, l, small, w/2, top+float64(i)*lineHeight(small), colDim, text.AlignCenter)
	}
}

// note is the keys' note over Import and Back, wrapped to the window, and
// the top of its first line: its last line ends just above the buttons.
func (s *editorStartScreen) note(a *App) ([]string, float64) {
	w, _ := a.size()
	note := a.t("EditorStartKeys")
	if !canPickFiles {
		note += " " + a.t("EditorImportDrop")
	}
	small := a.fonts.face(sizeSmall)
	lines := wrap(note, small, min(720, w-40))
	return lines, s.imp.r.Y - 10 - float64(len(lines))*lineHeight(small)
}

// startCompact reports a window too short for the editor's first screen
// at its full spacing.
func startCompact(h float64) bool { return h < 520 }
