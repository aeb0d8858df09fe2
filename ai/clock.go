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
	limit    int
	nodes    int
	stopped  bool // a limit was reached
	timedOut bool // the deadline or the context ended it
}

// newClock starts a clock with a time budget and a work limit. The search
// stops at budgetShare of the budget, leaving the rest for finishing the
// node at hand and answering.
func newClock(ctx context.Context, budget time.Duration, limit int) *clock {
	c := &clock{ctx: ctx, limit: limit}
	if budget > 0 {
		c.deadline = time.Now().Add(time.Duration(float64(budget) * budgetShare))
	}
	return c
}

// budgetShare is the part of a think-time budget a search may use.
const budgetShare = 0.8

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
	case c.ctx.Err() != nil, !c.deadline.IsZero() && time.Now().After(c.deadline):
		c.stopped, c.timedOut = true, true
	}
	return c.stopped
}
