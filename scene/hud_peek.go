package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// peekDelay is how long the pointer rests on a model before its card shows
// beside it (a fifth of a second: long enough not to flicker while the
// pointer crosses the board).
const peekDelay = 12

// peekState follows the model under the pointer and how long it has been
// there.
type peekState struct {
	id    string
	ticks int
}

// update notes the model under the pointer this tick ("" for none).
func (p *peekState) update(id string) {
	if id != p.id {
		p.id, p.ticks = id, 0
		return
	}
	if id != "" {
		p.ticks++
	}
}

// showing is the model whose card shows beside the pointer, "" for none.
func (p *peekState) showing() string {
	if p.ticks < peekDelay {
		return ""
	}
	return p.id
}

// cardID is the model the card panel shows: the one a right-click pinned,
// else the selected one.
func (b *battleScreen) cardID() string {
	if b.pinned != "" && b.piece(b.pinned) != nil {
		return b.pinned
	}
	return b.sel
}

// drawPeek draws the card of the model under the pointer beside it, any
// model, either side's, when the card panel shows another one: looking at
// a model never selects or activates it.
func (b *battleScreen) drawPeek(a *App, dst *ebiten.Image, team [2]color.RGBA) {
	id := b.peek.showing()
	if id == "" || id == b.cardID() {
		return
	}
	p := b.piece(id)
	if p == nil {
		return
	}
	w, h := a.size()
	cw := b.lay.left.W
	ch := cardHeight(a.fonts, cw, h-16, p)
	px, py := b.pointAt(a)
	x := px + 24
	if x+cw > w-4 {
		x = px - 24 - cw
	}
	y := min(max(4, py-ch/2), h-4-ch)
	// An opaque ground: the card floats over the board and the log.
	roundRect(dst, rect{x, y, cw, ch}, 6, color.RGBA{10, 12, 18, 255})
	_, _ = drawCard(dst, a.fonts, rect{x, y, cw, h - 16}, p, team, a.cardWords()) // a card beside the pointer is not itself hovered
	strokeRoundRect(dst, rect{x, y, cw, ch}, 6, 1, colAccent)
}
