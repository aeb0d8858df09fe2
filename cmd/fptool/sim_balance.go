package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// simBalance is the balance of a scenario over a simulation (the goals are
// 45–55% for the first two rates). "First" is the seat that took the first
// activation of the game (the roll-off winner).
type simBalance struct {
	FirstWins     int     `json:"first_wins"`      // games won by the seat that activated first
	FirstWinRate  float64 `json:"first_win_rate"`  // FirstWins / decided games
	BlueSeatRate  float64 `json:"blue_seat_rate"`  // wins of the blue seat / decided games
	DrawRate      float64 `json:"draw_rate"`       // draws / games
	LimitDecided  int     `json:"limit_decided"`   // games the round limit ended
	LimitRate     float64 `json:"limit_rate"`      // LimitDecided / games
	KillsPerGame  float64 `json:"kills_per_game"`  // kill events per game
	ScorePerGame  float64 `json:"score_per_game"`  // both sides' final scores added, per game
	FirstWinLow   float64 `json:"first_win_low"`   // 95% Wilson interval of FirstWinRate
	FirstWinHigh  float64 `json:"first_win_high"`  //
	BlueSeatLow   float64 `json:"blue_seat_low"`   // 95% Wilson interval of BlueSeatRate
	BlueSeatHigh  float64 `json:"blue_seat_high"`  //
	DecidedByGoal int     `json:"decided_by_goal"` // games won before the round limit
}

// gameFacts is what the balance needs of one game, gathered by an
// observer as it is played.
type gameFacts struct {
	first rules.Seat // the seat of the first action
	kills int        // kill events
}

// observe records the first action's seat and counts kills.
func (f *gameFacts) observe(a rules.Action, events []rules.Event) {
	if f.first == rules.NoSeat {
		f.first = a.Seat
	}
	for _, e := range events {
		if e.Kind == "kill" {
			f.kills++
		}
	}
}

// limitDecided reports whether a result's reason says the round limit
// ended the game: the rulesets word it "… after N rounds" ("after 1
// round" when the limit is one round).
func limitDecided(r rules.Result) bool {
	return strings.Contains(r.Reason, " after ") && (strings.HasSuffix(r.Reason, " rounds") || strings.HasSuffix(r.Reason, " 1 round"))
}

// tallyBalance sums the balance figures of the games.
func tallyBalance(sum *simSummary, results []gameResult) {
	b := &sum.Balance
	decided, firstWins, blueWins, kills, score := 0, 0, 0, 0, 0
	for _, res := range results {
		r := res.stats.Result
		kills += res.facts.kills
		score += r.Score[0] + r.Score[1]
		if limitDecided(r) {
			b.LimitDecided++
		}
		if r.Winner == rules.NoSeat {
			continue
		}
		decided++
		if !limitDecided(r) {
			b.DecidedByGoal++
		}
		if r.Winner == res.facts.first {
			firstWins++
		}
		if r.Winner == rules.Blue {
			blueWins++
		}
	}
	n := float64(sum.Games)
	b.FirstWins = firstWins
	b.DrawRate = float64(sum.Draws) / n
	b.LimitRate = float64(b.LimitDecided) / n
	b.KillsPerGame = float64(kills) / n
	b.ScorePerGame = float64(score) / n
	if decided > 0 {
		b.FirstWinRate = float64(firstWins) / float64(decided)
		b.BlueSeatRate = float64(blueWins) / float64(decided)
		b.FirstWinLow, b.FirstWinHigh = wilson95(firstWins, decided)
		b.BlueSeatLow, b.BlueSeatHigh = wilson95(blueWins, decided)
	}
}

// printBalance prints the balance figures.
func printBalance(w io.Writer, s simSummary) {
	b := s.Balance
	fmt.Fprintf(w, "  first side wins   %5.1f%% (%5.1f–%5.1f%%) of decided games (goal 45–55%%)\n", 100*b.FirstWinRate, 100*b.FirstWinLow, 100*b.FirstWinHigh)
	fmt.Fprintf(w, "  blue seat wins    %5.1f%% (%5.1f–%5.1f%%) of decided games (goal 45–55%%)\n", 100*b.BlueSeatRate, 100*b.BlueSeatLow, 100*b.BlueSeatHigh)
	fmt.Fprintf(w, "  draws             %5.1f%%\n", 100*b.DrawRate)
	fmt.Fprintf(w, "  round limit ended %5.1f%%  (%d games; %d won outright)\n", 100*b.LimitRate, b.LimitDecided, b.DecidedByGoal)
	fmt.Fprintf(w, "  kills per game    %8.1f\n", b.KillsPerGame)
	fmt.Fprintf(w, "  score per game    %8.1f  (both sides)\n", b.ScorePerGame)
}
