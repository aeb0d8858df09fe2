package necromunda

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// gangFor is the gang a seat plays: the setup's gang text when it gives
// one (rules.Setup.RosterTexts), read and checked as the gang builder
// checks it, else the shipped gang the setup names. A gang text that
// breaks a limit (CheckRoster) does not play.
func (r *Ruleset) gangFor(s rules.Setup, seat rules.Seat) (*Gang, error) {
	spec, ok, err := rules.SetupRosterText(r, s, seat, RulesetName, "gang", validID)
	if err != nil {
		return nil, err
	}
	if ok {
		return specGang(spec), nil
	}
	gang, ok := r.data.Gang(s.Rosters[seat])
	if !ok {
		return nil, fmt.Errorf("necromunda: %s: unknown gang %q (want one of %v)", seat, s.Rosters[seat], r.Rosters())
	}
	return gang, nil
}
