package scene

import (
	"errors"
	"fmt"
	"image/color"
	"strings"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Config is what the game needs from its host program.
type Config struct {
	Registry *rules.Registry   // rulesets; the default one is Ruleset
	Ruleset  string            // e.g. "flashpoint"
	Arenas   []string          // shipped arena names for the setup screen
	Storage  Storage           // settings and the saved game; nil keeps them in memory
	Seed     uint64            // the seed the setup screen starts with
	Arena    string            // the arena the setup screen starts with ("" = the ruleset's first)
	Scenario string            // the scenario the setup screen starts with ("" = the ruleset's first)
	Options  map[string]string // scenario options added to every setup, e.g. "rounds": "3"
	// QuickStart skips the title and setup screens and starts a hot-seat
	// game with the setup screen's starting choices.
	QuickStart bool
	// Versus makes QuickStart start a game against the computer (the
	// player is blue).
	Versus bool
	// ShowFPS draws the frame and tick rates in a corner.
	ShowFPS bool
	// Watch makes QuickStart start a game the computer plays on both sides.
	Watch bool
	// Level is the computer's level the setup screen starts with (and
	// QuickStart plays): easy, normal or hard; "" is normal.
	Level string
	// Think, when above 0, is the most time a computer player may think
	// per decision, in place of its level's budget (ai.LevelBudget). Its
	// work limit stays: a longer time lets a slow machine finish the
	// level's search, which then depends only on the seed and position.
	Think time.Duration
	// Notice is a message shown on screen at the start, e.g. why the
	// settings will not be kept.
	Notice string
	// Position, with QuickStart, starts the battle from this position
	// (the ruleset's position format, rules.Ruleset.LoadPosition) in the
	// quick start's play mode. Such a battle is never saved and leaves the
	// saved game alone.
	Position []byte
	// Replay opens the replay viewer on this replay file at once (the
	// -replay flag); Esc leads to the title.
	Replay []byte
	// FirstFrame, when set, is called once, after the first frame is
	// drawn (the browser page hides its loading bar then).
	FirstFrame func()
	// SystemLanguage is the system's locale (LANG, LC_ALL or LC_MESSAGES
	// on the desktop, navigator.language in the browser: uk_UA.UTF-8,
	// ru-RU, en-US), which the language setting System follows.
	SystemLanguage string
	// Language, when set (en, uk or ru: the -lang flag), is the language of
	// this run until the settings choose another.
	Language string
	// ReducedMotion is the system's wish for less motion (the browser's
	// prefers-reduced-motion), which the motion setting System follows.
	ReducedMotion bool
}

// screen is one page of the game: title, setup, battle, results...
type screen interface {
	update(a *App, in *input) error
	draw(a *App, dst *ebiten.Image)
}

// App is the whole game as an ebiten.Game: it owns the settings, the
// fonts and the current screen.
type App struct {
	cfg      Config
	fonts    *fonts
	settings Settings
	store    Storage
	cur      screen
	in       input
	w, h     int     // logical screen size
	scale    float64 // the interface scale in use (uiScaleFor): the setting, less where the window is too small for it
	toast    string
	toastEnd time.Time
	quit     bool
	ticks    int
	backdrop backdropCache
	sound    soundBoard
	frames   int // frames drawn
	idle     idleState
	speech   speech // the language of the screens' own text (language.go)
	// focusMode is the keys the current screen left to the focus ring
	// last tick (focus.go).
	focusMode focusKeys

	statusMu   sync.Mutex     // guards statusWant (see ReportStatus)
	statusWant []func(Status) // status requests to answer after the next tick
}

// New prepares the game. Problems with the settings file are not fatal:
// the defaults are used and the problem is shown on screen.
func New(cfg Config) (*App, error) {
	if cfg.Registry == nil {
		return nil, errors.New("scene: no ruleset registry")
	}
	if _, err := cfg.Registry.Get(cfg.Ruleset); err != nil {
		return nil, fmt.Errorf("scene: %w", err)
	}
	if cfg.Level != "" && !knownLevel(cfg.Level) {
		return nil, fmt.Errorf("level %q: want one of %s", cfg.Level, strings.Join(computerLevels, ", "))
	}
	f, err := loadFonts()
	if err != nil {
		return nil, err
	}
	a := &App{cfg: cfg, fonts: f, store: cfg.Storage, w: 1280, h: 720}
	ebiten.SetScreenClearedEveryFrame(false) // Draw fills the screen itself, or leaves it (idle.go)
	if a.store == nil {
		a.store = &MemoryStorage{}
	}
	s, err := LoadSettings(a.store)
	a.settings = s
	if err != nil {
		a.notify(err.Error())
	}
	if cfg.Notice != "" {
		a.notify(strings.TrimSpace(a.toast + " " + cfg.Notice))
	}
	a.in.settings = &a.settings
	cat, err := lang.Load()
	if err != nil {
		return nil, err
	}
	a.speech = speech{cat: cat, override: cfg.Language}
	a.chooseLanguage()
	if cfg.Replay != nil {
		k, err := parseKeptReplay(cfg.Replay)
		if err != nil {
			return nil, fmt.Errorf("replay: %w", err)
		}
		v, err := newReplayScreen(a, k.Replay)
		if err != nil {
			return nil, err
		}
		a.cur = v
		return a, nil
	}
	if cfg.QuickStart {
		su := newSetupScreen(a)
		switch {
		case cfg.Watch:
			su.mode.index = 2
		case cfg.Versus:
			su.mode.index = 1
		}
		start := su.start
		if cfg.Position != nil {
			start = func(a *App) (*battleScreen, error) { return positionBattle(a, su, cfg.Position) }
		}
		b, err := start(a)
		if err != nil {
			return nil, err
		}
		a.cur = b
	} else {
		a.cur = newTitleScreen(a)
	}
	return a, nil
}

// Update advances the current screen by one tick.
func (a *App) Update() error {
	a.ticks++
	a.in.read()
	if a.in.command(cmdFullscreen) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	// Browsers allow audio only after a gesture, so the device opens on the
	// first click or key press (looked at again after the screen, so a
	// click that turns the volume up from 0 counts too).
	gesture := a.in.leftPressed || a.in.rightPressed || len(a.in.keys) > 0
	if gesture {
		a.sound.wake(a.settings.Volume)
	}
	cur := a.cur
	if err := a.updateScreen(); err != nil {
		return err
	}
	if gesture {
		a.sound.wake(a.settings.Volume)
	}
	a.sound.collect()
	// The battle sounds its own clicks (its board takes every click).
	if _, battle := cur.(*battleScreen); a.in.leftPressed && a.in.consumed && !battle {
		a.playSound(cue{s: soundClick})
	}
	a.noteTick()
	a.answerStatus()
	if a.quit {
		return ebiten.Termination
	}
	return nil
}

// Draw draws the current screen and any message.
func (a *App) Draw(dst *ebiten.Image) {
	if a.skipDraw() {
		return // nothing changed: the last frame stays (idle.go)
	}
	dst.Fill(colBackground)
	a.cur.draw(a, dst)
	a.drawFocus(dst)
	if a.cfg.ShowFPS {
		drawText(dst, fmt.Sprintf("FPS %.0f · TPS %.0f", ebiten.ActualFPS(), ebiten.ActualTPS()), a.fonts.face(sizeSmall),
			4, float64(a.h)-18, colAccent, text.AlignStart)
	}
	if a.toast != "" && a.toastEnd.IsZero() {
		// The message's time on screen starts when it is first drawn, so a
		// slow first frame (a loading browser) does not use it up unseen.
		a.toastEnd = time.Now().Add(toastTime)
	}
	if a.toast != "" && time.Now().Before(a.toastEnd) {
		face := a.fonts.face(sizeNormal)
		lines := wrap(a.toast, face, float64(a.w)*0.6)
		lh := lineHeight(face)
		w := 0.0
		for _, l := range lines {
			w = max(w, textWidth(l, face))
		}
		r := rect{float64(a.w)/2 - w/2 - 14, float64(a.h) - 120 - lh*float64(len(lines)), w + 28, lh*float64(len(lines)) + 16}
		roundRect(dst, r, 6, color.RGBA{60, 20, 20, 240})
		strokeRoundRect(dst, r, 6, 1, colBad)
		for i, l := range lines {
			drawText(dst, l, face, r.X+14, r.Y+8+float64(i)*lh, colText, text.AlignStart)
		}
	}
	a.frameDrawn()
}

// Layout makes the logical screen the window size divided by the UI scale
// in use (uiScaleFor).
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	a.scale = uiScaleFor(a.settings.UIScale, outsideWidth, outsideHeight)
	a.fonts.least = readableSize(a.scale)
	a.w = max(1, int(float64(outsideWidth)/a.scale))
	a.h = max(1, int(float64(outsideHeight)/a.scale))
	return a.w, a.h
}

