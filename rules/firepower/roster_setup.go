package firepower

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// squadFor is the squad a seat plays: the setup's squad text when it
// gives one (rules.Setup.RosterTexts), read and checked as the squad
// builder checks it, else the shipped squad the setup names. A squad
// text that breaks a limit (CheckRoster) does not play.
func (r *Ruleset) squadFor(s rules.Setup, seat rules.Seat) (*Squad, error) {
	spec, ok, err := rules.SetupRosterText(r, s, seat, RulesetName, "squad", validID)
	if err != nil {
		return nil, err
	}
	if ok {
		return specSquad(spec), nil
	}
	q, found := r.data.Squad(s.Rosters[seat])
	if !found {
		return nil, fmt.Errorf("firepower: %s: unknown squad %q (want one of %v)", seat, s.Rosters[seat], r.Rosters())
	}
	return q, nil
}
