package flashpoint

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// GlossaryFile is the glossary's file in the data directory.
const GlossaryFile = "glossary.txt"

// ParseGlossary reads a glossary: "Term = meaning" a line, "#" comments
// and blank lines ignored. Errors read "file:line:col: what is wrong".
func ParseGlossary(file string, text []byte) ([]rules.Term, error) {
	text = safefile.StripBOM(text)
	var out []rules.Term
	var errs []error
	seen := map[string]int{}
	for i, line := range bytes.Split(text, []byte("\n")) {
		n := i + 1
		s := string(bytes.TrimRight(line, "\r"))
		if c := strings.IndexByte(s, '#'); c >= 0 {
			s = s[:c]
		}
		if strings.TrimSpace(s) == "" {
			continue
		}
		eq := strings.Index(s, "=")
		if eq < 0 {
			errs = append(errs, fmt.Errorf("%s:%d:1: want \"Term = meaning\", got %q", file, n, strings.TrimSpace(s)))
			continue
		}
		term, meaning := strings.TrimSpace(s[:eq]), strings.TrimSpace(s[eq+1:])
		switch {
		case term == "":
			errs = append(errs, fmt.Errorf("%s:%d:1: a term is missing before \"=\"", file, n))
		case meaning == "":
			errs = append(errs, fmt.Errorf("%s:%d:%d: %q has no meaning after \"=\"", file, n, eq+2, term))
		case seen[term] > 0:
			errs = append(errs, fmt.Errorf("%s:%d:1: %q is already explained on line %d", file, n, term, seen[term]))
		default:
			seen[term] = n
			out = append(out, rules.Term{Term: term, Meaning: meaning})
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}
