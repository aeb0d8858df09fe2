package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/peterbourgon/ff/v3/ffcli"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/internal/safefile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// soakConfig is what soak plays.
type soakConfig struct {
	seed    uint64
	games   int
	workers int
	players []string // drawn for each seat of each game
	effort  float64  // work scale of the searching players
	arenas  []string // the shipped arenas the ruleset fits (soakArenas); nil: found by soak
}

// soakGame is one game of a soak and what became of it.
type soakGame struct {
	seed     uint64
	scenario string
	arena    string
	players  [2]string
	rosters  [2]string // "random" or the shipped roster played
	actions  int
	err      error
	state    []byte // the saved state a check failed in, if it saved
}

// soakFailed is a soak that found a broken invariant: exit status 1.
type soakFailed struct{ failures int }

func (e soakFailed) Error() string { return fmt.Sprintf("soak: %d games failed", e.failures) }

func soakCommand(stdout, stderr io.Writer) *ffcli.Command {
	fs := flag.NewFlagSet("fptool soak", flag.ContinueOnError)
	games := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game (game i uses seed+i)")
	rs := fs.String("ruleset", "flashpoint", "ruleset")
	players := fs.String("players", "random,easy,normal", "players each seat is drawn from, comma-separated")
	workers := fs.Int("workers", 1, "games played at once (results do not depend on it)")
	effort := fs.Float64("effort", 0.25, "scale of the work searching players do per decision (1 is each level's own)")
	keep := fs.String("keep", "", "directory to write the saved state of each failing game into (seed-N.json)")
	return &ffcli.Command{
		Name:       "soak",
		ShortUsage: "fptool soak -games N -seed S [-players random,easy,normal] [-workers N] [-effort E] [-keep DIR]",
		ShortHelp:  "Play N games on every arena and scenario with random rosters, checking every state.",
		LongHelp: "The game of seed N plays scenario N mod S on arena (N div S) mod A of the shipped arenas the ruleset\n" +
			"fits (it names the ones it skips and why), each side with a random legal roster\n" +
			"(a shipped one in one game of four) and a player drawn from -players. After every action it\n" +
			"checks that the legal list is empty only when the game is over and that every listed action\n" +
			"applies, that a clone is equal and independent, that Save then Load keeps the hash and the legal\n" +
			"list, and that the View is unchanged when hidden information is re-drawn; at the end it replays\n" +
			"the game and compares every hash. It prints games, actions and failures with the seed of each\n" +
			"failing game, and exits with status 1 if any failed.",
		FlagSet: fs,
		Exec: func(ctx context.Context, args []string) error {
			if len(args) > 0 {
				return badf("soak: unexpected argument %q", args[0])
			}
			if *games < 1 || *workers < 1 {
				return badf("soak: -games and -workers must be at least 1")
			}
			if !(*effort > 0 && *effort <= ai.MaxEffort) {
				return badf("soak: -effort %v: want a number above 0 and at most %d", *effort, ai.MaxEffort)
			}
			r, err := ruleset(*rs)
			if err != nil {
				return badf("soak: %v", err)
			}
			cfg := soakConfig{seed: *seed, games: *games, workers: *workers, effort: *effort}
			var skipped []string
			cfg.arenas, skipped = soakArenas(r)
			for _, line := range skipped {
				fmt.Fprintln(stdout, line)
			}
			if len(cfg.arenas) == 0 {
				return badf("soak: %s fits none of the shipped arenas", r.Name())
			}
			for _, p := range strings.Split(*players, ",") {
				p = strings.TrimSpace(p)
				if _, err := ai.New(p, 0); err != nil {
					return badf("soak: -players: %v", err)
				}
				cfg.players = append(cfg.players, p)
			}
			start := time.Now()
			played := soak(ctx, r, cfg, progressTo(stderr, *games))
			if err := ctx.Err(); err != nil {
				return badf("soak: %v", err)
			}
			if err := keepFailures(*keep, played); err != nil {
				return err
			}
			return reportSoak(stdout, played, time.Since(start))
		},
	}
}

