package scene

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// In a hot-seat game whose turns are short (rules.Pacer: in Kill Team the
// two sides act one action at a time, alternately) a hand-over screen at
// every change of seat would follow nearly every action. There, unless
// the settings ask for the hand-over screen every turn, the board stays:
// the new seat is called on the board, its colour frames the board while
// it decides, and for a moment no input is taken, so a click meant for
// the last action cannot act for the other side. The game's first
// decision (and a resumed game's) still comes after the hand-over screen.

// seatGuardTicks is how long input is ignored after the seat changes on
// the board (the hand-over screen waits 15 ticks before its button).
const seatGuardTicks = 24

// seatCallTicks is how long the call of the new seat stands on the board.
const seatCallTicks = 110

// boardHandOver reports whether this battle changes seats on the board
// rather than on the hand-over screen: a hot-seat game of short turns
// with no hidden hands, and the settings keep the hand-over screen for
// long turns.
func (b *battleScreen) boardHandOver(a *App) bool {
	if b.cfg.mode != modeHotSeat || a.settings.HandOver == HandOverEvery || b.seatSecrets() {
		return false // hidden hands: the hand-over screen at every change
	}
	p, ok := b.g.(rules.Pacer)
	return ok && p.ShortTurns()
}

// takeSeat gives the board to seat without the hand-over screen: it is
// called, and input waits seatGuardTicks.
func (b *battleScreen) takeSeat(seat rules.Seat) {
	b.seen = seat
	b.seatGuard = seatGuardTicks
	b.seatCall = seatCallTicks
	b.hoverOK = false
	b.endAsk = false
}

// turnBackTicks is how long input is ignored when the computer hands the
// turn back to the person: the action bar changes from the computer's
// controls to the person's actions under the pointer, and a click meant
// for Hurry must not land on the action that took its place.
const turnBackTicks = 15

// guardTurnBack guards the person's input for turnBackTicks when the
// computer's action just applied gave the turn back to the person.
func (b *battleScreen) guardTurnBack() {
	if b.humanDecides() {
		b.seatGuard = max(b.seatGuard, turnBackTicks)
		b.hoverOK = false
	}
}

// seatTicks counts down the guard and the call of a seat change.
func (b *battleScreen) seatTicks() {
	b.seatGuard = max(0, b.seatGuard-1)
	b.seatCall = max(0, b.seatCall-1)
}

// seatFramed reports whether the board is framed in the deciding seat's
// colour: a hot-seat game that changes seats on the board, a person
// deciding.
func (b *battleScreen) seatFramed(a *App) bool {
	return b.boardHandOver(a) && b.seen != rules.NoSeat && !b.g.Over() && b.replay == nil
}

// drawSeatFrame frames the board in the colour of the seat that has it,
// so whose turn it is shows wherever the players look.
func (b *battleScreen) drawSeatFrame(a *App, dst *ebiten.Image) {
	if !b.seatFramed(a) {
		return
	}
	c := b.seatColour(a, b.seen)
	r := b.lay.board
	const t = 5.0
	fillRect(dst, rect{r.X, r.Y, r.W, t}, c)
	fillRect(dst, rect{r.X, r.Y + r.H - t, r.W, t}, c)
	fillRect(dst, rect{r.X, r.Y, t, r.H}, c)
	fillRect(dst, rect{r.X + r.W - t, r.Y, t, r.H}, c)
}

// seatCalled is the call of the seat that just took the board, "Red to
// play", while it stands.
func (b *battleScreen) seatCalled(a *App) (string, bool) {
	if b.seatCall == 0 || !b.seatFramed(a) || b.g.ToMove() != b.seen {
		return "", false
	}
	return a.t("HudToPlay" + seatName(b.seen)), true
}

// drawSeatCall calls the seat that just took the board — "Red to play"
// and what it decides — at y on the board's middle; it returns where the
// call ends (y when none shows).
func (b *battleScreen) drawSeatCall(a *App, dst *ebiten.Image, y float64) float64 {
	title, ok := b.seatCalled(a)
	if !ok {
		return y
	}
	alpha := 1.0
	if b.seatCall < 25 {
		alpha = float64(b.seatCall) / 25
	}
	c := b.seatColour(a, b.seen)
	prompt := b.promptFor(b.seen)
	face := a.fonts.boldFace(sizeBanner)
	sub := a.fonts.face(sizeNormal)
	maxW := b.lay.board.W - 40
	var subs []string
	if prompt != "" {
		subs = wrap(prompt, sub, maxW-40)
		if len(subs) > 2 {
			subs = append(subs[:1], ellipsis(strings.Join(subs[1:], " "), sub, maxW-40))
		}
	}
	w := textWidth(title, face)
	for _, l := range subs {
		w = max(w, textWidth(l, sub))
	}
	w = min(maxW, w+64)
	lh := lineHeight(sub)
	th := lineHeight(face)
	h := th + 20 + float64(len(subs))*lh
	cx := b.lay.board.X + b.lay.board.W/2
	r := rect{cx - w/2, y, w, h}
	roundRect(dst, r, 10, withAlpha(mix(color.RGBA{10, 12, 18, 255}, c, 0.25), 0.92*alpha))
	fillRect(dst, rect{r.X + 6, r.Y, r.W - 12, 5}, withAlpha(c, alpha))
	fillRect(dst, rect{r.X + 6, r.Y + r.H - 5, r.W - 12, 5}, withAlpha(c, alpha))
	drawText(dst, title, face, cx, r.Y+8, withAlpha(c, alpha), text.AlignCenter)
	for i, l := range subs {
		drawText(dst, l, sub, cx, r.Y+8+th+4+float64(i)*lh, withAlpha(colText, alpha), text.AlignCenter)
	}
	return r.Y + r.H
}
