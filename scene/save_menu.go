package scene

import (
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// saveAsMenu asks for the name of a named save over the battle: typed
// text, Enter saves, Esc goes back to the menu.
type saveAsMenu struct {
	name []rune
	ok   button
}

// newSaveAsMenu starts with a name from the battle's setup and the time,
// in the player's language.
func newSaveAsMenu(a *App, b *battleScreen) *saveAsMenu {
	setup := b.cfg.recorder.Replay.Setup
	game := a.t("ListOnArena", "Scenario", scenarioWord(a, b.g.Ruleset(), setup.Scenario), "Arena", setup.Arena)
	return &saveAsMenu{name: []rune(game + " " + time.Now().Format("2.01 15.04"))}
}

// update edits the name; it reports whether the menu is done.
func (m *saveAsMenu) update(a *App, b *battleScreen, in *input) (done bool) {
	for _, r := range in.chars {
		if r >= ' ' && len(m.name) < 40 {
			m.name = append(m.name, r)
		}
	}
	switch {
	case in.pressed(ebiten.KeyBackspace) && len(m.name) > 0:
		m.name = m.name[:len(m.name)-1]
	case in.pressed(ebiten.KeyEscape):
		return true
	case m.ok.clicked(in), in.pressed(ebiten.KeyEnter), in.pressed(ebiten.KeyNumpadEnter):
		name := strings.TrimSpace(string(m.name))
		if name == "" {
			a.notify(a.t("SaveNeedsName"))
			return false
		}
		sg := savedGame{Name: name, Mode: b.cfg.mode, Human: b.cfg.human, Levels: b.cfg.levels, Replay: b.cfg.recorder.Replay}
		if err := writeSaveDoc(a.store, saveDoc(name), sg, time.Now()); err != nil {
			a.notify("Could not save the game: " + err.Error())
			return false
		}
		a.notify(a.t("SavedAs", "Name", name))
		return true
	}
	return false
}

// draw draws the name prompt.
func (m *saveAsMenu) draw(a *App, dst *ebiten.Image) {
	w, h := a.size()
	fillRect(dst, rect{0, 0, w, h}, color.RGBA{0, 0, 0, 150})
	r := saveAsPanel(w, h)
	panel(dst, r)
	drawText(dst, a.t("SaveTitle"), a.fonts.boldFace(sizeBanner), w/2, r.Y+14, colText, text.AlignCenter)
	field := rect{r.X + 24, r.Y + 80, r.W - 48, 40}
	roundRect(dst, field, 4, color.RGBA{12, 15, 22, 255})
	strokeRoundRect(dst, field, 4, 1, colAccent)
	face := a.fonts.face(sizeLarge)
	drawTextMiddle(dst, ellipsis(string(m.name)+"_", face, field.W-20), face, field.X+10, field.Y+field.H/2, colText, text.AlignStart)
	m.ok = button{r: rect{w/2 - 90, r.Y + r.H - 86, 180, 44}, label: a.t("SaveOK"), hint: "Enter"}
	m.ok.draw(dst, a.fonts, &a.in)
	// The note inside the panel, not over the menu under it.
	small := a.fonts.face(sizeSmall)
	drawText(dst, ellipsis(a.t("SaveNote"), small, r.W-24), small, w/2, r.Y+r.H-30, colDim, text.AlignCenter)
}

// saveAsPanel is the Save as panel in a w×h screen: the title, the name,
// the button and the note under it.
func saveAsPanel(w, h float64) rect {
	return rect{w/2 - 260, h/2 - 124, 520, 248}
}
