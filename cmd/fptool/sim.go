package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/peterbourgon/ff/v3/ffcli"
	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// simSummary is what sim reports (and prints as JSON with -json).
type simSummary struct {
	Ruleset        string  `json:"ruleset"`
	Scenario       string  `json:"scenario"`
	Arena          string  `json:"arena"`
	Blue           string  `json:"blue"`
	Red            string  `json:"red"`
	Seed           uint64  `json:"seed"`
	Games          int     `json:"games"`
	BlueWins       int     `json:"blue_wins"`
	RedWins        int     `json:"red_wins"`
	Draws          int     `json:"draws"`
	MedianRounds   float64 `json:"median_rounds"`
	ActionsPerGame float64 `json:"actions_per_game"`
	GamesPerSecond float64 `json:"games_per_second"`
	Seconds        float64 `json:"seconds"`
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

func simCommand(stdout, stderr io.Writer) *ffcli.Command {
	fs := flag.NewFlagSet("fptool sim", flag.ContinueOnError)
	games := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game (game i uses seed+i)")
	blue := fs.String("blue", "random", "blue player: "+strings.Join(ai.Names(), ", "))
	red := fs.String("red", "random", "red player: "+strings.Join(ai.Names(), ", "))
	rs := fs.String("ruleset", "flashpoint", "ruleset")
	scenario := fs.String("scenario", "slayer", "scenario")
	arena := fs.String("arena", "standard", "shipped arena name or path to a .arena file")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	record := fs.String("record", "", "directory to write a replay of every game into")
	opts := optionFlags{}
	fs.Var(opts, "opt", "scenario option key=value (repeatable), e.g. -opt kills=4")
	return &ffcli.Command{
		Name:       "sim",
		ShortUsage: "fptool sim -games N -seed S -blue P -red P -scenario X -arena A [-json] [-record DIR]",
		ShortHelp:  "Play N games between two computer players and summarise them.",
		FlagSet:    fs,
		Exec: func(ctx context.Context, args []string) error {
			if len(args) > 0 {
				return badf("sim: unexpected argument %q", args[0])
			}
			if *games < 1 {
				return badf("sim: -games must be at least 1")
			}
			r, err := ruleset(*rs)
			if err != nil {
				return badf("sim: %v", err)
			}
			setup := r.DefaultSetup("standard")
			setup.Scenario = *scenario
			if len(opts) > 0 {
				setup.Options = map[string]string(opts)
			}
			if err := arenaSetup(&setup, *arena); err != nil {
				return err
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
			sum, err := simulate(ctx, r, setup, *blue, *red, *seed, *games, *record, progressTo(stderr, *games))
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

// simulate plays the games one after another.
func simulate(ctx context.Context, r rules.Ruleset, setup rules.Setup, blue, red string, seed uint64, games int, record string, tick func()) (simSummary, error) {
	sum := simSummary{Ruleset: r.Name(), Scenario: setup.Scenario, Arena: setup.Arena, Blue: blue, Red: red, Seed: seed, Games: games}
	var rounds []int
	actions := 0
	start := time.Now()
	for i := 0; i < games; i++ {
		s := seed + uint64(i)
		g, err := r.New(setup, s)
		if err != nil {
			return sum, badf("sim: %v", err)
		}
		bp, _ := ai.New(blue, s*2+1)
		rp, _ := ai.New(red, s*2+2)
		var rec *rules.Recorder
		var obs ai.Observer
		if record != "" {
			rec = rules.NewRecorder(g, setup, s)
			obs = func(g rules.Game, a rules.Action, _ []rules.Event) { rec.Record(g, a) }
		}
		st, err := ai.PlayMatch(ctx, g, [2]ai.Player{bp, rp}, 0, obs)
		if err != nil {
			return sum, fmt.Errorf("sim: game %d (seed %d): %w", i+1, s, err)
		}
		if rec != nil {
			if err := writeReplay(filepath.Join(record, fmt.Sprintf("game-%d.json", s)), &rec.Replay); err != nil {
				return sum, err
			}
		}
		switch st.Result.Winner {
		case rules.Blue:
			sum.BlueWins++
		case rules.Red:
			sum.RedWins++
		default:
			sum.Draws++
		}
		rounds = append(rounds, st.Rounds)
		actions += st.Actions
		tick()
	}
	sum.Seconds = time.Since(start).Seconds()
	sum.MedianRounds = median(rounds)
	sum.ActionsPerGame = float64(actions) / float64(games)
	if sum.Seconds > 0 {
		sum.GamesPerSecond = float64(games) / sum.Seconds
	}
	return sum, nil
}

// writeReplay writes a replay file whole or not at all.
func writeReplay(path string, rp *rules.Replay) error {
	data, err := json.MarshalIndent(rp, "", " ")
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err != nil {
		return badf("%s: %v", path, unwrapPathError(err))
	}
	return os.Rename(tmp, path)
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
	fmt.Fprintf(w, "%s %s on %s: %s (blue) vs %s (red), %d games from seed %d\n", s.Ruleset, s.Scenario, s.Arena, s.Blue, s.Red, s.Games, s.Seed)
	fmt.Fprintf(w, "  blue wins         %6d  %5.1f%%\n", s.BlueWins, pct(s.BlueWins))
	fmt.Fprintf(w, "  red wins          %6d  %5.1f%%\n", s.RedWins, pct(s.RedWins))
	fmt.Fprintf(w, "  draws             %6d  %5.1f%%\n", s.Draws, pct(s.Draws))
	fmt.Fprintf(w, "  median rounds     %8.1f\n", s.MedianRounds)
	fmt.Fprintf(w, "  actions per game  %8.1f\n", s.ActionsPerGame)
	fmt.Fprintf(w, "  games per second  %8.1f  (%.2f s in all)\n", s.GamesPerSecond, s.Seconds)
}
