package necromunda

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// gangFor is the gang a seat plays: the setup's gang text when it gives
// one (rules.Setup.RosterTexts), read and checked as the gang builder
// checks it, else the shipped gang the setup names. A gang text that
// breaks a limit (CheckRoster) does not play.
func (r *Ruleset) gangFor(s rules.Setup, seat rules.Seat) (*Gang, error) {
	if len(s.RosterTexts) > 2 {
		return nil, fmt.Errorf("necromunda: roster_texts: %d gangs for 2 seats", len(s.RosterTexts))
	}
	if int(seat) < len(s.RosterTexts) && s.RosterTexts[seat] != "" {
		name := s.Rosters[seat]
		if !validID(name) {
			name = seat.String() + "-gang"
		}
		spec, err := r.ParseRoster(name, []byte(s.RosterTexts[seat]))
		if err != nil {
			return nil, fmt.Errorf("necromunda: %s gang: %w", seat, err)
		}
		if rep := r.CheckRoster(spec); !rep.OK() {
			var msgs []string
			for _, p := range rep.Problems {
				msgs = append(msgs, p.Message)
			}
			return nil, fmt.Errorf("necromunda: %s gang %s breaks the gang limits: %s", seat, spec.ID, strings.Join(msgs, "; "))
		}
		return specGang(spec), nil
	}
	gang, ok := r.data.Gang(s.Rosters[seat])
	if !ok {
		return nil, fmt.Errorf("necromunda: %s: unknown gang %q (want one of %v)", seat, s.Rosters[seat], r.Rosters())
	}
	return gang, nil
}