// soak plays the games, cfg.workers at a time; game i depends only on
// cfg.seed+i.
func soak(ctx context.Context, r rules.Ruleset, cfg soakConfig, tick func()) []soakGame {
	if cfg.arenas == nil {
		cfg.arenas, _ = soakArenas(r)
	}
	out := make([]soakGame, cfg.games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for w := 0; w < min(cfg.workers, cfg.games); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				out[i] = soakOne(ctx, r, cfg, i)
				mu.Lock()
				tick()
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < cfg.games && ctx.Err() == nil; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return out
}

// soakArenas lists the shipped arenas ruleset r fits (rules.ArenaChecker)
// and a line for each it skips, saying why.
func soakArenas(r rules.Ruleset) (fit, skipped []string) {
	for _, name := range assets.ArenaNames() {
		if err := rules.ShippedArenaFits(r, name); err != nil {
			skipped = append(skipped, fmt.Sprintf("soak: skipping arena %s: %v", name, err))
			continue
		}
		fit = append(fit, name)
	}
	return fit, skipped
}

// soakOne plays game i of a soak, checking every state it reaches. All of
// it follows from the game's seed, so "-seed N -games 1" plays it again.
func soakOne(ctx context.Context, r rules.Ruleset, cfg soakConfig, i int) soakGame {
	s := cfg.seed + uint64(i)
	rng := rules.NewRNG(s*0x9e3779b97f4a7c15 + 0x5eed)
	scenarios, arenas := r.Scenarios(), cfg.arenas
	if len(arenas) == 0 {
		arenas = assets.ArenaNames() // New says why none fits
	}
	res := soakGame{seed: s, scenario: scenarios[s%uint64(len(scenarios))], arena: arenas[(s/uint64(len(scenarios)))%uint64(len(arenas))]}
	setup := r.DefaultSetup(res.arena)
	setup.Scenario = res.scenario
	setup.Rosters, res.rosters = soakRosters(r, setup.Rosters, rng)
	if res.rosters[0] == "random" || res.rosters[1] == "random" {
		setup.RosterTexts = soakRosterTexts(r, setup.Rosters, rng, &res.rosters)
	}
	var players [2]ai.Player
	for seat := range players {
		res.players[seat] = cfg.players[rng.Intn(len(cfg.players))]
		players[seat], _ = ai.NewWithOptions(res.players[seat], s*2+uint64(seat)+1, ai.Options{Budget: 10 * time.Second, Effort: cfg.effort})
	}
	g, err := r.New(setup, s)
	if err != nil {
		res.err = fmt.Errorf("setup: %v", err)
		return res
	}
	var actions []string
	var hashes []uint64
	for {
		if err := checkState(r, g, s+uint64(len(actions))); err != nil {
			last := "the start"
			if n := len(actions); n > 0 {
				last = fmt.Sprintf("action %d %q", n, actions[n-1])
			}
			res.err = fmt.Errorf("after %s (round %d; now %q): %v", last, g.Round(), g.Prompt(), err)
			res.state, _ = g.Save()
			return res
		}
		if g.Over() || ctx.Err() != nil {
			break
		}
		if len(actions) >= 100000 {
			res.err = fmt.Errorf("no result after %d actions", len(actions))
			return res
		}
		seat := g.ToMove()
		a, err := players[seat].Choose(ctx, g)
		if err != nil {
			res.err = fmt.Errorf("action %d: %v player %s: %v", len(actions)+1, seat, res.players[seat], err)
			return res
		}
		if _, err := g.Apply(a); err != nil {
			res.err = fmt.Errorf("action %d: %v player %s chose %q: %v", len(actions)+1, seat, res.players[seat], a.Text(), err)
			return res
		}
		actions = append(actions, a.Text())
		hashes = append(hashes, g.Hash())
	}
	res.actions = len(actions)
	if ctx.Err() == nil {
		res.err = checkReplay(r, setup, s, actions, hashes)
	}
	return res
}

// soakRosters picks each seat's roster: random in three games of four
// when the ruleset builds rosters, else a shipped one. It returns the
// roster names for the setup and what each seat plays.
func soakRosters(r rules.Ruleset, names [2]string, rng *rules.RNG) ([2]string, [2]string) {
	shipped := r.Rosters()
	_, builds := r.(rules.RosterBuilder)
	var played [2]string
	for seat := range names {
		if len(shipped) > 0 {
			names[seat] = shipped[rng.Intn(len(shipped))]
		}
		played[seat] = names[seat]
		if builds && rng.Intn(4) > 0 {
			played[seat] = "random"
		}
	}
	return names, played
}

// soakRosterTexts builds the random rosters; a seat whose roster could not
// be built (or that plays a shipped one) gets "" and plays names[seat],
// which played then says.
func soakRosterTexts(r rules.Ruleset, names [2]string, rng *rules.RNG, played *[2]string) []string {
	b := r.(rules.RosterBuilder)
	texts := make([]string, 2)
	for seat := range texts {
		if played[seat] != "random" {
			continue
		}
		if spec, ok := randomRoster(b, rng, names[seat]); ok {
			texts[seat] = string(b.FormatRoster(spec))
		} else {
			played[seat] = names[seat]
		}
	}
	return texts
}

// reportSoak prints the soak's totals and each failure with its seed.
func reportSoak(w io.Writer, played []soakGame, took time.Duration) error {
	actions, failures := 0, 0
	for _, g := range played {
		actions += g.actions
		if g.err != nil {
			failures++
			fmt.Fprintf(w, "FAIL seed %d: %s on %s, %s (%s) vs %s (%s): %v\n", g.seed, g.scenario, g.arena,
				g.players[0], g.rosters[0], g.players[1], g.rosters[1], g.err)
		}
	}
	fmt.Fprintf(w, "soak: %d games, %d actions, %d failures (%.1f s)\n", len(played), actions, failures, took.Seconds())
	if failures > 0 {
		return soakFailed{failures}
	}
	return nil
}

// keepFailures writes the state each failing game's check failed in, as
// the game saved it, to dir/seed-N.json (fptool position reads it).
func keepFailures(dir string, played []soakGame) error {
	if dir == "" {
		return nil
	}
	for _, g := range played {
		if g.err == nil || g.state == nil {
			continue
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return badf("soak: -keep %s: %v", dir, unwrapPathError(err))
		}
		if err := safefile.WriteFile(filepath.Join(dir, fmt.Sprintf("seed-%d.json", g.seed)), g.state, 0o644); err != nil {
			return badf("soak: %v", err)
		}
	}
	return nil
}
