package ai

import (
	"context"
	"fmt"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// MatchStats sums up one game between two players.
type MatchStats struct {
	Result    rules.Result
	Rounds    int
	Actions   int
	Decisions [2]int           // decisions made, by seat
	Think     [2]time.Duration // total thinking time, by seat
	Slowest   time.Duration    // the longest single decision
	// Times lists every decision's thinking time, by seat, in order.
	Times [2][]time.Duration
	// TimedOut counts the decisions the clock cut short, by seat
	// (ClockReporter): when both are 0 the match replays from its seeds.
	TimedOut [2]int
}

// Observer is told about every action applied in a match.
type Observer func(g rules.Game, a rules.Action, events []rules.Event)

// PlayMatch plays g to the end with players[seat] deciding for each seat.
// maxActions guards against a game that never ends (0 means 100000). The
// observer, if any, sees every applied action. One player object in both
// seats has its clock's cuts counted in both.
func PlayMatch(ctx context.Context, g rules.Game, players [2]Player, maxActions int, obs Observer) (st MatchStats, err error) {
	if maxActions <= 0 {
		maxActions = 100000
	}
	var before [2]int
	for seat, p := range players {
		before[seat] = timedOutOf(p)
	}
	defer func() {
		for seat, p := range players {
			st.TimedOut[seat] = timedOutOf(p) - before[seat]
		}
	}()
	for !g.Over() {
		if err := ctx.Err(); err != nil {
			return st, err
		}
		if st.Actions >= maxActions {
			return st, fmt.Errorf("no result after %d actions (round %d)", st.Actions, g.Round())
		}
		seat := g.ToMove()
		if seat != rules.Blue && seat != rules.Red {
			return st, fmt.Errorf("game not over but no seat to move")
		}
		start := time.Now()
		a, idx, err := decide(ctx, players[seat], g)
		took := time.Since(start)
		if err != nil {
			return st, fmt.Errorf("%v player %s: %w", seat, players[seat].Name(), err)
		}
		st.Decisions[seat]++
		st.Think[seat] += took
		st.Slowest = max(st.Slowest, took)
		st.Times[seat] = append(st.Times[seat], took)
		events, err := applyChoice(g, a, idx)
		if err != nil {
			return st, fmt.Errorf("%v player %s chose %q: %w", seat, players[seat].Name(), a.Text(), err)
		}
		st.Actions++
		if obs != nil {
			obs(g, a, events)
		}
	}
	st.Result = g.Result()
	st.Rounds = g.Round()
	return st, nil
}
