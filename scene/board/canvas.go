package board

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// pt is a point in board pixels.
type pt struct{ x, y float64 }

// feather is the width in pixels of the fading rim that anti-aliases every
// shape's edge.
const feather = 1.0

// canvas paints convex shapes into an image as batched triangles: each
// shape is a fan of opaque triangles with a thin rim fading to transparent
// outside its edge, which anti-aliases it without an offscreen pass. The
// image's top-left corner sits at board pixel (ox, oy). Shapes are queued
// and drawn in one call at flush; begin and text flush first, so drawing
// order is kept.
type canvas struct {
	img    *ebiten.Image
	white  *ebiten.Image
	ox, oy float64
	vs     []ebiten.Vertex
	is     []uint32
	hull   []pt
	tmp    []pt
	norms  []pt
	op     ebiten.DrawTrianglesOptions
}

// begin flushes what is queued and targets img, with its corner at board
// pixel (ox, oy). white is a white image whose centre pixel is sampled.
func (c *canvas) begin(img, white *ebiten.Image, ox, oy float64) {
	c.flush()
	c.img, c.white, c.ox, c.oy = img, white, ox, oy
}

// flush draws the queued triangles.
func (c *canvas) flush() {
	if len(c.is) == 0 || c.img == nil {
		c.vs, c.is = c.vs[:0], c.is[:0]
		return
	}
	c.op = ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	c.img.DrawTriangles32(c.vs, c.is, c.white, &c.op)
	c.vs, c.is = c.vs[:0], c.is[:0]
}

// vertex appends a vertex in board pixels with a premultiplied colour.
func (c *canvas) vertex(p pt, r, g, b, a float32) uint32 {
	w := c.white.Bounds()
	sx, sy := float32(w.Min.X)+float32(w.Dx())/2, float32(w.Min.Y)+float32(w.Dy())/2
	c.vs = append(c.vs, ebiten.Vertex{
		DstX: float32(p.x - c.ox), DstY: float32(p.y - c.oy), SrcX: sx, SrcY: sy,
		ColorR: r, ColorG: g, ColorB: b, ColorA: a,
	})
	return uint32(len(c.vs) - 1)
}

// poly fills a convex polygon (either winding) with an anti-aliased edge.
func (c *canvas) poly(col color.RGBA, pts ...pt) {
	if col.A == 0 || len(pts) < 3 || c.img == nil {
		return
	}
	ps := c.clean(pts)
	if len(ps) < 3 {
		return
	}
	r, g, b, a := float32(col.R)/255, float32(col.G)/255, float32(col.B)/255, float32(col.A)/255
	// The outward normal of every edge.
	area := 0.0
	for i := range ps {
		j := (i + 1) % len(ps)
		area += ps[i].x*ps[j].y - ps[j].x*ps[i].y
	}
	sign := 1.0
	if area < 0 {
		sign = -1
	}
	c.norms = c.norms[:0]
	for i := range ps {
		j := (i + 1) % len(ps)
		dx, dy := ps[j].x-ps[i].x, ps[j].y-ps[i].y
		l := math.Hypot(dx, dy)
		c.norms = append(c.norms, pt{sign * dy / l, -sign * dx / l})
	}
	base := uint32(len(c.vs))
	n := uint32(len(ps))
	for i := range ps {
		c.vertex(ps[i], r, g, b, a)
	}
	for i := range ps {
		n0, n1 := c.norms[(i+len(ps)-1)%len(ps)], c.norms[i]
		mx, my := n0.x+n1.x, n0.y+n1.y
		k := 1 + n0.x*n1.x + n0.y*n1.y
		if k < 0.25 {
			k = 0.25 // limit the miter of sharp corners
		}
		c.vertex(pt{ps[i].x + mx*feather/k, ps[i].y + my*feather/k}, 0, 0, 0, 0)
	}
	for i := uint32(1); i+1 < n; i++ {
		c.is = append(c.is, base, base+i, base+i+1)
	}
	for i := uint32(0); i < n; i++ {
		j := (i + 1) % n
		c.is = append(c.is, base+i, base+j, base+n+j, base+i, base+n+j, base+n+i)
	}
}

// clean drops repeated points.
func (c *canvas) clean(pts []pt) []pt {
	ps := c.tmp[:0]
	for _, p := range pts {
		if len(ps) > 0 && math.Abs(ps[len(ps)-1].x-p.x) < 1e-6 && math.Abs(ps[len(ps)-1].y-p.y) < 1e-6 {
			continue
		}
		ps = append(ps, p)
	}
	for len(ps) > 1 && math.Abs(ps[0].x-ps[len(ps)-1].x) < 1e-6 && math.Abs(ps[0].y-ps[len(ps)-1].y) < 1e-6 {
		ps = ps[:len(ps)-1]
	}
	c.tmp = ps
	return ps
}

