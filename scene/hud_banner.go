package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// How long banners and kill-feed lines stay, in ticks.
const (
	bannerTicks   = 100
	killFeedTicks = 600
)

type banner struct {
	text  string
	sub   string
	c     color.RGBA
	round int // a new round's banner: its number
}

// banners shows one announcement at a time: round start, activation,
// kills, score.
type banners struct {
	queue []banner
	t     int
	still bool // reduced motion: a banner shows without fading (anim.go setMotion)
}

func (b *banners) push(x banner) {
	// Keep the queue short: an announcement that waits too long is stale.
	if len(b.queue) >= 4 {
		b.queue = append(b.queue[:1], b.queue[2:]...)
	}
	b.queue = append(b.queue, x)
}

func (b *banners) update() {
	if len(b.queue) == 0 {
		return
	}
	b.t++
	limit := bannerTicks
	if len(b.queue) > 1 {
		limit = bannerTicks * 2 / 3
	}
	if b.t >= limit {
		b.queue = b.queue[1:]
		b.t = 0
	}
}

func (b *banners) draw(dst *ebiten.Image, f *fonts, cx, y, maxW float64) (bottom float64) {
	if len(b.queue) == 0 {
		return y
	}
	x := b.queue[0]
	alpha := 1.0
	if b.t < 10 {
		alpha = float64(b.t) / 10
	}
	if rest := bannerTicks - b.t; rest < 20 {
		alpha = float64(rest) / 20
	}
	if b.still {
		alpha = 1
	}
	face := f.boldFace(sizeBanner - 8)
	sub := f.face(sizeNormal)
	// A subtitle wider than the board (a long scenario line in a small
	// window) wraps.
	var subs []string
	if x.sub != "" {
		subs = []string{x.sub}
		if maxW > 0 && textWidth(x.sub, sub)+60 > maxW {
			subs = wrap(x.sub, sub, maxW-60)
		}
	}
	w := textWidth(x.text, face)
	for _, l := range subs {
		w = max(w, textWidth(l, sub))
	}
	w += 60
	lh := lineHeight(sub)
	h := 46.0
	if len(subs) > 0 {
		h = 46 + float64(len(subs))*lh + 4
	}
	r := rect{cx - w/2, y, w, h}
	roundRect(dst, r, 8, withAlpha(color.RGBA{10, 12, 18, 255}, 0.85*alpha))
	fillRect(dst, rect{r.X + 4, r.Y, r.W - 8, 3}, withAlpha(x.c, alpha))
	drawText(dst, x.text, face, cx, y+8, withAlpha(colText, alpha), text.AlignCenter)
	for i, l := range subs {
		drawText(dst, l, sub, cx, y+42+float64(i)*lh, withAlpha(colDim, alpha), text.AlignCenter)
	}
	return r.Y + r.H
}

type kill struct {
	text string
	c    color.RGBA
	age  int
}

// killFeed lists recent kills in a corner of the board.
type killFeed struct {
	items []kill
}

func (k *killFeed) push(s string, c color.RGBA) {
	k.items = append(k.items, kill{text: s, c: c})
	if len(k.items) > 5 {
		k.items = k.items[1:]
	}
}

func (k *killFeed) update() {
	out := k.items[:0]
	for _, it := range k.items {
		it.age++
		if it.age < killFeedTicks {
			out = append(out, it)
		}
	}
	k.items = out
}

// draw draws the feed down from y at the right edge right, the newest
// kills that fit above bottom.
func (k *killFeed) draw(dst *ebiten.Image, f *fonts, right, y, bottom float64) {
	face := f.face(sizeSmall)
	for i, it := range k.shown(y, bottom) {
		a := 1.0
		if rest := killFeedTicks - it.age; rest < 60 {
			a = float64(rest) / 60
		}
		w := textWidth(it.text, face) + 20
		r := rect{right - w, y + float64(i)*26, w, 22}
		roundRect(dst, r, 4, withAlpha(color.RGBA{10, 12, 18, 255}, 0.8*a))
		fillRect(dst, rect{r.X, r.Y, 3, r.H}, withAlpha(it.c, a))
		drawTextMiddle(dst, it.text, face, r.X+10, r.Y+r.H/2, withAlpha(colText, a), text.AlignStart)
	}
}

// shown are the kills the feed shows from y down to bottom: the newest
// that fit, 26 pixels a kill.
func (k *killFeed) shown(y, bottom float64) []kill {
	items := k.items
	if fit := max(0, int((bottom-y+4)/26)); len(items) > fit {
		items = items[len(items)-fit:]
	}
	return items
}
