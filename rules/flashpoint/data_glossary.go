package flashpoint

import (
	"errors"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// GlossaryFile is the glossary's file in the data directory.
const GlossaryFile = "glossary.txt"

// ParseGlossary reads a glossary: "Term = meaning" a line, "#" comments
// and blank lines ignored. Errors read "file:line:col: what is wrong".
func ParseGlossary(file string, text []byte) ([]rules.Term, error) {
	var out []rules.Term
	var errs []error
	seen := map[string]int{}
	for i, s := range datafile.TextLines(text) {
		at := datafile.Pos{File: file, Line: i + 1, Col: 1}
		if c := strings.IndexByte(s, '#'); c >= 0 {
			s = s[:c]
		}
		if strings.TrimSpace(s) == "" {
			continue
		}
		eq := strings.Index(s, "=")
		if eq < 0 {
			errs = append(errs, at.Errorf("want \"Term = meaning\", got %q", strings.TrimSpace(s)))
			continue
		}
		term, meaning := strings.TrimSpace(s[:eq]), strings.TrimSpace(s[eq+1:])
		switch {
		case term == "":
			errs = append(errs, at.Errorf("a term is missing before \"=\""))
		case meaning == "":
			errs = append(errs, at.Right(eq+1).Errorf("%q has no meaning after \"=\"", term))
		case seen[term] > 0:
			errs = append(errs, at.Errorf("%q is already explained on line %d", term, seen[term]))
		default:
			seen[term] = at.Line
			out = append(out, rules.Term{Term: term, Meaning: meaning})
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}
