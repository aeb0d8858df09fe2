package scene

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// keysPage is the rules reference's page of keys (every screen's and the
// battle's), in the player's language.
func keysPage(a *App) rules.RulesPage {
	return rules.RulesPage{Title: a.t("RulesKeysTitle"), Body: a.t("RulesKeysBody")}
}

// glossaryPage is the rules reference's page of a game's glossary: each
// term of the model cards and what it means, in the words of the cards
// (localTerms).
func glossaryPage(a *App, terms []rules.Term) rules.RulesPage {
	p := rules.RulesPage{Title: a.t("RulesGlossaryTitle")}
	if len(terms) == 0 {
		p.Body = a.t("RulesGlossaryEmpty")
		return p
	}
	var sb strings.Builder
	for i, t := range terms {
		if i > 0 {
			sb.WriteString("\n")
		}
		sb.WriteString(t.Term + ": " + t.Meaning)
	}
	p.Body = sb.String()
	return p
}

// helpKeys opens the rules reference from the battle: F1 on its page of
// keys, G on the glossary (at a term: glossaryLinks). It reports whether
// it did.
func (b *battleScreen) helpKeys(a *App, in *input) bool {
	if b.glossaryLinks(a, in) {
		return true
	}
	var want string
	switch {
	case in.pressed(ebiten.KeyF1):
		want = a.t("RulesKeysTitle")
	case in.pressed(ebiten.KeyG):
		want = a.t("RulesGlossaryTitle")
	default:
		return false
	}
	r := newRulesScreen(a, b)
	for i, p := range r.pages {
		if p.Title == want {
			r.page = i
		}
	}
	a.switchTo(r)
	return true
}
