package scene

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// A screen that nothing changes costs almost no CPU: when no input came
// for a few ticks and the screen has nothing moving, Draw leaves the last
// frame on screen instead of drawing it again (the screen is not cleared
// between frames, ebiten.SetScreenClearedEveryFrame).

// idleFrames is how many frames are drawn after the last input or
// change: enough for a hover's highlight and a click's effect to show.
const idleFrames = 3

// animated is implemented by screens that change with time alone (an
// animation, a blinking caret, a computer thinking): busy reports whether
// they do now.
type animated interface {
	busy(a *App) bool
}

// idleState is what the App knows about quiet ticks.
type idleState struct {
	owed     int // frames still to draw since the last input or change
	drawnW   int // the size of the last drawn frame
	drawnH   int
	drawnCur screen // the screen of the last drawn frame
	skipped  int    // frames left as they were (a test reads it)
}

// noteTick notes input of any kind, a held key or button, a message on
// screen or a busy screen: the next frames are drawn.
func (a *App) noteTick() {
	in := &a.in
	active := in.mx != in.lastX || in.my != in.lastY || in.leftPressed || in.leftReleased || in.leftDown ||
		in.rightDown || in.rightPressed || in.rightClicked || in.wheel != 0 || len(in.keys) > 0 || len(in.chars) > 0 ||
		a.toastShowing() || a.cfg.ShowFPS
	if !active {
		active = len(inpututil.AppendPressedKeys(nil)) > 0
	}
	if s, ok := a.cur.(animated); ok && s.busy(a) {
		active = true
	}
	if active {
		a.idle.owed = idleFrames
	}
}

// skipDraw reports whether this frame may stay as the last one drawn:
// nothing happened since the frames owed to the last change were drawn.
func (a *App) skipDraw() bool {
	if a.idle.owed > 0 || a.frames == 0 || a.idle.drawnW != a.w || a.idle.drawnH != a.h || a.idle.drawnCur != a.cur {
		a.idle.drawnW, a.idle.drawnH, a.idle.drawnCur = a.w, a.h, a.cur
		a.idle.owed = max(0, a.idle.owed-1)
		return false
	}
	a.idle.skipped++
	return true
}

// toastShowing reports a message on screen or about to go (its last
// frame must be drawn without it).
func (a *App) toastShowing() bool {
	return a.toast != "" && (a.toastEnd.IsZero() || time.Now().Before(a.toastEnd.Add(200*time.Millisecond)))
}

// busy: the battle changes by itself while an animation, a banner, the
// kill feed, the dice or the pause after an action runs, while the
// computer thinks (its dots move) or plays, while a card is about to show
// beside the pointer, a replay plays, the game's end waits for the
// results, or a seat change on the board is called and guarded.
func (b *battleScreen) busy(a *App) bool {
	return b.anim.busy() || b.linger > 0 || b.ban.active() || b.feed.active() || b.dice.settling() || (b.lay.narrow && b.dice.fresh()) ||
		(b.cpu != nil && (b.cpu.pending || b.computerTurn())) ||
		(b.peek.id != "" && b.peek.ticks <= peekDelay) ||
		(b.replay != nil && b.replay.playing) ||
		(b.g.Over() && b.overTicks <= 90) ||
		(b.cfg.mode == modeHotSeat && b.g.ToMove() != b.seen) || b.seatGuard > 0 || b.seatCall > 0
}

// busy: the hand-over ignores clicks for its first ticks.
func (h *handoverScreen) busy(*App) bool { return h.ticks < 16 }

// busy: the caret blinks while a roster is renamed.
func (s *rosterScreen) busy(*App) bool { return s.renaming }

// active reports a banner on screen.
func (b *banners) active() bool { return len(b.queue) > 0 }

// active reports a kill on the feed.
func (k *killFeed) active() bool { return len(k.items) > 0 }

// settling reports dice still rolling in (each die shows after its turn,
// hud_dice.go), with a margin.
func (d *diceTray) settling() bool {
	for i, r := range d.rolls {
		if d.age[i] < 3*len(r.Dice)+30 {
			return true
		}
	}
	return false
}
