package scene

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// replayListScreen lists the kept replays, newest first: watch one, star
// it (a starred replay is kept beyond the newest 20), delete it, or drop a
// replay file on the window to add it.
type replayListScreen struct {
	list  []keptReplay
	pick  pickList
	watch button
	star  button
	exp   button
	del   button
	back  button
	open  button            // the browser's file picker (canPickFiles)
	file  <-chan pickedFile // a file being picked
	err   error
}

func newReplayListScreen(a *App) *replayListScreen {
	s := &replayListScreen{}
	s.reload(a)
	return s
}

// reload reads the kept replays again.
func (s *replayListScreen) reload(a *App) {
	s.list, s.err = loadReplays(a.store)
}

func (s *replayListScreen) layout(a *App) {
	w, h := a.size()
	row := buttonRow(w, h, 5, 140)
	bottom := row[0].Y
	if canPickFiles {
		bottom = row[0].Y - 50 // the Open button stands above the row
	}
	s.pick.layoutTo(w, len(s.list), newListHeading(a, w, h, s.note(a)).top, bottom)
	none := len(s.list) == 0
	bad := none || s.list[s.pick.sel].err != nil
	s.watch = button{r: row[0], label: a.t("ReplaysWatch"), hint: "Enter", disabled: bad}
	starLabel := a.t("ReplaysStar")
	if !bad && s.list[s.pick.sel].Starred {
		starLabel = a.t("ReplaysUnstar")
	}
	s.star = button{r: row[1], label: starLabel, hint: "S", disabled: bad}
	s.exp = button{r: row[2], label: a.t("ReplaysExport"), hint: "X", disabled: bad}
	s.del = button{r: row[3], label: a.t("CommonDelete"), hint: "Del", disabled: none}
	s.back = button{r: row[4], label: a.t("SetupBack"), hint: "Esc"}
	fitRow(a.fonts, []*button{&s.watch, &s.star, &s.exp, &s.del, &s.back})
	s.open = button{r: rect{w/2 - 100, row[0].Y - 50, 200, 40}, label: a.t("ReplaysOpen"), hint: "O"}
}

func (s *replayListScreen) update(a *App, in *input) error {
	s.layout(a)
	if files := ebiten.DroppedFiles(); files != nil {
		s.importDropped(a, files)
	}
	select {
	case f := <-s.file:
		s.file = nil
		err := f.err
		if err == nil {
			err = importReplayData(a, f.data)
		}
		if err != nil {
			a.notify(f.name + ": " + err.Error())
		} else {
			a.notify("Added " + f.name + ".")
		}
		s.reload(a)
	default:
	}
	if canPickFiles && (s.open.clicked(in) || in.pressed(ebiten.KeyO)) {
		s.file = pickFile(".json,application/json", safefile.DefaultLimit)
	}
	if s.pick.update(in, len(s.list)) {
		return nil
	}
	switch {
	case s.back.clicked(in), in.command(cmdMenu):
		a.switchTo(newTitleScreen(a))
	case s.watch.clicked(in), in.pressed(ebiten.KeyEnter) && !s.watch.disabled:
		v, err := newReplayScreen(a, s.list[s.pick.sel].Replay)
		if err != nil {
			a.notify(err.Error())
			return nil
		}
		a.switchTo(v)
	case s.star.clicked(in), in.pressed(ebiten.KeyS) && !s.star.disabled:
		k := s.list[s.pick.sel]
		k.Starred = !k.Starred
		if err := writeKeptReplay(a.store, k.doc, &k); err != nil {
			a.notify("Could not star the replay: " + err.Error())
		}
		s.reload(a)
	case s.exp.clicked(in), in.pressed(ebiten.KeyX) && !s.exp.disabled:
		k := s.list[s.pick.sel]
		data, err := json.MarshalIndent(&k, "", " ")
		if err == nil {
			var where string
			where, err = exportFile("flashpoint-"+strings.TrimPrefix(k.doc, replayDocPrefix), data)
			if err == nil {
				a.notify("Exported to " + where + ".")
			}
		}
		if err != nil {
			a.notify("Could not export the replay: " + err.Error())
		}
	case s.del.clicked(in), in.pressed(ebiten.KeyDelete) && !s.del.disabled:
		if err := a.store.Remove(s.list[s.pick.sel].doc); err != nil {
			a.notify("Could not delete the replay: " + err.Error())
		}
		s.reload(a)
	}
	return nil
}

