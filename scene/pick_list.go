package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// pickList is a column of rows of which one is chosen, as the Load game
// and Replays screens list their files: a click or the arrow keys choose.
type pickList struct {
	rows []rect // the rows on screen (those that fit)
	sel  int    // the chosen row, -1 when there are none
}

// layout places n rows in the middle of a w×h screen, from under the
// screen's title down to above its buttons, and keeps the choice in range.
func (l *pickList) layout(w, h float64, n int) {
	l.rows = l.rows[:0]
	for i := 0; i < n; i++ {
		y := 110 + float64(i)*34
		if y > h-150 {
			break
		}
		rw := min(720, w-40)
		l.rows = append(l.rows, rect{w/2 - rw/2, y, rw, 30})
	}
	l.sel = min(max(l.sel, 0), n-1)
}

// update chooses a row clicked or stepped to with the arrow keys; it
// reports whether the input was taken.
func (l *pickList) update(in *input, n int) bool {
	in.keepArrows() // Up and Down are the list's, not the focus ring's
	for i, r := range l.rows {
		if in.click(r) {
			l.sel = i
			return true
		}
	}
	switch {
	case in.pressed(ebiten.KeyArrowDown) && l.sel < n-1:
		l.sel++
	case in.pressed(ebiten.KeyArrowUp) && l.sel > 0:
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
	if i == l.sel {
		bg = color.RGBA{44, 56, 80, 240}
	}
	roundRect(dst, r, 4, bg)
	small := a.fonts.face(sizeSmall)
	face := a.fonts.face(sizeNormal)
	drawTextMiddle(dst, ellipsis(left, face, r.W-20-textWidth(right, small)-20), face, r.X+10, r.Y+r.H/2, lc, text.AlignStart)
	drawTextMiddle(dst, right, small, r.X+r.W-10, r.Y+r.H/2, rc, text.AlignEnd)
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