// uiScale is the interface scale in use: the setting until the first
// Layout, then uiScaleFor the window.
func (a *App) uiScale() float64 {
	if a.scale > 0 {
		return a.scale
	}
	if a.settings.UIScale > 0 {
		return a.settings.UIScale
	}
	return 1
}

// minLogicalW and minLogicalH are the smallest logical screen the
// interface is laid out for: 1280×720 at 200%.
const minLogicalW, minLogicalH = 640, 360

// uiScaleFor is the interface scale for a window: the setting, lowered
// where the window is too small to hold the smallest logical screen at
// it (200% in an 800×600 window would leave 400×300 and cut every
// screen: it draws at 125%, 640×480), never below 100% on that account.
func uiScaleFor(setting float64, w, h int) float64 {
	if setting <= 0 {
		setting = 1
	}
	fit := min(float64(w)/minLogicalW, float64(h)/minLogicalH)
	if setting > fit {
		return max(min(setting, 1), fit)
	}
	return setting
}

// switchTo makes s the current screen.
func (a *App) switchTo(s screen) { a.cur = s }

// notify shows a message for a few seconds (errors the player should know
// about, such as a settings file that could not be read).
func (a *App) notify(msg string) {
	a.toast = msg
	a.toastEnd = time.Time{} // set when first drawn
}

// toastTime is how long a message stays on screen once drawn.
const toastTime = 8 * time.Second

// ruleset is the configured ruleset.
func (a *App) ruleset() rules.Ruleset {
	rs, _ := a.cfg.Registry.Get(a.cfg.Ruleset)
	return rs
}

// saveSettings persists the settings, reporting a failure on screen.
func (a *App) saveSettings() {
	if err := SaveSettings(a.store, a.settings); err != nil {
		a.notify("Could not save the settings: " + err.Error())
	}
}

// playSound plays a sound effect at the settings volume.
func (a *App) playSound(c cue) { a.sound.play(c, a.settings.Volume) }

// size is the logical screen size.
func (a *App) size() (float64, float64) { return float64(a.w), float64(a.h) }
