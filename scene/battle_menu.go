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
	panel   rect        // laid out by layout
}

const (
	menuResume = iota
	menuSaveAs
	menuSettings
	menuRules
	menuQuit
)

func newBattleMenu(b *battleScreen) *battleMenu { return &battleMenu{scratch: b.cfg.scratch} }

// The menu's panel: the title's band, the note's band under the buttons,
// and the buttons' pitch and height, which shrink in a short window (200%
// interface size) so the panel always fits.
const (
	menuTitleH = 64.0
	menuNoteH  = 44.0
)

// menuPitch is the buttons' pitch and height for n buttons in a window h
// high: 54 and 44, less when the panel would not fit.
func menuPitch(h float64, n int) (pitch, bh float64) {
	pitch = min(54, (h-16-menuTitleH-menuNoteH)/float64(n))
	return pitch, max(24, pitch-10)
}

// menuPanel is the menu's panel, centred in a w×h window.
func menuPanel(w, h float64, n int) rect {
	pitch, _ := menuPitch(h, n)
	ph := menuTitleH + float64(n)*pitch + menuNoteH - 10
	return rect{w/2 - 180, h/2 - ph/2, 360, ph}
}

func (m *battleMenu) layout(a *App) {
	w, h := a.size()
	labels := []string{a.t("MenuResume"), a.t("MenuSaveAs"), a.t("TitleSettings"), a.t("TitleRules"), a.t("MenuSaveQuit")}
	if m.scratch {
		labels[menuQuit] = a.t("MenuQuit")
	}
	m.buttons = m.buttons[:0]
	m.panel = menuPanel(w, h, len(labels))
	pitch, bh := menuPitch(h, len(labels))
	for i, l := range labels {
		m.buttons = append(m.buttons, button{r: rect{w/2 - 150, m.panel.Y + menuTitleH + float64(i)*pitch, 300, bh}, label: l})
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
			a.notify(a.t("MenuNotSaved"))
			return nil
		}
		m.saveAs = newSaveAsMenu(a, b)
	case menuSettings:
		b.menu = nil
		a.switchTo(newSettingsScreen(a, b))
	case menuRules:
		b.menu = nil
		a.switchTo(newRulesScreen(a, b))
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
	r := m.panel
	panel(dst, r)
	drawText(dst, a.t("MenuPaused"), a.fonts.boldFace(sizeBanner), w/2, r.Y+12, colText, text.AlignCenter)
	for i := range m.buttons {
		m.buttons[i].draw(dst, a.fonts, &a.in)
	}
	note := a.t("MenuSavedNote")
	if m.scratch {
		note = a.t("MenuNotSavedNote")
	}
	drawText(dst, note, a.fonts.face(sizeSmall), w/2, r.Y+r.H-24, colDim, text.AlignCenter)
	if m.saveAs != nil {
		m.saveAs.draw(a, dst)
	}
}
