package uitest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
	"github.com/flashpoint-arena/flashpoint/scene"
	"github.com/flashpoint-arena/flashpoint/scene/board"
)

// ktPlan is the Kill Team turn the test plays in the Movement phase: a
// model moves, another charges an enemy that answers with Overwatch.
type ktPlan struct {
	move      rules.Action   // the first model's move to a cube the test can click
	charge    rules.Action   // the second model's charge at an enemy it can click
	overwatch rules.Action   // the enemy's first Overwatch at the charger
	declared  []rules.Action // the charger's "go" when it may declare more targets
}

// chargeNow is the charger's "go" when the rules let it declare more
// targets after the first, with how many more it may declare.
func chargeNow(g rules.Game) (goNow rules.Action, more int, ok bool) {
	for _, a := range g.Legal() {
		switch a.Kind {
		case "charge":
			more++
		case "go":
			goNow, ok = a, true
		}
	}
	return goNow, more, ok
}

// ktPlanFor looks for the plan in the replica's first decision: the
// cheap checks (what can be clicked, what the rules allow) first, the
// drawing of a cube's highlight last.
func ktPlanFor(t *testing.T, h *host, g rules.Game, brd *board.Board) (ktPlan, bool) {
	v := g.View()
	for _, mv := range g.Legal() {
		if mv.Kind != "move" || mv.Cell == nil || mv.Option != "" {
			continue
		}
		if _, _, ok := clickPoint(brd, v, mv.Actor); !ok {
			continue
		}
		if x, y := brd.ScreenOf(*mv.Cell); !pickable(brd, v, x, y, *mv.Cell) {
			continue
		}
		p, ok := ktChargeAfter(t, g, brd, mv)
		if ok && highlightShows(t, h, brd, v, *mv.Cell) {
			return p, true
		}
	}
	return ktPlan{}, false
}

// ktChargeAfter finds, after move mv, another model's charge at an enemy
// the test can click that answers with Overwatch at the charger.
func ktChargeAfter(t *testing.T, g rules.Game, brd *board.Board, mv rules.Action) (ktPlan, bool) {
	g1 := g.Clone()
	if _, err := g1.Apply(mv); err != nil {
		t.Fatal(err)
	}
	v1 := g1.View()
	for _, ch := range g1.Legal() {
		if ch.Kind != "charge" || ch.Actor == mv.Actor {
			continue
		}
		_, _, okA := clickPoint(brd, v1, ch.Actor)
		_, _, okT := clickPoint(brd, v1, ch.Target)
		if !okA || !okT {
			continue
		}
		g2 := g1.Clone()
		if _, err := g2.Apply(ch); err != nil {
			t.Fatal(err)
		}
		if goNow, _, ok := chargeNow(g2); ok {
			if _, err := g2.Apply(goNow); err != nil {
				t.Fatal(err)
			}
		}
		for _, ow := range g2.Legal() {
			if ow.Kind == "overwatch" && ow.Target == ch.Actor {
				if _, _, ok := clickPoint(brd, g2.View(), ch.Actor); ok {
					return ktPlan{move: mv, charge: ch, overwatch: ow}, true
				}
				break
			}
		}
	}
	return ktPlan{}, false
}

