package rules

import (
	"fmt"
	"strings"
)

// SetupRosterText reads the roster a seat plays from the setup's roster
// text (Setup.RosterTexts) with b, and refuses one that breaks a limit
// (CheckRoster). ok is false when the setup gives the seat no text, so
// the shipped roster Setup.Rosters names plays. The roster's ID is the
// setup's roster name when valid says it is one, else "SEAT-WORD".
// Errors start "RULESET:" and call a roster WORD ("gang", "squad").
func SetupRosterText(b RosterBuilder, s Setup, seat Seat, ruleset, word string, valid func(string) bool) (spec RosterSpec, ok bool, err error) {
	if len(s.RosterTexts) > 2 {
		return RosterSpec{}, false, fmt.Errorf("%s: roster_texts: %d %ss for 2 seats", ruleset, len(s.RosterTexts), word)
	}
	if int(seat) >= len(s.RosterTexts) || s.RosterTexts[seat] == "" {
		return RosterSpec{}, false, nil
	}
	name := s.Rosters[seat]
	if !valid(name) {
		name = seat.String() + "-" + word
	}
	spec, err = b.ParseRoster(name, []byte(s.RosterTexts[seat]))
	if err != nil {
		return RosterSpec{}, false, fmt.Errorf("%s: %s %s: %w", ruleset, seat, word, err)
	}
	if rep := b.CheckRoster(spec); !rep.OK() {
		var msgs []string
		for _, p := range rep.Problems {
			msgs = append(msgs, p.Message)
		}
		return RosterSpec{}, false, fmt.Errorf("%s: %s %s %s breaks the %s limits: %s", ruleset, seat, word, spec.ID, word, strings.Join(msgs, "; "))
	}
	return spec, true, nil
}
