package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// titleScreen is the main menu.
type titleScreen struct {
	buttons   []button
	canResume bool
	teams     string // what the ruleset calls its rosters: "Fireteams", "Kill teams"
}

func newTitleScreen(a *App) *titleScreen {
	t := &titleScreen{teams: a.teamsTitleOf(a.cfg.Ruleset)}
	saves, _ := listSaves(a.store)
	t.canResume = len(saves) > 0
	return t
}

const (
	titleNew = iota
	titleLearn
	titleContinue
	titleLoad
	titleReplays
	titleFireteams
	titleEditor
	titleSettings
	titleRules
	titleQuit
)

// titleShort reports a window too short for the full title (under 480
// logical pixels: 200% interface size at 720p).
func titleShort(h float64) bool { return h < 480 }

// titleTop is where the title stands.
func titleTop(h float64) float64 {
	if titleShort(h) {
		return 14
	}
	return h * 0.14
}

func (t *titleScreen) layout(a *App) {
	w, h := a.size()
	labels := []struct{ label, key string }{
		{a.t("TitleNewGame"), "N"}, {a.t("TitleLearn"), "T"}, {a.t("TitleContinue"), "C"}, {a.t("TitleLoad"), "L"}, {a.t("TitleReplays"), "P"},
		{a.t("TitleTeams", "Teams", t.teams), "F"}, {a.t("TitleEditor"), "E"}, {a.t("TitleSettings"), "S"}, {a.t("TitleRules"), "R"}, {a.t("TitleQuit"), "Esc"},
	}
	// The buttons fit between the subtitle and the footnote: short windows
	// lift them and make them lower; a very short one (200% interface
	// size) has a smaller title and the buttons in two columns.
	top := titleTop(h) + 100
	if titleShort(h) {
		top = titleTop(h) + 54
	}
	cols := 1
	if (h-top-56)/float64(len(labels))-12 < 30 {
		cols = 2
	}
	per := (len(labels) + cols - 1) / cols
	bw := 320.0
	if cols == 2 {
		bw = min(300, (w-60)/2)
	}
	bh := min(48, (h-top-56)/float64(per)-12)
	y := max(top, min(h*0.42, h-56-float64(per)*(bh+12)))
	t.buttons = t.buttons[:0]
	for i, l := range labels {
		col, row := i/per, i%per
		x := w/2 - float64(cols)*(bw+12)/2 + 6 + float64(col)*(bw+12)
		b := button{r: rect{x, y + float64(row)*(bh+12), bw, bh}, label: l.label, hint: l.key}
		if (i == titleContinue || i == titleLoad) && !t.canResume {
			b.disabled = true
		}
		if i == titleContinue && !t.canResume {
			b.label = a.t("TitleContinueNone")
		}
		t.buttons = append(t.buttons, b)
	}
}

func (t *titleScreen) update(a *App, in *input) error {
	t.layout(a)
	choice := -1
	for i := range t.buttons {
		if t.buttons[i].clicked(in) {
			choice = i
		}
	}
	switch {
	case in.pressed(ebiten.KeyN):
		choice = titleNew
	case in.pressed(ebiten.KeyT):
		choice = titleLearn
	case in.pressed(ebiten.KeyC) && t.canResume:
		choice = titleContinue
	case in.pressed(ebiten.KeyL) && t.canResume:
		choice = titleLoad
	case in.pressed(ebiten.KeyP):
		choice = titleReplays
	case in.pressed(ebiten.KeyF):
		choice = titleFireteams
	case in.pressed(ebiten.KeyE):
		choice = titleEditor
	case in.pressed(ebiten.KeyS):
		choice = titleSettings
	case in.pressed(ebiten.KeyR):
		choice = titleRules
	case in.command(cmdMenu):
		choice = titleQuit
	}
	switch choice {
	case titleNew:
		a.switchTo(newSetupScreen(a))
	case titleLearn:
		a.switchTo(newLessonScreen(a))
	case titleContinue:
		b, err := resumeGame(a)
		if err != nil {
			a.notify(a.t("TitleContinueFailed", "Error", err.Error()))
			t.canResume = false
			return nil
		}
		a.switchTo(b)
	case titleLoad:
		a.switchTo(newLoadScreen(a))
	case titleReplays:
		a.switchTo(newReplayListScreen(a))
	case titleFireteams:
		a.switchTo(newRosterScreen(a, func(a *App) screen { return newTitleScreen(a) }, ""))
	case titleEditor:
		a.switchTo(newEditorStartScreen(a))
	case titleSettings:
		a.switchTo(newSettingsScreen(a, t))
	case titleRules:
		a.switchTo(newRulesScreen(a, t))
	case titleQuit:
		a.quit = true
	}
	return nil
}

