package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// seatWins counts wins by seat.
type seatWins struct {
	Blue int `json:"blue"`
	Red  int `json:"red"`
}

// playerStat is one player's record over a simulation.
type playerStat struct {
	Name      string  `json:"name"`
	Flag      string  `json:"flag"` // "blue" or "red": the flag that named it
	Wins      int     `json:"wins"`
	Losses    int     `json:"losses"`
	Draws     int     `json:"draws"`
	WinRate   float64 `json:"win_rate"`  // wins / games
	WinLow    float64 `json:"win_low"`   // 95% Wilson confidence interval of WinRate
	WinHigh   float64 `json:"win_high"`  //
	Decisions int     `json:"decisions"` // decisions made
	MedianMS  float64 `json:"median_decision_ms"`
	SlowestMS float64 `json:"slowest_decision_ms"`
	// TimedOut counts the decisions the think-time budget cut short: they
	// depend on the machine's speed, so with any the run may not replay.
	TimedOut int `json:"timed_out"`
}

// wilson95 is the 95% Wilson score interval of k successes in n trials.
func wilson95(k, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z / den * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return max(0, centre-half), min(1, centre+half)
}

// tallyGames sums the games of a simulation into its summary, in game
// order.
func tallyGames(sum *simSummary, results []gameResult) {
	var rounds []int
	var times [2][]time.Duration
	actions := 0
	sum.Players[0] = playerStat{Name: sum.Blue, Flag: "blue"}
	sum.Players[1] = playerStat{Name: sum.Red, Flag: "red"}
	for _, res := range results {
		st := res.stats
		// seatOf[k] is the seat player k (0: -blue, 1: -red) sat in.
		seatOf := [2]rules.Seat{rules.Blue, rules.Red}
		if res.swap {
			seatOf = [2]rules.Seat{rules.Red, rules.Blue}
		}
		switch st.Result.Winner {
		case rules.Blue:
			sum.SeatWins.Blue++
		case rules.Red:
			sum.SeatWins.Red++
		}
		for k := range sum.Players {
			p := &sum.Players[k]
			seat := seatOf[k]
			switch st.Result.Winner {
			case seat:
				p.Wins++
			case seat.Other():
				p.Losses++
			default:
				p.Draws++
			}
			p.Decisions += st.Decisions[seat]
			p.TimedOut += st.TimedOut[seat]
			times[k] = append(times[k], st.Times[seat]...)
		}
		rounds = append(rounds, st.Rounds)
		actions += st.Actions
	}
	sum.BlueWins, sum.RedWins = sum.Players[0].Wins, sum.Players[1].Wins
	sum.Draws = sum.Players[0].Draws
	sum.MedianRounds = median(rounds)
	tallyBalance(sum, results)
	sum.ActionsPerGame = float64(actions) / float64(sum.Games)
	for k := range sum.Players {
		p := &sum.Players[k]
		p.WinRate = float64(p.Wins) / float64(sum.Games)
		p.WinLow, p.WinHigh = wilson95(p.Wins, sum.Games)
		p.MedianMS, p.SlowestMS = durationStats(times[k])
	}
}

// durationStats returns the median and the longest of some durations, in
// milliseconds.
func durationStats(d []time.Duration) (median, slowest float64) {
	if len(d) == 0 {
		return 0, 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	mid := s[len(s)/2]
	if len(s)%2 == 0 {
		mid = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	ms := func(x time.Duration) float64 { return float64(x) / float64(time.Millisecond) }
	return ms(mid), ms(s[len(s)-1])
}

// printPlayers prints each player's win rate with its confidence interval
// and its decision times.
func printPlayers(w io.Writer, s simSummary) {
	fmt.Fprintf(w, "  seat wins         blue %d, red %d\n", s.SeatWins.Blue, s.SeatWins.Red)
	if s.Budget != "" {
		fmt.Fprintf(w, "  think budget      %s per decision\n", s.Budget)
	}
	fmt.Fprintf(w, "  %-8s %5s %5s %5s  %-22s %10s %10s\n", "player", "wins", "loss", "draw", "win rate (95% CI)", "median ms", "slowest ms")
	for _, p := range s.Players {
		fmt.Fprintf(w, "  %-8s %5d %5d %5d  %5.1f%% (%5.1f–%5.1f%%) %10.2f %10.1f\n", p.Name, p.Wins, p.Losses, p.Draws,
			100*p.WinRate, 100*p.WinLow, 100*p.WinHigh, p.MedianMS, p.SlowestMS)
	}
	cut := s.Players[0].TimedOut + s.Players[1].TimedOut
	if cut == 0 {
		fmt.Fprintf(w, "  timed out         0 decisions: work ended every search, so the run replays from its seed\n")
	} else {
		fmt.Fprintf(w, "  timed out         %d of %d decisions were cut short by the think budget: the run may not replay (give a larger -budget)\n",
			cut, s.Players[0].Decisions+s.Players[1].Decisions)
	}
}
