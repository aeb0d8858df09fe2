package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// button is a clickable labelled rectangle.
type button struct {
	r        rect
	label    string
	hint     string // small text at the right edge, e.g. the shortcut key
	disabled bool
	accent   color.RGBA // left stripe colour; zero for none
	selected bool
}

// clicked reports a click on an enabled button, or Enter or Space while
// the keyboard focus is on it (focus.go).
func (b *button) clicked(in *input) bool {
	kind := focusButton
	if b.disabled {
		kind = focusOff
	}
	if act, _ := in.focusOn(b.r, kind); act {
		return true
	}
	return !b.disabled && in.click(b.r)
}

// draw draws the button; hot is whether the cursor is over it.
func (b *button) draw(dst *ebiten.Image, f *fonts, in *input) {
	hot := !b.disabled && in.hover(b.r)
	bg := colButton
	switch {
	case b.disabled:
		bg = colButtonOff
	case b.selected:
		bg = color.RGBA{70, 86, 54, 255}
	case hot:
		bg = colButtonHot
	}
	roundRect(dst, b.r, 5, bg)
	edge := colPanelEdge
	if hot || b.selected {
		edge = colAccent
	}
	strokeRoundRect(dst, b.r, 5, 1, edge)
	if b.accent.A != 0 {
		fillRect(dst, rect{b.r.X + 3, b.r.Y + 4, 4, b.r.H - 8}, b.accent)
	}
	fg := colText
	if b.disabled {
		fg = colDim
	}
	face, x, maxW := b.labelRoom(f)
	if lw := textWidth(b.label, face); b.hint == "" && lw > maxW && lw <= b.r.W-8 {
		// A narrow button (an arrow) centres a label its padding would cut.
		drawTextMiddle(dst, b.label, face, b.r.X+b.r.W/2, b.r.Y+b.r.H/2, fg, text.AlignCenter)
		return
	}
	if b.hint != "" {
		drawTextMiddle(dst, b.hint, f.face(sizeSmall), b.r.X+b.r.W-10, b.r.Y+b.r.H/2, colDim, text.AlignEnd)
	}
	drawTextMiddle(dst, ellipsis(b.label, face, maxW), face, x, b.r.Y+b.r.H/2, fg, text.AlignStart)
}

// labelRoom is the face a button's label is drawn in, where it starts and
// how wide it may be beside the padding and the key hint.
func (b *button) labelRoom(f *fonts) (face text.Face, x, maxW float64) {
	size := sizeNormal
	if b.r.H >= 44 {
		size = sizeLarge
	}
	face = f.face(float64(size))
	maxW = b.r.W - 24
	if b.hint != "" {
		maxW -= textWidth(b.hint, f.face(sizeSmall)) + 8
	}
	// A tall button's label too long for the large face (a longer word
	// in another language) takes the normal one before it is cut.
	if size == sizeLarge && textWidth(b.label, face) > maxW {
		face = f.face(sizeNormal)
	}
	return face, b.r.X + 14, maxW
}

// labelFits reports whether the button shows its whole label (draw cuts a
// label too long for it with "…").
func (b *button) labelFits(f *fonts) bool {
	face, _, maxW := b.labelRoom(f)
	lw := textWidth(b.label, face)
	return lw <= maxW || b.hint == "" && lw <= b.r.W-8
}

// drawTooltip draws a small wrapped help box near the cursor, kept inside
// the screen.
func drawTooltip(dst *ebiten.Image, f *fonts, s string, x, y float64, sw, sh float64) {
	drawTooltipClear(dst, f, s, x, y, sw, sh, nil)
}

// tooltipBox is where drawTooltip puts a tooltip of lines for the point
// (x, y): above and right of it, kept inside the sw×sh screen; left is
// true for the place above and left of the point, below for under it.
func tooltipBox(f *fonts, lines []string, x, y, sw, sh float64, left, below bool) rect {
	face := f.face(sizeSmall)
	lh := lineHeight(face)
	w := 0.0
	for _, l := range lines {
		w = max(w, textWidth(l, face))
	}
	r := rect{x + 14, y - 8 - lh*float64(len(lines)) - 12, w + 16, lh*float64(len(lines)) + 12}
	if left {
		r.X = x - 14 - r.W
	}
	if below {
		r.Y = y + 20
	}
	if r.X < 4 {
		r.X = 4
	}
	if r.X+r.W > sw-4 {
		r.X = sw - 4 - r.W
	}
	if r.Y < 4 {
		r.Y = y + 20
	}
	if r.Y+r.H > sh-4 {
		r.Y = sh - 4 - r.H
	}
	return r
}

