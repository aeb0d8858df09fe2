package scene

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// The keyboard focus: every widget a screen updates (a button, a chooser,
// a row that acts like a button) stands in a ring in the order the screen
// updates it. Tab and Shift+Tab move the focus round the ring, Down and Up
// do too where the screen does not keep them (keepArrows), Enter or Space activates a focused
// button, Left and Right step a focused chooser. The ring is built anew
// each tick as the widgets register (focusOn); the keys of a tick act on
// the ring of the tick before, so a screen needs no list of its widgets.

// focusKind is what a widget in the ring does with the keys.
type focusKind int

const (
	focusOff     focusKind = iota // in the ring's order but not reachable (a disabled button)
	focusButton                   // Enter or Space activates it
	focusChooser                  // Left and Right step it; Enter or Space steps it on
)

// focusRing is the keyboard focus of the current screen.
type focusRing struct {
	at      int         // the focused widget's place in the ring, 1-based; 0 for none
	shown   bool        // the keyboard moved the focus since the last click: it is drawn
	last    []focusKind // the ring of the last tick
	cur     []focusKind // the ring being built this tick
	curRect []rect      // where the widgets of this tick stand
	lists   bool        // a list took Up and Down last tick (pickList)
	pending int         // a Tab (1) or Shift+Tab (-1) before the ring was known
	listNow bool        // a list registered this tick

	// what the keys of this tick do to the focused widget
	activate bool
	step     int
	taken    []ebiten.Key // keys the ring used: the screen does not see them

	target   rect // where the focused widget stands this tick
	targetOK bool
}

// focusKeys are the keys a screen leaves to the focus ring.
type focusKeys int

const (
	focusAll  focusKeys = iota // Tab, arrows, Enter and Space as the ring wants them
	focusNone                  // the screen reads every key itself this tick (a name typed, a key bound, the battle's board)
)

// keyOwner is a screen that keeps some keys from the focus ring.
type keyOwner interface {
	focusKeys() focusKeys
}

// begin applies this tick's keys to the ring of the last tick: it moves
// the focus or arms the focused widget, and takes the keys it uses.
func (f *focusRing) begin(in *input, keys focusKeys) {
	f.cur, f.curRect = f.cur[:0], f.curRect[:0]
	f.listNow = false
	f.activate, f.step = false, 0
	f.taken = f.taken[:0]
	f.targetOK = false
	if in.leftPressed {
		f.shown = false // the mouse took over: the focus stays but is not drawn
	}
	if keys == focusNone {
		return
	}
	n := len(f.last)
	if f.at > n {
		f.at = 0
	}
	shift := in.shift
	var kind focusKind
	if f.at > 0 {
		kind = f.last[f.at-1]
	}
	switch {
	case in.rawPressed(ebiten.KeyTab):
		f.take(ebiten.KeyTab)
		f.move(shift)
	case !f.lists && in.rawPressed(ebiten.KeyArrowDown):
		f.take(ebiten.KeyArrowDown)
		f.move(false)
	case !f.lists && in.rawPressed(ebiten.KeyArrowUp):
		f.take(ebiten.KeyArrowUp)
		f.move(true)
	case !f.shown || f.at == 0:
	case kind == focusChooser && in.rawPressed(ebiten.KeyArrowLeft):
		f.take(ebiten.KeyArrowLeft)
		f.step = -1
	case kind == focusChooser && in.rawPressed(ebiten.KeyArrowRight):
		f.take(ebiten.KeyArrowRight)
		f.step = 1
	case kind != focusOff && f.confirm(in):
		if kind == focusChooser {
			f.step = 1
		} else {
			f.activate = true
		}
	}
}

// confirm takes Enter, the keypad's Enter or Space this tick.
func (f *focusRing) confirm(in *input) bool {
	for _, k := range []ebiten.Key{ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace} {
		if in.rawPressed(k) {
			f.take(k)
			return true
		}
	}
	return false
}

// take keeps key from the screen this tick.
func (f *focusRing) take(k ebiten.Key) { f.taken = append(f.taken, k) }

// move steps the focus to the next reachable widget (back: the one
// before), wrapping round; it shows the focus.
func (f *focusRing) move(back bool) {
	n := len(f.last)
	f.shown = true
	if n == 0 {
		// A screen just opened: the ring is known at the end of the tick.
		f.pending = 1
		if back {
			f.pending = -1
		}
		return
	}
	at := f.at
	for range n {
		switch {
		case back && at <= 1:
			at = n
		case back:
			at--
		case at >= n:
			at = 1
		default:
			at++
		}
		if f.last[at-1] != focusOff {
			f.at = at
			return
		}
	}
}

// on registers a widget standing at r; it reports whether the keys of
// this tick activate it and by how much they step it. A widget met twice
// in one tick (updated twice) keeps its first place.
func (f *focusRing) on(r rect, kind focusKind) (activate bool, step int) {
	i := -1
	for k, seen := range f.curRect {
		if seen == r {
			i = k
			break
		}
	}
	if i < 0 {
		f.cur = append(f.cur, kind)
		f.curRect = append(f.curRect, r)
		i = len(f.cur) - 1
	}
	if i+1 != f.at {
		return false, 0
	}
	f.target, f.targetOK = r, kind != focusOff
	if kind == focusOff {
		return false, 0
	}
	return f.activate, f.step
}

// end keeps this tick's ring for the keys of the next.
func (f *focusRing) end() {
	f.last = append(f.last[:0], f.cur...)
	f.lists = f.listNow
	if f.pending != 0 && len(f.last) > 0 {
		f.at = 0
		f.move(f.pending < 0)
		f.pending = 0
		if f.at > 0 {
			f.target, f.targetOK = f.curRect[f.at-1], true
		}
	}
}

// reset forgets the ring (a new screen): nothing is focused until Tab.
func (f *focusRing) reset() {
	f.at = 0
	f.last = f.last[:0]
	f.lists = false
	f.pending = 0
	f.targetOK = false
}

// visible reports whether the focus is drawn and where.
func (f *focusRing) visible() (rect, bool) {
	return f.target, f.shown && f.targetOK
}

// focusOn registers a widget standing at r with the focus ring (see
// focusRing.on).
func (in *input) focusOn(r rect, kind focusKind) (activate bool, step int) {
	return in.focus.on(r, kind)
}

// keepArrows leaves Up and Down to the screen from the next tick on, as
// long as it asks each tick: a list steps its choice with them, a page of
// text scrolls.
func (in *input) keepArrows() { in.focus.listNow = true }

// focused reports whether the keyboard focus is on the widget at r and
// drawn.
func (in *input) focused(r rect) bool {
	t, ok := in.focus.visible()
	return ok && t == r
}

// updateScreen runs one tick of the current screen inside the focus
// ring: the ring starts afresh on a new screen and when the screen keeps
// other keys from it than the tick before.
func (a *App) updateScreen() error {
	cur := a.cur
	keys := focusAll
	if o, ok := cur.(keyOwner); ok {
		keys = o.focusKeys()
	}
	if keys != a.focusMode {
		a.in.focus.reset()
		a.focusMode = keys
	}
	a.in.focus.begin(&a.in, keys)
	err := cur.update(a, &a.in)
	a.in.focus.end()
	if a.cur != cur {
		a.in.focus.reset()
	}
	return err
}

// drawFocus outlines the focused widget when the keyboard moved the focus.
func (a *App) drawFocus(dst *ebiten.Image) {
	if r, ok := a.in.focus.visible(); ok {
		strokeRoundRect(dst, r.inset(-3), 7, 3, colAccent)
	}
}
