package scene

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// battleLayout places the HUD around the board.
type battleLayout struct {
	top   rect // whose turn, what to decide, score
	left  rect // model card and forecast column
	right rect // combat log and dice tray column
	log   rect
	dice  rect
	// panels is where the view's panels (the Event) stand, over the log
	// in its column; zero when there are none (withPanels).
	panels rect
	bar    rect // action bar
	board  rect // the part of the window the HUD leaves free
	// narrow: the log and the dice fold away (narrowWidth); logTab opens
	// the log over the board.
	narrow bool
	logTab rect
}

// narrowWidth is the logical width under which the combat log and the dice
// tray fold away from their column: the board takes the room, the log
// opens over it on demand (a tab, or the log key) and the dice show over
// its corner while they are fresh.
const narrowWidth = 1000

func battleLayoutFor(w, h float64) battleLayout {
	var l battleLayout
	l.top = rect{0, 0, w, 46}
	if w < narrowWidth {
		l.top.H = 62 // room for a prompt of three small lines
	}
	side := min(270, max(200, w*0.2))
	right := min(310, max(220, w*0.23))
	l.left = rect{8, l.top.H + 8, side, h - l.top.H - 16}
	barX := l.left.X + l.left.W + 8
	barH := 128.0
	if h < 500 {
		barH = 98 // a short window: two rows of buttons
	}
	if w < narrowWidth {
		l.narrow = true
		l.bar = rect{barX, h - barH - 8, w - 8 - barX, barH}
		l.board = rect{barX, l.top.H, l.bar.W, l.bar.Y - l.top.H}
		logW := min(300, l.board.W-40)
		l.log = rect{w - 8 - logW, l.top.H + 8 + 30, logW, l.bar.Y - 8 - l.top.H - 8 - 30}
		l.logTab = rect{w - 8 - 128, l.top.H + 8, 128, 24} // room for "Журнал ▼" beside its key
		diceW := min(240, l.board.W/2)
		l.dice = rect{w - 8 - diceW, l.bar.Y - 8 - 150, diceW, 150}
		return l
	}
	l.right = rect{w - right - 8, 54, right, h - 54 - 8}
	diceH := min(210, l.right.H*0.38)
	l.log = rect{l.right.X, l.right.Y, l.right.W, l.right.H - diceH - 8}
	l.dice = rect{l.right.X, l.log.Y + l.log.H + 8, l.right.W, diceH}
	l.bar = rect{barX, h - barH - 8, l.right.X - 8 - barX, barH}
	l.board = rect{barX, l.top.H, l.bar.W, l.bar.Y - l.top.H}
	return l
}

// cardColumn is the part of the left column the card and the forecast
// may take: the fireteam list (folded to chips at the least) and the side
// panel, unless it stands over the board, keep their room at the bottom,
// so the card and the forecast shorten before they would push the list
// off.
func cardColumn(lay battleLayout, f *fonts, v rules.View, t tr, sidesOver bool) rect {
	sidesBox, _ := sidesLayout(v, t, f.face(sizeSmall), lay.left)
	sides := 0.0
	if sidesBox.W > 0 && !sidesOver {
		sides = sidesBox.H + 8
	}
	reserve := rosterFoldedHeight(v, lay.left.W, false) + 8 + sides
	if lay.left.H-reserve < 140 {
		reserve = rosterFoldedHeight(v, lay.left.W, true) + 8 + sides // a short column: the tightest chips
	}
	left := lay.left
	left.H = max(min(140, left.H), left.H-reserve)
	return left
}

// tallestCard is the height of the tallest card of v's models in r (at
// least the empty card's).
func tallestCard(f *fonts, r rect, v rules.View) float64 {
	h := 64.0
	for i := range v.Pieces {
		h = max(h, cardHeight(f, r.W, r.H, &v.Pieces[i]))
	}
	return min(h, r.H)
}

// tallestCache keeps tallestCard for one state and card room: the cards
// change only when the state does, and wrapping every model's card each
// frame is work for nothing.
type tallestCache struct {
	gen int
	r   rect
	h   float64
}

// tallest is tallestCard of the battle's view in r, from the cache when the
// state and r are the same.
func (b *battleScreen) tallest(f *fonts, r rect) float64 {
	if c := b.tallestMemo; c.gen != b.gen || c.r != r {
		b.tallestMemo = tallestCache{gen: b.gen, r: r, h: tallestCard(f, r, b.view)}
	}
	return b.tallestMemo.h
}

// bottomRoster is the fireteam list's area r moved down so the list ends
// at r's bottom: its rows do not move when what stands above it changes.
func bottomRoster(v rules.View, r rect) rect {
	_, _, box := rosterRows(v, r)
	if box.W == 0 {
		return r
	}
	r.Y += r.H - box.H
	r.H = box.H
	return r
}
