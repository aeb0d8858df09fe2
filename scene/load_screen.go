package scene

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// loadScreen lists the saved games, newest first: the autosave and the
// named saves. Load one, or delete it.
type loadScreen struct {
	list []saveEntry
	sel  int
	rows []rect
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
	s.sel = max(0, min(s.sel, len(s.list)-1))
}

func (s *loadScreen) layout(a *App) {
	w, h := a.size()
	s.rows = s.rows[:0]
	for i := range s.list {
		y := 110 + float64(i)*34
		if y > h-150 {
			break
		}
		s.rows = append(s.rows, rect{w/2 - 360, y, 720, 30})
	}
	none := len(s.list) == 0
	bw := 170.0
	bx := w/2 - (3*bw+2*10)/2
	s.load = button{r: rect{bx, h - 96, bw, 48}, label: "Load", hint: "Enter", disabled: none || s.list[s.sel].err != nil}
	s.del = button{r: rect{bx + bw + 10, h - 96, bw, 48}, label: "Delete", hint: "Del", disabled: none}
	s.back = button{r: rect{bx + 2*(bw+10), h - 96, bw, 48}, label: "Back", hint: "Esc"}
}

func (s *loadScreen) update(a *App, in *input) error {
	s.layout(a)
	for i, r := range s.rows {
		if in.click(r) {
			s.sel = i
		}
	}
	switch {
	case in.pressed(ebiten.KeyArrowDown) && s.sel < len(s.list)-1:
		s.sel++
	case in.pressed(ebiten.KeyArrowUp) && s.sel > 0:
		s.sel--
	case s.back.clicked(in), in.command(cmdMenu):
		a.switchTo(newTitleScreen(a))
	case s.load.clicked(in), in.pressed(ebiten.KeyEnter) && !s.load.disabled:
		b, err := resumeSave(a, s.list[s.sel].doc)
		if err != nil {
			a.notify("Could not load “" + s.list[s.sel].title() + "”: " + err.Error())
			return nil
		}
		a.switchTo(b)
	case s.del.clicked(in), in.pressed(ebiten.KeyDelete) && !s.del.disabled:
		if err := a.store.Remove(s.list[s.sel].doc); err != nil {
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
	drawText(dst, "Load game", a.fonts.boldFace(sizeTitle), w/2, 30, colText, text.AlignCenter)
	drawText(dst, "The autosave follows every action; Save as… in the battle's menu keeps a game under a name.",
		a.fonts.face(sizeSmall), w/2, 78, colDim, text.AlignCenter)
	if s.err != nil {
		drawText(dst, "The saves could not be listed: "+s.err.Error(), a.fonts.face(sizeNormal), w/2, 140, colBad, text.AlignCenter)
	} else if len(s.list) == 0 {
		drawText(dst, "No saved games.", a.fonts.face(sizeLarge), w/2, 160, colDim, text.AlignCenter)
	}
	face, small := a.fonts.face(sizeNormal), a.fonts.face(sizeSmall)
	for i, r := range s.rows {
		e := &s.list[i]
		bg := color.RGBA{22, 27, 38, 230}
		if i == s.sel {
			bg = color.RGBA{44, 56, 80, 240}
		}
		roundRect(dst, r, 4, bg)
		label, c := e.title(), colText
		right := ""
		if e.err != nil {
			label, c = label+": does not read", colBad
		} else {
			sc := e.sg.Replay.Setup.Scenario
			right = sc + " on " + e.sg.Replay.Setup.Arena + " · " + e.sg.Mode
			if t, err := time.Parse(savedTimeFormat, e.sg.Saved); err == nil {
				right += " · " + t.Local().Format("2 Jan 15:04")
			}
		}
		drawTextMiddle(dst, ellipsis(label, face, r.W-320), face, r.X+10, r.Y+r.H/2, c, text.AlignStart)
		drawTextMiddle(dst, right, small, r.X+r.W-10, r.Y+r.H/2, colDim, text.AlignEnd)
		if e.err != nil && a.in.hover(r) {
			defer drawTooltip(dst, a.fonts, e.err.Error(), a.in.mx, a.in.my, w, h)
		}
	}
	for _, b := range []*button{&s.load, &s.del, &s.back} {
		b.draw(dst, a.fonts, &a.in)
	}
}
