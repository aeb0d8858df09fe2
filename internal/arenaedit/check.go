package arenaedit

import "strings"

// Report is what the Check panel shows: whether the arena reads back as a
// playable arena file (Problem, the parser's error, nil when it does), the
// zones a side cannot get to, and how it fares under each symmetry.
type Report struct {
	Problem    error
	Gaps       []Gap
	Symmetries []SymmetryReport
}

// Fair reports whether the arena is the same for both sides under at
// least one symmetry.
func (r Report) Fair() bool {
	for _, s := range r.Symmetries {
		if s.Same {
			return true
		}
	}
	return false
}

// Check checks the arena as it now stands.
func (e *Editor) Check() Report {
	_, err := e.Text()
	a := e.cur.a
	return Report{Problem: err, Gaps: Gaps(a), Symmetries: Symmetries(a)}
}

// CleanName makes a name the text format writes and reads back as it is:
// control characters and '#' (which starts a comment) are left out,
// spaces are trimmed, and an empty name becomes fallback.
func CleanName(name, fallback string) string {
	var b strings.Builder
	for _, r := range name {
		if r < 0x20 || r == 0x7f || r == '#' {
			continue
		}
		b.WriteRune(r)
	}
	s := strings.Join(strings.Fields(b.String()), " ")
	if s == "" {
		return fallback
	}
	return s
}