// TestUIKillTeamModelFirst plays Kill Team hot-seat on screen: the bar
// waits for a model to be picked; a click on one selects it without
// acting, and only then its cubes light up and its actions fill the bar;
// a click on a lit cube moves it. Another model charges an enemy with a
// click; with the hand-over screen set for every turn, the enemy's
// player answers after a hand-over in its colour,
// sees the Overwatch forecast on hovering the charger and fires it with
// a click; the dice tray shows the d6 after. The saved game replays to
// the replica's state.
func TestUIKillTeamModelFirst(t *testing.T) {
	h := needHost(t)
	reg := all.Registry()
	rs, err := reg.Get("killteam")
	if err != nil {
		t.Fatal(err)
	}
	setup := rs.DefaultSetup("beginner")
	setup.Arena = "beginner"
	setup.Options = map[string]string{"deploy": "auto"} // the test begins in round 1
	var (
		seed    uint64
		replica rules.Game
		brd     *board.Board
		p       ktPlan
		found   bool
	)
	for seed = uiSeed; seed < uiSeed+60 && !found; seed++ {
		replica, err = rs.New(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		brd = scene.BattleBoard(replica.Arena(), screenW, screenH)
		p, found = ktPlanFor(t, h, replica, brd)
	}
	if !found {
		t.Fatalf("no seed from %d gives a move, a charge and an Overwatch the test can click", uiSeed)
	}
	seed--
	team := board.DefaultPalette().Team
	first := replica.ToMove()
	every := scene.DefaultSettings()
	every.HandOver = scene.HandOverEvery
	g := startGuestWith(t, h, &every, "-quick", "-ruleset", "killteam", "-arena", "beginner", "-option", "deploy=auto", "-seed", strconv.FormatUint(seed, 10))
	g.ticks(30)
	hand := g.snap("kt-01-handover")
	if c := hand.RGBAAt(screenW/2, 3); !near(c, team[first], 12) {
		t.Fatalf("the hand-over to %v is not in its colour: top edge %v", first, c)
	}
	g.key(ebiten.KeySpace)
	g.ticks(150)
	g.hover(screenW/2, 8)
	pick := g.snap("kt-02-pick")

	// One click selects the model: nothing is recorded, its cubes light
	// up and its actions fill the bar.
	mover := p.move.Actor
	x, y := mustClickPoint(t, brd, replica.View(), mover)
	g.click(x, y)
	g.hover(screenW/2, 8)
	g.ticks(5)
	selected := g.snap("kt-03-selected")
	if _, err := readSaved(g); err == nil {
		t.Fatal("selecting a model recorded an action")
	}
	dx, dy := brd.ScreenOf(*p.move.Cell)
	if differs(pick, selected, dx, dy, 5) < 40 {
		t.Fatalf("the cube %v %s can move to is not lit after selecting it", *p.move.Cell, mover)
	}
	if differs(pick, selected, 620, 660, 40) < 200 {
		t.Fatal("the bar did not fill with the selected model's actions")
	}
	g.hover(dx, dy)
	g.snap("kt-04-path")
	g.click(dx, dy)
	if _, err := replica.Apply(p.move); err != nil {
		t.Fatal(err)
	}
	g.ticks(90)

	// The charge: select the charger, click the enemy.
	cx, cy := mustClickPoint(t, brd, replica.View(), p.charge.Actor)
	g.click(cx, cy)
	g.ticks(5)
	ex, ey := mustClickPoint(t, brd, replica.View(), p.charge.Target)
	g.hover(ex, ey)
	g.snap("kt-05-charge-aim")
	g.click(ex, ey)
	if _, err := replica.Apply(p.charge); err != nil {
		t.Fatal(err)
	}
	if goNow, more, ok := chargeNow(replica); ok {
		// The charger may declare more targets: it charges now, the
		// button after the folded Also charge… (or after each target
		// when they are few).
		key := more + 1
		if more >= 3 {
			key = 2
		}
		g.ticks(10)
		g.snap("kt-05-declare")
		g.key(ebiten.KeyDigit1 + ebiten.Key(key-1))
		if _, err := replica.Apply(goNow); err != nil {
			t.Fatal(err)
		}
		p.declared = append(p.declared, goNow)
	}
	reacting := replica.ToMove()
	if reacting == first {
		t.Fatalf("after the charge %v decides, want the charged side", reacting)
	}
	g.ticks(200) // the board stays up a moment, then the hand-over
	hand = g.snap("kt-06-reaction-handover")
	if c := hand.RGBAAt(screenW/2, 3); !near(c, team[reacting], 12) {
		t.Fatalf("the reaction is not asked after a hand-over to %v: top edge %v", reacting, c)
	}
	g.key(ebiten.KeySpace)
	g.ticks(30)
	g.hover(screenW/2, 8)
	asked := g.snap("kt-07-reaction")
	cx, cy = mustClickPoint(t, brd, replica.View(), p.charge.Actor)
	g.hover(cx, cy)
	g.ticks(5)
	forecast := g.snap("kt-08-overwatch-forecast")
	if differs(asked, forecast, 130, 400, 100) < 200 {
		t.Fatal("hovering the charger showed no Overwatch forecast on the left")
	}
	g.click(cx, cy)
	n := 0
	for _, a := range replica.Legal() {
		if a.Kind == "overwatch" && a.Target == p.charge.Actor {
			n++
		}
	}
	if n > 1 {
		g.ticks(10)
		g.snap("kt-09-choose-weapon")
		g.key(ebiten.KeyDigit1)
	}
	if _, err := replica.Apply(p.overwatch); err != nil {
		t.Fatal(err)
	}
	g.hover(screenW/2, 8)
	g.ticks(60)
	shot := g.snap("kt-10-overwatch")
	if differs(asked, shot, screenW-160, screenH-110, 90) < 200 {
		t.Fatal("the dice tray shows no dice after the Overwatch")
	}
	sg, err := readSaved(g)
	if err != nil {
		t.Fatal(err)
	}
	played, err := sg.Play(reg)
	if err != nil {
		t.Fatalf("the saved game does not replay: %v", err)
	}
	// The setup screen adds its option defaults to the setup; the game
	// the plan was made on, replayed with them, is the game played.
	want, err := rs.New(sg.Setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range append(append([]rules.Action{p.move, p.charge}, p.declared...), p.overwatch) {
		if _, err := want.Apply(a); err != nil {
			t.Fatalf("the planned %s on the saved setup: %v", a.Text(), err)
		}
	}
	if played.Hash() != want.Hash() {
		t.Fatalf("the game's state differs from the plan's: it recorded %v", sg.Actions)
	}
	if got := pieceOf(played.View(), mover); got.Pos != *p.move.Cell {
		t.Fatalf("%s stands at %v, want %v", mover, got.Pos, *p.move.Cell)
	}
}

// readSaved reads the replay of the game the guest saved after its last
// action; an error when it has saved none.
func readSaved(g *guest) (rules.Replay, error) {
	data, err := os.ReadFile(filepath.Join(g.config, "savegame.json"))
	if err != nil {
		return rules.Replay{}, err
	}
	var sg struct {
		Replay rules.Replay `json:"replay"`
	}
	err = json.Unmarshal(data, &sg)
	return sg.Replay, err
}
