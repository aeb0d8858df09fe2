package main

import (
	"encoding/json"
	"github.com/flashpoint-arena/flashpoint/rules"
	"math"
	"strings"
	"testing"
	"time"
)

// simJSON runs sim with -json and reads its summary.
func simJSON(t *testing.T, args ...string) simSummary {
	t.Helper()
	code, out, errs := fptool(t, append([]string{"sim", "-json"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var sum simSummary
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, out)
	}
	return sum
}

func TestSimReportsEachPlayer(t *testing.T) {
	sum := simJSON(t, "-games", "4", "-seed", "3", "-arena", "beginner", "-blue", "easy", "-red", "random", "-budget", "1m")
	if !sum.Swap {
		t.Error("seats are not swapped by default")
	}
	if sum.SeatWins.Blue+sum.SeatWins.Red+sum.Draws != 4 {
		t.Errorf("seat wins %+v and %d draws do not add up to 4 games", sum.SeatWins, sum.Draws)
	}
	for i, want := range []struct{ name, flag string }{{"easy", "blue"}, {"random", "red"}} {
		p := sum.Players[i]
		if p.Name != want.name || p.Flag != want.flag {
			t.Errorf("player %d is %s (-%s), want %s (-%s)", i, p.Name, p.Flag, want.name, want.flag)
		}
		if p.Wins+p.Losses+p.Draws != 4 || p.Decisions < 10 {
			t.Errorf("%s: %d wins, %d losses, %d draws, %d decisions", p.Name, p.Wins, p.Losses, p.Draws, p.Decisions)
		}
		if !(p.WinLow <= p.WinRate && p.WinRate <= p.WinHigh) || p.WinHigh > 1 || p.WinLow < 0 {
			t.Errorf("%s: win rate %.3f outside its interval %.3f–%.3f", p.Name, p.WinRate, p.WinLow, p.WinHigh)
		}
		if p.MedianMS < 0 || p.SlowestMS < p.MedianMS {
			t.Errorf("%s: median %.3f ms, slowest %.3f ms", p.Name, p.MedianMS, p.SlowestMS)
		}
	}
	if sum.BlueWins != sum.Players[0].Wins || sum.RedWins != sum.Players[1].Wins {
		t.Errorf("blue_wins %d, red_wins %d: want the -blue and -red players' wins %d, %d", sum.BlueWins, sum.RedWins, sum.Players[0].Wins, sum.Players[1].Wins)
	}
}

func TestSimWithoutSwapKeepsSeats(t *testing.T) {
	sum := simJSON(t, "-games", "3", "-seed", "5", "-arena", "beginner", "-swap=false")
	if sum.Swap || sum.BlueWins != sum.SeatWins.Blue || sum.RedWins != sum.SeatWins.Red {
		t.Fatalf("without -swap the -blue player must sit blue: %+v", sum)
	}
}

func TestSimResultsDoNotDependOnWorkers(t *testing.T) {
	args := []string{"-games", "4", "-seed", "9", "-arena", "beginner", "-blue", "easy", "-red", "random", "-budget", "1m"}
	one := simJSON(t, append(args, "-workers", "1")...)
	two := simJSON(t, append(args, "-workers", "2")...)
	strip := func(s simSummary) simSummary {
		s.Workers, s.Seconds, s.GamesPerSecond = 0, 0, 0
		for i := range s.Players {
			s.Players[i].MedianMS, s.Players[i].SlowestMS = 0, 0
		}
		return s
	}
	if strip(one) != strip(two) {
		t.Fatalf("1 worker and 2 workers differ:\n%+v\n%+v", one, two)
	}
}

func TestSimTableShowsWinRatesAndTimes(t *testing.T) {
	code, out, errs := fptool(t, "sim", "-games", "2", "-arena", "beginner", "-blue", "easy")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"win rate (95% CI)", "median ms", "slowest ms", "seat wins", "easy", "random"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

func TestSimRejectsBadWorkersAndBudgets(t *testing.T) {
	for _, args := range [][]string{
		{"sim", "-workers", "0"},
		{"sim", "-budget", "-1s"},
		{"sim", "-budget", "grandmaster=1s"},
		{"sim", "-budget", "hard=soon"},
		{"sim", "-effort", "-2"},
		{"sim", "-effort", "NaN"},
		{"sim", "-effort", "Inf"},
		{"sim", "-effort", "1e30"},
		{"soak", "-effort", "0"},
		{"soak", "-effort", "NaN"},
		{"soak", "-players", "random,grandmaster"},
	} {
		if code, _, errs := fptool(t, args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and a reason", args, code, errs)
		}
	}
}

func TestWilsonInterval(t *testing.T) {
	for _, tc := range []struct {
		k, n   int
		lo, hi float64
	}{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{190, 200, 0.9104, 0.9724},
	} {
		lo, hi := wilson95(tc.k, tc.n)
		if math.Abs(lo-tc.lo) > 5e-4 || math.Abs(hi-tc.hi) > 5e-4 {
			t.Errorf("wilson95(%d, %d) = %.4f–%.4f, want %.4f–%.4f", tc.k, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}

func TestBudgetFlags(t *testing.T) {
	b := budgetFlags{}
	for _, v := range []string{"2s", "hard=500ms"} {
		if err := b.Set(v); err != nil {
			t.Fatal(err)
		}
	}
	if b.of("hard") != 500*time.Millisecond || b.of("easy") != 2*time.Second {
		t.Errorf("hard %v, easy %v; want 500ms and 2s", b.of("hard"), b.of("easy"))
	}
	if got := b.String(); got != "2s hard=500ms" {
		t.Errorf("String() = %q", got)
	}
	if (budgetFlags{}).of("normal") != 0 {
		t.Error("no -budget should leave the level's own budget")
	}
}

// fptool sim -scenario NAME plays every Flashpoint scenario to its end and
// reports the balance figures.
func TestSimEveryScenario(t *testing.T) {
	for _, name := range []string{"slayer", "attrition", "ctf", "oddball", "strongholds", "total-control", "vip"} {
		sum := simJSON(t, "-games", "2", "-seed", "4", "-arena", "beginner", "-scenario", name)
		b := sum.Balance
		if sum.Scenario != name || sum.SeatWins.Blue+sum.SeatWins.Red+sum.Draws != 2 {
			t.Errorf("%s: %+v", name, sum)
		}
		// Every game ends by its goal or by the round limit (draws too).
		if b.LimitDecided+b.DecidedByGoal != 2 || b.DrawRate != float64(sum.Draws)/2 {
			t.Errorf("%s: balance %+v does not add up with %d draws", name, b, sum.Draws)
		}
		if b.FirstWins > sum.SeatWins.Blue+sum.SeatWins.Red || b.KillsPerGame < 0 {
			t.Errorf("%s: balance %+v", name, b)
		}
	}
	if code, _, errs := fptool(t, "sim", "-games", "1", "-scenario", "king-of-the-hill"); code == 0 || !strings.Contains(errs, "king-of-the-hill") {
		t.Errorf("an unknown scenario: exit %d, %q", code, errs)
	}
}

func TestLimitDecided(t *testing.T) {
	for reason, want := range map[string]bool{
		"more kills after 10 rounds":   true,
		"equal points after 6 rounds":  true,
		"more kills after 1 round":     true,
		"first to 1 kill":              false,
		"first to 3 captures":          false,
		"double the enemy's points":    false,
		"the enemy has no models left": false,
	} {
		if got := limitDecided(rules.Result{Reason: reason}); got != want {
			t.Errorf("limitDecided(%q) = %v", reason, got)
		}
	}
}

// sim says how many decisions the think budget cut short, so a reader
// knows whether the run replays from its seed.
func TestSimReportsDecisionsCutShort(t *testing.T) {
	for _, c := range []struct {
		budget, want string
	}{
		{"1m", "timed out         0 decisions: work ended every search"},
		{"1ns", "were cut short by the think budget: the run may not replay"},
	} {
		code, out, errs := fptool(t, "sim", "-games", "1", "-blue", "easy", "-red", "random", "-arena", "beginner", "-budget", c.budget)
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("-budget %s: exit %d, want %q in\n%s%s", c.budget, code, c.want, out, errs)
		}
	}
}
