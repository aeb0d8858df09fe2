package flashpoint

import (
	"errors"
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// ReferenceFile is the rules reference's file in the data directory.
const ReferenceFile = "reference.txt"

// ParseReference reads a rules reference: "## Title" starts a page, the
// lines up to the next title are its text; "#" lines before the first
// page are comments. Errors read "file:line:col: what is wrong".
func ParseReference(file string, text []byte) ([]rules.RulesPage, error) {
	var pages []rules.RulesPage
	var body []string
	var errs []error
	flush := func() {
		if len(pages) > 0 {
			pages[len(pages)-1].Body = strings.TrimSpace(strings.Join(body, "\n"))
		}
		body = body[:0]
	}
	for i, line := range datafile.TextLines(text) {
		at := datafile.Pos{File: file, Line: i + 1, Col: 1}
		line = strings.TrimRight(line, " ")
		switch {
		case line == "##" || strings.HasPrefix(line, "## "):
			flush()
			title := strings.TrimSpace(line[2:])
			if title == "" {
				errs = append(errs, at.Right(3).Errorf("a page needs a title after \"## \""))
			}
			pages = append(pages, rules.RulesPage{Title: title})
		case len(pages) == 0 && (line == "" || strings.HasPrefix(line, "#")):
			// a comment or a blank line before the first page
		case len(pages) == 0:
			errs = append(errs, at.Errorf("text before the first \"## Title\" line"))
		default:
			body = append(body, line)
		}
	}
	flush()
	for _, p := range pages {
		if p.Body == "" && p.Title != "" {
			errs = append(errs, fmt.Errorf("%s: page %q has no text", file, p.Title))
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return pages, nil
}

// Reference is the rules reference (rules.Referencer): the pages of
// reference.txt, then a Keywords page with every term of the glossary.
// A page as it ships carries its messages too (referenceWords).
func (r *Ruleset) Reference() []rules.RulesPage {
	if r.data == nil {
		return nil
	}
	out := referenceWords(r.data.Reference)
	if len(r.data.Glossary) > 0 {
		terms := glossaryWords(r.data)
		out = append(out, rules.RulesPage{
			Title: "Keywords", TitleMsg: rules.Say("FpRefKeywordsTitle"),
			Body: rules.GlossaryText(terms), Terms: terms,
		})
	}
	return out
}
