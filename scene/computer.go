package scene

import (
	"context"
	"fmt"
	"time"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// computerThinkTicks is the least time, at normal speed, that the
// computer's decision takes on screen, so a person can follow what it does.
const computerThinkTicks = 30

// Computer levels the setup screen offers, weakest first (ai package names).
var computerLevels = []string{"easy", "normal", "hard"}

// defaultLevel is the level a new game against the computer starts with.
const defaultLevel = "normal"

// computer plays the computer's seats: one ai.Player per seat it plays
// (nil for a person). It thinks off the UI goroutine on a
// clone of the game, so the window never freezes; in the browser its
// thinking also hands the page back regularly (see thinkContext). A person
// may hurry it: the search is told to stop and answers with its best so
// far.
type computer struct {
	players  [2]ai.Player
	result   chan thought
	pending  bool
	seat     rules.Seat // whose decision is being thought about
	waited   float64    // ticks (at normal speed) since thinking began
	cancel   context.CancelFunc
	hurried  bool
	hurries  int           // decisions hurried so far, for the host's status
	since    time.Time     // when thinking began
	decided  int           // decisions answered so far, for the host's status
	last     thought       // the last of them
	maxThink time.Duration // the think-time budget of every decision; 0: the level's
}

// thought is a computer player's answer: the action's text or why none,
// how long the player took, and whether its clock (its level's budget or
// a hurry) cut its search short.
type thought struct {
	seat     rules.Seat
	text     string
	err      error
	took     time.Duration
	cutShort bool
}

// newComputer builds the players of the seats levels names; seed fixes
// their choices, and think, when above 0, is the most time each decision
// may take in place of the level's budget.
func newComputer(levels [2]string, seed uint64, think time.Duration) (*computer, error) {
	c := &computer{maxThink: think}
	for s, name := range levels {
		if name == "" {
			continue
		}
		p, err := ai.NewWithOptions(name, ai.SeatSeed(seed, rules.Seat(s)), ai.Options{Budget: think})
		if err != nil {
			return nil, fmt.Errorf("%s computer: %w", seatName(rules.Seat(s)), err)
		}
		c.players[s] = p
	}
	return c, nil
}

// budget is the most time the computer on seat s may think per decision
// (0 for a person, or a player that does not think).
func (c *computer) budget(s rules.Seat) time.Duration {
	if !c.plays(s) {
		return 0
	}
	if c.maxThink > 0 {
		return c.maxThink
	}
	return ai.LevelBudget(c.level(s))
}

// plays reports whether the computer decides for seat s.
func (c *computer) plays(s rules.Seat) bool {
	return c != nil && (s == rules.Blue || s == rules.Red) && c.players[s] != nil
}

// level is the level of the computer playing seat s ("" for a person).
func (c *computer) level(s rules.Seat) string {
	if !c.plays(s) {
		return ""
	}
	return c.players[s].Name()
}

// think starts choosing a move for g (a clone the caller gives away) for
// the seat to move.
func (c *computer) think(g rules.Game) {
	if c.pending {
		return
	}
	seat := g.ToMove()
	if !c.plays(seat) {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	out := make(chan thought, 1)
	c.pending, c.seat, c.waited, c.cancel, c.hurried, c.result = true, seat, 0, cancel, false, out
	c.since = time.Now()
	p := c.players[seat]
	go func() {
		cut := timedOut(p)
		start := time.Now()
		act, err := p.Choose(thinkContext(ctx), g)
		t := thought{seat: seat, err: err, took: time.Since(start), cutShort: timedOut(p) > cut}
		if err == nil {
			t.text = act.Text()
		}
		out <- t
	}()
}

// timedOut counts p's decisions cut short by its clock (0 for a player
// without one, ai.ClockReporter).
func timedOut(p ai.Player) int {
	if r, ok := p.(ai.ClockReporter); ok {
		return r.TimedOut()
	}
	return 0
}

// hurry tells the thinking player to answer now with its best so far and
// drops the least think time still to show.
func (c *computer) hurry() {
	if c.pending && !c.hurried {
		c.hurried = true
		c.hurries++
		c.cancel()
	}
}

// stop abandons any thinking (the battle is being left); the answer, when
// it comes, is thrown away.
func (c *computer) stop() {
	if c != nil && c.pending {
		c.cancel()
		c.pending = false
	}
}

// poll returns the chosen action once it is ready and the least think time
// has passed; speed (≥ 0) is how many ticks of normal speed one tick is
// worth, 0 meaning no least time at all.
func (c *computer) poll(speed float64) (thought, bool) {
	if !c.pending {
		return thought{}, false
	}
	c.waited += speed
	if speed > 0 && !c.hurried && c.waited < computerThinkTicks {
		return thought{}, false
	}
	select {
	case t := <-c.result:
		c.pending = false
		c.cancel()
		c.decided++
		c.last = t
		return t, true
	default:
		return thought{}, false
	}
}

// computerSeats is the level the computer plays on each seat in mode:
// none in hot-seat, the seat that is not human's against the computer,
// both when watching. A seat given no level (levels[s] == "", as in a save
// from before levels) gets defaultLevel.
func computerSeats(mode string, human rules.Seat, levels [2]string) [2]string {
	var out [2]string
	for s := range out {
		plays := mode == modeWatch || (mode == modeVersus && rules.Seat(s) != human)
		if !plays {
			continue
		}
		out[s] = levels[s]
		if out[s] == "" {
			out[s] = defaultLevel
		}
	}
	return out
}
