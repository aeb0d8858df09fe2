package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// pipRowH is how far apart (at zoom 1) the bars of models sharing a cube
// are stacked.
const pipRowH = 6.0

// cubeRank is piece i's place among the models on the board in its cube
// (k from 0) and how many stand there (n).
func cubeRank(v rules.View, i int) (k, n int) {
	pc := v.Pieces[i]
	for j, o := range v.Pieces {
		if o.OnBoard && o.Pos == pc.Pos {
			if j < i {
				k++
			}
			n++
		}
	}
	return k, n
}

// drawSharedPlates draws one plate over each cube where several models
// stand, their role tags side by side in their sides' colours ("OP BR"),
// instead of a plate each, which would overlap into one unreadable tag.
func (b *Board) drawSharedPlates(dst *ebiten.Image, v rules.View, px, py float64) {
	zoom := b.cam.Zoom
	face := b.face(10 * zoom)
	if face == nil {
		return
	}
	type group struct {
		x, y  float64 // the plate's centre
		roles []int   // piece indexes, in rank order
		n     int
	}
	groups := map[[3]int]*group{}
	var order [][3]int
	for _, pl := range b.frame.placed {
		pc := v.Pieces[pl.idx]
		if _, n := cubeRank(v, pl.idx); n < 2 {
			continue
		}
		key := [3]int{pc.Pos.X, pc.Pos.Y, pc.Pos.Z}
		g, ok := groups[key]
		if !ok {
			g = &group{y: 1e9}
			groups[key] = g
			order = append(order, key)
		}
		g.x += pl.x
		g.n++
		g.y = min(g.y, pl.y-(figureHeight(pl.pose)+9)*zoom)
		g.roles = append(g.roles, pl.idx)
	}
	for _, key := range order {
		g := groups[key]
		cx, cy := g.x/float64(g.n)+px, g.y+py
		gap := 4 * zoom
		widths := make([]float64, len(g.roles))
		total := -gap
		for i, idx := range g.roles {
			w, _ := text.Measure(v.Pieces[idx].Role, face, 0)
			widths[i] = w
			total += w + gap
		}
		h := 12 * zoom
		c := &b.frame.canvas
		c.begin(dst, b.sprites.white, 0, 0)
		c.roundRect(b.pal.Plate, cx-total/2-4*zoom, cy-h/2, total+8*zoom, h, 3*zoom)
		c.flush()
		x := cx - total/2
		for i, idx := range g.roles {
			pc := v.Pieces[idx]
			col := b.teamColour(pc.Seat)
			op := &text.DrawOptions{}
			op.GeoM.Translate(x, cy)
			op.PrimaryAlign, op.SecondaryAlign = text.AlignStart, text.AlignCenter
			op.ColorScale.ScaleWithColor(lighten(col))
			text.Draw(dst, pc.Role, face, op)
			x += widths[i] + gap
		}
	}
}

// lighten mixes a side's colour halfway to white, readable on the dark
// plate.
func lighten(c color.RGBA) color.RGBA {
	return color.RGBA{uint8((int(c.R) + 255) / 2), uint8((int(c.G) + 255) / 2), uint8((int(c.B) + 255) / 2), 255}
}
