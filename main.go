// Command flashpoint is Flashpoint Arena, the desktop (and browser) game:
// two fireteams fight over an isometric arena of cubes under the
// Flashpoint skirmish rules, hot-seat or against the computer.
//
// Usage:
//
//	flashpoint [-ruleset NAME] [-arena NAME] [-scenario NAME] [-seed N] [-option KEY=VALUE]... [-fullscreen] [-quick] [-versus|-watch] [-level L] [-think D] [-position FILE] [-size WxH] [-lang en|uk|ru] [-config DIR]
//
// Built for the browser (GOOS=js GOARCH=wasm, see scripts/web.sh) it takes
// the same flags from the page's query string, e.g. index.html?quick&seed=42,
// and keeps its settings in the browser's localStorage. There -position
// names a file of the page's own site, fetched relative to the page:
// index.html?quick&versus&level=hard&seed=1&position=positions/a.json.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/internal/safefile"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
	"github.com/flashpoint-arena/flashpoint/scene"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "flashpoint:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	pageMark("main")
	fs := flag.NewFlagSet("flashpoint", flag.ContinueOnError)
	reg := all.Registry()
	ruleset := fs.String("ruleset", "flashpoint", "rules the setup screen starts with: "+strings.Join(reg.Names(), ", "))
	arena := fs.String("arena", "", "arena the setup screen starts with: "+strings.Join(assets.ArenaNames(), ", ")+" (default: standard, or the ruleset's own when it cannot play there)")
	scenario := fs.String("scenario", "", "scenario the setup screen starts with (default: the ruleset's first)")
	seed := fs.Uint64("seed", 0, "dice seed the setup screen starts with (0: from the clock)")
	fullscreen := fs.Bool("fullscreen", false, "start in full screen (F11 toggles)")
	quick := fs.Bool("quick", false, "skip the menus and start a hot-seat battle at once")
	versus := fs.Bool("versus", false, "with -quick: play blue against the computer")
	fps := fs.Bool("fps", false, "show the frame and tick rates")
	watch := fs.Bool("watch", false, "with -quick: watch the computer play both sides")
	level := fs.String("level", "normal", "the computer's level: easy, normal or hard")
	think := fs.Duration("think", 0, "the most time the computer may think per decision, e.g. 10s, in place of its level's budget (easy 20ms, normal 300ms, hard 2s); a slow machine then finishes the level's search")
	size := fs.String("size", "1280x720", "window size in pixels, WIDTHxHEIGHT")
	options := optionFlag{}
	fs.Var(options, "option", "scenario option KEY=VALUE, e.g. rounds=3 or kills=5 (repeatable)")
	position := fs.String("position", "", "with -quick: start the battle from this position file (rules/flashpoint/POSITION.md); it is not saved")
	replay := fs.String("replay", "", "open the replay viewer on this replay file (a kept replay, or one fptool sim -record wrote)")
	language := fs.String("lang", "", "language of this run's screens: en, uk or ru (default: the setting, which defaults to the system's language)")
	config := fs.String("config", "", "directory for settings and the saved game (default: the user's config directory)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (see -help)", fs.Arg(0))
	}
	var w, h int
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 320 || h < 240 {
		return fmt.Errorf("-size %q: want WIDTHxHEIGHT, at least 320x240", *size)
	}
	if *think < 0 || *think > maxThink {
		return fmt.Errorf("-think %v: want 0 (the level's budget) to %v", *think, maxThink)
	}
	if *language != "" && !lang.Known(*language) {
		return fmt.Errorf("-lang %q: want en, uk or ru", *language)
	}
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano()) % 1_000_000
	}
	rs, err := reg.Get(*ruleset)
	if err != nil {
		return fmt.Errorf("-ruleset: %w", err)
	}
	if *arena != "" {
		if !slices.Contains(assets.ArenaNames(), *arena) {
			return fmt.Errorf("-arena %q: no such arena (have %s)", *arena, strings.Join(assets.ArenaNames(), ", "))
		}
		if err := rules.ShippedArenaFits(rs, *arena); err != nil {
			return fmt.Errorf("-arena %q: %w", *arena, err)
		}
	}

	var replayData []byte
	if *replay != "" {
		data, err := safefile.ReadFile(*replay, 0)
		if err != nil {
			return fmt.Errorf("-replay: %w", err)
		}
		replayData = data
	}
	var positionData []byte
	if *position != "" {
		if !*quick {
			return fmt.Errorf("-position needs -quick")
		}
		data, err := readPosition(*position)
		if err != nil {
			return fmt.Errorf("-position: %w", err)
		}
		positionData = data
	}

	// Files on the desktop, localStorage in the browser.
	store, err := scene.PlatformStorage(*config)
	notice := ""
	if err != nil {
		notice = "Settings will not be kept: " + err.Error()
		fmt.Fprintln(os.Stderr, "flashpoint:", notice)
	}
	game, err := scene.New(scene.Config{
		Registry:   reg,
		Ruleset:    *ruleset,
		Arenas:     assets.ArenaNames(),
		Storage:    store,
		Seed:       *seed,
		Arena:      *arena,
		Scenario:   *scenario,
		Options:    options,
		QuickStart: *quick,
		Position:   positionData,
		Replay:     replayData,
		Versus:     *versus,
		Watch:      *watch,
		Level:      *level,
		Think:      *think,
		ShowFPS:    *fps,
		Notice:     notice,
		FirstFrame: pageFirstFrame,

		SystemLanguage: systemLocale(),
		Language:       *language,
		ReducedMotion:  systemReducedMotion(),
	})
	if err != nil {
		return err
	}
	exposeToPage(game)
	pageMark("ready")
	ebiten.SetWindowTitle("Flashpoint Arena")
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(640, 400, -1, -1)
	ebiten.SetFullscreen(*fullscreen)
	return ebiten.RunGame(game)
}

// maxThink is the longest -think.
const maxThink = time.Hour

// optionFlag collects -option KEY=VALUE flags.
type optionFlag map[string]string

func (o optionFlag) String() string {
	parts := make([]string, 0, len(o))
	for k, v := range o {
		parts = append(parts, k+"="+v)
	}
	return strings.Join(parts, ",")
}

func (o optionFlag) Set(s string) error {
	k, v, ok := strings.Cut(s, "=")
	if !ok || strings.TrimSpace(k) == "" {
		return fmt.Errorf("%q: want KEY=VALUE", s)
	}
	o[strings.TrimSpace(k)] = strings.TrimSpace(v)
	return nil
}
