package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// logEntry is one line of the combat log before wrapping.
type logEntry struct {
	text   string
	seat   rules.Seat
	header bool // an action taken (drawn bold in the seat's colour)
}

// combatLog lists every event's text, newest at the bottom, scrollable.
type combatLog struct {
	entries []logEntry
	scroll  int // lines scrolled up from the bottom
}

func (l *combatLog) addAction(a rules.Action, label string) {
	l.entries = append(l.entries, logEntry{text: label, seat: a.Seat, header: true})
	l.scroll = 0
}

func (l *combatLog) addEvent(e rules.Event) {
	if e.Text == "" {
		return
	}
	l.entries = append(l.entries, logEntry{text: e.Text, seat: e.Seat})
	l.scroll = 0
}

type logLine struct {
	text   string
	c      color.RGBA
	bold   bool
	indent float64
}

// lines wraps the entries to width w.
func (l *combatLog) lines(f *fonts, w float64, team [2]color.RGBA) []logLine {
	var out []logLine
	face := f.face(sizeSmall)
	for _, e := range l.entries {
		c := colText
		indent := 10.0
		if e.header {
			indent = 0
			c = colAccent
			if e.seat == rules.Blue || e.seat == rules.Red {
				c = mix(team[e.seat], color.RGBA{255, 255, 255, 255}, 0.35)
			}
		}
		for _, s := range wrap(e.text, face, w-indent) {
			out = append(out, logLine{text: s, c: c, bold: e.header, indent: indent})
		}
	}
	return out
}

// update scrolls with the wheel over r and with the bound keys.
func (l *combatLog) update(in *input, r rect) {
	if in.hover(r) && in.wheel != 0 {
		l.scroll += int(in.wheel * 3)
	}
	if in.command(cmdLogScrollUp) {
		l.scroll += 10
	}
	if in.command(cmdLogScrollDn) {
		l.scroll = 0
	}
	l.scroll = max(0, l.scroll)
}

func (l *combatLog) draw(dst *ebiten.Image, f *fonts, r rect, team [2]color.RGBA) {
	panel(dst, r)
	drawText(dst, "Combat log", f.boldFace(sizeNormal), r.X+10, r.Y+8, colText, text.AlignStart)
	inner := rect{r.X + 10, r.Y + 32, r.W - 20, r.H - 40}
	lines := l.lines(f, inner.W, team)
	face := f.face(sizeSmall)
	bold := f.boldFace(sizeSmall)
	lh := lineHeight(face)
	fit := max(1, int(inner.H/lh))
	l.scroll = min(l.scroll, max(0, len(lines)-fit))
	end := len(lines) - l.scroll
	start := max(0, end-fit)
	if len(lines) == 0 {
		drawText(dst, "Nothing has happened yet.", face, inner.X, inner.Y, colDim, text.AlignStart)
	}
	for i := start; i < end; i++ {
		ln := lines[i]
		fc := face
		if ln.bold {
			fc = bold
		}
		drawText(dst, ln.text, fc, inner.X+ln.indent, inner.Y+float64(i-start)*lh, ln.c, text.AlignStart)
	}
	if l.scroll > 0 {
		drawText(dst, "▼ newer below (End)", face, r.X+r.W-10, r.Y+10, colAccent, text.AlignEnd)
	} else if start > 0 {
		drawText(dst, "wheel: scroll", face, r.X+r.W-10, r.Y+10, colDim, text.AlignEnd)
	}
}
