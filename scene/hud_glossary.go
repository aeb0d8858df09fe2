package scene

import (
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// termSpan is a glossary term found in a line of text, at bytes
// [start, end).
type termSpan struct {
	start, end int
	term       rules.Term
}

// findTerms finds the glossary's terms in line as whole words or phrases,
// the longest first, never two over the same characters. A term may be
// followed by a number ("R6", "AP0", "Lethal 1"), not by a letter ("R" is
// not found in "RA").
func findTerms(line string, terms []rules.Term) []termSpan {
	order := append([]rules.Term(nil), terms...)
	sort.SliceStable(order, func(i, j int) bool { return len(order[i].Term) > len(order[j].Term) })
	taken := make([]bool, len(line))
	var out []termSpan
	for _, t := range order {
		if t.Term == "" {
			continue
		}
		from := 0
		for {
			i := strings.Index(line[from:], t.Term)
			if i < 0 {
				break
			}
			start := from + i
			end := start + len(t.Term)
			from = start + 1
			if start > 0 && letterByte(line[start-1]) || end < len(line) && letterByte(line[end]) {
				continue
			}
			free := true
			for k := start; k < end; k++ {
				free = free && !taken[k]
			}
			if !free {
				continue
			}
			for k := start; k < end; k++ {
				taken[k] = true
			}
			out = append(out, termSpan{start, end, t})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}

// letterByte reports an ASCII letter (or a byte of a longer character).
func letterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 }

// glossary is the game's glossary, nil when it has none.
func glossary(g rules.Game) []rules.Term {
	if gl, ok := g.(rules.Glossary); ok {
		return gl.Glossary()
	}
	return nil
}

// termAt is the glossary term under the point (x, y) in the drawn card
// lines, ok false when there is none.
func termAt(f *fonts, lines []placedLine, terms []rules.Term, x, y float64) (t rules.Term, ok bool) {
	face := f.face(sizeSmall)
	for _, l := range lines {
		if !l.r.contains(x, y) {
			continue
		}
		for _, sp := range findTerms(l.text, terms) {
			x0 := l.r.X + textWidth(l.text[:sp.start], face)
			x1 := l.r.X + textWidth(l.text[:sp.end], face)
			if x >= x0-3 && x <= x1+3 {
				return sp.term, true
			}
		}
	}
	return rules.Term{}, false
}

// termTip is the tooltip for the glossary term under the pointer in the
// drawn card lines, "" when there is none.
func termTip(f *fonts, lines []placedLine, terms []rules.Term, x, y float64) string {
	if t, ok := termAt(f, lines, terms, x, y); ok {
		return t.Term + ": " + t.Meaning
	}
	return ""
}

// underlineTerms underlines the glossary's terms in the drawn card lines,
// the cue that a click explains them; the term under the pointer (x, y)
// is underlined in the accent colour, the others faintly.
func underlineTerms(dst *ebiten.Image, f *fonts, lines []placedLine, terms []rules.Term, x, y float64) {
	face := f.face(sizeSmall)
	hover, on := termAt(f, lines, terms, x, y)
	for _, l := range lines {
		for _, sp := range findTerms(l.text, terms) {
			x0 := l.r.X + textWidth(l.text[:sp.start], face)
			x1 := l.r.X + textWidth(l.text[:sp.end], face)
			c, th := withAlpha(colAccent, 0.45), 1.0
			if on && sp.term.Term == hover.Term && l.r.contains(x, y) && x >= x0-3 && x <= x1+3 {
				c, th = colAccent, 2
			}
			fillRect(dst, rect{x0, l.r.Y + l.r.H - 3, x1 - x0, th}, c)
		}
	}
}
