package scene

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"time"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// saveFile is the storage name of the game in progress, written after
// every action (the autosave). Named saves are "save-<name>.json".
const saveFile = "savegame.json"

// savedTimeFormat writes the time of a save: fixed width, so saves sort by
// it as text.
const savedTimeFormat = "2006-01-02T15:04:05.000000000Z07:00"

// saveFormat names the saved-game format this version writes and reads. A
// save without a format was written before formats were named and reads
// as this one; one of another format is refused with the reason.
const saveFormat = "flashpoint-arena-save/1"

// savedGame is a game in progress as "Continue" and "Load game" find it:
// how it is played and the replay that rebuilds it.
type savedGame struct {
	Format string       `json:"format,omitempty"` // saveFormat
	Name   string       `json:"name,omitempty"`   // the player's name for a named save; "" for the autosave
	Saved  string       `json:"saved,omitempty"`  // when it was written, RFC 3339
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

// writeSavedGame stores the game in progress as the autosave.
func writeSavedGame(st Storage, sg savedGame) error {
	return writeSaveDoc(st, saveFile, sg, time.Now())
}

// writeSaveDoc stores a saved game under a document name, stamped with
// the format and the time.
func writeSaveDoc(st Storage, doc string, sg savedGame, now time.Time) error {
	sg.Format, sg.Saved = saveFormat, now.UTC().Format(savedTimeFormat)
	data, err := json.Marshal(sg)
	if err != nil {
		return err
	}
	return st.Save(doc, data)
}

// readSavedGame loads and checks the autosave.
func readSavedGame(st Storage) (savedGame, error) { return readSaveDoc(st, saveFile) }

// readSaveDoc loads and checks a saved game; errors name the document.
func readSaveDoc(st Storage, doc string) (savedGame, error) {
	var sg savedGame
	data, err := st.Load(doc)
	if err != nil {
		return sg, err
	}
	if err := json.Unmarshal(safefile.StripBOM(data), &sg); err != nil {
		return sg, fmt.Errorf("%s: %w", doc, err)
	}
	if sg.Format != "" && sg.Format != saveFormat {
		return sg, fmt.Errorf("%s: saved in format %q, and this version reads %q (a newer version of the game wrote it?)", doc, sg.Format, saveFormat)
	}
	if sg.Mode != modeHotSeat && sg.Mode != modeVersus && sg.Mode != modeWatch {
		return sg, fmt.Errorf("%s: unknown mode %q", doc, sg.Mode)
	}
	for s, l := range sg.Levels {
		if l != "" && !knownLevel(l) {
			return sg, fmt.Errorf("%s: %s computer: unknown level %q (have %s)", doc, seatName(rules.Seat(s)), l, strings.Join(computerLevels, ", "))
		}
	}
	if sg.Replay.Ruleset == "" {
		return sg, errors.New(doc + ": no ruleset")
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
		if r := len(rec.Replay.RoundHashes); r <= len(rp.RoundHashes) && rec.Replay.RoundHashes[r-1] != rp.RoundHashes[r-1] {
			return nil, nil, nil, fmt.Errorf("round %d does not begin as it was recorded: the game does not match this version of the rules", r)
		}
	}
	if rp.FinalHash != "" && rules.HashString(g.Hash()) != rp.FinalHash {
		return nil, nil, nil, errors.New("the saved game does not match this version of the rules")
	}
	return g, rec, events, nil
}

// resumeGame opens the battle screen on the newest saved game: the
// autosave or a named save.
func resumeGame(a *App) (*battleScreen, error) {
	saves, err := listSaves(a.store)
	if err != nil {
		return nil, err
	}
	for _, s := range saves {
		if s.err != nil {
			return nil, s.err
		}
		return resumeSave(a, s.doc)
	}
	return nil, fmt.Errorf("%s: %w", saveFile, fs.ErrNotExist)
}

// resumeSave opens the battle screen on the saved game in doc.
func resumeSave(a *App, doc string) (*battleScreen, error) {
	sg, err := readSaveDoc(a.store, doc)
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
