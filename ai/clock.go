package ai

import (
	"context"
	"time"
)

// clock ends a search: when its context is done, when its deadline passes,
// or when it has done its share of work (nodes: positions reached or
// valued). Work ends a search that stays within its time, so the same seed
// gives the same choice; time and the context are the safety net.
type clock struct {
	ctx      context.Context
	deadline time.Time
	wall     time.Time // the deadline however long the search was paused
	pauser   Pauser    // the context's pauses, or nil
	paused   time.Duration
	now      func() time.Time // time.Now; tests set their own
	limit    int
	nodes    int
	stopped  bool // a limit was reached
	timedOut bool // the deadline or the context ended it
}

// newClock starts a clock with a time budget and a work limit. The search
// stops at budgetShare of the budget, leaving the rest for finishing the
// node at hand and answering.
func newClock(ctx context.Context, budget time.Duration, limit int) *clock {
	return newClockAt(ctx, budget, limit, time.Now)
}

// newClockAt is newClock reading the time from now.
func newClockAt(ctx context.Context, budget time.Duration, limit int, now func() time.Time) *clock {
	c := &clock{ctx: ctx, limit: limit, now: now}
	if p, ok := ctx.(Pauser); ok {
		c.pauser, c.paused = p, p.Paused()
	}
	if budget > 0 {
		now := now()
		share := time.Duration(float64(budget) * budgetShare)
		c.deadline, c.wall = now.Add(share), now.Add(pausedWallFactor*share)
	}
	return c
}

// budgetShare is the part of a think-time budget a search may use.
const budgetShare = 0.8

// Pauser is implemented by a context whose host pauses the search now and
// then to do other work, as a browser page does to draw while a computer
// player thinks on its one thread. Paused is the time paused so far. A
// clock does not count that time against the budget, so a paused search
// still does its share of work (and makes the same choice as one never
// paused), but it stops at pausedWallFactor times its share of the budget
// however much of that was pauses.
type Pauser interface {
	Paused() time.Duration
}

// pausedWallFactor bounds a paused search's wait: its share of the budget
// in thinking, and at most this many times that in all.
const pausedWallFactor = 3

// overdue reports whether the clock's time is up: its deadline passed, the
// host's pauses left out, or the wall limit passed.
func (c *clock) overdue() bool {
	if c.deadline.IsZero() {
		return false
	}
	now := c.now()
	if c.pauser == nil {
		return now.After(c.deadline)
	}
	paused := c.pauser.Paused() - c.paused
	return now.Add(-paused).After(c.deadline) || now.After(c.wall)
}

// tick counts one node of work.
func (c *clock) tick() { c.nodes++ }

// out reports whether the search must stop now.
func (c *clock) out() bool {
	if c.stopped {
		return true
	}
	switch {
	case c.limit > 0 && c.nodes >= c.limit:
		c.stopped = true
	case c.ctx.Err() != nil, c.overdue():
		c.stopped, c.timedOut = true, true
	}
	return c.stopped
}
