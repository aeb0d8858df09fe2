package uitest

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
	"github.com/flashpoint-arena/flashpoint/scene/board"
)

// reactionPosition is a hot-seat position in the middle of blue's turn:
// blue's Breacher has just charged red's Operator, and red holds a Special
// Order die (Snap Shot) and an Extra d8, blue an Extra d8 (RULES-COMMAND.md).
const reactionPosition = "testdata/snap-shot.json"

// A reaction in the opponent's turn is asked of the right player, each
// time after a hand-over in that player's colour: red's Snap Shot, then
// blue's Extra d8 for the charge, then red's Extra d8 for its defence; the
// game started from a position file (-position) and Space declining each.
func TestUIReactionsAskedAfterHandOver(t *testing.T) {
	h := needHost(t)
	data, err := os.ReadFile(reactionPosition)
	if err != nil {
		t.Fatal(err)
	}
	rs, err := all.Registry().Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	replica, err := rs.LoadPosition(data)
	if err != nil {
		t.Fatal(err)
	}
	g := startGuest(t, h, "-quick", "-position", reactionPosition, "-seed", "7")
	team := board.DefaultPalette().Team
	g.ticks(30)
	want := []rules.Seat{rules.Red, rules.Blue, rules.Red}
	for i, seat := range want {
		if got := replica.ToMove(); got != seat {
			t.Fatalf("step %d: the replica asks %v, the test expects %v", i, got, seat)
		}
		if i > 0 {
			g.ticks(150) // the board stays up a moment, then the hand-over
		}
		hand := g.snap(fmt.Sprintf("ui-reaction-%d-handover", i))
		if c := hand.RGBAAt(screenW/2, 3); !near(c, team[seat], 12) {
			t.Fatalf("step %d: the hand-over is not in %v's colour: top edge %v, want %v", i, seat, c, team[seat])
		}
		g.key(ebiten.KeySpace) // ready
		g.ticks(30)
		asked := g.snap(fmt.Sprintf("ui-reaction-%d-asked", i))
		if differs(hand, asked, screenW/2, screenH/2, 40) == 0 {
			t.Fatalf("step %d: the board did not come up after the hand-over", i)
		}
		g.key(ebiten.KeySpace) // decline: done
		g.ticks(30)
		done, err := rules.Find(replica.Legal(), seat.String()+" done")
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if _, err := replica.Apply(done); err != nil {
			t.Fatal(err)
		}
	}
	if replica.ToMove() != rules.Blue {
		t.Fatalf("after the charge blue's activation goes on; the replica asks %v", replica.ToMove())
	}
	// The charge is animated (dice, a kill), then the board lingers and
	// the hand-over comes.
	for i := 0; ; i++ {
		g.ticks(60)
		back := g.frame()
		if near(back.RGBAAt(screenW/2, 3), team[rules.Blue], 12) {
			g.snap("ui-reaction-3-handover")
			break
		}
		if i == 20 {
			g.snap("ui-reaction-3-no-handover")
			t.Fatalf("blue's turn should go on after a hand-over in its colour: top edge %v", back.RGBAAt(screenW/2, 3))
		}
	}
}
