package rules

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// ReplayFormat names the replay file format this version writes and
// reads. A file without a format was written before formats were named and
// reads as this one; a file of another format is refused.
const ReplayFormat = "flashpoint-arena-replay/1"

// Replay is a recorded game: ruleset, setup, seed and the actions by their
// text form. Replaying rebuilds the identical state; the hash recorded at
// the start of every round and at the end catches drift.
type Replay struct {
	Format      string   `json:"format,omitempty"` // ReplayFormat
	Ruleset     string   `json:"ruleset"`
	Setup       Setup    `json:"setup"`
	Seed        uint64   `json:"seed"`
	Actions     []string `json:"actions"`
	RoundHashes []string `json:"round_hashes"` // hex state hash when each round began, from round 1
	FinalHash   string   `json:"final_hash"`
}

// HashString formats a state hash as 16 hex digits.
func HashString(h uint64) string { return fmt.Sprintf("%016x", h) }

// Recorder builds a Replay while a game is played.
type Recorder struct {
	Replay Replay
	round  int
}

// NewRecorder starts recording game g, just created by New(setup, seed).
func NewRecorder(g Game, setup Setup, seed uint64) *Recorder {
	r := &Recorder{Replay: Replay{Format: ReplayFormat, Ruleset: g.Ruleset(), Setup: setup, Seed: seed}}
	r.observe(g)
	return r
}

// Record notes an action that was just applied to g.
func (r *Recorder) Record(g Game, a Action) {
	r.Replay.Actions = append(r.Replay.Actions, a.Text())
	r.observe(g)
}

func (r *Recorder) observe(g Game) {
	for r.round < g.Round() {
		r.round++
		r.Replay.RoundHashes = append(r.Replay.RoundHashes, HashString(g.Hash()))
	}
	r.Replay.FinalHash = HashString(g.Hash())
}

// Undo drops the last recorded action, when g, the state before it, was
// taken back to (a reversible action never starts a round, so the round
// hashes stand).
func (r *Recorder) Undo(g Game) {
	if n := len(r.Replay.Actions); n > 0 {
		r.Replay.Actions = r.Replay.Actions[:n-1]
	}
	r.Replay.FinalHash = HashString(g.Hash())
}

// ReplayError says where a replay went wrong.
type ReplayError struct {
	Step   int // index into Actions, or -1 for setup and final checks
	Action string
	Err    error
}

func (e *ReplayError) Error() string {
	if e.Step < 0 {
		return e.Err.Error()
	}
	return fmt.Sprintf("action %d %q: %v", e.Step+1, e.Action, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// DriftError is a replayed state whose hash differs from the recorded one.
type DriftError struct {
	Round     int // the round whose starting hash differs; 0 for the final hash
	Got, Want string
}

func (e *DriftError) Error() string {
	if e.Round == 0 {
		return fmt.Sprintf("final state hash is %s, recorded %s", e.Got, e.Want)
	}
	return fmt.Sprintf("state hash at the start of round %d is %s, recorded %s", e.Round, e.Got, e.Want)
}

// Play rebuilds the game a replay describes, checking every recorded round
// hash and the final hash. It returns the final state.
func (rp *Replay) Play(reg *Registry) (Game, error) { return rp.Watch(reg, nil) }

// ReplayObserver is told about each action a replay applies: its index in
// Actions, the game after it, the action and the events it caused.
type ReplayObserver func(step int, g Game, a Action, events []Event)

// Watch is Play that tells obs (if not nil) about every action applied.
func (rp *Replay) Watch(reg *Registry, obs ReplayObserver) (Game, error) {
	g, err := rp.watch(reg, obs)
	return g, safefile.ShortError(err)
}

func (rp *Replay) watch(reg *Registry, obs ReplayObserver) (Game, error) {
	rs, err := reg.Get(rp.Ruleset)
	if err != nil {
		return nil, &ReplayError{Step: -1, Err: err}
	}
	g, err := rs.New(rp.Setup, rp.Seed)
	if err != nil {
		return nil, &ReplayError{Step: -1, Err: fmt.Errorf("setup: %w", err)}
	}
	round := 0
	check := func(step int, text string) error {
		for round < g.Round() {
			round++
			if round <= len(rp.RoundHashes) {
				if got := HashString(g.Hash()); got != rp.RoundHashes[round-1] {
					return &ReplayError{Step: step, Action: text, Err: &DriftError{Round: round, Got: got, Want: rp.RoundHashes[round-1]}}
				}
			}
		}
		return nil
	}
	if err := check(-1, ""); err != nil {
		return g, err
	}
	for i, text := range rp.Actions {
		if g.Over() {
			return g, &ReplayError{Step: i, Action: text, Err: GameOverError{}}
		}
		a, err := Find(g.Legal(), text)
		if err != nil {
			return g, &ReplayError{Step: i, Action: text, Err: err}
		}
		events, err := g.Apply(a)
		if err != nil {
			return g, &ReplayError{Step: i, Action: text, Err: err}
		}
		if obs != nil {
			obs(i, g, a, events)
		}
		if err := check(i, text); err != nil {
			return g, err
		}
	}
	if round < len(rp.RoundHashes) {
		return g, &ReplayError{Step: -1, Err: fmt.Errorf("the replay lists %d round hashes, but the game reached round %d", len(rp.RoundHashes), round)}
	}
	if rp.FinalHash != "" {
		if got := HashString(g.Hash()); got != rp.FinalHash {
			return g, &ReplayError{Step: -1, Err: &DriftError{Got: got, Want: rp.FinalHash}}
		}
	}
	return g, nil
}

// ParseReplay reads a replay file, checking its shape. Its errors quote at
// most a short excerpt of the file.
func ParseReplay(data []byte) (*Replay, error) {
	rp, err := parseReplay(data)
	return rp, safefile.ShortError(err)
}

func parseReplay(data []byte) (*Replay, error) {
	var rp Replay
	if err := json.Unmarshal(safefile.StripBOM(data), &rp); err != nil {
		return nil, fmt.Errorf("not a replay: %w", err)
	}
	if rp.Format != "" && rp.Format != ReplayFormat {
		return nil, fmt.Errorf("replay format %q: this version reads %q (a newer version of the game wrote it?)", rp.Format, ReplayFormat)
	}
	if rp.Ruleset == "" {
		return nil, fmt.Errorf("not a replay: no \"ruleset\"")
	}
	for i, h := range append(append([]string{}, rp.RoundHashes...), rp.FinalHash) {
		if h == "" && i == len(rp.RoundHashes) {
			continue
		}
		if _, err := strconv.ParseUint(h, 16, 64); err != nil || len(h) != 16 {
			return nil, fmt.Errorf("not a replay: hash %q is not 16 hex digits", h)
		}
	}
	return &rp, nil
}
