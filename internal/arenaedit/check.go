package arenaedit

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Report is what the Check panel shows: whether the arena reads back as a
// playable arena file (Problem, the parser's error, nil when it does), the
// zones a side cannot get to, and how it fares under each symmetry.
type Report struct {
	Problem    error
	Missing    []Need // the zones each side must have and does not yet
	Gaps       []Gap
	Symmetries []SymmetryReport
}

// Need is a zone an arena must have: a side's deployment zone or respawn
// cube.
type Need struct {
	Kind world.ZoneKind // ZoneDeploy or ZoneRespawn
	Team int            // 0 blue, 1 red
}

// Missing lists the deployment zones and respawn cubes the arena lacks,
// blue's before red's, deployment before respawn: an arena file needs
// all four.
func Missing(a *world.Arena) []Need {
	var out []Need
	for team := 0; team < 2; team++ {
		for _, k := range []world.ZoneKind{world.ZoneDeploy, world.ZoneRespawn} {
			if _, ok := a.Zone(k, team, ""); !ok {
				out = append(out, Need{Kind: k, Team: team})
			}
		}
	}
	return out
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
	return Report{Problem: err, Missing: Missing(a), Gaps: Gaps(a), Symmetries: Symmetries(a)}
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
