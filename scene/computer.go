package scene

import (
	"context"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// computerThinkTicks is the least time the computer's turn takes on
// screen, so a person can follow what it does.
const computerThinkTicks = 30

// computer plays one seat against the human. Until the setup screen
// offers the ai package's levels it plays ai.Random (any legal action,
// from its own seeded generator). It thinks off the UI goroutine on a
// clone of the game, so the window never freezes; in the browser its
// thinking also hands the page back regularly (see thinkContext).
type computer struct {
	player  ai.Player
	result  chan string
	pending bool
	waited  int
}

func newComputer(seed uint64) *computer {
	return &computer{player: ai.NewRandom(seed ^ 0x5eed_c0de), result: make(chan string, 1)}
}

// think starts choosing a move for g (a clone the caller gives away).
func (c *computer) think(g rules.Game) {
	if c.pending {
		return
	}
	c.pending = true
	c.waited = 0
	p := c.player
	go func() {
		act, err := p.Choose(thinkContext(context.Background()), g)
		if err != nil {
			c.result <- ""
			return
		}
		c.result <- act.Text()
	}()
}

// poll returns the chosen action's text once it is ready and the least
// think time has passed.
func (c *computer) poll() (string, bool) {
	if !c.pending {
		return "", false
	}
	c.waited++
	if c.waited < computerThinkTicks {
		return "", false
	}
	select {
	case t := <-c.result:
		c.pending = false
		return t, true
	default:
		return "", false
	}
}

// thinkSlice is how long a computer player thinks in the browser before it
// lets the page draw: well under a 60 Hz frame.
const thinkSlice = 8 * time.Millisecond

// thinkPause is how long the thinking goroutine sleeps at the end of a
// slice. Any timer wait hands the thread back to the browser, which then
// draws a frame if one is due.
const thinkPause = time.Millisecond

// thinkContext returns the context a computer player thinks under. On the
// desktop it is parent. In the browser (GOOS=js) every goroutine shares
// the page's one thread and nothing pre-empts a busy one: the page only
// animates while all of them wait. There the context is a yieldingContext,
// which sleeps for thinkPause whenever the player asks it whether to stop
// (Err or Done) after thinking for thinkSlice. Players poll their context
// all through a search (the ai levels do, through their clock), so the
// search yields without knowing about browsers. runtime.Gosched would not
// do: it lets other goroutines run but never returns to the browser.
func thinkContext(parent context.Context) context.Context {
	if runtime.GOOS != "js" {
		return parent
	}
	return newYieldingContext(parent, thinkSlice, thinkPause)
}

// yieldingContext is a context that sleeps for pause whenever it is asked
// about being done after slice has passed since its last sleep.
type yieldingContext struct {
	context.Context
	slice, pause time.Duration
	since        atomic.Int64 // UnixNano of the end of the last pause
	pauses       atomic.Int64 // pauses taken, for tests
}

func newYieldingContext(parent context.Context, slice, pause time.Duration) *yieldingContext {
	y := &yieldingContext{Context: parent, slice: slice, pause: pause}
	y.since.Store(time.Now().UnixNano())
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
	if time.Now().UnixNano()-y.since.Load() < int64(y.slice) {
		return
	}
	time.Sleep(y.pause)
	y.pauses.Add(1)
	y.since.Store(time.Now().UnixNano())
}
