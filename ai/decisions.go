package ai

import (
	"sync"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// decisions is what a thinking player keeps from one decision to the
// next: its own generator, which seeds each decision's working copy, and
// the count of decisions its clock cut short (ClockReporter). One player
// may be asked from several goroutines, so both sit behind a lock.
type decisions struct {
	mu       sync.Mutex
	rng      rules.RNG
	cutShort int
}

// nextSeed draws the seed of one decision's working copy.
func (d *decisions) nextSeed() uint64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.rng.Next()
}

// finish counts a decision whose clock ran out before its work did.
func (d *decisions) finish(c *clock) {
	if !c.timedOut {
		return
	}
	d.mu.Lock()
	d.cutShort++
	d.mu.Unlock()
}

// TimedOut counts the player's decisions cut short by the clock.
func (d *decisions) TimedOut() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.cutShort
}
