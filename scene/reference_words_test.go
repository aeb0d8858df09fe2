package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// The rules reference shows a ruleset's pages in the player's language:
// in Ukrainian and Russian no page of Flashpoint or Kill Team keeps its
// English title or text, the numbers the ruleset fills in are there, and
// the Keywords page explains every term in the translated words.
func TestRulesReferenceSpeaksTheLanguage(t *testing.T) {
	for _, name := range []string{"flashpoint", "killteam", "firepower", "necromunda", "urban"} {
		for _, code := range []string{lang.Ukrainian, lang.Russian} {
			a := newRealApp(t, name, "", 1)
			a.settings.Language = code
			a.chooseLanguage()
			english := a.ruleset().(rules.Referencer).Reference()
			pages := referencePages(a)[1:]
			if len(pages) != len(english) || len(pages) < 5 {
				t.Fatalf("%s %s: %d pages, the ruleset has %d", name, code, len(pages), len(english))
			}
			for i, p := range pages {
				en := english[i]
				if p.Title == en.Title || (len(en.Terms) == 0 && p.Body == en.Body) {
					t.Errorf("%s %s: page %q is still English", name, code, en.Title)
				}
				if strings.Contains(p.Body, "{{") || strings.Contains(p.Body, "<no value>") {
					t.Errorf("%s %s: page %q has an unfilled argument: %q", name, code, en.Title, p.Body)
				}
				if len(en.Terms) > 0 && p.Body != rules.GlossaryText(localTerms(a.say, en.Terms)) {
					t.Errorf("%s %s: the %q page is not its terms in the player's words", name, code, en.Title)
				}
				for _, term := range en.Terms {
					if strings.Contains(p.Body, ": "+term.Meaning) {
						t.Errorf("%s %s: %q is explained in English", name, code, term.Term)
					}
				}
			}
		}
	}
	a := newRealApp(t, "killteam", "", 1)
	a.settings.Language = lang.Ukrainian
	a.chooseLanguage()
	if round := referencePages(a)[1]; round.Title != "Раунд" || !strings.HasPrefix(round.Body, "Раундів у грі: 4 (") {
		t.Errorf("Kill Team's first page in Ukrainian: %q %q", round.Title, round.Body)
	}
}

// localPage words a page by its messages, a glossary page term by term,
// and keeps the English of a page without messages.
func TestLocalPage(t *testing.T) {
	say := func(m rules.Msg, english string) string {
		if m.IsZero() {
			return english
		}
		return "<" + m.ID + ">"
	}
	p := localPage(say, rules.RulesPage{Title: "T", Body: "B", TitleMsg: rules.Say("TT"), BodyMsg: rules.Say("BB")})
	if p.Title != "<TT>" || p.Body != "<BB>" {
		t.Errorf("a page with messages: %+v", p)
	}
	p = localPage(say, rules.RulesPage{Title: "T", Body: "B"})
	if p.Title != "T" || p.Body != "B" {
		t.Errorf("a page without messages: %+v", p)
	}
	terms := []rules.Term{{Term: "SV", Meaning: "Survive"}, {Term: "pinned", Meaning: "down", TermMsg: rules.Say("P"), MeaningMsg: rules.Say("D")}}
	p = localPage(say, rules.RulesPage{Title: "Keywords", Body: rules.GlossaryText(terms), Terms: terms})
	if p.Body != "SV: Survive\n<P>: <D>" {
		t.Errorf("a glossary page: %q", p.Body)
	}
	if terms[1].Term != "pinned" {
		t.Errorf("localPage changed the ruleset's terms: %+v", terms)
	}
}

// Every page's name shows whole in the rules reference's list, in every
// language, at 1280x720 and at 800x600, from the title screen and from a
// battle (which adds the glossary page).
func TestRulesReferenceTabsFit(t *testing.T) {
	for _, name := range []string{"flashpoint", "killteam", "firepower", "necromunda", "urban"} {
		for _, code := range lang.Languages() {
			for _, size := range [][2]int{{1280, 720}, {800, 600}} {
				a := newRealApp(t, name, "", 1)
				a.settings.Language = code
				a.chooseLanguage()
				a.w, a.h = size[0], size[1]
				r := newRulesScreen(a, nil)
				r.pages = append(r.pages, rules.RulesPage{Title: a.t("RulesGlossaryTitle")})
				r.layout(a)
				for _, tab := range r.tabs {
					if !tab.labelFits(a.fonts) {
						t.Errorf("%s %s %dx%d: the page name %q is cut", name, code, size[0], size[1], tab.label)
					}
				}
				if r.box.W < 400 {
					t.Errorf("%s %s %dx%d: the page's text is %.0f wide", name, code, size[0], size[1], r.box.W)
				}
			}
		}
	}
}

// The scroll bar of a long page: none when the text shows whole; its thumb
// at the top before scrolling, at the bottom scrolled to the end, and as
// long as the part that shows.
func TestScrollThumb(t *testing.T) {
	box := rect{0, 0, 100, 220} // a track of 200
	if _, ok := scrollThumb(box, 100, 180, 0); ok {
		t.Error("a bar for text that shows whole")
	}
	top, ok := scrollThumb(box, 360, 180, 0)
	if !ok || top.Y != 10 || top.H != 100 {
		t.Errorf("the thumb before scrolling: %+v %v", top, ok)
	}
	end, _ := scrollThumb(box, 360, 180, 180)
	if end.Y+end.H != 210 {
		t.Errorf("the thumb scrolled to the end: %+v", end)
	}
	if long, _ := scrollThumb(box, 100000, 180, 0); long.H != 24 {
		t.Errorf("the thumb of a very long text: %+v", long)
	}
}
