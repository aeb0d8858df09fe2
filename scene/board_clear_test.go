package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// shortNarrowBattle is a Flashpoint battle (command dice) in a 1280×720
// window at 200% interface size (640×360 logical), past its hand-over.
func shortNarrowBattle(t *testing.T) (*App, *battleScreen) {
	t.Helper()
	a := rosterTestApp(t, &MemoryStorage{})
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(b)
	a.w, a.h = 640, 360
	b.seen = b.g.ToMove()
	tap(t, a, b, rect{})
	if !b.lay.narrow || !b.sidesOverlay() {
		t.Fatal("640×360 is not a short narrow window")
	}
	return a, b
}

// At 200% in 1280×720 the open command dice stand in the card's place,
// never over the board: the board keeps its room, and the keyboard
// cursor and the models stay in sight. Selecting a model folds them, so
// its card shows.
func TestSidePanelKeepsOffTheBoard(t *testing.T) {
	a, b := shortNarrowBattle(t)
	if !b.sidesShown() || !b.sidesOnCard(a) {
		t.Fatal("the command dice decision does not open the side panel")
	}
	at, _, onCard, ok := sidesOverlayPlace(b.lay, a.fonts, b.view, a.t)
	if !ok || !onCard || overlap(at, b.lay.board) || at.X+at.W > b.lay.left.X+b.lay.left.W {
		t.Fatalf("the open side panel %v is not in the card column (board %v)", at, b.lay.board)
	}
	if lines, _ := b.cardTerms(a); lines != nil {
		t.Error("the card under the open panel still takes clicks")
	}
	b.selectPiece(b.view.Pieces[0].ID)
	if b.sidesShown() {
		t.Error("selecting a model left the side panel over its card")
	}
	tap(t, a, b, rect{}, ebiten.KeyK)
	if !b.sidesShown() {
		t.Error("K did not open the panel again")
	}
}

// The arena's corner cubes stand above the camera keys' line (their
// middles: at the least zoom, 0.5, the arena's edges still reach under
// it at 200%), and the keyboard cursor, stepped along the arena's edges,
// never goes under the open combat log.
func TestCursorClearOfTheOpenLog(t *testing.T) {
	a, b := shortNarrowBattle(t)
	ar := b.g.Arena()
	for _, c := range []world.Pos{{X: 0, Y: 0}, {X: ar.W - 1, Y: 0}, {X: 0, Y: ar.D - 1}, {X: ar.W - 1, Y: ar.D - 1}} {
		if _, y := b.brd.ScreenOf(c); y > b.lay.bar.Y-hintRoom {
			t.Errorf("cube %v stands at %.0f, under the camera keys' line (%.0f)", c, y, b.lay.bar.Y-hintRoom)
		}
	}
	tap(t, a, b, rect{}, ebiten.KeyL)
	if !b.logOpen {
		t.Fatal("L did not open the log")
	}
	keys := []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowDown, ebiten.KeyArrowLeft, ebiten.KeyArrowUp}
	for i := 0; i < 4*ar.W; i++ {
		tap(t, a, b, rect{}, keys[(i/ar.W)%4])
		if !b.cursor.on {
			t.Fatal("the arrows do not move the board cursor")
		}
		x, y := b.brd.ScreenOf(b.cursor.cell)
		if b.lay.log.contains(x, y) {
			t.Fatalf("the cursor's cube %v at (%.0f, %.0f) is under the open log %v", b.cursor.cell, x, y, b.lay.log)
		}
	}
}

// The fresh dice over the board's corner move to the other corner when
// they would cover the cursor's cube.
func TestFreshDiceClearOfTheCursor(t *testing.T) {
	_, b := shortNarrowBattle(t)
	b.cursor.on, b.cursor.cell = true, world.Pos{X: 2, Y: 2}
	r := b.lay.dice
	x, y := b.brd.ScreenOf(b.cursor.cell)
	b.brd.PanBy(r.X+r.W/2-x, r.Y+r.H/2-y)
	got := b.freshDiceRect()
	x, y = b.brd.ScreenOf(b.cursor.cell)
	if got.contains(x, y) || got.X != b.lay.board.X+8 {
		t.Errorf("the dice %v cover the cursor at (%.0f, %.0f)", got, x, y)
	}
}

