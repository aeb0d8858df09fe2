package rules

import (
	"encoding/json"
	"fmt"
)

// Saved is the JSON envelope of a saved game shared by rulesets that
// remake a game from its setup and seed and then take the changing state
// S from the file.
type Saved[S any] struct {
	Ruleset string `json:"ruleset"`
	Version int    `json:"version"`
	Setup   Setup  `json:"setup"`
	Seed    uint64 `json:"seed"`
	State   S      `json:"state"`
}

// MarshalSaved writes a saved game of the named ruleset and version.
func MarshalSaved[S any](ruleset string, version int, setup Setup, seed uint64, st S) ([]byte, error) {
	return json.Marshal(Saved[S]{Ruleset: ruleset, Version: version, Setup: setup, Seed: seed, State: st})
}

// UnmarshalSaved reads a saved game written by MarshalSaved and refuses
// one of another ruleset or version; errors start with "RULESET: load:".
func UnmarshalSaved[S any](ruleset string, version int, data []byte) (Saved[S], error) {
	var s Saved[S]
	if err := json.Unmarshal(data, &s); err != nil {
		return s, fmt.Errorf("%s: load: %w", ruleset, err)
	}
	if s.Ruleset != ruleset || s.Version != version {
		return s, fmt.Errorf("%s: load: ruleset %q version %d, want %s version %d", ruleset, s.Ruleset, s.Version, ruleset, version)
	}
	return s, nil
}
