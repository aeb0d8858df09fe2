package scene

import (
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// openHotSeat starts a hot-seat battle on a's setup and goes past the
// opening hand-over, which every hot-seat game shows.
func openHotSeat(t *testing.T, a *App) *battleScreen {
	t.Helper()
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	if b.cfg.mode != modeHotSeat {
		t.Fatalf("the setup starts a %q game", b.cfg.mode)
	}
	a.switchTo(b)
	in := input{settings: &a.settings}
	if err := b.update(a, &in); err != nil {
		t.Fatal(err)
	}
	h, ok := a.cur.(*handoverScreen)
	if !ok || h.seat != b.g.ToMove() {
		t.Fatalf("a hot-seat game opens with the hand-over to %v, got %T", b.g.ToMove(), a.cur)
	}
	b.seen = h.seat
	a.switchTo(b)
	return b
}

// playToSeatChange applies the deciding seat's first legal actions until
// the other seat decides, then runs the battle's ticks (animations
// skipped) until it stops waiting for the new seat or leaves the screen.
func playToSeatChange(t *testing.T, a *App, b *battleScreen) rules.Seat {
	t.Helper()
	from := b.g.ToMove()
	for n := 0; b.g.ToMove() == from; n++ {
		if n > 200 || b.g.Over() {
			t.Fatalf("%v kept the decision for %d actions", from, n)
		}
		b.apply(a, b.g.Legal()[0])
	}
	for n := 0; n < 300 && a.cur == screen(b) && b.awaitingHandover(); n++ {
		b.anim.skip(b.started)
		in := input{settings: &a.settings}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
	}
	return b.g.ToMove()
}

// inputMark is what a key or click for the deciding seat changes: the
// actions recorded and the choice under way.
func inputMark(b *battleScreen) [4]any {
	return [4]any{len(b.cfg.recorder.Replay.Actions), b.sel, b.endAsk, b.picked}
}

// In a hot-seat game of Kill Team (short turns) the seat changes on the
// board by default: no hand-over screen after the opening one, the board
// framed in the new seat's colour and "Red to play" (or Blue) called on
// it, and for a moment no key or click acts, so the press that ended one
// player's action cannot act for the other; then the new seat plays.
func TestKillTeamHotSeatChangesSeatOnBoard(t *testing.T) {
	a := newAutoDeployApp(t, "killteam", "beginner", 3)
	if a.settings.HandOver != HandOverLong {
		t.Fatalf("the hand-over setting is %q by default, want %q", a.settings.HandOver, HandOverLong)
	}
	b := openHotSeat(t, a)
	for change := 0; change < 6; change++ {
		to := playToSeatChange(t, a, b)
		if h, ok := a.cur.(*handoverScreen); ok {
			t.Fatalf("change %d: the hand-over screen to %v in Kill Team", change, h.seat)
		}
		if b.seen != to || b.awaitingHandover() || !b.humanDecides() {
			t.Fatalf("change %d: %v decides, the board is %v's", change, to, b.seen)
		}
		if !b.seatFramed(a) {
			t.Fatalf("change %d: the board is not framed in %v's colour", change, to)
		}
		if call, ok := b.seatCalled(a); !ok || call != seatName(to)+" to play" {
			t.Fatalf("change %d: the board calls %q (%v), want %q", change, call, ok, seatName(to)+" to play")
		}
		// A key and a click at once: ignored while the guard lasts.
		if b.seatGuard == 0 {
			t.Fatalf("change %d: input is taken at once after the seat changed", change)
		}
		before := inputMark(b)
		for b.seatGuard > 1 {
			x, y := b.lay.board.X+b.lay.board.W/2, b.lay.board.Y+b.lay.board.H/2
			in := input{settings: &a.settings, keys: []ebiten.Key{ebiten.KeyDigit1}, leftPressed: true, mx: x, my: y}
			if err := b.update(a, &in); err != nil {
				t.Fatal(err)
			}
			if inputMark(b) != before {
				t.Fatalf("change %d: a key pressed %d ticks after the seat changed acted for %v", change, seatGuardTicks-b.seatGuard, to)
			}
		}
		if err := b.update(a, &input{settings: &a.settings}); err != nil {
			t.Fatal(err)
		}
		in := input{settings: &a.settings, keys: []ebiten.Key{ebiten.KeyDigit1}}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
		if inputMark(b) == before {
			t.Fatalf("change %d: after the pause, key 1 did nothing for %v (bar %d entries)", change, to, len(b.entries))
		}
		b.backOut()
		b.backOut()
		b.endAsk = false
	}
}

// With the hand-over setting on every turn, a hot-seat game of Kill Team
// shows the hand-over screen at each change of seat, and the board is
// neither framed nor called.
func TestKillTeamHotSeatEveryTurnHandsOver(t *testing.T) {
	a := newAutoDeployApp(t, "killteam", "beginner", 3)
	a.settings.HandOver = HandOverEvery
	b := openHotSeat(t, a)
	for change := 0; change < 3; change++ {
		to := playToSeatChange(t, a, b)
		h, ok := a.cur.(*handoverScreen)
		if !ok || h.seat != to {
			t.Fatalf("change %d: %T after the seat changed to %v, want its hand-over", change, a.cur, to)
		}
		if b.seatFramed(a) || b.seatGuard != 0 {
			t.Fatal("the board is framed or guarded in a game that hands over every turn")
		}
		b.seen = h.seat
		a.switchTo(b)
	}
}

// Flashpoint's turns are long: by default its hot-seat seat changes still
// show the hand-over screen.
func TestFlashpointHotSeatHandsOverByDefault(t *testing.T) {
	a := newRealApp(t, "flashpoint", "beginner", 11)
	b := openHotSeat(t, a)
	to := playToSeatChange(t, a, b)
	if h, ok := a.cur.(*handoverScreen); !ok || h.seat != to {
		t.Fatalf("%T after the seat changed to %v, want its hand-over", a.cur, to)
	}
	if b.seatFramed(a) {
		t.Fatal("a Flashpoint board is framed as a game of short turns")
	}
}

// The hand-over setting is saved and read back; an unknown value reads as
// the default, long turns only.
func TestHandOverSettingPersists(t *testing.T) {
	st := &FileStorage{Dir: filepath.Join(t.TempDir(), "flashpoint-arena")}
	s := DefaultSettings()
	s.HandOver = HandOverEvery
	if err := SaveSettings(st, s); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettings(st); err != nil || got.HandOver != HandOverEvery {
		t.Fatalf("reloaded %q %v", got.HandOver, err)
	}
	if err := st.Save(settingsFile, []byte(`{"ui_scale": 1, "handover": "sometimes"}`)); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettings(st); err != nil || got.HandOver != HandOverLong {
		t.Fatalf("an unknown value reads as %q %v", got.HandOver, err)
	}
}

// The settings screen's "Hand-over screen" row shows the setting and a
// click on its value switches it between long turns only and every turn.
func TestHandOverSettingOnScreen(t *testing.T) {
	a := newTestApp(t)
	a.w, a.h = 1280, 720
	s := newSettingsScreen(a, newTitleScreen(a))
	s.layout(a)
	if s.handover.value() != "Long turns only" || s.handover.help == "" {
		t.Fatalf("the row shows %q (help %q)", s.handover.value(), s.handover.help)
	}
	for _, want := range []string{HandOverEvery, HandOverLong} {
		l, r := s.handover.arrows()
		in := input{settings: &a.settings, leftPressed: true, mx: (l.X + l.W + r.X) / 2, my: r.Y + r.H/2}
		s.firstTick = false
		if err := s.update(a, &in); err != nil {
			t.Fatal(err)
		}
		if a.settings.HandOver != want {
			t.Fatalf("after a click the setting is %q, want %q", a.settings.HandOver, want)
		}
	}
}

// A whole hot-seat game of Kill Team on the default setting: after the
// opening, no change of seat shows the hand-over screen; each is called
// on the board for the seat that decides, guarded, and framed in its
// colour; the game ends on the results screen.
func TestKillTeamHotSeatWholeGameOnBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game")
	}
	a := newAutoDeployApp(t, "killteam", "standard", 3)
	b := openHotSeat(t, a)
	rng := rules.NewRNG(9)
	changes := 0
	for step := 0; step < 20000; step++ {
		b.anim.skip(b.started)
		seat := b.seen
		if err := b.update(a, &input{settings: &a.settings}); err != nil {
			t.Fatal(err)
		}
		switch s := a.cur.(type) {
		case *handoverScreen:
			t.Fatalf("after %d changes of seat, the hand-over screen to %v", changes, s.seat)
		case *resultsScreen:
			if !b.g.Over() || changes < 20 {
				t.Fatalf("results after %d changes of seat, over %v", changes, b.g.Over())
			}
			t.Logf("%d changes of seat on the board", changes)
			return
		}
		if b.seen != seat && !b.g.Over() {
			changes++
			if call, ok := b.seatCalled(a); !ok || b.seen != b.g.ToMove() || b.seatGuard == 0 || call != seatName(b.seen)+" to play" {
				t.Fatalf("change %d to %v: called %q (%v), guard %d", changes, b.g.ToMove(), call, ok, b.seatGuard)
			}
			b.seatGuard = 0
		}
		if !b.humanDecides() || b.seatGuard > 0 {
			continue
		}
		if !b.seatFramed(a) {
			t.Fatal("the board is not framed while a person decides")
		}
		legal := b.g.Legal()
		b.apply(a, legal[rng.Intn(len(legal))])
	}
	t.Fatalf("the game did not end: round %d", b.g.Round())
}
