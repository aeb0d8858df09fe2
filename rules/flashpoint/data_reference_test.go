package flashpoint

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A reference page starts with "## Title"; every mistake names its line.
func TestParseReferenceErrors(t *testing.T) {
	pages, err := ParseReference("r.txt", []byte("\ufeff# comment\n\n## One\nText.\n\nMore.\n## Two\nB\n"))
	if err != nil || len(pages) != 2 || pages[0].Title != "One" || pages[0].Body != "Text.\n\nMore." || pages[1].Body != "B" {
		t.Fatalf("a good reference: %+v %v", pages, err)
	}
	for _, c := range []struct{ text, want string }{
		{"stray\n## A\nx\n", `r.txt:1:1: text before the first "## Title" line`},
		{"## \nx\n", `r.txt:1:4: a page needs a title after "## "`},
		{"## A\n\n## B\nx\n", `r.txt: page "A" has no text`},
	} {
		_, err := ParseReference("r.txt", []byte(c.text))
		if err == nil || err.Error() != c.want {
			t.Errorf("%q: got %v, want %s", c.text, err, c.want)
		}
	}
}

// The rules reference covers what a player looks up (issue: reactions,
// victory, respawns, weapon drops and every keyword): a page for each, the
// Victory page names every scenario, the Keywords page every glossary
// term.
func TestReferenceCoversThePlay(t *testing.T) {
	rs := NewRuleset()
	pages := rs.Reference()
	byTitle := map[string]string{}
	for _, p := range pages {
		byTitle[p.Title] = p.Body
	}
	for _, want := range []string{"Rounds", "Actions", "Reactions", "Victory", "Respawns", "Weapons and items", "Command dice", "Keywords"} {
		if byTitle[want] == "" {
			t.Errorf("no %q page (have %d pages)", want, len(pages))
		}
	}
	for _, name := range rs.Scenarios() {
		if title := rs.ScenarioTitle(name); !strings.Contains(byTitle["Victory"], title) {
			t.Errorf("the Victory page does not name %s", title)
		}
	}
	for _, term := range rs.Data().Glossary {
		if !strings.Contains(byTitle["Keywords"], term.Term+": ") {
			t.Errorf("the Keywords page does not explain %q", term.Term)
		}
	}
}

// A reference page reads in the player's language while it is the shipped
// one: every shipped page and glossary term carries its messages, named
// after its title or term; a page or term the data changed or added keeps
// its English alone.
func TestReferenceWordsOnlyForShippedPages(t *testing.T) {
	rs := NewRuleset()
	for _, p := range rs.Reference() {
		if p.TitleMsg.IsZero() || (p.BodyMsg.IsZero() && len(p.Terms) == 0) {
			t.Errorf("the shipped page %q has no messages", p.Title)
		}
	}
	kw := rs.Reference()[len(rs.Reference())-1]
	ids := map[string]string{}
	for _, term := range kw.Terms {
		if term.MeaningMsg.IsZero() {
			t.Errorf("the shipped term %q has no message", term.Term)
		}
		if other, dup := ids[term.MeaningMsg.ID]; dup {
			t.Errorf("%q and %q share the message %s", term.Term, other, term.MeaningMsg.ID)
		}
		ids[term.MeaningMsg.ID] = term.Term
	}
	if got := referenceKey("Dice and damage"); got != "DiceAndDamage" {
		t.Errorf("referenceKey = %q", got)
	}
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	d.Reference[0].Body += " A house rule."
	d.Reference = append(d.Reference, rules.RulesPage{Title: "House rules", Body: "None."})
	d.Glossary[0].Meaning += " A house rule."
	pages := NewRulesetWithData(d).Reference()
	if kw := pages[len(pages)-1]; !kw.Terms[0].MeaningMsg.IsZero() || kw.Terms[1].MeaningMsg.IsZero() {
		t.Errorf("a changed glossary term keeps its message, or another loses it: %+v", kw.Terms[:2])
	}
	for _, p := range pages[:len(pages)-1] { // the last is Keywords
		changed := p.Title == d.Reference[0].Title || p.Title == "House rules"
		if changed != p.BodyMsg.IsZero() || changed != p.TitleMsg.IsZero() {
			t.Errorf("page %q (changed %v): messages %v %v", p.Title, changed, p.TitleMsg, p.BodyMsg)
		}
	}
}
