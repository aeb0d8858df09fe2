package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A whole hot-seat game of the real Flashpoint rules played through the
// battle screen with random legal choices: every legal action can be
// reached from the bar or the board, every change of the deciding seat
// (mid-turn reactions included) shows the hand-over to that seat, and the
// game ends on the results screen.
func TestBattleRandomGameRealRules(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game")
	}
	a := newRealApp(t, "flashpoint", "beginner", 11)
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(b)
	rng := rules.NewRNG(5)
	handovers := 0
	for step := 0; step < 20000; step++ {
		// Fast-forward the animations and the pause after each action.
		b.anim.skip(b.started)
		b.linger = 0
		in := input{settings: &a.settings}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
		switch s := a.cur.(type) {
		case *handoverScreen:
			if s.seat != b.g.ToMove() {
				t.Fatalf("hand-over to %v while %v decides", s.seat, b.g.ToMove())
			}
			handovers++
			b.seen = s.seat
			a.switchTo(b)
			continue
		case *resultsScreen:
			if !b.g.Over() || handovers < 2 {
				t.Fatalf("results after %d hand-overs, over %v", handovers, b.g.Over())
			}
			return
		}
		if !b.humanDecides() {
			continue // animations, the pause before a hand-over, game over
		}
		legal := b.g.Legal()
		reach := map[string]bool{}
		for _, e := range buildBar(legal, "", b.pieceName, b.describe()) {
			if e.action != nil {
				reach[e.action.Text()] = true
			}
		}
		for _, act := range legal {
			if isCellAction(act) {
				reach[act.Text()] = true
			}
		}
		for _, act := range legal {
			if !reach[act.Text()] {
				t.Fatalf("legal action %q has no button and no cube", act.Text())
			}
		}
		_ = b.overlay()
		b.apply(a, legal[rng.Intn(len(legal))])
	}
	t.Fatalf("the game did not end: round %d", b.g.Round())
}
