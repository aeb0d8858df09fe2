package scene

import (
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// rect is a screen rectangle in logical pixels.
type rect struct{ X, Y, W, H float64 }

func (r rect) contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

func (r rect) inset(d float64) rect { return rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

func (r rect) image() image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}

// fillRect fills r.
func fillRect(dst *ebiten.Image, r rect, c color.Color) {
	vector.FillRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), c, false)
}

// strokeRect outlines r.
func strokeRect(dst *ebiten.Image, r rect, w float64, c color.Color) {
	vector.StrokeRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(w), c, false)
}

// panel draws a HUD panel: a dark translucent body with a thin edge.
func panel(dst *ebiten.Image, r rect) {
	roundRect(dst, r, 6, colPanel)
	strokeRoundRect(dst, r, 6, 1, colPanelEdge)
}

// roundRect fills a rectangle with rounded corners.
func roundRect(dst *ebiten.Image, r rect, rad float64, c color.Color) {
	var p vector.Path
	roundPath(&p, r, rad)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &p, nil, op)
}

// strokeRoundRect outlines a rectangle with rounded corners.
func strokeRoundRect(dst *ebiten.Image, r rect, rad, w float64, c color.Color) {
	var p vector.Path
	roundPath(&p, r, rad)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(w)}, op)
}

func roundPath(p *vector.Path, r rect, rad float64) {
	rad = min(rad, r.W/2, r.H/2)
	x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
	q := float32(rad)
	p.MoveTo(x0+q, y0)
	p.LineTo(x1-q, y0)
	p.QuadTo(x1, y0, x1, y0+q)
	p.LineTo(x1, y1-q)
	p.QuadTo(x1, y1, x1-q, y1)
	p.LineTo(x0+q, y1)
	p.QuadTo(x0, y1, x0, y1-q)
	p.LineTo(x0, y0+q)
	p.QuadTo(x0, y0, x0+q, y0)
	p.Close()
}

// drawText draws s with its top-left (or top-centre / top-right by align)
// at x, y.
func drawText(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.Color, align text.Align) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.PrimaryAlign = align
	op.LineSpacing = lineHeight(face)
	text.Draw(dst, s, face, op)
}

// drawTextMiddle draws s vertically centred on y.
func drawTextMiddle(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.Color, align text.Align) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.PrimaryAlign = align
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, op)
}

// textWidth is the advance of s.
func textWidth(s string, face text.Face) float64 { return text.Advance(s, face) }

// lineHeight is the distance between two lines of face.
func lineHeight(face text.Face) float64 {
	m := face.Metrics()
	return (m.HAscent + m.HDescent) * 1.2
}

// wrap breaks s into lines no wider than w. Existing newlines are kept.
func wrap(s string, face text.Face, w float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line := words[0]
		for _, word := range words[1:] {
			if textWidth(line+" "+word, face) > w {
				out = append(out, line)
				line = word
				continue
			}
			line += " " + word
		}
		out = append(out, line)
	}
	return out
}

// ellipsis shortens s with "…" until it fits in w.
func ellipsis(s string, face text.Face, w float64) string {
	if textWidth(s, face) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && textWidth(string(r)+"…", face) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// withAlpha returns c with its alpha scaled by a (0..1), premultiplied.
func withAlpha(c color.RGBA, a float64) color.RGBA {
	a = max(0, min(1, a))
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// lighten moves a premultiplied colour towards white by t, keeping its
// alpha.
func lighten(c color.RGBA, t float64) color.RGBA {
	return mix(c, color.RGBA{c.A, c.A, c.A, c.A}, t)
}

// mix blends a towards b by t.
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}
