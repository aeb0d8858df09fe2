package scene

import (
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The glossary is reached from where a term stands: a click on a term of
// the model card (drawn underlined), or G while the pointer rests on one
// or while a tooltip names one. Esc comes back to the battle as it was.

// cardTerms is the shown card's lines where drawCard puts them and the
// game's glossary in the card's words; nil when there is no card or no
// glossary.
func (b *battleScreen) cardTerms(a *App) ([]placedLine, []rules.Term) {
	terms := localTerms(b.say, glossary(b.g))
	p := b.piece(b.cardID())
	if p == nil || len(terms) == 0 || b.sidesOnCard(a) {
		return nil, nil
	}
	return cardLinesAt(a.fonts, cardColumn(b.lay, a.fonts, b.view, a.t, b.sidesOverlay()), p), terms
}

// glossaryLinks opens the glossary at a term: one clicked on the card, or
// under the pointer on the card when G is pressed, or the one the tooltip
// shown last named (b.tipTerm). It reports whether it did.
func (b *battleScreen) glossaryLinks(a *App, in *input) bool {
	lines, terms := b.cardTerms(a)
	t, onTerm := termAt(a.fonts, lines, terms, in.mx, in.my)
	switch {
	case onTerm && in.leftPressed && !in.consumed, onTerm && in.pressed(ebiten.KeyG):
		in.consumed = true
		openGlossary(a, b, t.Term)
	case in.pressed(ebiten.KeyG) && b.tipTerm != "":
		openGlossary(a, b, b.tipTerm)
	default:
		return false
	}
	return true
}

// tipTerm is the first glossary term a tooltip's text names, "" for none.
// A one-letter term (Kill Team's "A", "S") is not looked for in free text,
// where it is a word like any other.
func tipTerm(s string, terms []rules.Term) string {
	long := make([]rules.Term, 0, len(terms))
	for _, t := range terms {
		if utf8.RuneCountInString(t.Term) > 1 {
			long = append(long, t)
		}
	}
	if sp := findTerms(s, long); len(sp) > 0 {
		return sp[0].term.Term
	}
	return ""
}

// tipText is the text of a battle tooltip about to be drawn: when s names
// a glossary term, a last line says that G explains it, and G does.
func (b *battleScreen) tipText(a *App, s string) string {
	if t := tipTerm(s, localTerms(b.say, glossary(b.g))); t != "" && s != "" {
		b.tipTerm = t
		s += "\n" + a.t("GlossaryTipKey", "Term", t)
	}
	return s
}
