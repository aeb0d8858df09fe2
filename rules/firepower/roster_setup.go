package firepower

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// squadFor is the squad a seat plays: the setup's squad text when it
// gives one (rules.Setup.RosterTexts), read and checked as the squad
// builder checks it, else the shipped squad the setup names. A squad
// text that breaks a limit (CheckRoster) does not play.
func (r *Ruleset) squadFor(s rules.Setup, seat rules.Seat) (*Squad, error) {
	if len(s.RosterTexts) > 2 {
		return nil, fmt.Errorf("firepower: roster_texts: %d squads for 2 seats", len(s.RosterTexts))
	}
	if int(seat) < len(s.RosterTexts) && s.RosterTexts[seat] != "" {
		name := s.Rosters[seat]
		if !validID(name) {
			name = seat.String() + "-squad"
		}
		spec, err := r.ParseRoster(name, []byte(s.RosterTexts[seat]))
		if err != nil {
			return nil, fmt.Errorf("firepower: %s squad: %w", seat, err)
		}
		if rep := r.CheckRoster(spec); !rep.OK() {
			var msgs []string
			for _, p := range rep.Problems {
				msgs = append(msgs, p.Message)
			}
			return nil, fmt.Errorf("firepower: %s squad %s breaks the squad limits: %s", seat, spec.ID, strings.Join(msgs, "; "))
		}
		return specSquad(spec), nil
	}
	q, ok := r.data.Squad(s.Rosters[seat])
	if !ok {
		return nil, fmt.Errorf("firepower: %s: unknown squad %q (want one of %v)", seat, s.Rosters[seat], r.Rosters())
	}
	return q, nil
}
