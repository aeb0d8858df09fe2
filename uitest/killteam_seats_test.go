package uitest

import (
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
	"github.com/flashpoint-arena/flashpoint/scene/board"
)

// A hot-seat game of Kill Team on a fresh install's settings changes
// seats on the board: after the opening hand-over, a pass (key 1, twice:
// the first only asks) gives the decision to the other side, and no
// hand-over screen follows; the board stays, framed in the new side's
// colour, with the new side called on it. At 1280×720, then at 800×600.
// With FLASHPOINT_SHOTS set the frames are written there (kt-seat-*.png).
func TestUIKillTeamSeatChangesOnBoard(t *testing.T) {
	h := needHost(t)
	reg := all.Registry()
	team := board.DefaultPalette().Team
	g := startGuest(t, h, "-quick", "-ruleset", "killteam", "-arena", "beginner", "-option", "deploy=auto", "-seed", strconv.Itoa(uiSeed))
	g.ticks(30)
	g.snap("kt-seat-0-opening")
	g.key(ebiten.KeySpace)
	g.hover(screenW/2, 8)
	g.ticks(150)
	// A point on the board's left edge, clear of the card column
	// (scene/battle_layout.go).
	const edgeY = 300
	for i, size := range []struct {
		name  string
		w, h  int
		edgeX int
	}{{"1280", 1280, 720, 274}, {"800", 800, 600, 218}} {
		if i > 0 {
			g.resize(size.w, size.h)
		}
		edgeX := size.edgeX
		before := g.snap("kt-seat-" + size.name + "-1-playing")
		n := 0
		if sg, err := readSaved(g); err == nil {
			n = len(sg.Actions)
		}
		g.key(ebiten.KeyDigit1)
		g.ticks(5)
		g.key(ebiten.KeyDigit1)
		g.ticks(20)
		sg, err := readSaved(g)
		if err != nil || len(sg.Actions) != n+1 {
			t.Fatalf("%s: key 1 twice did not record one action: %v", size.name, err)
		}
		played, err := sg.Play(reg)
		if err != nil {
			t.Fatal(err)
		}
		sg.Actions, sg.FinalHash = sg.Actions[:n], "" // the game before the pass
		was, err := sg.Play(reg)
		if err != nil {
			t.Fatal(err)
		}
		from, to := was.ToMove(), played.ToMove()
		if to == from || (to != rules.Blue && to != rules.Red) {
			t.Fatalf("%s: %v passed, then %v decides", size.name, from, to)
		}
		if c := before.RGBAAt(edgeX, edgeY); !near(c, team[from], 12) {
			t.Errorf("%s: while %v played, the board's edge is %v", size.name, from, c)
		}
		call := g.snap("kt-seat-" + size.name + "-2-call")
		if c := call.RGBAAt(size.w/2, 3); near(c, team[to], 30) {
			t.Fatalf("%s: a hand-over screen to %v after a pass in Kill Team", size.name, to)
		}
		if c := call.RGBAAt(edgeX, edgeY); !near(c, team[to], 12) {
			t.Errorf("%s: the board's edge is %v, not %v's colour", size.name, c, to)
		}
		g.ticks(150)
		later := g.snap("kt-seat-" + size.name + "-3-later")
		if c := later.RGBAAt(edgeX, edgeY); !near(c, team[to], 12) {
			t.Errorf("%s: the board's frame did not stay in %v's colour", size.name, to)
		}
	}
}
