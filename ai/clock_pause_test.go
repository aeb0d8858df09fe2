package ai

import (
	"context"
	"testing"
	"time"
)

// fakePauser is a context whose host has paused the search for paused.
type fakePauser struct {
	context.Context
	paused time.Duration
}

func (f *fakePauser) Paused() time.Duration { return f.paused }

// A clock leaves a host's pauses out of its budget (the search has still
// had only part of its time), up to pausedWallFactor times its share of
// the budget in all; without a Pauser every moment counts. The clocks
// read a hand-set time.
func TestClockLeavesPausesOut(t *testing.T) {
	const budget = 200 * time.Millisecond
	share := time.Duration(float64(budget) * budgetShare) // 160 ms
	at := time.Unix(1000, 0)
	now := func() time.Time { return at }
	plain := newClockAt(context.Background(), budget, 0, now)
	host := &fakePauser{Context: context.Background(), paused: time.Hour} // pauses before the search count for nothing
	paused := newClockAt(host, budget, 0, now)
	at = at.Add(share - time.Millisecond)
	if plain.out() || paused.out() {
		t.Fatal("both clocks should go on within their share of the budget")
	}
	at = at.Add(20 * time.Millisecond)
	if !plain.out() || !plain.timedOut {
		t.Fatal("a clock without pauses should be out after its share of the budget")
	}
	host.paused += share // the host took all but 20 ms of the search's time
	if paused.out() {
		t.Fatal("a clock paused for most of the time should go on")
	}
	host.paused += time.Hour                                                   // far more than the wall limit allows
	at = at.Add(time.Duration(pausedWallFactor-1)*share - 29*time.Millisecond) // 10 ms before the wall limit
	if paused.out() {
		t.Fatal("a paused clock should go on until the wall limit")
	}
	at = at.Add(20 * time.Millisecond)
	if !paused.out() || !paused.timedOut {
		t.Fatalf("a paused clock should stop at %d times its share of the budget", pausedWallFactor)
	}
}
