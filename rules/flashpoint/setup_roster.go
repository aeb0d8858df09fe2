package flashpoint

import (
	"fmt"
)

// setRosterTexts keeps a setup's rosters given as text, by seat.
func (info *setupInfo) setRosterTexts(texts []string) error {
	if len(texts) > len(info.Texts) {
		return fmt.Errorf("roster_texts: %d rosters for %d seats", len(texts), len(info.Texts))
	}
	copy(info.Texts[:], texts)
	return nil
}

// rosterTexts is the setup's rosters given as text, by seat; nil when
// both seats play shipped rosters.
func (info setupInfo) rosterTexts() []string {
	if info.Texts == [2]string{} {
		return nil
	}
	return []string{info.Texts[0], info.Texts[1]}
}

// setupRoster is the roster seat si plays: the setup's roster text when
// given, read and checked like a roster file (Data.ReadRoster), else the
// shipped roster the setup names.
func (r *Ruleset) setupRoster(info setupInfo, si int) (*Roster, error) {
	if text := info.Texts[si]; text != "" {
		name := info.Rosters[si]
		if !validID(name) {
			name = fmt.Sprintf("roster-%d", si+1)
		}
		ros, err := r.data.ReadRoster(name+".txt", []byte(text))
		if err != nil {
			return nil, fmt.Errorf("rosters[%d]: %w", si, err)
		}
		return ros, nil
	}
	ros := r.data.Rosters[info.Rosters[si]]
	if ros == nil {
		return nil, fmt.Errorf("rosters[%d]: unknown roster %q (have %v)", si, info.Rosters[si], r.data.RosterNames())
	}
	return ros, nil
}
