package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// battleMenu is the Esc menu over the battle.
type battleMenu struct {
	buttons []button
	saveAs  *saveAsMenu // the name prompt of Save as, when open
	scratch bool        // the battle is not saved (a position or a replay)
}

const (
	menuResume = iota
	menuSaveAs
	menuSettings
	menuRules
	menuQuit
)

func newBattleMenu(b *battleScreen) *battleMenu { return &battleMenu{scratch: b.cfg.scratch} }

func (m *battleMenu) layout(a *App) {
	w, h := a.size()
	labels := []string{"Resume", "Save as…", "Settings", "Rules reference", "Save and quit to title"}
	if m.scratch {
		labels[menuQuit] = "Quit to title"
	}
	m.buttons = m.buttons[:0]
	for i, l := range labels {
		m.buttons = append(m.buttons, button{r: rect{w/2 - 150, h/2 - 128 + float64(i)*54, 300, 44}, label: l})
	}
	m.buttons[0].hint = "Esc"
	m.buttons[menuSaveAs].disabled = m.scratch
}

func (m *battleMenu) update(a *App, b *battleScreen, in *input) error {
	if m.saveAs != nil {
		if m.saveAs.update(a, b, in) {
			m.saveAs = nil
		}
		return nil
	}
	m.layout(a)
	choice := -1
	for i := range m.buttons {
		if m.buttons[i].clicked(in) {
			choice = i
		}
	}
	if in.command(cmdMenu) {
		choice = menuResume
	}
	switch choice {
	case menuResume:
		b.menu = nil
	case menuSaveAs:
		if b.cfg.scratch {
			a.notify("A game started from a position or a replay is not saved.")
			return nil
		}
		m.saveAs = newSaveAsMenu(b)
	case menuSettings:
		b.menu = nil
		a.switchTo(newSettingsScreen(a, b))
	case menuRules:
		b.menu = nil
		a.switchTo(newRulesScreen(b))
	case menuQuit:
		b.cpu.stop()
		b.save(a)
		a.switchTo(newTitleScreen(a))
	}
	return nil
}

func (m *battleMenu) draw(a *App, dst *ebiten.Image) {
	m.layout(a)
	w, h := a.size()
	fillRect(dst, rect{0, 0, w, h}, color.RGBA{0, 0, 0, 150})
	r := rect{w/2 - 180, h/2 - 196, 360, 374}
	panel(dst, r)
	drawText(dst, "Paused", a.fonts.boldFace(sizeBanner), w/2, r.Y+16, colText, text.AlignCenter)
	for i := range m.buttons {
		m.buttons[i].draw(dst, a.fonts, &a.in)
	}
	note := "The game is saved after every action."
	if m.scratch {
		note = "This battle is not saved."
	}
	drawText(dst, note, a.fonts.face(sizeSmall), w/2, r.Y+r.H-24, colDim, text.AlignCenter)
	if m.saveAs != nil {
		m.saveAs.draw(a, dst)
	}
}
