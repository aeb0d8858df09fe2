package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/peterbourgon/ff/v3/ffcli"
	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/internal/safefile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// simSummary is what sim reports (and prints as JSON with -json). "blue"
// and "red" name the players given by -blue and -red; blue_wins and
// red_wins count their wins. With -swap (the default) they change seats
// every other game; seat_wins counts wins by seat. With -paired the games
// come in pairs on one seed, the seats swapped in the second.
type simSummary struct {
	Ruleset        string        `json:"ruleset"`
	Scenario       string        `json:"scenario"`
	Arena          string        `json:"arena"`
	Blue           string        `json:"blue"`
	Red            string        `json:"red"`
	Seed           uint64        `json:"seed"`
	Games          int           `json:"games"`
	BlueWins       int           `json:"blue_wins"`
	RedWins        int           `json:"red_wins"`
	Draws          int           `json:"draws"`
	MedianRounds   float64       `json:"median_rounds"`
	ActionsPerGame float64       `json:"actions_per_game"`
	GamesPerSecond float64       `json:"games_per_second"`
	Seconds        float64       `json:"seconds"`
	Swap           bool          `json:"swap"`
	Paired         bool          `json:"paired"`
	Workers        int           `json:"workers"`
	Budget         string        `json:"budget,omitempty"` // think-time budgets given with -budget
	SeatWins       seatWins      `json:"seat_wins"`
	Players        [2]playerStat `json:"players"` // the -blue player, then the -red player
	Balance        simBalance    `json:"balance"` // sim_balance.go
}

// optionFlags collects repeated -opt key=value flags.
type optionFlags map[string]string

func (o optionFlags) String() string { return fmt.Sprint(map[string]string(o)) }
func (o optionFlags) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	if !ok || k == "" {
		return fmt.Errorf("want key=value, got %q", v)
	}
	o[k] = val
	return nil
}

// budgetFlags collects -budget flags: a bare duration for every player
// (key ""), LEVEL=D for one level.
type budgetFlags map[string]time.Duration

func (b budgetFlags) String() string {
	keys := make([]string, 0, len(b))
	for k := range b {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		if k == "" {
			parts = append(parts, b[k].String())
		} else {
			parts = append(parts, k+"="+b[k].String())
		}
	}
	return strings.Join(parts, " ")
}

func (b budgetFlags) Set(v string) error {
	name, d, ok := strings.Cut(v, "=")
	if !ok {
		name, d = "", v
	} else if _, err := ai.New(name, 0); err != nil || name == "" {
		return fmt.Errorf("%q names no player (have %v)", name, ai.Names())
	}
	dur, err := time.ParseDuration(d)
	if err != nil || dur <= 0 {
		return fmt.Errorf("want a positive duration such as 500ms, got %q", d)
	}
	b[name] = dur
	return nil
}

// of is the budget for the named player: its own, else the one for every
// player, else 0 (the level's default).
func (b budgetFlags) of(name string) time.Duration {
	if d, ok := b[name]; ok {
		return d
	}
	return b[""]
}

