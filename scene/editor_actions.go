package scene

import (
	"io/fs"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/internal/arenaedit"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// do carries out an action of the bottom row; it reports whether the
// screen was left.
func (s *editorScreen) do(a *App, act editorAction) bool {
	switch act {
	case actUndo:
		s.undo(a)
	case actRedo:
		s.redo(a)
	case actCheck:
		s.check = !s.check
		s.fitW = 0 // the board area changed
	case actSave:
		s.save(a)
	case actExport:
		s.export(a)
	case actImport:
		if canPickFiles {
			s.file = pickFile(".arena,text/plain", world.MaxArenaBytes)
		} else {
			a.notify(a.t("EditorImportDrop"))
		}
	case actPlay:
		return s.play(a)
	case actBack:
		if s.dirty && !s.leaving {
			s.leaving = true
			a.notify(a.t("EditorUnsaved"))
			return false
		}
		a.switchTo(newEditorStartScreen(a))
		return true
	}
	return false
}

// notReady says why the arena cannot be saved or played yet: the zones
// it still needs, else the text format's own complaint.
func (s *editorScreen) notReady(a *App, err error) string {
	if m := arenaedit.Missing(s.shown); len(m) > 0 {
		return missingWords(a, m)
	}
	return a.t("EditorNotPlayable", "Error", err.Error())
}

// save stores the arena under its ID (made from its name the first time)
// in the shipped text format; it reports whether it was stored. An arena
// that does not read back yet (a side without its zones) is not stored:
// the message names what is missing.
func (s *editorScreen) save(a *App) bool {
	s.ed.Rename(arenaedit.CleanName(s.ed.Name(), a.t("EditorNewName")))
	text, err := s.ed.Text()
	if err != nil {
		a.notify(s.notReady(a, err))
		return false
	}
	if s.id == "" {
		names, _ := listDocs(a.store, arenaDocPrefix)
		s.id = arenaSlug(s.ed.Name(), func(id string) bool {
			for _, n := range names {
				if n == arenaDoc(id) {
					return true
				}
			}
			return false
		})
	}
	if err := a.store.Save(arenaDoc(s.id), text); err != nil {
		a.notify(a.t("EditorSaveFailed", "Error", err.Error()))
		return false
	}
	s.dirty, s.leaving = false, false
	a.notify(a.t("EditorSaved", "Name", s.ed.Name()))
	return true
}

// export writes the arena as a .arena file the player can pass on.
func (s *editorScreen) export(a *App) {
	text, err := s.ed.Text()
	if err != nil {
		a.notify(s.notReady(a, err))
		return
	}
	name := arenaSlug(s.ed.Name(), func(string) bool { return false }) + arenaDocExt
	where, err := exportFile(name, text)
	if err != nil {
		a.notify(a.t("EditorExportFailed", "Error", err.Error()))
		return
	}
	a.notify(a.t("EditorExported", "Where", where))
}

// play saves the arena and opens the setup screen with it chosen, when
// the chosen rules can play on it (rules.ArenaChecker).
func (s *editorScreen) play(a *App) bool {
	text, err := s.ed.Text()
	if err != nil {
		a.notify(s.notReady(a, err))
		return false
	}
	ar, err := world.Parse(s.ed.Name()+arenaDocExt, text)
	if err == nil {
		err = rules.ArenaFits(a.ruleset(), ar)
	}
	if err != nil {
		a.notify(a.t("EditorRulesRefuse", "Rules", a.ruleset().Title(), "Error", err.Error()))
		return false
	}
	if !s.save(a) {
		return false
	}
	a.cfg.Arena = mineArena + s.id
	a.switchTo(newSetupScreen(a))
	return true
}

// startNaming gives the keys to the name field.
func (s *editorScreen) startNaming() {
	s.naming = true
	s.name = []rune(s.ed.Name())
}

// typeName edits the name: typed text, Backspace; Enter or Tab keeps it,
// Esc drops the change.
func (s *editorScreen) typeName(a *App, in *input) {
	for _, r := range in.chars {
		if r >= ' ' && len(s.name) < 40 {
			s.name = append(s.name, r)
		}
	}
	switch {
	case in.pressed(ebiten.KeyBackspace) && len(s.name) > 0:
		s.name = s.name[:len(s.name)-1]
	case in.pressed(ebiten.KeyEscape):
		s.naming = false
	case in.pressed(ebiten.KeyEnter), in.pressed(ebiten.KeyNumpadEnter), in.pressed(ebiten.KeyTab), in.leftPressed && !in.hover(s.lay.nameR):
		s.naming = false
		name := arenaedit.CleanName(string(s.name), s.ed.Name())
		if name != s.ed.Name() {
			s.ed.Rename(name)
			s.dirty = true
		}
	}
}

// receiveFiles opens an arena file picked in the browser or dropped on
// the window, in place of the arena edited.
func (s *editorScreen) receiveFiles(a *App) {
	if files := ebiten.DroppedFiles(); files != nil {
		if name, data, err := firstDropped(files); err != nil {
			a.notify(a.t("EditorImportFailed", "File", name, "Error", err.Error()))
		} else if name != "" {
			s.openFile(a, name, data, nil)
		}
	}
	select {
	case f := <-s.file:
		s.file = nil
		s.openFile(a, f.name, f.data, f.err)
	default:
	}
}

// openFile replaces the arena edited with the arena file data; a file
// that does not read is named with why (its line and column).
func (s *editorScreen) openFile(a *App, name string, data []byte, err error) {
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

// firstDropped reads the first file dropped on the window (name "" when
// there is none).
func firstDropped(files fs.FS) (string, []byte, error) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil {
		return "?", nil, err
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return e.Name(), nil, err
		}
		if info.Size() > world.MaxArenaBytes {
			return e.Name(), nil, &world.ParseError{Name: e.Name(), Line: 1, Col: 1, Msg: "too large for an arena file"}
		}
		data, err := fs.ReadFile(files, e.Name())
		return e.Name(), data, err
	}
	return "", nil, nil
}

// unsavedName trims a name for the title line.
func unsavedName(name string, dirty bool) string {
	name = strings.TrimSpace(name)
	if dirty {
		return name + " •"
	}
	return name
}
