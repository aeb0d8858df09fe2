package flashpoint

import (
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// Flashpoint's data files are read line by line with package datafile
// (format: assets/flashpoint/README.md); these are the checks of values
// that are Flashpoint's own.

// parseTarget reads a dice target such as "4+" (2+ to 8+).
func parseTarget(t datafile.Token, what string) (int, error) {
	s, ok := strings.CutSuffix(t.Text, "+")
	if !ok {
		return 0, t.At.Errorf("%s %q must be written like 4+", what, t.Text)
	}
	return datafile.ParseInt(datafile.Token{Text: s, At: t.At}, what, 2, 8)
}

// validID reports whether s is a slug: lower-case letters, digits and
// single dashes inside.
func validID(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' || strings.Contains(s, "--") {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' {
			return false
		}
	}
	return true
}

// checkID reports a bad slug.
func checkID(t datafile.Token, what string) error {
	if !validID(t.Text) {
		return t.At.Errorf("%s %q must be lower-case letters, digits and dashes", what, t.Text)
	}
	return nil
}

// splitKeyword splits "Weight of Fire 2" into ("Weight of Fire", 2, true);
// a keyword without a trailing number gives (keyword, 0, false).
func splitKeyword(k string) (name string, n int, hasNumber bool) {
	k = strings.TrimSpace(k)
	i := strings.LastIndexAny(k, " \t")
	if i < 0 {
		return k, 0, false
	}
	if !isInteger(k[i+1:]) { // not asking Atoi spares its error, which allocates
		return k, 0, false
	}
	v, err := strconv.Atoi(k[i+1:])
	if err != nil {
		return k, 0, false
	}
	return strings.TrimSpace(k[:i]), v, true
}

// isInteger reports whether s is a whole number as strconv.Atoi reads
// one: an optional sign, then one or more digits.
func isInteger(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// equalFold compares keyword names without regard to case.
func equalFold(a, b string) bool { return strings.EqualFold(a, b) }
