package scene

import "github.com/flashpoint-arena/flashpoint/rules"

// gameView is the View this screen may show. A game whose seats hold
// what the other must not see (rules.SeatViewer: hands of cards) is shown
// as the seat that has the screen sees it: in hot-seat the seat that took
// the screen at the last hand-over, against the computer the person's
// seat, and in watch mode and replays nobody's (b.seen is NoSeat there),
// unless a finished game's replay shows what was hidden
// (rules.Revealer).
func (b *battleScreen) gameView() rules.View {
	if r, ok := b.g.(rules.Revealer); ok && b.replay != nil && b.replay.reveal {
		return r.RevealedView() // a finished game's replay, everything shown
	}
	if sv, ok := b.g.(rules.SeatViewer); ok {
		return sv.ViewFor(b.seen)
	}
	return b.g.View()
}

// seatSecrets reports a game in which each seat holds what the other
// must not see (rules.SeatViewer): a hot-seat game of it hides the board
// behind the hand-over screen at every change of the deciding seat, even
// in the middle of a turn, so neither player sees the other's hand.
func (b *battleScreen) seatSecrets() bool {
	_, ok := b.g.(rules.SeatViewer)
	return ok
}
