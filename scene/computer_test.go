package scene

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// stubbornPlayer never answers on its own: it waits until its context is
// done, then plays the first legal action, as a search answers with its
// best so far when it is told to stop.
type stubbornPlayer struct{ asked chan struct{} }

func (stubbornPlayer) Name() string { return "stubborn" }

func (p stubbornPlayer) Choose(ctx context.Context, g rules.Game) (rules.Action, error) {
	p.asked <- struct{}{}
	<-ctx.Done()
	return g.Legal()[0], nil
}

// startFrom opens the battle the setup screen starts in mode (1 versus,
// 2 watch) after set adjusts the setup.
func startFrom(t *testing.T, a *App, mode int, set func(*setupScreen)) *battleScreen {
	t.Helper()
	su := newSetupScreen(a)
	su.mode.index = mode
	if set != nil {
		set(su)
	}
	b, err := su.start(a)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(b)
	return b
}

// The setup screen offers the computer's level against the computer and
// a level per side when watching; the battle plays them, the saved game
// keeps them and Continue brings them back.
func TestSetupChoosesComputerLevels(t *testing.T) {
	a := newTestApp(t)
	b := startFrom(t, a, 1, func(su *setupScreen) {
		if !hasRow(su, &su.level) || hasRow(su, &su.blueCPU) {
			t.Fatal("versus should offer one computer level and no per-side levels")
		}
		su.side.index = 1 // the person plays red
		su.level.set("hard")
	})
	if b.cfg.levels != [2]string{"hard", ""} || !b.cpu.plays(rules.Blue) || b.cpu.plays(rules.Red) {
		t.Fatalf("versus as red against hard: levels %q", b.cfg.levels)
	}
	if p := b.cpu.players[rules.Blue]; p.Name() != "hard" {
		t.Fatalf("blue is played by %q, want hard", p.Name())
	}
	b.save(a)
	r, err := resumeGame(a)
	if err != nil {
		t.Fatal(err)
	}
	if r.cfg.levels != b.cfg.levels || r.cfg.human != rules.Red {
		t.Fatalf("Continue brought back levels %q, human %v", r.cfg.levels, r.cfg.human)
	}

	w := startFrom(t, a, 2, func(su *setupScreen) {
		if !hasRow(su, &su.blueCPU) || !hasRow(su, &su.redCPU) || hasRow(su, &su.side) {
			t.Fatal("watch should offer a level per side and no side choice")
		}
		su.blueCPU.set("easy")
		su.redCPU.set("hard")
	})
	if w.cfg.levels != [2]string{"easy", "hard"} {
		t.Fatalf("watch levels %q", w.cfg.levels)
	}
	if h := startFrom(t, a, 0, nil); h.cpu != nil || h.cfg.levels != [2]string{} {
		t.Fatal("a hot-seat game has a computer player")
	}
}

func hasRow(su *setupScreen, c *chooser) bool {
	for _, r := range su.rows() {
		if r == c {
			return true
		}
	}
	return false
}

// A saved game from before levels plays the default level; one naming an
// unknown level is refused with a message that says which.
func TestSavedGameLevels(t *testing.T) {
	if got := computerSeats(modeVersus, rules.Blue, [2]string{}); got != [2]string{"", defaultLevel} {
		t.Errorf("old versus save: %q", got)
	}
	if got := computerSeats(modeWatch, rules.Blue, [2]string{"hard", ""}); got != [2]string{"hard", defaultLevel} {
		t.Errorf("watch: %q", got)
	}
	if got := computerSeats(modeHotSeat, rules.Blue, [2]string{"hard", "easy"}); got != [2]string{} {
		t.Errorf("hot-seat: %q", got)
	}
	a := newTestApp(t)
	if err := a.store.Save(saveFile, []byte(`{"mode":"versus","human":"blue","levels":["","grandmaster"],"replay":{"ruleset":"fake"}}`)); err != nil {
		t.Fatal(err)
	}
	if _, err := readSavedGame(a.store); err == nil {
		t.Fatal("a saved game with an unknown level was accepted")
	} else if want := `unknown level "grandmaster"`; !strings.Contains(err.Error(), want) {
		t.Fatalf("error %q does not say %s", err, want)
	}
}

// Hurry tells the thinking player to stop: a player that would think for
// ever answers once hurried, and the least think time is not waited for.
func TestHurryMakesTheComputerAnswer(t *testing.T) {
	a := newTestApp(t)
	b := startFrom(t, a, 2, nil)
	asked := make(chan struct{}, 1)
	b.cpu.players = [2]ai.Player{stubbornPlayer{asked: asked}, stubbornPlayer{asked: asked}}
	defer b.cpu.stop()
	var in input
	in.settings = &a.settings
	step := func() {
		in = input{settings: &a.settings}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
	}
	step()
	<-asked // the player is thinking now
	for range 3 * computerThinkTicks {
		step()
	}
	if len(b.cfg.recorder.Replay.Actions) != 0 || !b.cpu.pending {
		t.Fatal("the computer answered without being hurried")
	}
	in = input{settings: &a.settings}
	in.keys = append(in.keys, a.settings.Key(cmdHurry))
	if err := b.update(a, &in); err != nil {
		t.Fatal(err)
	}
	if !b.cpu.hurried || b.cpu.hurries != 1 {
		t.Fatalf("the hurry key did not hurry the computer (hurried %v, %d hurries)", b.cpu.hurried, b.cpu.hurries)
	}
	deadline := time.Now().Add(10 * time.Second)
	for len(b.cfg.recorder.Replay.Actions) == 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
		step()
	}
	if len(b.cfg.recorder.Replay.Actions) != 1 {
		t.Fatal("the hurried computer did not play")
	}
}

