package scene

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// settingsScreen edits and saves the settings, then returns to back.
type settingsScreen struct {
	back      screen
	language  chooser
	scale     chooser
	volume    chooser
	colour    chooser
	handover  chooser
	motion    chooser
	keyRows   []rect
	binding   int // index into commandOrder waiting for a key; -1 none
	done      button
	reset     button
	firstTick bool
	short     bool    // a short window (settingsShort)
	keyArea   rect    // where the key rows show
	keyScroll float64 // how far the key rows are scrolled up
	keyMore   bool    // the key rows do not all fit: the wheel scrolls them
}

func newSettingsScreen(a *App, back screen) *settingsScreen {
	s := &settingsScreen{back: back, binding: -1, firstTick: true}
	s.language = chooser{label: a.t("SettingsLanguage"), help: a.t("SettingsLanguageHelp"), show: func(code string) string {
		if code == LanguageSystem {
			return a.t("SettingsLanguageSystem", "Language", languageName(a.systemLanguage()))
		}
		return languageName(code)
	}}
	s.language.options = append(s.language.options, languageOptions[:]...)
	s.language.set(a.settings.Language)
	s.scale = chooser{label: a.t("SettingsScale")}
	for _, v := range uiScaleSteps {
		s.scale.options = append(s.scale.options, fmt.Sprintf("%d%%", int(v*100)))
		if v == a.settings.UIScale {
			s.scale.index = len(s.scale.options) - 1
		}
	}
	s.scale.show = func(v string) string {
		// A window too small for the size chosen draws at the largest
		// that fits (uiScaleFor); say so rather than look broken.
		if i := s.scale.index; i >= 0 && i < len(uiScaleSteps) && a.scale > 0 && a.scale < uiScaleSteps[i] {
			return a.t("SettingsScaleFits", "Value", v, "Fits", int(a.scale*100+0.5))
		}
		return v
	}
	s.volume = chooser{label: a.t("SettingsVolume")}
	for v := 0; v <= 100; v += 10 {
		s.volume.options = append(s.volume.options, fmt.Sprintf("%d%%", v))
	}
	s.volume.index = a.settings.Volume / 10
	s.volume.show = func(v string) string {
		switch {
		case v == "0%":
			return a.t("SettingsVolumeOff")
		case a.sound.missing:
			return a.t("SettingsNoSound", "Value", v)
		}
		return v
	}
	s.colour = chooser{label: a.t("SettingsColours"), options: []string{a.t("SettingsColoursPlain"), a.t("SettingsColoursSafe")}}
	if a.settings.ColourBlind {
		s.colour.index = 1
	}
	s.handover = chooser{label: a.t("SettingsHandOver"), options: []string{a.t("SettingsHandOverLong"), a.t("SettingsHandOverEvery")}, help: a.t("SettingsHandOverHelp")}
	if a.settings.HandOver == HandOverEvery {
		s.handover.index = 1
	}
	s.motion = motionChooser(a)
	return s
}

// choosers are the settings screen's rows of values, top to bottom.
func (s *settingsScreen) choosers() []*chooser {
	return []*chooser{&s.language, &s.scale, &s.volume, &s.colour, &s.handover, &s.motion}
}

// settingsNoteLH is the room a line of the notes under the keys takes.
const settingsNoteLH = 18.0