// A tooltip takes a place that leaves a given point (the selected model)
// in sight, and never covers the point it explains.
func TestTooltipLeavesTheModelClear(t *testing.T) {
	a := newTestApp(t)
	lines := []string{"Cube 3,4,0 (level 0)", "Wall on the east and south sides: blocks sight"}
	x, y := 300.0, 200.0
	first := tooltipPlace(a.fonts, lines, x, y, 640, 360, nil)
	if first.contains(x, y) || first.X < x {
		t.Fatalf("the first place %v is not above right of the point", first)
	}
	model := point{first.X + first.W/2, first.Y + first.H/2}
	got := tooltipPlace(a.fonts, lines, x, y, 640, 360, []point{model})
	if got.contains(model.x, model.y) || got.contains(x, y) {
		t.Errorf("the tooltip %v covers the model %v or the point", got, model)
	}
}

// The computer's controls and the bar of its thinking time stand inside
// the action bar at every size, clear of each other.
func TestComputerBarFitsEverySize(t *testing.T) {
	for _, size := range fitSizes {
		lay := battleLayoutFor(size[0], size[1])
		ctl := computerControlsFor(lay.bar)
		think := thinkingBar(lay.bar, ctl)
		for _, b := range []button{ctl.hurry, ctl.skip, ctl.slower, ctl.faster} {
			r := b.r
			if r.X < lay.bar.X || r.X+r.W > lay.bar.X+lay.bar.W || r.Y < lay.bar.Y || r.Y+r.H > lay.bar.Y+lay.bar.H {
				t.Errorf("%.0f×%.0f: the %s button %v leaves the bar %v", size[0], size[1], b.label, r, lay.bar)
			}
			if overlap(r, think) {
				t.Errorf("%.0f×%.0f: the thinking time %v covers the %s button %v", size[0], size[1], think, b.label, r)
			}
		}
		if think.Y+think.H > lay.bar.Y+lay.bar.H || think.X+think.W > lay.bar.X+lay.bar.W {
			t.Errorf("%.0f×%.0f: the thinking time %v leaves the bar %v", size[0], size[1], think, lay.bar)
		}
	}
}

// The kill feed shows the newest kills that fit above the bottom it is
// given (the camera keys' line over the action bar), never below it.
func TestKillFeedStaysAboveTheBar(t *testing.T) {
	var k killFeed
	for i := 0; i < 5; i++ {
		k.push(fmt.Sprintf("kill %d", i), colText)
	}
	items := k.shown(100, 190)
	if len(items) != 3 || items[len(items)-1].text != "kill 4" {
		t.Errorf("shown %v, want the newest 3", items)
	}
	if got := k.shown(100, 50); len(got) != 0 {
		t.Errorf("no room: shown %v", got)
	}
}

// The open side panel stands in the card column, never hidden with the
// card: in the card's place with few dice, down over the fireteam list
// with more, and over the board's corner, as it used to, only when even
// the column is too short.
func TestSidePanelManyDice(t *testing.T) {
	a := newTestApp(t)
	lay := battleLayoutFor(640, 360)
	for _, n := range []int{2, 3, 4, 5} {
		v := rosterView(4)
		for s := range v.Sides {
			v.Sides[s] = rules.SideView{Title: "Command dice", Lines: []string{"Tactician 1: rerolls and carries 1"}}
			for i := 0; i < n; i++ {
				v.Sides[s].Chips = append(v.Sides[s].Chips, rules.Chip{Label: "Special Order"})
			}
		}
		at, _, onCard, ok := sidesOverlayPlace(lay, a.fonts, v, a.t)
		if !ok {
			t.Fatalf("%d dice a side: no place for the side panel", n)
		}
		col := cardColumn(lay, a.fonts, v, a.t, true)
		switch {
		case onCard && (at.Y+at.H > lay.left.Y+lay.left.H || overlap(at, lay.board)):
			t.Errorf("%d dice a side: the panel %v leaves the card's place %v", n, at, col)
		case !onCard && (at.X < lay.board.X || at.Y+at.H > lay.bar.Y):
			t.Errorf("%d dice a side: the panel %v leaves the board %v", n, at, lay.board)
		}
		if n == 2 && !onCard {
			t.Errorf("two dice a side do not take the card's place")
		}
	}
}