// The speed control steps through the paces, stops at both ends, is kept
// in the settings, and an unknown stored pace reads as normal speed.
func TestPaceSteps(t *testing.T) {
	if got := stepPace("normal", 1); got != "fast" {
		t.Errorf("faster than normal: %q", got)
	}
	if got := stepPace("slow", -1); got != "slow" {
		t.Errorf("slower than slowest: %q", got)
	}
	if got := stepPace("instant", 3); got != "instant" {
		t.Errorf("faster than instant: %q", got)
	}
	s := DefaultSettings()
	s.Pace = "ludicrous"
	s.normalise()
	if s.Pace != "normal" {
		t.Errorf("unknown pace normalised to %q", s.Pace)
	}
	a := newTestApp(t)
	b := startFrom(t, a, 2, nil)
	in := input{settings: &a.settings}
	in.keys = append(in.keys, a.settings.Key(cmdFaster))
	b.computerInput(a, &in)
	if a.settings.Pace != "fast" {
		t.Fatalf("pace after the faster key: %q", a.settings.Pace)
	}
	got, err := LoadSettings(a.store)
	if err != nil || got.Pace != "fast" {
		t.Fatalf("stored pace %q, %v", got.Pace, err)
	}
}

// At a faster pace the animations play faster: a 3-cube move takes half
// the ticks at 2×.
func TestAnimatorRate(t *testing.T) {
	ticks := func(rate float64) int {
		var an animator
		an.rate = rate
		an.push([]rules.Event{moveEvent()})
		n := 0
		for an.busy() {
			an.update(func(rules.Event) {})
			n++
		}
		return n
	}
	normal, fast := ticks(1), ticks(2)
	if normal != 3*ticksPerStep+1 || fast != (3*ticksPerStep+1)/2+1 {
		t.Fatalf("a 3-cube move takes %d ticks at 1× and %d at 2×", normal, fast)
	}
}

// Watching at instant pace, every action is shown at once: the animator
// is never left busy after the computer plays.
func TestInstantPaceSkipsAnimations(t *testing.T) {
	a := newTestApp(t)
	a.settings.Pace = "instant"
	b := startFrom(t, a, 2, func(su *setupScreen) {
		su.blueCPU.set("easy")
		su.redCPU.set("easy")
	})
	deadline := time.Now().Add(20 * time.Second)
	for len(b.cfg.recorder.Replay.Actions) < 4 && time.Now().Before(deadline) {
		in := input{settings: &a.settings}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
		if b.anim.busy() {
			t.Fatal("an animation is playing at instant pace")
		}
		time.Sleep(100 * time.Microsecond)
	}
	if n := len(b.cfg.recorder.Replay.Actions); n < 4 {
		t.Fatalf("the computers played only %d actions", n)
	}
}

// moveEvent is a move of blue.1 three cubes along a row.
func moveEvent() rules.Event {
	from, to := world.Pos{X: 0, Y: 0, Z: 1}, world.Pos{X: 3, Y: 0, Z: 1}
	return rules.Event{Kind: "move", Actor: "blue.1", From: &from, To: &to,
		Path: []world.Pos{{X: 1, Y: 0, Z: 1}, {X: 2, Y: 0, Z: 1}, to}}
}

// Button hints name keys briefly, and the results say who played which
// side.
func TestKeyLabelsAndSidesLine(t *testing.T) {
	for k, want := range map[ebiten.Key]string{
		ebiten.KeyBracketLeft: "[", ebiten.KeyH: "H", ebiten.KeyDigit5: "5", ebiten.KeyArrowUp: "Up", ebiten.KeyEscape: "Esc",
	} {
		if got := keyLabel(k); got != want {
			t.Errorf("keyLabel(%v) = %q, want %q", k, got, want)
		}
	}
	if got := sidesLine(newTestApp(t).t, modeVersus, rules.Red, [2]string{"hard", ""}); got != "Blue: computer (Hard) · Red: you" {
		t.Errorf("versus: %q", got)
	}
	if got := sidesLine(newTestApp(t).t, modeHotSeat, rules.Blue, [2]string{}); got != "" {
		t.Errorf("hot-seat: %q", got)
	}
}

// A host asking for a level the setup screen does not offer is refused
// with the levels there are.
func TestNewRefusesUnknownLevel(t *testing.T) {
	_, err := New(Config{Registry: rules.NewRegistry(fakeRuleset{}), Ruleset: "fake", Arenas: []string{"yard"}, Storage: &MemoryStorage{}, Level: "grandmaster"})
	if err == nil || !strings.Contains(err.Error(), "grandmaster") || !strings.Contains(err.Error(), "hard") {
		t.Fatalf("New with level grandmaster: %v", err)
	}
}
