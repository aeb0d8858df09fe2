package rules

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func playToy(t *testing.T, seed uint64) (*Replay, Game) {
	t.Helper()
	reg := NewRegistry(toyRuleset{})
	rs, _ := reg.Get("toy")
	setup := rs.DefaultSetup("")
	g, err := rs.New(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	rec := NewRecorder(g, setup, seed)
	pick := NewRNG(seed + 100)
	for !g.Over() {
		legal := g.Legal()
		a := legal[pick.Intn(len(legal))]
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		rec.Record(g, a)
	}
	return &rec.Replay, g
}

func TestReplayRebuildsTheSameState(t *testing.T) {
	rp, g := playToy(t, 5)
	if len(rp.RoundHashes) != g.Round() {
		t.Fatalf("recorded %d round hashes for %d rounds", len(rp.RoundHashes), g.Round())
	}
	data, err := json.Marshal(rp)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseReplay(data)
	if err != nil {
		t.Fatal(err)
	}
	got, err := back.Play(NewRegistry(toyRuleset{}))
	if err != nil {
		t.Fatalf("replay failed: %v", err)
	}
	if got.Hash() != g.Hash() {
		t.Fatalf("replayed hash %x, played %x", got.Hash(), g.Hash())
	}
}

func TestReplayDetectsDrift(t *testing.T) {
	rp, _ := playToy(t, 9)
	rp.Seed++ // same actions, other dice: the round-2 hash must differ
	_, err := rp.Play(NewRegistry(toyRuleset{}))
	var drift *DriftError
	if !errors.As(err, &drift) || drift.Round != 1 {
		t.Fatalf("replay with another seed: err %v, want a hash mismatch at the start of round 1 (the seed is part of the state)", err)
	}
}

func TestReplayRefusesAnUnknownAction(t *testing.T) {
	rp, _ := playToy(t, 3)
	rp.Actions[2] = "blue add (7)"
	_, err := rp.Play(NewRegistry(toyRuleset{}))
	var ill *IllegalActionError
	if !errors.As(err, &ill) || !strings.Contains(err.Error(), "action 3") {
		t.Fatalf("err %v, want an illegal action at action 3", err)
	}
}

func TestParseReplayRejectsBadFiles(t *testing.T) {
	for _, bad := range []string{``, `[]`, `{}`, `{"ruleset":"toy","round_hashes":["xyz"]}`, `{"ruleset":"toy","final_hash":"123"}`} {
		if _, err := ParseReplay([]byte(bad)); err == nil {
			t.Errorf("ParseReplay(%q) accepted a bad file", bad)
		}
	}
}

func TestRegistryNamesAndUnknown(t *testing.T) {
	reg := NewRegistry(toyRuleset{})
	if n := reg.Names(); len(n) != 1 || n[0] != "toy" {
		t.Fatalf("Names = %v", n)
	}
	if _, err := reg.Get("chess"); err == nil {
		t.Fatal("Get of an unknown ruleset succeeded")
	}
}

func FuzzParseReplay(f *testing.F) {
	f.Add([]byte(`{"ruleset":"toy","setup":{"scenario":"race"},"seed":1,"actions":["blue add (1)"]}`))
	f.Add([]byte(`{"ruleset":"toy","round_hashes":["0000000000000000"],"final_hash":"00000000000000zz"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rp, err := ParseReplay(data)
		if err != nil {
			return
		}
		_, _ = rp.Play(NewRegistry(toyRuleset{})) // must not panic
	})
}

// A replay that lists more round hashes than its game reached is refused:
// it is not the game it claims to be.
func TestReplayRefusesRoundHashesBeyondTheGame(t *testing.T) {
	rp, _ := playToy(t, 4)
	rp.RoundHashes = append(rp.RoundHashes, rp.RoundHashes[0])
	_, err := rp.Play(NewRegistry(toyRuleset{}))
	if err == nil || !strings.Contains(err.Error(), "round hashes, but the game reached round") {
		t.Fatalf("err %v, want a refusal of the extra round hash", err)
	}
}

// A replay file saved with a UTF-8 byte-order mark reads as without one.
func TestParseReplayAcceptsAByteOrderMark(t *testing.T) {
	rp, _ := playToy(t, 2)
	data, err := json.Marshal(rp)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseReplay(append([]byte("\ufeff"), data...))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := back.Play(NewRegistry(toyRuleset{})); err != nil {
		t.Fatal(err)
	}
}

// Recorder.Undo drops the last action when the game returns to the state
// before it, and the replay still plays to that state.
func TestRecorderUndo(t *testing.T) {
	reg := NewRegistry(toyRuleset{})
	rs, _ := reg.Get("toy")
	setup := rs.DefaultSetup("")
	g, _ := rs.New(setup, 3)
	rec := NewRecorder(g, setup, 3)
	var before Game
	for i := 0; i < 3; i++ {
		before = g.Clone()
		a := g.Legal()[0]
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		rec.Record(g, a)
	}
	rec.Undo(before)
	if len(rec.Replay.Actions) != 2 || rec.Replay.FinalHash != HashString(before.Hash()) {
		t.Fatalf("after Undo: %d actions, final hash %s", len(rec.Replay.Actions), rec.Replay.FinalHash)
	}
	back, err := rec.Replay.Play(reg)
	if err != nil || back.Hash() != before.Hash() {
		t.Fatalf("the replay after Undo: %v", err)
	}
}

// A replay names its format; one without a format (written before formats
// were named) reads, one of another format is refused with the reason.
func TestReplayFormat(t *testing.T) {
	rp, _ := playToy(t, 6)
	if rp.Format != ReplayFormat {
		t.Fatalf("a new recording's format is %q", rp.Format)
	}
	rp.Format = ""
	old, _ := json.Marshal(rp)
	if _, err := ParseReplay(old); err != nil {
		t.Fatalf("a replay without a format: %v", err)
	}
	rp.Format = "flashpoint-arena-replay/2"
	future, _ := json.Marshal(rp)
	if _, err := ParseReplay(future); err == nil || !strings.Contains(err.Error(), `replay format "flashpoint-arena-replay/2": this version reads "flashpoint-arena-replay/1"`) {
		t.Fatalf("a future replay: %v", err)
	}
}
