package scene

import (
	"context"
	"runtime"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/ai"
)

// A yielding context pauses only once a slice of asking has passed (never
// within one), pauses on every ask once each slice is over, and passes on
// its parent's cancellation. The slices are chosen so that the machine's
// speed cannot change the outcome: an hour never passes, zero always has.
func TestYieldingContextPausesPerSlice(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	long := newYieldingContext(parent, time.Hour, time.Millisecond)
	for range 1000 {
		if long.Err() != nil {
			t.Fatal("Err before cancel")
		}
	}
	if n := long.pauses.Load(); n != 0 {
		t.Errorf("%d pauses within one slice, want none", n)
	}
	every := newYieldingContext(parent, 0, time.Microsecond)
	for range 5 {
		every.Err()
	}
	if n := every.pauses.Load(); n != 5 {
		t.Errorf("%d pauses for 5 asks with an empty slice, want 5", n)
	}
	// Each pause sleeps at least its length, and a player's clock reads
	// the total through ai.Pauser; the context that never paused reports
	// none.
	var pauser ai.Pauser = every
	if got := pauser.Paused(); got < 5*time.Microsecond {
		t.Errorf("Paused = %v after 5 pauses of 1µs", got)
	}
	if got := long.Paused(); got != 0 {
		t.Errorf("Paused = %v with no pause taken", got)
	}
	cancel()
	if long.Err() != context.Canceled {
		t.Errorf("Err after cancel = %v", long.Err())
	}
	select {
	case <-long.Done():
	default:
		t.Error("Done not closed after cancel")
	}
}

func TestThinkContextOnlyYieldsInTheBrowser(t *testing.T) {
	ctx := context.Background()
	_, yields := thinkContext(ctx).(*yieldingContext)
	if want := runtime.GOOS == "js"; yields != want {
		t.Errorf("thinkContext yields = %v on %s, want %v", yields, runtime.GOOS, want)
	}
}
