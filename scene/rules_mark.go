package scene

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// colMarked is the band behind the glossary term the player came for.
var colMarked = withAlpha(colAccent, 0.18)

// markedLines wraps body to width w paragraph by paragraph: the wrapped
// lines, and the lines [from, to) of the first paragraph that explains
// mark ("mark: meaning"); from is -1 when mark is "" or not there.
func markedLines(body, mark string, face text.Face, w float64) (lines []string, from, to int) {
	from, to = -1, -1
	for _, para := range strings.Split(body, "\n") {
		start := len(lines)
		lines = append(lines, wrap(para, face, w)...)
		if from < 0 && mark != "" && strings.HasPrefix(para, mark+": ") {
			from, to = start, len(lines)
		}
	}
	return lines, from, to
}

// lines is the current page's text wrapped to the page box, with the
// marked term's lines (markedLines).
func (r *rulesScreen) lines(a *App) (lines []string, from, to int) {
	return markedLines(r.pages[r.page].Body, r.mark, a.fonts.face(sizeLarge-2), r.box.W-48)
}

// openGlossary opens the rules reference from battle b on its glossary
// page, at term when it is one of the page's terms (scrolled so that its
// explanation is at the top, marked), at the top otherwise. Esc or Back
// returns to b as it was.
func openGlossary(a *App, b *battleScreen, term string) *rulesScreen {
	r := newRulesScreen(a, b)
	want := a.t("RulesGlossaryTitle")
	for i, p := range r.pages {
		if p.Title == want {
			r.page = i
		}
	}
	r.mark = term
	r.layout(a)
	if _, from, _ := r.lines(a); from > 0 {
		r.scroll = float64(from-1) * lineHeight(a.fonts.face(sizeLarge-2)) // one line above it shows where it stands
	}
	a.switchTo(r)
	return r
}
