package scene

import (
	"context"
	"runtime"
	"sync/atomic"
	"time"
)

// thinkSlice is the least a computer player thinks in the browser before
// it lets the page draw: well under a 60 Hz frame.
const thinkSlice = 8 * time.Millisecond

// thinkSliceMax is the most it thinks before it lets the page draw, when
// the page's own turns are slow (a software-drawn page may take a few
// hundred milliseconds a frame): the page still answers a click within
// about this long.
const thinkSliceMax = 250 * time.Millisecond

// thinkPause is how long the thinking goroutine sleeps at the end of a
// slice. Any timer wait hands the thread back to the browser, which then
// draws a frame if one is due.
const thinkPause = time.Millisecond

// thinkContext returns the context a computer player thinks under. On the
// desktop it is parent. In the browser (GOOS=js) every goroutine shares
// the page's one thread and nothing pre-empts a busy one: the page only
// animates while all of them wait. There the context is a yieldingContext,
// which sleeps for thinkPause whenever the player asks it whether to stop
// (Err or Done) after thinking for a slice. Players poll their context
// all through a search (the ai levels do, through their clock), so the
// search yields without knowing about browsers. runtime.Gosched would not
// do: it lets other goroutines run but never returns to the browser. The
// context reports how long it was paused (ai.Pauser), so the player's
// clock counts only its own thinking against its budget and does its
// share of work as it would on the desktop.
func thinkContext(parent context.Context) context.Context {
	if runtime.GOOS != "js" {
		return parent
	}
	return newYieldingContext(parent, thinkSlice, thinkSliceMax, thinkPause)
}

// yieldingContext is a context that sleeps for pause whenever it is asked
// about being done after a slice has passed since its last sleep. A slice
// lasts as long as the page's last turn (from the start of the sleep to
// the goroutine running again), between minSlice and maxSlice: when the
// page draws quickly the search thinks minSlice at a time and the page
// animates smoothly; when each frame is slow the search still gets about
// half of the thread instead of minSlice a frame.
type yieldingContext struct {
	context.Context
	minSlice, maxSlice, pause time.Duration
	now                       func() time.Time
	sleep                     func(time.Duration)
	since                     atomic.Int64 // UnixNano of the end of the last pause
	slice                     atomic.Int64 // nanoseconds of thinking before the next pause
	pauses                    atomic.Int64 // pauses taken, for tests
	paused                    atomic.Int64 // nanoseconds spent in pauses, the page's turns included
}

// Paused is the time the thinking has spent paused so far, from the start
// of each pause to the moment the goroutine ran again (ai.Pauser).
func (y *yieldingContext) Paused() time.Duration { return time.Duration(y.paused.Load()) }

func newYieldingContext(parent context.Context, minSlice, maxSlice, pause time.Duration) *yieldingContext {
	return newYieldingContextAt(parent, minSlice, maxSlice, pause, time.Now, time.Sleep)
}

// newYieldingContextAt is newYieldingContext reading the time from now and
// pausing with sleep (a test's fake clock).
func newYieldingContextAt(parent context.Context, minSlice, maxSlice, pause time.Duration, now func() time.Time, sleep func(time.Duration)) *yieldingContext {
	y := &yieldingContext{Context: parent, minSlice: minSlice, maxSlice: max(minSlice, maxSlice), pause: pause, now: now, sleep: sleep}
	y.since.Store(now().UnixNano())
	y.slice.Store(int64(minSlice))
	return y
}

// Err yields when the slice is over, then reports the parent's Err.
func (y *yieldingContext) Err() error {
	y.yield()
	return y.Context.Err()
}

// Done yields when the slice is over, then returns the parent's Done.
func (y *yieldingContext) Done() <-chan struct{} {
	y.yield()
	return y.Context.Done()
}

func (y *yieldingContext) yield() {
	if y.now().UnixNano()-y.since.Load() < y.slice.Load() {
		return
	}
	start := y.now()
	y.sleep(y.pause)
	y.pauses.Add(1)
	end := y.now()
	took := end.Sub(start)
	y.paused.Add(int64(took))
	y.slice.Store(int64(min(max(took, y.minSlice), y.maxSlice)))
	y.since.Store(end.UnixNano())
}
