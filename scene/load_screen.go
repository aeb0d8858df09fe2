package scene

import (
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// loadScreen lists the saved games, newest first: the autosave and the
// named saves. Load one, or delete it.
type loadScreen struct {
	list []saveEntry
	pick pickList
	load button
	del  button
	back button
	err  error
}

func newLoadScreen(a *App) *loadScreen {
	s := &loadScreen{}
	s.reload(a)
	return s
}

// reload reads the saves again.
func (s *loadScreen) reload(a *App) {
	s.list, s.err = listSaves(a.store)
}

func (s *loadScreen) layout(a *App) {
	w, h := a.size()
	row := buttonRow(w, h, 3, 170)
	s.pick.layoutTo(w, len(s.list), newListHeading(a, w, h, a.t("LoadNote")).top, row[0].Y)
	none := len(s.list) == 0
	s.load = button{r: row[0], label: a.t("LoadLoad"), hint: "Enter", disabled: none || s.list[s.pick.sel].err != nil}
	s.del = button{r: row[1], label: a.t("CommonDelete"), hint: "Del", disabled: none}
	s.back = button{r: row[2], label: a.t("SetupBack"), hint: "Esc"}
	fitRow(a.fonts, []*button{&s.load, &s.del, &s.back})
}

func (s *loadScreen) update(a *App, in *input) error {
	s.layout(a)
	if s.pick.update(in, len(s.list)) {
		return nil
	}
	switch {
	case s.back.clicked(in), in.command(cmdMenu):
		a.switchTo(newTitleScreen(a))
	case s.load.clicked(in), in.pressed(ebiten.KeyEnter) && !s.load.disabled:
		b, err := resumeSave(a, s.list[s.pick.sel].doc)
		if err != nil {
			a.notify("Could not load “" + s.list[s.pick.sel].title() + "”: " + err.Error())
			return nil
		}
		a.switchTo(b)
	case s.del.clicked(in), in.pressed(ebiten.KeyDelete) && !s.del.disabled:
		if err := a.store.Remove(s.list[s.pick.sel].doc); err != nil {
			a.notify("Could not delete the save: " + err.Error())
		}
		s.reload(a)
	}
	return nil
}

func (s *loadScreen) draw(a *App, dst *ebiten.Image) {
	s.layout(a)
	w, h := a.size()
	a.drawBackdrop(dst)
	newListHeading(a, w, h, a.t("LoadNote")).draw(a, dst, w, a.t("TitleLoad"))
	if s.err != nil {
		drawText(dst, a.t("LoadListFailed", "Error", s.err.Error()), a.fonts.face(sizeNormal), w/2, 140, colBad, text.AlignCenter)
	} else if len(s.list) == 0 {
		drawText(dst, a.t("LoadNone"), a.fonts.face(sizeLarge), w/2, 160, colDim, text.AlignCenter)
	}
	for i, r := range s.pick.rows {
		e := &s.list[s.pick.entry(i)]
		label, c := e.title(), colText
		if e.doc == saveFile {
			label = a.t("ListAutosave")
		}
		right := ""
		if e.err != nil {
			label, c = a.t("ListDoesNotRead", "Name", label), colBad
		} else {
			right = a.t("ListOnArena", "Scenario", scenarioWord(a, e.sg.Replay.Ruleset, e.sg.Replay.Setup.Scenario), "Arena", e.sg.Replay.Setup.Arena) +
				" · " + modeWord(a, e.sg.Mode)
			if t, err := time.Parse(savedTimeFormat, e.sg.Saved); err == nil {
				right += " · " + t.Local().Format("2 Jan 15:04")
			}
		}
		s.pick.drawRow(a, dst, i, label, c, right, colDim)
		if e.err != nil && a.in.hover(r) {
			defer drawTooltip(dst, a.fonts, e.err.Error(), a.in.mx, a.in.my, w, h)
		}
	}
	s.pick.drawMore(a, dst, len(s.list))
	for _, b := range []*button{&s.load, &s.del, &s.back} {
		b.draw(dst, a.fonts, &a.in)
	}
}

// scenarioWord is a scenario's title as its ruleset names it.
func scenarioWord(a *App, ruleset, scenario string) string {
	if rs, err := a.cfg.Registry.Get(ruleset); err == nil {
		if st, ok := rs.(rules.ScenarioTitler); ok {
			return st.ScenarioTitle(scenario)
		}
	}
	return scenario
}

// modeWord is how a saved game is played, in the player's language.
func modeWord(a *App, mode string) string {
	switch mode {
	case modeHotSeat:
		return a.t("ListModeHotSeat")
	case modeVersus:
		return a.t("ListModeVersus")
	case modeWatch:
		return a.t("ListModeWatch")
	}
	return mode
}