func (s *settingsScreen) layout(a *App) {
	w, h := a.size()
	cw := min(760, w-60)
	x := w/2 - cw/2
	// A short window (800×600) packs the rows closer and lowers the
	// buttons, so the key list and the notes under it stay clear of them.
	y, pitch, chH, keyPitch, keyH, by, gap := 100.0, 50.0, 40.0, 32.0, 28.0, h-80, 40.0
	switch {
	case h < 700:
		y, pitch, chH, keyPitch, keyH, by, gap = 80, 36, 32, 27, 24, h-62, 34
	case h < 860:
		// 720 and 800 pixels: the six rows a little closer, so the keys
		// and the notes under them stay clear of the buttons.
		y, pitch, chH, gap = 84, 40, 34, 32
	}
	bh := 50.0
	s.short = settingsShort(h)
	if s.short {
		// 200% interface size: a one-line title, lower rows, no notes, and
		// the keys scroll in what is left.
		y, pitch, chH, keyPitch, keyH, by, bh = 34, 32, 28, 24, 21, h-44, 38
	}
	rows := s.choosers()
	for i, c := range rows {
		c.r = rect{x, y + float64(i)*pitch, cw, chH}
	}
	y += float64(len(rows))*pitch + gap
	if s.short {
		y = 34 + float64(len(rows))*pitch + 26
	}
	s.keyRows = s.keyRows[:0]
	colW := (cw - 20) / 2
	per := (len(commandOrder) + 1) / 2
	// The rows share what the buttons and the two lines of notes above
	// them leave, down to rows 20 pixels high; in a short window they
	// scroll instead.
	if fit := (by - 3*settingsNoteLH - 14 - y) / float64(per); fit < keyPitch && !s.short {
		keyPitch = max(22, fit)
		keyH = keyPitch - 3
	}
	s.keyArea = rect{x, y, cw, by - 6 - y}
	over := max(0, float64(per)*keyPitch-s.keyArea.H)
	s.keyScroll = min(max(0, s.keyScroll), over)
	s.keyMore = over > 0
	for i := range commandOrder {
		col, row := i/per, i%per
		s.keyRows = append(s.keyRows, rect{x + float64(col)*(colW+20), y + float64(row)*keyPitch - s.keyScroll, colW, keyH})
	}
	s.done = button{r: rect{x + cw - 220, by, 220, bh}, label: a.t("SettingsDone"), hint: "Esc"}
	s.reset = button{r: rect{x, by, 260, bh}, label: a.t("SettingsResetKeys")}
}

// settingsShort reports a window too short for the settings' title and
// notes and the whole key list (under 480 logical pixels).
func settingsShort(h float64) bool { return h < 480 }

// scrollToKey scrolls the key rows so row r shows whole.
func (s *settingsScreen) scrollToKey(r rect) {
	if top := s.keyArea.Y; r.Y < top {
		s.keyScroll -= top - r.Y
	}
	if bottom := s.keyArea.Y + s.keyArea.H; r.Y+r.H > bottom {
		s.keyScroll += r.Y + r.H - bottom
	}
}

// keyVisible reports whether key row r is inside the key area (a short
// window scrolls the rows).
func (s *settingsScreen) keyVisible(r rect) bool {
	return r.Y >= s.keyArea.Y-0.5 && r.Y+r.H <= s.keyArea.Y+s.keyArea.H+0.5
}

func (s *settingsScreen) update(a *App, in *input) error {
	s.layout(a)
	if s.binding >= 0 {
		for _, k := range in.keys {
			if k != ebiten.KeyEscape {
				a.settings.Keys[commandOrder[s.binding].Name] = k.String()
				a.saveSettings()
			}
			s.binding = -1
			return nil
		}
		if in.leftPressed {
			s.binding = -1
		}
		return nil
	}
	changed := false
	if s.language.update(in) {
		a.settings.Language = s.language.value()
		a.speech.override = "" // the -lang flag held until now
		a.chooseLanguage()
		a.saveSettings()
		// Every label of this screen is in the new language.
		*s = *newSettingsScreen(a, s.back)
		s.firstTick = false
		return nil
	}
	if s.scale.update(in) {
		a.settings.UIScale = uiScaleSteps[s.scale.index]
		changed = true
	}
	if s.volume.update(in) {
		a.settings.Volume = s.volume.index * 10
		changed = true
	}
	if s.colour.update(in) {
		a.settings.ColourBlind = s.colour.index == 1
		changed = true
	}
	if s.handover.update(in) {
		a.settings.HandOver = HandOverLong
		if s.handover.index == 1 {
			a.settings.HandOver = HandOverEvery
		}
		changed = true
	}
	if s.motion.update(in) {
		a.settings.Motion = s.motion.value()
		changed = true
	}
	if in.hover(s.keyArea) && in.wheel != 0 {
		s.keyScroll -= in.wheel * 24
	}
	for i, r := range s.keyRows {
		// Every row takes the keyboard focus; one scrolled out of sight
		// scrolls in when it does.
		act, _ := in.focusOn(r, focusButton)
		if in.focused(r) && !s.keyVisible(r) {
			s.scrollToKey(r)
		}
		if act || s.keyVisible(r) && in.click(r) {
			s.binding = i
		}
	}
	if s.reset.clicked(in) {
		a.settings.Keys = defaultKeys()
		changed = true
	}
	if changed {
		a.saveSettings()
	}
	if s.done.clicked(in) || (in.command(cmdMenu) && !s.firstTick) {
		a.switchTo(s.back)
	}
	s.firstTick = false
	return nil
}