func simCommand(stdout, stderr io.Writer) *ffcli.Command {
	fs := flag.NewFlagSet("fptool sim", flag.ContinueOnError)
	games := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game (game i uses seed+i, or seed+i/2 with -paired)")
	blue := fs.String("blue", "random", "blue player: "+strings.Join(ai.Names(), ", "))
	red := fs.String("red", "random", "red player: "+strings.Join(ai.Names(), ", "))
	rs := fs.String("ruleset", "flashpoint", "ruleset")
	scenario := fs.String("scenario", "", "scenario (default: the ruleset's first; flashpoint: slayer, attrition, ctf, oddball, strongholds, total-control, vip; killteam: skirmish, assassination; necromunda: skirmish, scavenge)")
	arena := fs.String("arena", "", "shipped arena name or path to a .arena file (default: standard, or the ruleset's own arena when standard does not fit it)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	record := fs.String("record", "", "directory to write a replay of every game into")
	swap := fs.Bool("swap", true, "swap the players' seats every other game")
	paired := fs.Bool("paired", false, "play the games in pairs on one seed, the seats swapped in the second (games 2k and 2k+1 use seed+k); -games must be even")
	workers := fs.Int("workers", 1, "games played at once (results do not depend on it)")
	budgets := budgetFlags{}
	fs.Var(budgets, "budget", "think-time budget per decision: D for every thinking player, or LEVEL=D for one (repeatable), e.g. -budget hard=500ms")
	effort := fs.Float64("effort", 0, "scale of the work searching players do per decision (0: each level's own)")
	opts := optionFlags{}
	fs.Var(opts, "opt", "scenario option key=value (repeatable), e.g. -opt kills=4")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the games to this file (read it with go tool pprof)")
	return &ffcli.Command{
		Name:       "sim",
		ShortUsage: "fptool sim -games N -seed S -blue P -red P -scenario X -arena A [-swap] [-paired] [-workers N] [-budget [LEVEL=]D] [-json] [-record DIR] [-cpuprofile FILE]",
		ShortHelp:  "Play N games between two computer players and summarise them.",
		FlagSet:    fs,
		Exec: func(ctx context.Context, args []string) error {
			if len(args) > 0 {
				return badf("sim: unexpected argument %q", args[0])
			}
			if *games < 1 {
				return badf("sim: -games must be at least 1")
			}
			if *paired && *games%2 != 0 {
				return badf("sim: -paired plays the games in pairs on one seed: -games must be even, got %d", *games)
			}
			if *paired && !*swap {
				return badf("sim: -paired swaps the seats within each pair: leave out -swap=false")
			}
			if *workers < 1 {
				return badf("sim: -workers must be at least 1")
			}
			if !(*effort >= 0 && *effort <= ai.MaxEffort) {
				return badf("sim: -effort %v: want a number from 0 to %d (0: each level's own)", *effort, ai.MaxEffort)
			}
			r, err := ruleset(*rs)
			if err != nil {
				return badf("sim: %v", err)
			}
			setup := r.DefaultSetup(simArena(r))
			if *scenario != "" {
				setup.Scenario = *scenario
			}
			if len(opts) > 0 {
				setup.Options = map[string]string(opts)
			}
			if *arena != "" {
				if err := arenaSetup(&setup, *arena); err != nil {
					return err
				}
			}
			for _, p := range []string{*blue, *red} {
				if _, err := ai.New(p, 0); err != nil {
					return badf("sim: %v", err)
				}
			}
			if *record != "" {
				if err := os.MkdirAll(*record, 0o755); err != nil {
					return badf("sim: -record %s: %v", *record, err)
				}
			}
			cfg := simConfig{blue: *blue, red: *red, seed: *seed, games: *games, record: *record, swap: *swap, paired: *paired,
				workers: *workers, budgets: budgets, effort: *effort}
			stop, err := startCPUProfile(*cpuProfile)
			if err != nil {
				return err
			}
			sum, err := simulate(ctx, r, setup, cfg, progressTo(stderr, *games))
			if perr := stop(); err == nil {
				err = perr
			}
			if err != nil {
				return err
			}
			if *asJSON {
				enc := json.NewEncoder(stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(sum)
			}
			printSummary(stdout, sum)
			return nil
		},
	}
}

// progressTo returns a progress callback that draws a bar on w when w is a
// terminal, and nothing otherwise.
func progressTo(w io.Writer, total int) func() {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return func() {}
	}
	bar := progressbar.NewOptions(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("games"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("games"),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionThrottle(100*time.Millisecond),
	)
	return func() { _ = bar.Add(1) }
}

// simConfig is what sim plays.
type simConfig struct {
	blue, red string // the players given by -blue and -red
	seed      uint64
	games     int
	record    string
	swap      bool
	paired    bool // games 2k and 2k+1 share seed+k, the seats swapped in the second
	workers   int
	budgets   budgetFlags
	effort    float64
}

// options are the options of a player of a simulation.
func (c simConfig) options(name string) ai.Options {
	return ai.Options{Budget: c.budgets.of(name), Effort: c.effort}
}

// gameResult is one game of a simulation.
type gameResult struct {
	stats  ai.MatchStats
	swap   bool // the -blue player sat red
	facts  gameFacts
	err    error
	played bool
}

// simulate plays the games, cfg.workers at a time. Game i uses seed+i
// (seed+i/2 when paired) and its players are seeded from it, so the
// results do not depend on the number of workers.
func simulate(ctx context.Context, r rules.Ruleset, setup rules.Setup, cfg simConfig, tick func()) (simSummary, error) {
	sum := simSummary{Ruleset: r.Name(), Scenario: setup.Scenario, Arena: setup.Arena, Blue: cfg.blue, Red: cfg.red,
		Seed: cfg.seed, Games: cfg.games, Swap: cfg.swap, Paired: cfg.paired, Workers: cfg.workers}
	sum.Budget = cfg.budgets.String()
	start := time.Now()
	outer := ctx
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	results := make([]gameResult, cfg.games)
	jobs := make(chan int)
	done := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(cfg.workers, cfg.games); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = playOne(ctx, r, setup, cfg, i)
				if results[i].err != nil {
					stop() // one failed game fails the simulation
				}
				done <- i
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := 0; i < cfg.games; i++ {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(done) }()
	for range done {
		tick()
	}
	sum.Seconds = time.Since(start).Seconds()
	// The first game that failed by itself, not by being stopped.
	var failed error
	for i, res := range results {
		switch {
		case res.err != nil && (failed == nil || errors.Is(failed, context.Canceled)):
			failed = res.err
		case !res.played && failed == nil:
			failed = fmt.Errorf("sim: game %d was not played: %w", i+1, context.Cause(ctx))
		}
	}
	if err := outer.Err(); err != nil {
		return sum, fmt.Errorf("sim: %w", err)
	}
	if failed != nil {
		return sum, failed
	}
	tallyGames(&sum, results)
	if sum.Seconds > 0 {
		sum.GamesPerSecond = float64(cfg.games) / sum.Seconds
	}
	return sum, nil
}

// gameSeed is the seed of game i of a simulation: seed+i, or seed+i/2
// when the games are paired.
func (c simConfig) gameSeed(i int) uint64 {
	if c.paired {
		return c.seed + uint64(i/2)
	}
	return c.seed + uint64(i)
}

// replayName is the file name of game i's replay: game-SEED.json, and
// game-SEED-swapped.json for the second game of a pair.
func (c simConfig) replayName(i int) string {
	if c.paired && i%2 == 1 {
		return fmt.Sprintf("game-%d-swapped.json", c.gameSeed(i))
	}
	return fmt.Sprintf("game-%d.json", c.gameSeed(i))
}

// playOne plays game i of a simulation and writes its replay if asked.
func playOne(ctx context.Context, r rules.Ruleset, setup rules.Setup, cfg simConfig, i int) gameResult {
	s := cfg.gameSeed(i)
	res := gameResult{swap: cfg.swap && i%2 == 1, played: true}
	g, err := r.New(setup, s)
	if err != nil {
		res.err = badf("sim: %v", err)
		return res
	}
	bp, _ := ai.NewWithOptions(cfg.blue, s*2+1, cfg.options(cfg.blue))
	rp, _ := ai.NewWithOptions(cfg.red, s*2+2, cfg.options(cfg.red))
	players := [2]ai.Player{bp, rp}
	if res.swap {
		players = [2]ai.Player{rp, bp}
	}
	var rec *rules.Recorder
	if cfg.record != "" {
		rec = rules.NewRecorder(g, setup, s)
	} else {
		// Nothing keeps or prints the events' words: only their kinds
		// are tallied (gameFacts.observe).
		rules.SetQuiet(g, true)
	}
	res.facts.first = rules.NoSeat
	obs := func(g rules.Game, a rules.Action, events []rules.Event) {
		res.facts.observe(a, events)
		if rec != nil {
			rec.Record(g, a)
		}
	}
	res.stats, err = ai.PlayMatch(ctx, g, players, 0, obs)
	if err != nil {
		res.err = fmt.Errorf("sim: game %d (seed %d): %w", i+1, s, err)
		return res
	}
	if rec != nil {
		res.err = writeReplay(filepath.Join(cfg.record, cfg.replayName(i)), &rec.Replay)
	}
	return res
}

// writeReplay writes a replay file whole or not at all.
func writeReplay(path string, rp *rules.Replay) error {
	data, err := json.MarshalIndent(rp, "", " ")
	if err != nil {
		return err
	}
	if err := safefile.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		return badf("%v", err)
	}
	return nil
}

func median(v []int) float64 {
	if len(v) == 0 {
		return 0
	}
	s := append([]int(nil), v...)
	sort.Ints(s)
	if len(s)%2 == 1 {
		return float64(s[len(s)/2])
	}
	return float64(s[len(s)/2-1]+s[len(s)/2]) / 2
}

func printSummary(w io.Writer, s simSummary) {
	pct := func(n int) float64 { return 100 * float64(n) / float64(s.Games) }
	seats := "seats fixed"
	if s.Swap {
		seats = "seats swapped every other game"
	}
	if s.Paired {
		seats = "paired: each seed played twice, the seats swapped in the second"
	}
	fmt.Fprintf(w, "%s %s on %s: %s (blue) vs %s (red), %d games from seed %d, %s\n", s.Ruleset, s.Scenario, s.Arena, s.Blue, s.Red, s.Games, s.Seed, seats)
	fmt.Fprintf(w, "  blue wins         %6d  %5.1f%%  (%s)\n", s.BlueWins, pct(s.BlueWins), s.Blue)
	fmt.Fprintf(w, "  red wins          %6d  %5.1f%%  (%s)\n", s.RedWins, pct(s.RedWins), s.Red)
	fmt.Fprintf(w, "  draws             %6d  %5.1f%%\n", s.Draws, pct(s.Draws))
	fmt.Fprintf(w, "  median rounds     %8.1f\n", s.MedianRounds)
	fmt.Fprintf(w, "  actions per game  %8.1f\n", s.ActionsPerGame)
	fmt.Fprintf(w, "  games per second  %8.1f  (%.2f s in all)\n", s.GamesPerSecond, s.Seconds)
	printPlayers(w, s)
	printBalance(w, s)
}