// importDropped keeps every replay file dropped on the window; a file that
// is not a replay, or does not play on this version, is named with why.
func (s *replayListScreen) importDropped(a *App, files fs.FS) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil {
		a.notify("Could not read the dropped files: " + err.Error())
		return
	}
	added := 0
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		if err := importReplay(a, files, e.Name()); err != nil {
			a.notify(e.Name() + ": " + err.Error())
			continue
		}
		added++
	}
	if added > 0 {
		a.notify(fmt.Sprintf("Added %d replay(s).", added))
	}
	s.reload(a)
}

// importReplay checks a replay file by playing it, and keeps it with its
// result.
func importReplay(a *App, files fs.FS, name string) error {
	info, err := fs.Stat(files, name)
	if err != nil {
		return err
	}
	if info.Size() > safefile.DefaultLimit {
		return fmt.Errorf("larger than %d bytes, too large for a replay", safefile.DefaultLimit)
	}
	data, err := fs.ReadFile(files, name)
	if err != nil {
		return err
	}
	return importReplayData(a, data)
}

// importReplayData keeps a replay file's contents, once it plays.
func importReplayData(a *App, data []byte) error {
	k, err := parseKeptReplay(data)
	if err != nil {
		return err
	}
	g, err := k.Replay.Play(a.cfg.Registry)
	if err != nil {
		return fmt.Errorf("does not play on this version of the game: %w", err)
	}
	k.Result, k.Rounds = g.Result(), g.Round()
	if k.Players == [2]string{} {
		k.Players = [2]string{"?", "?"}
	}
	k.Starred = true // a replay brought in by hand is kept
	return writeKeptReplay(a.store, replayDoc(time.Now()), &k)
}

func (s *replayListScreen) draw(a *App, dst *ebiten.Image) {
	s.layout(a)
	w, h := a.size()
	a.drawBackdrop(dst)
	newListHeading(a, w, h, s.note(a)).draw(a, dst, w, a.t("TitleReplays"))
	if s.err != nil {
		drawText(dst, a.t("ReplaysListFailed", "Error", s.err.Error()), a.fonts.face(sizeNormal), w/2, 140, colBad, text.AlignCenter)
	}
	if len(s.list) == 0 && s.err == nil {
		drawText(dst, a.t("ReplaysNone"), a.fonts.face(sizeLarge), w/2, 160, colDim, text.AlignCenter)
	}
	for i := range s.pick.rows {
		k := &s.list[s.pick.entry(i)]
		c := colText
		if k.err != nil {
			c = colBad
		}
		when := k.Saved
		if t, err := time.Parse(time.RFC3339, k.Saved); err == nil {
			when = t.Local().Format("2 Jan 15:04")
		}
		right, rc := a.t("ListVersus", "Blue", playersWord(a, k.Players[0]), "Red", playersWord(a, k.Players[1]))+" · "+when, colDim
		if k.err != nil {
			right = ""
		}
		if k.Starred {
			right, rc = a.t("ListStarred")+" · "+right, colAccent
		}
		s.pick.drawRow(a, dst, i, k.title(a), c, right, rc)
	}
	s.pick.drawMore(a, dst, len(s.list))
	for _, b := range []*button{&s.watch, &s.star, &s.exp, &s.del, &s.back} {
		b.draw(dst, a.fonts, &a.in)
	}
	if canPickFiles {
		s.open.draw(dst, a.fonts, &a.in)
	}
	for i, r := range s.pick.rows {
		if k := &s.list[s.pick.entry(i)]; k.err != nil && a.in.hover(r) {
			drawTooltip(dst, a.fonts, k.doc+" does not read: "+k.err.Error()+"\n\nDelete removes it.", a.in.mx, a.in.my, w, h)
		}
	}
}

// note is the line under the Replays title: what the list keeps.
func (s *replayListScreen) note(a *App) string {
	if canPickFiles {
		return a.t("ReplaysSubPage", "Kept", keptReplays)
	}
	return a.t("ReplaysSub", "Kept", keptReplays)
}
