package scene

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// saveFile is the storage name of the game in progress.
const saveFile = "savegame.json"

// savedGame is the game in progress as "Continue" finds it: how it is
// played and the replay that rebuilds it.
type savedGame struct {
	Mode   string       `json:"mode"`             // "hot-seat" or "versus"
	Human  rules.Seat   `json:"human"`            // the player's seat against the computer
	Levels [2]string    `json:"levels,omitempty"` // the computer's level on each seat it plays
	Replay rules.Replay `json:"replay"`
}

// Play modes.
const (
	modeHotSeat = "hot-seat"
	modeVersus  = "versus"
	modeWatch   = "watch" // the computer plays both sides
)

func hasSavedGame(st Storage) bool {
	data, err := st.Load(saveFile)
	return err == nil && len(data) > 0
}

// writeSavedGame stores the game in progress.
func writeSavedGame(st Storage, sg savedGame) error {
	data, err := json.Marshal(sg)
	if err != nil {
		return err
	}
	return st.Save(saveFile, data)
}

// readSavedGame loads and checks the stored game in progress.
func readSavedGame(st Storage) (savedGame, error) {
	var sg savedGame
	data, err := st.Load(saveFile)
	if err != nil {
		return sg, err
	}
	if err := json.Unmarshal(data, &sg); err != nil {
		return sg, fmt.Errorf("%s: %w", saveFile, err)
	}
	if sg.Mode != modeHotSeat && sg.Mode != modeVersus && sg.Mode != modeWatch {
		return sg, fmt.Errorf("%s: unknown mode %q", saveFile, sg.Mode)
	}
	for s, l := range sg.Levels {
		if l != "" && !knownLevel(l) {
			return sg, fmt.Errorf("%s: %s computer: unknown level %q (have %s)", saveFile, seatName(rules.Seat(s)), l, strings.Join(computerLevels, ", "))
		}
	}
	if sg.Replay.Ruleset == "" {
		return sg, errors.New(saveFile + ": no ruleset")
	}
	return sg, nil
}

// rebuild replays a saved game action by action, returning the game, a
// recorder that continues the replay, and every event in order (for the
// log and the statistics).
func rebuild(reg *rules.Registry, rp rules.Replay) (rules.Game, *rules.Recorder, []rules.Event, error) {
	rs, err := reg.Get(rp.Ruleset)
	if err != nil {
		return nil, nil, nil, err
	}
	g, err := rs.New(rp.Setup, rp.Seed)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("setup: %w", err)
	}
	rec := rules.NewRecorder(g, rp.Setup, rp.Seed)
	var events []rules.Event
	for i, t := range rp.Actions {
		act, err := rules.Find(g.Legal(), t)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("action %d: %w", i+1, err)
		}
		ev, err := g.Apply(act)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("action %d: %w", i+1, err)
		}
		rec.Record(g, act)
		events = append(events, ev...)
	}
	if rp.FinalHash != "" && rules.HashString(g.Hash()) != rp.FinalHash {
		return nil, nil, nil, errors.New("the saved game does not match this version of the rules")
	}
	return g, rec, events, nil
}

// resumeGame opens the battle screen on the saved game.
func resumeGame(a *App) (*battleScreen, error) {
	sg, err := readSavedGame(a.store)
	if err != nil {
		return nil, err
	}
	g, rec, events, err := rebuild(a.cfg.Registry, sg.Replay)
	if err != nil {
		return nil, err
	}
	if g.Over() {
		return nil, errors.New("that game is already over")
	}
	return newBattleScreen(a, battleConfig{game: g, recorder: rec, mode: sg.Mode, human: sg.Human, levels: sg.Levels, past: events}), nil
}

// knownLevel reports whether name is a level the setup screen offers.
func knownLevel(name string) bool { return slices.Contains(computerLevels, name) }
