package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// handShown reports whether v shows seat's hand face up (every chip named
// with its ID) and false when every chip is face down; it fails the test
// on a hand partly shown.
func handShown(t *testing.T, v rules.View, seat rules.Seat) bool {
	t.Helper()
	up, down := 0, 0
	for _, c := range v.Sides[seat].Chips {
		if c.Hidden {
			down++
			if c.ID != "" || c.Label != "?" {
				t.Fatalf("a face-down card of %v shows %+v", seat, c)
			}
		} else {
			up++
			if c.ID == "" {
				t.Fatalf("a card of %v has no ID: %+v", seat, c)
			}
		}
	}
	if up > 0 && down > 0 {
		t.Fatalf("%v's hand is shown in part: %+v", seat, v.Sides[seat].Chips)
	}
	return up > 0
}

// In a hot-seat game with hidden hands (rules.SeatViewer) every change of
// the deciding seat, in the middle of a turn too, goes through the
// hand-over screen, even with the setting for long turns only; the board
// shows only the hand of the seat that has the screen, and the new
// seat's hand after its hand-over.
func TestHiddenHandsHotSeatHandsOverEveryChange(t *testing.T) {
	a := shippedApp(t, "urban", "streets", &MemoryStorage{})
	b := openHotSeat(t, a)
	b.refresh()
	if !b.seatSecrets() || b.boardHandOver(a) {
		t.Fatal("a game with hidden hands changes seats on the board")
	}
	for change := 0; change < 6 && !b.g.Over(); change++ {
		from := b.g.ToMove()
		if !handShown(t, b.view, from) && len(b.view.Sides[from].Chips) > 0 {
			t.Fatalf("change %d: %v decides without its hand shown", change, from)
		}
		to := playToSeatChange(t, a, b)
		if b.g.Over() {
			break
		}
		h, ok := a.cur.(*handoverScreen)
		if !ok || h.seat != to {
			t.Fatalf("change %d: %T after the seat changed to %v, want its hand-over", change, a.cur, to)
		}
		if handShown(t, b.view, to) {
			t.Fatalf("change %d: %v's hand shows before its hand-over", change, to)
		}
		in := input{settings: &a.settings}
		for n := 0; n < 20 && a.cur == screen(h); n++ {
			if n == 16 {
				in.keys = []ebiten.Key{ebiten.KeyEnter}
			}
			if err := h.update(a, &in); err != nil {
				t.Fatal(err)
			}
		}
		if a.cur != screen(b) || b.seen != to {
			t.Fatalf("change %d: the hand-over to %v did not give it the board", change, to)
		}
		if handShown(t, b.view, to.Other()) {
			t.Fatalf("change %d: %v sees %v's hand", change, to, to.Other())
		}
		if !handShown(t, b.view, to) && len(b.view.Sides[to].Chips) > 0 {
			t.Fatalf("change %d: %v does not see its own hand", change, to)
		}
	}
}

// Against the computer the person sees only their own hand, whoever
// decides; watching, nobody's hand is shown.
func TestHiddenHandsVersusAndWatch(t *testing.T) {
	a := shippedApp(t, "urban", "streets", &MemoryStorage{})
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		mode  string
		human rules.Seat
	}{{modeVersus, rules.Blue}, {modeVersus, rules.Red}, {modeWatch, rules.NoSeat}} {
		w := newBattleScreen(a, battleConfig{game: b.g.Clone(), recorder: b.cfg.recorder, mode: c.mode, human: c.human})
		w.refresh()
		for _, seat := range rules.Seats {
			if got := handShown(t, w.view, seat); got != (seat == c.human) {
				t.Errorf("%s as %v: %v's hand shown %v", c.mode, c.human, seat, got)
			}
		}
	}
}
