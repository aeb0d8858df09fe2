package scene

import (
	"cmp"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// logEntry is one line of the combat log before wrapping.
type logEntry struct {
	text   string
	seat   rules.Seat
	header bool // an action taken (drawn bold in the seat's colour)
}

// combatLog lists every event's text, newest at the bottom, scrollable.
type combatLog struct {
	title   string // the log's title in the screens' language ("" is "Combat log")
	wheel   string // the hint that the log scrolls ("" is the English)
	newer   string // the hint that newer lines are below ("" is the English)
	empty   string // what an empty log says ("" is the English)
	entries []logEntry
	scroll  int          // lines scrolled up from the bottom
	shown   []placedLine // the lines drawn last frame, where they were
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
	drawText(dst, cmp.Or(l.title, "Combat log"), f.boldFace(sizeNormal), r.X+10, r.Y+8, colText, text.AlignStart)
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
		drawText(dst, cmp.Or(l.empty, "Nothing has happened yet."), face, inner.X, inner.Y, colDim, text.AlignStart)
	}
	l.shown = l.shown[:0]
	for i := start; i < end; i++ {
		ln := lines[i]
		fc := face
		if ln.bold {
			fc = bold
		}
		y := inner.Y + float64(i-start)*lh
		drawText(dst, ln.text, fc, inner.X+ln.indent, y, ln.c, text.AlignStart)
		l.shown = append(l.shown, placedLine{ln.text, rect{inner.X, y, inner.W, lh}})
	}
	if l.scroll > 0 {
		drawText(dst, cmp.Or(l.newer, "▼ newer below (End)"), face, r.X+r.W-10, r.Y+10, colAccent, text.AlignEnd)
	} else if start > 0 {
		drawText(dst, cmp.Or(l.wheel, "wheel: scroll"), face, r.X+r.W-10, r.Y+10, colDim, text.AlignEnd)
	}
}

// cubeUnder is the cube named by the log line under the pointer (the
// last "x,y,z" in it), so the board can light the place the log names.
func (l *combatLog) cubeUnder(in *input) (world.Pos, bool) {
	for _, ln := range l.shown {
		if in.hover(ln.r) {
			return cubeIn(ln.text)
		}
	}
	return world.Pos{}, false
}

// cubeIn finds the last cube a text names as the log writes cubes
// ("moves to 5,3,0.").
func cubeIn(s string) (world.Pos, bool) {
	var found world.Pos
	ok := false
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, ".,;:()[]")
		if p, err := world.ParsePos(w); err == nil {
			found, ok = p, true
		}
	}
	return found, ok
}