func (s *settingsScreen) draw(a *App, dst *ebiten.Image) {
	s.layout(a)
	w, _ := a.size()
	if s.short {
		drawText(dst, a.t("SettingsTitle"), a.fonts.boldFace(sizeLarge), w/2, 6, colText, text.AlignCenter)
	} else {
		drawText(dst, a.t("SettingsTitle"), a.fonts.boldFace(sizeTitle), w/2, 24, colText, text.AlignCenter)
	}
	for _, c := range s.choosers() {
		c.draw(dst, a.fonts, &a.in)
	}
	hy := s.keyArea.Y - 30
	if s.short {
		hy = s.keyArea.Y - 22
	}
	head := a.t("SettingsKeys")
	if s.keyMore {
		head += a.t("SettingsKeysMore")
	}
	drawText(dst, head, a.fonts.boldFace(sizeNormal), s.keyArea.X, hy, colDim, text.AlignStart)
	face := a.fonts.face(sizeNormal)
	for i, r := range s.keyRows {
		if !s.keyVisible(r) {
			continue
		}
		bg := colButton
		if a.in.hover(r) {
			bg = colButtonHot
		}
		roundRect(dst, r, 4, bg)
		drawTextMiddle(dst, ellipsis(a.t(commandOrder[i].ID), face, r.W-80), face, r.X+10, r.Y+r.H/2, colText, text.AlignStart)
		key := keyLabel(a.settings.Key(commandOrder[i].Name))
		c := colAccent
		if s.binding == i {
			key, c = a.t("SettingsPressKey"), colGood
		}
		drawTextMiddle(dst, key, a.fonts.boldFace(sizeNormal), r.X+r.W-10, r.Y+r.H/2, c, text.AlignEnd)
	}
	small := a.fonts.face(sizeSmall)
	notes, top, lh := s.notes(a)
	for i, l := range notes {
		drawText(dst, l, small, w/2, top+float64(i)*lh, colDim, text.AlignCenter)
	}
	s.reset.draw(dst, a.fonts, &a.in)
	s.done.draw(dst, a.fonts, &a.in)
	s.drawHelp(a, dst)
}

// notes are the lines under the keys, where the first stands and the
// lines' pitch; none when the key rows scroll (the notes would stand over
// the rows scrolled out of sight, and the buttons).
func (s *settingsScreen) notes(a *App) (lines []string, top, lh float64) {
	if s.short || s.keyMore {
		return nil, 0, 0
	}
	bottom := 0.0 // of the longer column of keys
	for _, r := range s.keyRows {
		bottom = max(bottom, r.Y+r.H)
	}
	small := a.fonts.face(sizeSmall)
	lines = wrap(a.t("SettingsNotes"), small, s.done.r.X+s.done.r.W-s.reset.r.X)
	lines = append(lines, a.t("SettingsSaved"))
	lh = lineHeight(small)
	gap := max(2, min(24, (s.done.r.Y-bottom-float64(len(lines))*lh)/2))
	return lines, bottom + gap, lh
}

// drawHelp shows the tooltip of the row under the pointer.
func (s *settingsScreen) drawHelp(a *App, dst *ebiten.Image) {
	w, h := a.size()
	for _, c := range s.choosers() {
		if c.help != "" && a.in.hover(c.r) {
			drawTooltip(dst, a.fonts, c.help, a.in.mx, a.in.my, w, h)
		}
	}
}