// drawTooltipClear draws a tooltip like drawTooltip, in the first of its
// places (above right, above left, below right, below left of the point)
// that covers none of the points clear (a selected model on the board).
func drawTooltipClear(dst *ebiten.Image, f *fonts, s string, x, y float64, sw, sh float64, clear []point) {
	if s == "" {
		return
	}
	face := f.face(sizeSmall)
	lines := wrap(s, face, 300)
	lh := lineHeight(face)
	r := tooltipPlace(f, lines, x, y, sw, sh, clear)
	roundRect(dst, r, 4, color.RGBA{8, 10, 14, 245})
	strokeRoundRect(dst, r, 4, 1, colAccent)
	for i, l := range lines {
		drawText(dst, l, face, r.X+8, r.Y+6+float64(i)*lh, colText, text.AlignStart)
	}
}

// tooltipPlace is the first of a tooltip's places (tooltipBox) that covers
// none of the points clear nor the point (x, y) itself; the first place
// when each does.
func tooltipPlace(f *fonts, lines []string, x, y, sw, sh float64, clear []point) rect {
	pts := append([]point{{x, y}}, clear...)
	for _, c := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
		r := tooltipBox(f, lines, x, y, sw, sh, c[0], c[1])
		if !coversAny(r, pts, 4) {
			return r
		}
	}
	return tooltipBox(f, lines, x, y, sw, sh, false, false)
}

// chooser is a setting row: a label and a value with ‹ › arrows.
type chooser struct {
	label   string
	options []string
	index   int
	help    string
	r       rect
	show    func(string) string // display form of an option; nil shows it as is
}

func (c *chooser) value() string {
	if c.index < 0 || c.index >= len(c.options) {
		return ""
	}
	return c.options[c.index]
}

func (c *chooser) set(v string) {
	for i, o := range c.options {
		if o == v {
			c.index = i
			return
		}
	}
}

func (c *chooser) arrows() (left, right rect) {
	h := c.r.H
	right = rect{c.r.X + c.r.W - h, c.r.Y, h, h}
	left = rect{c.r.X + c.r.W*0.42, c.r.Y, h, h}
	return left, right
}

// update steps the value on clicks of the arrows or of the value itself,
// or on Left and Right while the keyboard focus is on it; it reports
// whether the value changed.
func (c *chooser) update(in *input) bool {
	if len(c.options) <= 1 {
		in.focusOn(c.r, focusOff)
		return false // nothing to choose: the row only shows its value
	}
	_, step := in.focusOn(c.r, focusChooser)
	l, r := c.arrows()
	value := rect{l.X + l.W, c.r.Y, r.X - l.X - l.W, c.r.H}
	switch {
	case step < 0:
		c.index = (c.index + len(c.options) - 1) % len(c.options)
	case step > 0:
		c.index = (c.index + 1) % len(c.options)
	case in.click(l):
		c.index = (c.index + len(c.options) - 1) % len(c.options)
	case in.click(r), in.click(value):
		c.index = (c.index + 1) % len(c.options)
	default:
		return false
	}
	return true
}

func (c *chooser) draw(dst *ebiten.Image, f *fonts, in *input) {
	face := f.face(sizeLarge)
	drawTextMiddle(dst, c.label, face, c.r.X, c.r.Y+c.r.H/2, colDim, text.AlignStart)
	l, r := c.arrows()
	value := rect{l.X + l.W + 4, c.r.Y, r.X - l.X - l.W - 8, c.r.H}
	fixed := len(c.options) <= 1 // one value: no arrows, nothing to click
	if fixed {
		value = rect{l.X, c.r.Y, r.X + r.W - l.X, c.r.H}
	}
	roundRect(dst, value, 5, colButton)
	if !fixed && (in.hover(value) || in.hover(l) || in.hover(r)) {
		strokeRoundRect(dst, value, 5, 1, colAccent)
	}
	shown := c.value()
	if c.show != nil {
		shown = c.show(shown)
	}
	drawTextMiddle(dst, ellipsis(shown, face, value.W-16), face, value.X+value.W/2, value.Y+value.H/2, colText, text.AlignCenter)
	if fixed {
		return
	}
	for i, a := range []rect{l, r} {
		bg := colButton
		if in.hover(a) {
			bg = colButtonHot
		}
		roundRect(dst, a, 5, bg)
		arrow := "‹"
		if i == 1 {
			arrow = "›"
		}
		drawTextMiddle(dst, arrow, f.boldFace(sizeLarge+4), a.X+a.W/2, a.Y+a.H/2, colAccent, text.AlignCenter)
	}
}