func (t *titleScreen) draw(a *App, dst *ebiten.Image) {
	t.layout(a)
	w, h := a.size()
	a.drawBackdrop(dst)
	// A dark band keeps the title readable over the cubes.
	ty := titleTop(h)
	for i := 0; i < 8; i++ {
		fillRect(dst, rect{0, ty - 24 + float64(i)*16, w, 16}, withAlpha(colBackground, 0.75-absf(float64(i)-3.5)*0.16))
	}
	if titleShort(h) {
		drawText(dst, "FLASHPOINT ARENA", a.fonts.boldFace(sizeBanner), w/2, ty, colText, text.AlignCenter)
	} else {
		drawText(dst, "FLASHPOINT ARENA", a.fonts.boldFace(sizeTitle+8), w/2, ty, colText, text.AlignCenter)
		drawText(dst, a.t("TitleTagline"), a.fonts.face(sizeLarge), w/2, ty+68, colDim, text.AlignCenter)
	}
	for i := range t.buttons {
		t.buttons[i].draw(dst, a.fonts, &a.in)
	}
	drawText(dst, a.t("TitleFooter"), a.fonts.face(sizeSmall), w/2, h-32, colDim, text.AlignCenter)
}

// backdropCache keeps the menu backdrop, drawn once per size and palette.
type backdropCache struct {
	img  *ebiten.Image
	w, h int
	team [2]color.RGBA
}

// drawBackdrop draws the menu backdrop, from the cache when it is current.
func (a *App) drawBackdrop(dst *ebiten.Image) {
	team := teamColours(a.settings.ColourBlind)
	c := &a.backdrop
	if c.img == nil || c.w != a.w || c.h != a.h || c.team != team {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = ebiten.NewImage(a.w, a.h)
		c.w, c.h, c.team = a.w, a.h, team
		drawTitleBackdrop(c.img, float64(a.w), float64(a.h), team)
	}
	dst.DrawImage(c.img, nil)
}

// drawTitleBackdrop draws a field of isometric cubes in the two team
// colours fading into the background.
func drawTitleBackdrop(dst *ebiten.Image, w, h float64, team [2]color.RGBA) {
	const s = 34.0 // half the width of a cube's top face
	for gy := -2; gy < 16; gy++ {
		for gx := -2; gx < 16; gx++ {
			cx := w/2 + float64(gx-gy)*s
			cy := h*0.55 + float64(gx+gy)*s/2 - 200
			d := float64(gx+gy) / 28
			if cy < -s || cy > h+s || cx < -2*s || cx > w+2*s {
				continue
			}
			side := 0
			if gx < gy {
				side = 1
			}
			base := mix(color.RGBA{26, 32, 44, 255}, team[side], 0.18)
			height := 0.0
			if (gx*7+gy*13)%9 == 0 {
				height = s * 0.9
			}
			isoCube(dst, cx, cy-height, s, height, withAlpha(base, 0.35+0.4*(1-d)))
		}
	}
}

// isoCube draws a cube column: its top face at (cx, cy) and the two front
// faces hanging down by height. The backdrop's cubes are faint and drawn
// once, so they are not antialiased: the difference does not show, and in
// a browser drawing WebGL in software the antialiased backdrop delayed the
// title screen's first frame by up to a second.
func isoCube(dst *ebiten.Image, cx, cy, s, height float64, c color.RGBA) {
	top := []float64{cx, cy - s/2, cx + s, cy, cx, cy + s/2, cx - s, cy}
	polyAA(dst, top, lighten(c, 0.12), false)
	if height > 0 {
		left := []float64{cx - s, cy, cx, cy + s/2, cx, cy + s/2 + height, cx - s, cy + height}
		right := []float64{cx, cy + s/2, cx + s, cy, cx + s, cy + height, cx, cy + s/2 + height}
		polyAA(dst, left, mix(c, color.RGBA{0, 0, 0, c.A}, 0.25), false)
		polyAA(dst, right, mix(c, color.RGBA{0, 0, 0, c.A}, 0.45), false)
	}
	var p vector.Path
	p.MoveTo(float32(top[0]), float32(top[1]))
	for i := 2; i < len(top); i += 2 {
		p.LineTo(float32(top[i]), float32(top[i+1]))
	}
	p.Close()
	op := &vector.DrawPathOptions{}
	op.ColorScale.ScaleWithColor(withAlpha(color.RGBA{120, 140, 170, 255}, float64(c.A)/255*0.35))
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: 1}, op)
}

// poly fills a polygon given as x0, y0, x1, y1..., antialiased.
func poly(dst *ebiten.Image, pts []float64, c color.Color) { polyAA(dst, pts, c, true) }

// polyAA fills a polygon given as x0, y0, x1, y1..., antialiased or not.
func polyAA(dst *ebiten.Image, pts []float64, c color.Color, antialias bool) {
	var p vector.Path
	p.MoveTo(float32(pts[0]), float32(pts[1]))
	for i := 2; i+1 < len(pts); i += 2 {
		p.LineTo(float32(pts[i]), float32(pts[i+1]))
	}
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: antialias}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &p, nil, op)
}
