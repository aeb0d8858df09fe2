package scene

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// promptFit is the top bar's "who — what to decide" line laid out to fit:
// the lines to draw and their face.
type promptFit struct {
	lines []string
	size  float64 // font size (bold)
}

// fitPrompt fits s in width w and height h: on one line in the large
// face, else in the normal one, else on two lines, small enough for both
// to fit in h; only then is the end cut with "…". A reaction's prompt
// (choose the model a Sticky charge sticks to) says what to do at its
// end, so it is worth the smaller type.
func fitPrompt(f *fonts, s string, w, h float64) promptFit {
	for _, size := range []float64{sizeLarge, sizeNormal} {
		if textWidth(s, f.boldFace(size)) <= w {
			return promptFit{lines: []string{s}, size: size}
		}
	}
	for _, size := range []float64{sizeNormal, sizeSmall} {
		face := f.boldFace(size)
		if 2*lineHeight(face) > h && size != sizeSmall {
			continue
		}
		lines := wrap(s, face, w)
		if len(lines) <= 2 {
			return promptFit{lines: lines, size: size}
		}
		if size == sizeSmall {
			// As many small lines as the height holds (at least two).
			n := max(2, int(h/lineHeight(face)))
			if len(lines) <= n {
				return promptFit{lines: lines, size: size}
			}
			rest := ellipsis(strings.Join(lines[n-1:], " "), face, w)
			return promptFit{lines: append(lines[:n-1:n-1], rest), size: size}
		}
	}
	return promptFit{lines: []string{ellipsis(s, f.boldFace(sizeSmall), w)}, size: sizeSmall}
}

// drawPrompt draws a fitted prompt centred on (x, y).
func drawPrompt(dst *ebiten.Image, f *fonts, p promptFit, x, y float64, c color.Color) {
	face := f.boldFace(p.size)
	lh := lineHeight(face)
	top := y - lh*float64(len(p.lines)-1)/2
	for i, l := range p.lines {
		drawTextMiddle(dst, l, face, x, top+float64(i)*lh, c, text.AlignCenter)
	}
}
