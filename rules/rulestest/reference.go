package rulestest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// CheckReference checks the rules reference of rs, when it has one
// (rules.Referencer): every page has a title and a text, and both carry a
// message whose English, filled with its arguments from the shipped
// translation files, is exactly the page's English. A glossary page
// (Terms) has GlossaryText of its terms as its text and no BodyMsg; its
// terms' messages, where they have them, fill to their words too. It
// returns how many pages it checked.
func CheckReference(t testing.TB, rs rules.Ruleset) int {
	t.Helper()
	r, ok := rs.(rules.Referencer)
	if !ok {
		return 0
	}
	cat, err := lang.Load()
	if err != nil {
		t.Fatal(err)
	}
	c := msgChecker{en: cat.Localizer(lang.English), every: true}
	pages := r.Reference()
	for i, p := range pages {
		where := fmt.Sprintf("%s page %d (%q)", rs.Name(), i, p.Title)
		if p.Title == "" || strings.TrimSpace(p.Body) == "" {
			c.errs = append(c.errs, where+": no title or no text")
		}
		c.check(where+" title", p.Title, p.TitleMsg)
		if len(p.Terms) == 0 {
			c.check(where+" text", p.Body, p.BodyMsg)
			continue
		}
		if !p.BodyMsg.IsZero() {
			c.errs = append(c.errs, where+": a glossary page with a BodyMsg")
		}
		if p.Body != rules.GlossaryText(p.Terms) {
			c.errs = append(c.errs, where+": the text is not its terms")
		}
		c.every = false
		for _, term := range p.Terms {
			c.check(where+" term", term.Term, term.TermMsg)
			c.check(where+" meaning of "+term.Term, term.Meaning, term.MeaningMsg)
		}
		c.every = true
	}
	for _, e := range c.errs {
		t.Error(e)
	}
	return len(pages)
}
