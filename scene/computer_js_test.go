//go:build js

package scene

import (
	"context"
	"runtime/debug"
	"syscall/js"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// heartbeat counts a page timer's ticks and the longest gap between two:
// the page can only run its timers (and draw frames) while every goroutine
// of the module waits.
type heartbeat struct{ v js.Value }

func startHeartbeat() heartbeat {
	return heartbeat{jsEval(`(() => {
		const h = { last: performance.now(), maxGap: 0, ticks: 0 };
		h.id = setInterval(() => {
			const now = performance.now();
			h.maxGap = Math.max(h.maxGap, now - h.last);
			h.last = now;
			h.ticks++;
		}, 4);
		return h;
	})()`)}
}

// reset forgets the gaps so far.
func (h heartbeat) reset() {
	h.v.Set("last", js.Global().Get("performance").Call("now"))
	h.v.Set("maxGap", 0)
	h.v.Set("ticks", 0)
}

// stop ends the heartbeat and returns the longest gap, counting the one
// still open, and the ticks.
func (h heartbeat) stop() (maxGap time.Duration, ticks int) {
	js.Global().Call("clearInterval", h.v.Get("id"))
	open := js.Global().Get("performance").Call("now").Float() - h.v.Get("last").Float()
	gap := max(h.v.Get("maxGap").Float(), open)
	return time.Duration(gap * float64(time.Millisecond)), h.v.Get("ticks").Int()
}

// busyPlayer thinks for a fixed time without waiting for anything,
// asking its context whether to stop after every bit of work, as the ai
// levels' searches do.
type busyPlayer struct{ think time.Duration }

func (p busyPlayer) Name() string { return "busy" }

func (p busyPlayer) Choose(ctx context.Context, g rules.Game) (rules.Action, error) {
	end := time.Now().Add(p.think)
	x := 1.0
	for time.Now().Before(end) {
		for i := 0; i < 2000; i++ {
			x = x*1.0000001 + 1e-9
		}
		if ctx.Err() != nil {
			break
		}
	}
	if x < 0 {
		return rules.Action{}, nil
	}
	return g.Legal()[0], nil
}

// pollClock is a context that records the longest time its player went
// without asking it whether to stop.
type pollClock struct {
	context.Context
	last    time.Time
	longest time.Duration
}

func (c *pollClock) mark() {
	now := time.Now()
	c.longest = max(c.longest, now.Sub(c.last))
	c.last = now
}

func (c *pollClock) Err() error {
	c.mark()
	return c.Context.Err()
}

func (c *pollClock) Done() <-chan struct{} {
	c.mark()
	return c.Context.Done()
}

// thinkWhileBeating runs one decision of p the way the battle does (on
// its own goroutine, under ctx) while the page's heartbeat runs, and
// returns the longest gap the page saw.
func thinkWhileBeating(t *testing.T, p ai.Player, g rules.Game, ctx context.Context) (time.Duration, int, time.Duration) {
	t.Helper()
	h := startHeartbeat()
	time.Sleep(30 * time.Millisecond) // let the page settle
	h.reset()
	if pc, ok := ctx.(*pollClock); ok {
		pc.last = time.Now()
	}
	done := make(chan error, 1)
	start := time.Now()
	go func() {
		_, err := p.Choose(ctx, g)
		done <- err
	}()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	gap, ticks := h.stop()
	return gap, ticks, took
}

func flashpointGame(t *testing.T) rules.Game {
	t.Helper()
	rs, err := all.Registry().Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rs.New(rs.DefaultSetup("standard"), 7)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// In the browser a busy computer player freezes the page unless its
// thinking yields; under thinkContext the page keeps its timers (and so
// its frames) going.
func TestBrowserThinkingYields(t *testing.T) {
	g := flashpointGame(t)
	p := busyPlayer{think: 400 * time.Millisecond}
	frozen, _, _ := thinkWhileBeating(t, p, g, context.Background())
	if frozen < 300*time.Millisecond {
		t.Fatalf("without yielding the page's longest gap was %v: the test cannot see a freeze", frozen)
	}
	gap, ticks, took := thinkWhileBeating(t, p, g, thinkContext(context.Background()))
	t.Logf("busy player 400 ms: longest gap %v without yielding, %v with (%d ticks in %v)", frozen, gap, ticks, took)
	// 8 ms slices; the rest is the machine's other work.
	if gap > 150*time.Millisecond {
		t.Errorf("thinking under thinkContext left the page without a tick for %v", gap)
	}
	if ticks < 20 {
		t.Errorf("the page ticked only %d times in %v of thinking", ticks, took)
	}
}

// The hardest computer player, on a real position, does not freeze the
// page. The page's longest wait is the longer of the longest stretch the
// player thinks without asking its context whether to stop (logged, for
// the ai package) and a garbage collection's marking, which runs while the
// goroutines wait and before the page's turn (web/loader.js runs the game,
// and webtest these tests, with GOGC=400 so that it runs less often).
func TestBrowserHardPlayerYields(t *testing.T) {
	gogc := debug.SetGCPercent(100)
	debug.SetGCPercent(gogc)
	p, err := ai.New("hard", 3)
	if err != nil {
		t.Fatal(err)
	}
	g := flashpointGame(t)
	pc := &pollClock{Context: thinkContext(context.Background())}
	gap, ticks, took := thinkWhileBeating(t, p, g, pc)
	t.Logf("hard player (GOGC %d): one decision in %v, longest page gap %v (%d ticks), longest stretch between context polls %v", gogc, took, gap, ticks, pc.longest)
	// Without yielding the page would wait for the whole decision; a
	// collection may still take a good part of a short one.
	if gap > 150*time.Millisecond && float64(gap) > 0.6*float64(took) {
		t.Errorf("the hard player left the page without a tick for %v of its %v", gap, took)
	}
}
