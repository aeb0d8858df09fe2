package scene

import (
	"context"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// firstPlayer answers at once with the first legal action.
type firstPlayer struct{}

func (firstPlayer) Name() string { return "first" }

func (firstPlayer) Choose(_ context.Context, g rules.Game) (rules.Action, error) {
	return g.Legal()[0], nil
}

// When the computer hands the turn back, the person's actions take the
// place of its controls in the action bar: for a moment no click or key
// acts, so a click meant for Hurry that lands just after the computer
// answered does not activate a model in its place; then the person plays.
func TestTurnBackFromComputerIgnoresInputForAMoment(t *testing.T) {
	a := newTestApp(t)
	a.settings.Pace = "instant"
	b := startFrom(t, a, 1, nil)
	b.cpu.players[b.cfg.human.Other()] = firstPlayer{}
	defer b.cpu.stop()
	step := func(in input) {
		t.Helper()
		in.settings = &a.settings
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
	}
	// Play the person's actions until the computer has had the turn and
	// given it back.
	deadline := time.Now().Add(20 * time.Second)
	computerPlayed := false
	for {
		if time.Now().After(deadline) {
			t.Fatal("the computer never handed the turn back")
		}
		if b.computerTurn() {
			computerPlayed = true
		}
		if b.humanDecides() && b.seatGuard > 0 {
			break
		}
		if b.humanDecides() {
			if computerPlayed {
				t.Fatal("the turn came back from the computer with no pause for input")
			}
			b.apply(a, b.g.Legal()[0])
		}
		step(input{})
		time.Sleep(time.Millisecond)
	}
	if !computerPlayed {
		t.Fatal("the pause came before the computer played")
	}
	before := inputMark(b)
	for b.seatGuard > 1 {
		hurry := computerControlsFor(b.lay.bar).hurry.r // where Hurry was
		x, y := hurry.X+hurry.W/2, hurry.Y+hurry.H/2
		step(input{keys: []ebiten.Key{ebiten.KeyDigit1}, leftPressed: true, mx: x, my: y})
		if inputMark(b) != before {
			t.Fatalf("a click where Hurry was, with key 1, %d ticks after the turn came back acted", turnBackTicks-b.seatGuard)
		}
	}
	step(input{})
	step(input{keys: []ebiten.Key{ebiten.KeyDigit1}})
	if inputMark(b) == before {
		t.Fatalf("after the pause, key 1 did nothing (bar %d entries)", len(b.entries))
	}
}
