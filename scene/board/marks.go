package board

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Heights (in levels) of the ends of a sight line: the observer's eye and
// the middle of the target.
const (
	eyeLevel    = 0.72
	targetLevel = 0.45
)

// drawMarks draws what goes over everything: the path under the cursor, the
// outline of the hovered cube and the sight line. They stay visible behind
// walls, since they are what the player is pointing at.
func (b *Board) drawMarks(dst *ebiten.Image, p projection, v rules.View, o Overlay, px, py float64) {
	c := &b.frame.canvas
	c.begin(dst, b.sprites.white, -px, -py)
	defer c.flush()
	zoom := b.cam.Zoom
	if o.Hover != nil && b.arena.In(*o.Hover) && o.Hover.Z <= b.cam.CutLevel {
		h := *o.Hover
		cu, cv := p.cell(h.X, h.Y)
		d := b.diamondAt(p, float64(cu), float64(cv), float64(h.Z), 0.03)
		c.poly(fade(b.pal.Hover, 0.18), d...)
		c.outline(color.RGBA{0, 0, 0, 160}, 4.5*zoom, d...)
		c.outline(b.pal.Hover, 2*zoom, d...)
	}
	if len(o.Path) > 0 {
		b.drawPath(p, v, o)
	}
	if o.Sight != nil {
		b.drawSight(p, *o.Sight)
	}
}

// diamondAt is the top face of view cell (u, v) at height z, inset by e.
func (b *Board) diamondAt(p projection, u, v, z, e float64) []pt {
	at := func(u, v float64) pt {
		x, y := p.board(u, v, z)
		return pt{x, y}
	}
	return []pt{at(u+e, v+e), at(u+1-e, v+e), at(u+1-e, v+1-e), at(u+e, v+1-e)}
}

// drawPath draws the path from the selected piece through o.Path: a line
// along the floors with a dot on every cube and a ring on the last.
func (b *Board) drawPath(p projection, v rules.View, o Overlay) {
	c := &b.frame.canvas
	zoom := b.cam.Zoom
	pts := b.frame.path[:0]
	for _, pc := range v.Pieces {
		if pc.ID == o.Selected && pc.OnBoard {
			x, y := p.floorCentre(pc.Pos)
			pts = append(pts, pt{x, y})
		}
	}
	for _, q := range o.Path {
		x, y := p.floorCentre(q)
		pts = append(pts, pt{x, y})
	}
	b.frame.path = pts
	col := b.pal.Path
	dark := color.RGBA{0, 0, 0, 190}
	c.line(dark, 6*zoom, pts...)
	c.line(col, 2.5*zoom, pts...)
	for _, q := range pts[:len(pts)-1] {
		c.ellipse(dark, q.x, q.y, 4.5*zoom, 2.6*zoom)
		c.ellipse(col, q.x, q.y, 3*zoom, 1.6*zoom)
	}
	end := pts[len(pts)-1]
	rx, ry := 0.3*tileW*zoom, 0.3*tileH*zoom
	c.ring(dark, 5*zoom, end.x, end.y, rx, ry)
	c.ring(col, 2.5*zoom, end.x, end.y, rx, ry)
}

// drawSight draws a sight line: solid for a clear shot, long dashes when
// only visible, short dashes ending in a cross when there is no sight.
func (b *Board) drawSight(p projection, s SightLine) {
	c := &b.frame.canvas
	zoom := b.cam.Zoom
	idx := min(int(s.Sight), 2)
	col := b.pal.Sight[idx]
	x0, y0 := b.pointAbove(p, s.From, eyeLevel)
	x1, y1 := b.pointAbove(p, s.To, targetLevel)
	dx, dy := x1-x0, y1-y0
	length := math.Hypot(dx, dy)
	if length < 1 {
		return
	}
	dark := color.RGBA{0, 0, 0, 170}
	dash, gapLen := length, 0.0
	switch s.Sight {
	case world.Visible:
		dash, gapLen = 12*zoom, 6*zoom
	case world.NoSight:
		dash, gapLen = 5*zoom, 5*zoom
	}
	for _, pass := range [2]struct {
		col color.RGBA
		w   float64
	}{{dark, 5.5 * zoom}, {col, 2.5 * zoom}} {
		for t := 0.0; t < length; t += dash + gapLen {
			e := math.Min(t+dash, length)
			c.line(pass.col, pass.w, pt{x0 + dx*t/length, y0 + dy*t/length}, pt{x0 + dx*e/length, y0 + dy*e/length})
		}
	}
	c.ellipse(dark, x0, y0, 4.5*zoom, 4.5*zoom)
	c.ellipse(col, x0, y0, 3*zoom, 3*zoom)
	r := 6 * zoom
	if s.Sight == world.NoSight {
		for _, w := range [2]struct {
			col color.RGBA
			w   float64
		}{{dark, 5 * zoom}, {col, 2.5 * zoom}} {
			c.line(w.col, w.w, pt{x1 - r, y1 - r}, pt{x1 + r, y1 + r})
			c.line(w.col, w.w, pt{x1 - r, y1 + r}, pt{x1 + r, y1 - r})
		}
		return
	}
	c.ring(dark, 5*zoom, x1, y1, r, r)
	c.ring(col, 2.5*zoom, x1, y1, r, r)
}

// pointAbove is the board pixel at height h (levels) above a cube's floor
// centre.
func (b *Board) pointAbove(p projection, q world.Pos, h float64) (float64, float64) {
	u, v := p.view(float64(q.X)+0.5, float64(q.Y)+0.5)
	return p.board(u, v, float64(q.Z)+h)
}
