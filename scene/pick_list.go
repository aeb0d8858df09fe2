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

// layoutTo places the rows of n entries in the middle of a w-wide screen,
// from top (under the screen's heading, listHeading) down to above bottom
// (the top of the screen's buttons), and keeps the choice in range and in
// sight.
func (l *pickList) layoutTo(w float64, n int, top, bottom float64) {
	l.rows = l.rows[:0]
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

// listHeading is the heading of a list screen in a w×h window: the title
// and the note under it, wrapped to the window; lines are the note's
// lines and top where the list may start under them.
type listHeading struct {
	titleY, noteY float64
	titleSize     float64
	lines         []string
	top           float64
}

// newListHeading places a list screen's heading with note under it: a
// smaller title, higher, in a short window (200% interface size).
func newListHeading(a *App, w, h float64, note string) listHeading {
	hd := listHeading{titleY: 30, noteY: 78, titleSize: sizeTitle}
	if titleShort(h) {
		hd.titleY, hd.noteY, hd.titleSize = 8, 52, sizeTitle-12
	}
	face := a.fonts.face(sizeSmall)
	hd.lines = wrap(note, face, w-32)
	hd.top = max(110, hd.noteY+float64(len(hd.lines))*lineHeight(face)+14)
	if titleShort(h) {
		hd.top = hd.noteY + float64(len(hd.lines))*lineHeight(face) + 10
	}
	return hd
}

// draw draws the heading's title and note.
func (hd listHeading) draw(a *App, dst *ebiten.Image, w float64, title string) {
	drawText(dst, title, a.fonts.boldFace(hd.titleSize), w/2, hd.titleY, colText, text.AlignCenter)
	face := a.fonts.face(sizeSmall)
	for i, l := range hd.lines {
		drawText(dst, l, face, w/2, hd.noteY+float64(i)*lineHeight(face), colDim, text.AlignCenter)
	}
}

// fitRow shares the room of a row of buttons laid out by buttonRow (side
// by side, alike) by what their labels need when one of them would cut
// its label; when even that does not fit every label, the row drops its
// key hints, which take room from the words.
func fitRow(f *fonts, btns []*button) {
	cut := func() bool {
		for _, b := range btns {
			if !b.labelFits(f) {
				return true
			}
		}
		return false
	}
	if len(btns) < 2 || !cut() {
		return
	}
	const gap = 10.0
	first, last := btns[0].r, btns[len(btns)-1].r
	room := last.X + last.W - first.X - gap*float64(len(btns)-1)
	share := func() bool {
		need := make([]float64, len(btns))
		sum := 0.0
		for i, b := range btns {
			face, _, _ := b.labelRoom(f)
			need[i] = textWidth(b.label, face) + 28
			if b.hint != "" {
				need[i] += textWidth(b.hint, f.face(sizeSmall)) + 8
			}
			sum += need[i]
		}
		x := first.X
		for i, b := range btns {
			w := need[i] * room / sum
			if sum <= room {
				w = need[i] + (room-sum)/float64(len(btns))
			}
			b.r.X, b.r.W = x, w
			x += w + gap
		}
		return sum <= room
	}
	if !share() {
		for _, b := range btns {
			b.hint = ""
		}
		share()
	}
}
