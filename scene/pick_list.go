package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// pickList is a column of rows of which one is chosen, as the Load game
// and Replays screens list their files: a click, the arrow keys or the
// wheel choose. A list longer than the room scrolls to keep the choice in
// sight.
type pickList struct {
	rows []rect // the rows on screen (those that fit), of entries top, top+1, …
	sel  int    // the chosen entry, -1 when there are none
	top  int    // the entry of the first row on screen
}

// layout places the rows of n entries in the middle of a w×h screen, from
// under the screen's title down to above bottom (the top of the screen's
// buttons), and keeps the choice in range and in sight.
func (l *pickList) layout(w, h float64, n int) { l.layoutTo(w, h, n, h-120) }

// layoutTo is layout with the rows ending above bottom.
func (l *pickList) layoutTo(w, h float64, n int, bottom float64) {
	l.rows = l.rows[:0]
	top := 110.0
	if titleShort(h) {
		top = 84 // the title's line and the note are closer in a short window
	}
	fit := max(1, int((bottom-8-top+4)/34))
	l.sel = min(max(l.sel, 0), n-1)
	if l.sel >= 0 {
		l.top = min(l.top, l.sel)
		l.top = max(l.top, l.sel-fit+1)
	}
	l.top = max(0, min(l.top, n-fit))
	for i := 0; i < fit && l.top+i < n; i++ {
		rw := min(720, w-40)
		l.rows = append(l.rows, rect{w/2 - rw/2, top + float64(i)*34, rw, 30})
	}
}

// entry is the entry shown in row i.
func (l *pickList) entry(i int) int { return l.top + i }

// update chooses a row clicked, or an entry stepped to with the arrow keys
// or the wheel; it reports whether the input was taken.
func (l *pickList) update(in *input, n int) bool {
	in.keepArrows() // Up and Down are the list's, not the focus ring's
	for i, r := range l.rows {
		if in.click(r) {
			l.sel = l.entry(i)
			return true
		}
	}
	switch {
	case (in.pressed(ebiten.KeyArrowDown) || in.wheel < 0) && l.sel < n-1:
		l.sel++
	case (in.pressed(ebiten.KeyArrowUp) || in.wheel > 0) && l.sel > 0:
		l.sel--
	default:
		return false
	}
	return true
}

// drawRow draws row i: left text in lc, right text (small) in rc.
func (l *pickList) drawRow(a *App, dst *ebiten.Image, i int, left string, lc color.RGBA, right string, rc color.RGBA) {
	r := l.rows[i]
	bg := color.RGBA{22, 27, 38, 230}
	if l.entry(i) == l.sel {
		bg = color.RGBA{44, 56, 80, 240}
	}
	roundRect(dst, r, 4, bg)
	small := a.fonts.face(sizeSmall)
	face := a.fonts.face(sizeNormal)
	right = ellipsis(right, small, r.W*0.55)
	drawTextMiddle(dst, ellipsis(left, face, r.W-20-textWidth(right, small)-20), face, r.X+10, r.Y+r.H/2, lc, text.AlignStart)
	drawTextMiddle(dst, right, small, r.X+r.W-10, r.Y+r.H/2, rc, text.AlignEnd)
}

// drawMore marks a list of n entries that goes on above or below its rows
// on screen with an arrow at that end.
func (l *pickList) drawMore(a *App, dst *ebiten.Image, n int) {
	if len(l.rows) == 0 {
		return
	}
	face := a.fonts.face(sizeSmall)
	first, last := l.rows[0], l.rows[len(l.rows)-1]
	if l.top > 0 {
		drawText(dst, "▲", face, first.X+first.W+4, first.Y+6, colDim, text.AlignStart)
	}
	if l.top+len(l.rows) < n {
		drawText(dst, "▼", face, last.X+last.W+4, last.Y+6, colDim, text.AlignStart)
	}
}

// buttonRow places n buttons of at most width bw side by side, centred
// near the bottom of a w×h screen, narrower when the window is: the
// button row of the list screens. Buttons are lower in a short window.
func buttonRow(w, h float64, n int, bw float64) []rect {
	const gap = 10.0
	bw = min(bw, (w-24-gap*float64(n-1))/float64(n))
	bh, y := 48.0, h-96
	if h < 480 {
		bh, y = 40, h-52
	}
	x := w/2 - (float64(n)*bw+float64(n-1)*gap)/2
	out := make([]rect, n)
	for i := range out {
		out[i] = rect{x + float64(i)*(bw+gap), y, bw, bh}
	}
	return out
}