// segment fills a straight stroke from a to b with round-ish ends.
func (c *canvas) segment(col color.RGBA, width float64, a, b pt, caps bool) {
	dx, dy := b.x-a.x, b.y-a.y
	l := math.Hypot(dx, dy)
	if l < 1e-6 {
		return
	}
	w := math.Max(width/2-feather/2, 0.25)
	nx, ny := -dy/l*w, dx/l*w
	c.poly(col, pt{a.x + nx, a.y + ny}, pt{b.x + nx, b.y + ny}, pt{b.x - nx, b.y - ny}, pt{a.x - nx, a.y - ny})
	if caps {
		c.ellipse(col, a.x, a.y, w, w)
		c.ellipse(col, b.x, b.y, w, w)
	}
}

// line strokes an open polyline with round joins.
func (c *canvas) line(col color.RGBA, width float64, pts ...pt) {
	for i := 0; i+1 < len(pts); i++ {
		c.segment(col, width, pts[i], pts[i+1], true)
	}
}

// outline strokes a closed polygon.
func (c *canvas) outline(col color.RGBA, width float64, pts ...pt) {
	for i := range pts {
		c.segment(col, width, pts[i], pts[(i+1)%len(pts)], true)
	}
}

// ellipsePts are n points on an axis-aligned ellipse.
func (c *canvas) ellipsePts(cx, cy, rx, ry float64) []pt {
	n := int(math.Min(48, math.Max(10, (rx+ry)*0.9)))
	ps := c.hull[:0]
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		ps = append(ps, pt{cx + rx*math.Cos(a), cy + ry*math.Sin(a)})
	}
	c.hull = ps
	return ps
}

// ellipse fills an axis-aligned ellipse.
func (c *canvas) ellipse(col color.RGBA, cx, cy, rx, ry float64) {
	if col.A == 0 || rx <= 0 || ry <= 0 {
		return
	}
	c.poly(col, c.ellipsePts(cx, cy, rx, ry)...)
}

// ring strokes an axis-aligned ellipse.
func (c *canvas) ring(col color.RGBA, width, cx, cy, rx, ry float64) {
	if col.A == 0 || rx <= 0 || ry <= 0 {
		return
	}
	ps := c.ellipsePts(cx, cy, rx, ry)
	for i := range ps {
		c.segment(col, width, ps[i], ps[(i+1)%len(ps)], false)
	}
}

// roundRect fills a rectangle with rounded corners.
func (c *canvas) roundRect(col color.RGBA, x, y, w, h, r float64) {
	if col.A == 0 || w <= 0 || h <= 0 {
		return
	}
	r = math.Max(0, math.Min(r, math.Min(w/2, h/2)))
	ps := make([]pt, 0, 24)
	corner := func(cx, cy, a0 float64) {
		for i := 0; i <= 5; i++ {
			a := a0 + math.Pi/2*float64(i)/5
			ps = append(ps, pt{cx + r*math.Cos(a), cy + r*math.Sin(a)})
		}
	}
	corner(x+w-r, y+r, -math.Pi/2)
	corner(x+w-r, y+h-r, 0)
	corner(x+r, y+h-r, math.Pi/2)
	corner(x+r, y+r, math.Pi)
	c.poly(col, ps...)
}

// text draws s centred on (x, y).
func (c *canvas) text(s string, face text.Face, col color.RGBA, x, y float64) {
	if face == nil || c.img == nil {
		return
	}
	c.flush()
	op := &text.DrawOptions{}
	op.PrimaryAlign = text.AlignCenter
	op.SecondaryAlign = text.AlignCenter
	op.GeoM.Translate(x-c.ox, y-c.oy)
	op.ColorScale.ScaleWithColor(col)
	op.Filter = ebiten.FilterLinear
	text.Draw(c.img, s, face, op)
}

// hullOf returns the convex hull of pts (monotone chain).
func (c *canvas) hullOf(pts []pt) []pt {
	ps := slices.Clone(pts)
	slices.SortFunc(ps, func(a, b pt) int {
		switch {
		case a.x < b.x:
			return -1
		case a.x > b.x:
			return 1
		case a.y < b.y:
			return -1
		case a.y > b.y:
			return 1
		}
		return 0
	})
	cross := func(o, a, b pt) float64 { return (a.x-o.x)*(b.y-o.y) - (a.y-o.y)*(b.x-o.x) }
	h := make([]pt, 0, 2*len(ps))
	for _, p := range ps {
		for len(h) >= 2 && cross(h[len(h)-2], h[len(h)-1], p) <= 0 {
			h = h[:len(h)-1]
		}
		h = append(h, p)
	}
	lo := len(h) + 1
	for i := len(ps) - 2; i >= 0; i-- {
		p := ps[i]
		for len(h) >= lo && cross(h[len(h)-2], h[len(h)-1], p) <= 0 {
			h = h[:len(h)-1]
		}
		h = append(h, p)
	}
	return h[:len(h)-1]
}
