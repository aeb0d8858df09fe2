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
	long := newYieldingContext(parent, time.Hour, time.Hour, time.Millisecond)
	for range 1000 {
		if long.Err() != nil {
			t.Fatal("Err before cancel")
		}
	}
	if n := long.pauses.Load(); n != 0 {
		t.Errorf("%d pauses within one slice, want none", n)
	}
	every := newYieldingContext(parent, 0, 0, time.Microsecond)
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

// fakePage is a clock whose sleeps last as long as the page's turn, as a
// browser's timer wait lasts until the page has drawn its frame.
type fakePage struct {
	t    time.Time
	turn time.Duration
}

func (f *fakePage) now() time.Time        { return f.t }
func (f *fakePage) sleep(time.Duration)   { f.t = f.t.Add(f.turn) }
func (f *fakePage) think(d time.Duration) { f.t = f.t.Add(d) }
func (f *fakePage) ctx() *yieldingContext {
	return newYieldingContextAt(context.Background(), 8*time.Millisecond, 250*time.Millisecond, time.Millisecond, f.now, f.sleep)
}

// A slice lasts as long as the page's last turn, between the least and
// the most slice: a quick page keeps the search to 8 ms at a time, a slow
// one lets it think as long as the page took, up to 250 ms.
func TestYieldingContextSliceFollowsThePage(t *testing.T) {
	for _, tc := range []struct {
		turn, slice time.Duration
	}{
		{time.Millisecond, 8 * time.Millisecond},
		{100 * time.Millisecond, 100 * time.Millisecond},
		{2 * time.Second, 250 * time.Millisecond},
	} {
		page := &fakePage{t: time.Unix(1000, 0), turn: tc.turn}
		y := page.ctx()
		page.think(8 * time.Millisecond)
		y.Err() // the first slice (8 ms) is over: the page takes its turn
		if y.pauses.Load() != 1 || y.Paused() != tc.turn {
			t.Fatalf("page turn %v: %d pauses, %v paused; want 1, %v", tc.turn, y.pauses.Load(), y.Paused(), tc.turn)
		}
		page.think(tc.slice - time.Nanosecond)
		y.Err()
		if y.pauses.Load() != 1 {
			t.Errorf("page turn %v: paused before a slice of %v was over", tc.turn, tc.slice)
		}
		page.think(time.Nanosecond)
		y.Err()
		if y.pauses.Load() != 2 {
			t.Errorf("page turn %v: no pause once a slice of %v was over", tc.turn, tc.slice)
		}
	}
}

func TestThinkContextOnlyYieldsInTheBrowser(t *testing.T) {
	ctx := context.Background()
	_, yields := thinkContext(ctx).(*yieldingContext)
	if want := runtime.GOOS == "js"; yields != want {
		t.Errorf("thinkContext yields = %v on %s, want %v", yields, runtime.GOOS, want)
	}
}
