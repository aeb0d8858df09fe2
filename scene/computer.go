package scene

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// computerThinkTicks is the least time the computer's turn takes on
// screen, so a person can follow what it does.
const computerThinkTicks = 30

// computer plays one seat against the human. Until the ai package has
// its levels it picks any legal action at random with its own seeded
// generator. It thinks off the UI goroutine on a clone of the game, so the
// window never freezes.
type computer struct {
	rng     *rules.RNG
	result  chan string
	pending bool
	waited  int
}

func newComputer(seed uint64) *computer {
	return &computer{rng: rules.NewRNG(seed ^ 0x5eed_c0de), result: make(chan string, 1)}
}

// think starts choosing a move for g (a clone the caller gives away).
func (c *computer) think(g rules.Game) {
	if c.pending {
		return
	}
	c.pending = true
	c.waited = 0
	rng := c.rng
	go func() {
		legal := g.Legal()
		if len(legal) == 0 {
			c.result <- ""
			return
		}
		c.result <- legal[rng.Intn(len(legal))].Text()
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
