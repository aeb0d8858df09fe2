package scene

import (
	"context"
	"runtime"
	"testing"
	"time"
)

// A yielding context pauses once per slice of asking, passes on its
// parent's cancellation, and is only used in the browser.
func TestYieldingContextPausesPerSlice(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	y := newYieldingContext(parent, 5*time.Millisecond, time.Millisecond)
	end := time.Now().Add(60 * time.Millisecond)
	asks := 0
	for time.Now().Before(end) {
		if y.Err() != nil {
			t.Fatal("Err before cancel")
		}
		asks++
	}
	n := y.pauses.Load()
	if n < 5 || n > 12 {
		t.Errorf("%d pauses in 60 ms of asking with 5 ms slices, want about 10", n)
	}
	if int64(asks) < 10*n {
		t.Errorf("%d pauses for %d asks: it pauses on every ask", n, asks)
	}
	cancel()
	if y.Err() != context.Canceled {
		t.Errorf("Err after cancel = %v", y.Err())
	}
	select {
	case <-y.Done():
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
