package scene

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// panelsMaxShare is the most of the log's column the view's panels
// (rules.View.Panels: the Event) may take; the log keeps the rest.
const panelsMaxShare = 0.5

// panelsHeight is the height the view's panels need in a column w wide:
// each its title and its wrapped lines.
func panelsHeight(ps []rules.Panel, f *fonts, w float64) float64 {
	if len(ps) == 0 {
		return 0
	}
	face := f.face(sizeSmall)
	h := 0.0
	for _, p := range ps {
		h += 32
		for _, l := range p.Lines {
			h += float64(len(wrap(l.Text, face, w-20))) * lineHeight(face)
		}
		h += 8
	}
	return h
}

// panelsFit is the height the view's panels took in a column of a width,
// kept for the view it was measured on (battleScreen.gen), so that a frame
// does not wrap their text again to lay the screen out.
type panelsFit struct {
	gen  int
	w, h float64
}

// battleLayout is the battle's layout in a w×h window with the view's
// panels over the log (withPanels), their height measured once a view
// and width.
func (b *battleScreen) battleLayout(a *App, w, h float64) battleLayout {
	l := battleLayoutFor(w, h)
	if l.narrow || len(b.view.Panels) == 0 {
		return l
	}
	if b.panelsFit.gen != b.gen || b.panelsFit.w != l.log.W {
		b.panelsFit = panelsFit{gen: b.gen, w: l.log.W, h: panelsHeight(b.view.Panels, a.fonts, l.log.W)}
	}
	return l.withPanels(b.panelsFit.h)
}

// withPanels gives the view's panels, ph high, the top of the log's
// column in a wide window: the log shortens below them. A narrow window
// keeps its layout; its panels show as notes (panelNotes).
func (l battleLayout) withPanels(ph float64) battleLayout {
	if l.narrow || ph == 0 {
		return l
	}
	h := min(ph, l.log.H*panelsMaxShare)
	l.panels = rect{l.log.X, l.log.Y, l.log.W, h}
	l.log.Y += h + 8
	l.log.H -= h + 8
	return l
}

// drawPanels draws the view's panels in r, one under another, each line
// in its tone; lines that do not fit are left out.
func drawPanels(dst *ebiten.Image, f *fonts, ps []rules.Panel, r rect) {
	if r.W == 0 || len(ps) == 0 {
		return
	}
	panel(dst, r)
	face := f.face(sizeSmall)
	lh := lineHeight(face)
	y := r.Y + 8
	for _, p := range ps {
		if y+24 > r.Y+r.H {
			return
		}
		drawText(dst, p.Title, f.boldFace(sizeNormal), r.X+10, y, colText, text.AlignStart)
		y += 26
		for _, l := range p.Lines {
			for _, part := range wrap(l.Text, face, r.W-20) {
				if y+lh > r.Y+r.H-4 {
					return
				}
				drawText(dst, part, face, r.X+10, y, toneColour(l.Tone), text.AlignStart)
				y += lh
			}
		}
		y += 8
	}
}

// panelNotes are the view's notes with its panels' lines after them, for
// a window too narrow for the panels' column.
func panelNotes(v rules.View, narrow bool) []string {
	if !narrow || len(v.Panels) == 0 {
		return v.Notes
	}
	out := append([]string(nil), v.Notes...)
	for _, p := range v.Panels {
		for _, l := range p.Lines {
			out = append(out, l.Text)
		}
	}
	return out
}
