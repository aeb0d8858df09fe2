package uitest

import (
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
	"github.com/flashpoint-arena/flashpoint/scene"
	"github.com/flashpoint-arena/flashpoint/scene/board"
	"github.com/flashpoint-arena/flashpoint/world"
)

// uiSeed fixes the dice of the driven game (and of its replica here).
const uiSeed = 4242

// plan is the turn the test plays: activate a model, move it to a cube
// from which it can shoot, shoot. There are several candidate moves; the
// test takes the first whose highlight it can see.
type plan struct {
	opening  []rules.Action // the round's opening choices, each declined (Tactician rerolls)
	activate rules.Action
	moves    []rules.Action // each leads to a cube the model can shoot from
	shoots   []rules.Action // the shot after each move
}

// findPlan searches the replica's first decision for a model that can be
// clicked and moved to clickable cubes from which it can shoot a clickable
// enemy.
func findPlan(g rules.Game, brd *board.Board, shows func(rules.View, world.Pos) bool) (plan, bool) {
	for _, act := range g.Legal() {
		if act.Kind != "activate" {
			continue
		}
		if _, _, ok := clickPoint(brd, g.View(), act.Actor); !ok {
			continue
		}
		g1 := g.Clone()
		if _, err := g1.Apply(act); err != nil {
			return plan{}, false
		}
		p := plan{activate: act}
		for _, mv := range g1.Legal() {
			if mv.Kind != "move" || mv.Cell == nil {
				continue
			}
			if x, y := brd.ScreenOf(*mv.Cell); !pickable(brd, g1.View(), x, y, *mv.Cell) {
				continue
			}
			g2 := g1.Clone()
			if _, err := g2.Apply(mv); err != nil {
				return plan{}, false
			}
			for _, sh := range g2.Legal() {
				if sh.Kind != "shoot" {
					continue
				}
				if _, _, ok := clickPoint(brd, g2.View(), sh.Target); ok && shows(g1.View(), *mv.Cell) {
					p.moves = append(p.moves, mv)
					p.shoots = append(p.shoots, sh)
					break
				}
			}
		}
		if len(p.moves) > 0 {
			return p, true
		}
	}
	return plan{}, false
}

// seedWithPlan finds the first seed from uiSeed on whose opening turn a
// model can be clicked, moved to a clickable cube and shoot from there.
func seedWithPlan(t *testing.T, h *host, rs rules.Ruleset, setup rules.Setup) (uint64, rules.Game, *board.Board, plan) {
	t.Helper()
	for seed := uint64(uiSeed); seed < uiSeed+300; seed++ {
		g, err := rs.New(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		brd := scene.BattleBoard(g.Arena(), screenW, screenH)
		shows := func(v rules.View, c world.Pos) bool { return highlightShows(t, h, brd, v, c) }
		opened := g.Clone()
		opening := declineOpening(t, opened)
		if p, ok := findPlan(opened, brd, shows); ok {
			p.opening = opening
			return seed, g, brd, p
		}
	}
	t.Fatalf("no seed from %d on gives an opening turn with a move and a shot the test can click", uiSeed)
	return 0, nil, nil, plan{}
}

// declineOpening declines, on g, the choices that come before the first
// activation of a round (the command dice rerolls of Tacticians): each is
// the "done" the player takes with Space. It returns them in order.
func declineOpening(t *testing.T, g rules.Game) []rules.Action {
	t.Helper()
	var out []rules.Action
	for len(out) < 8 {
		var done *rules.Action
		for _, a := range g.Legal() {
			if a.Kind == "activate" {
				return out
			}
			if a.Kind == "done" {
				done = &a
			}
		}
		if done == nil {
			t.Fatalf("the round opens with neither an activation nor a choice to decline: %v", g.Legal())
		}
		if _, err := g.Apply(*done); err != nil {
			t.Fatal(err)
		}
		out = append(out, *done)
	}
	t.Fatalf("more than %d opening choices", len(out))
	return nil
}

// highlightShows draws the board here, as the game does, with and without
// a Move highlight on cube c, and reports whether the highlight is seen
// around the cube's centre (it may lie behind a wall).
func highlightShows(t *testing.T, h *host, brd *board.Board, v rules.View, c world.Pos) bool {
	t.Helper()
	var plain, lit *image.RGBA
	err := h.do(func() error {
		img := ebiten.NewImage(screenW, screenH)
		defer img.Deallocate()
		read := func(o board.Overlay) *image.RGBA {
			img.Clear()
			brd.Draw(img, v, o)
			out := image.NewRGBA(img.Bounds())
			img.ReadPixels(out.Pix)
			return out
		}
		plain = read(board.Overlay{})
		lit = read(board.Overlay{Move: []world.Pos{c}})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	x, y := brd.ScreenOf(c)
	return differs(plain, lit, x, y, 5) >= 40
}

// pickable reports whether a click at (x, y) picks cube c.
func pickable(brd *board.Board, v rules.View, x, y float64, c world.Pos) bool {
	h, ok := brd.Pick(x, y, v)
	return ok && h.Cell == c
}

// pieceOf finds a piece in a view.
func pieceOf(v rules.View, id string) rules.Piece {
	for _, p := range v.Pieces {
		if p.ID == id {
			return p
		}
	}
	return rules.Piece{}
}

// clickPoint is where to click to hit a model: a point of its figure that
// the board picks as that model, else its cube. ok is false when neither
// can be clicked (hidden behind a building).
func clickPoint(brd *board.Board, v rules.View, id string) (x, y float64, ok bool) {
	p := pieceOf(v, id)
	x, y = brd.ScreenOf(p.Pos)
	for dy := 0.0; dy <= 40; dy += 4 {
		if h, ok := brd.Pick(x, y-dy, v); ok && h.Piece == id {
			return x, y - dy, true
		}
	}
	if h, ok := brd.Pick(x, y, v); ok && h.Cell == p.Pos && (h.Piece == "" || h.Piece == id) {
		return x, y, true
	}
	return 0, 0, false
}

// mustClickPoint is clickPoint for a model the test needs to click.
func mustClickPoint(t *testing.T, brd *board.Board, v rules.View, id string) (float64, float64) {
	t.Helper()
	x, y, ok := clickPoint(brd, v, id)
	if !ok {
		t.Fatalf("no point on screen picks %s at %v", id, pieceOf(v, id).Pos)
	}
	return x, y
}

// differs counts the pixels that differ clearly between two frames in a
// square of radius r around (x, y).
func differs(a, b *image.RGBA, x, y float64, r int) int {
	n := 0
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			p := image.Pt(int(x)+dx, int(y)+dy)
			ca, cb := a.RGBAAt(p.X, p.Y), b.RGBAAt(p.X, p.Y)
			if absd(ca.R, cb.R)+absd(ca.G, cb.G)+absd(ca.B, cb.B) > 30 {
				n++
			}
		}
	}
	return n
}

func absd(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// near reports whether two colours are within tol on every channel.
func near(a, b color.RGBA, tol int) bool {
	return absd(a.R, b.R) <= tol && absd(a.G, b.G) <= tol && absd(a.B, b.B) <= tol
}

// savedReplay reads the game the guest saved after its last action.
func savedReplay(t *testing.T, g *guest) rules.Replay {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(g.config, "savegame.json"))
	if err != nil {
		t.Fatalf("the game saved nothing: %v", err)
	}
	var sg struct {
		Mode   string       `json:"mode"`
		Replay rules.Replay `json:"replay"`
	}
	if err := json.Unmarshal(data, &sg); err != nil {
		t.Fatal(err)
	}
	if sg.Mode != "hot-seat" {
		t.Fatalf("saved mode %q, want hot-seat", sg.Mode)
	}
	return sg.Replay
}

// TestUIHotSeatTurn drives the real game headless: title → setup → hand-
// over → battle; it clicks a model (activating it), clicks a highlighted
// cube (moving it), clicks an enemy (shooting it), ends the activation
// with Enter and checks both the engine state (through the saved game
// replayed here, which must match a replica played with the same actions
// and seed) and the pixels of the frames read back.
func TestUIHotSeatTurn(t *testing.T) {
	h := needHost(t)
	reg := all.Registry()
	rs, err := reg.Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	setup := rs.DefaultSetup("standard")
	setup.Arena = "standard"
	seed, replica, brd, p := seedWithPlan(t, h, rs, setup)
	g := startGuest(t, h, "-seed", strconv.FormatUint(seed, 10), "-arena", "standard")
	team := board.DefaultPalette().Team
	first := replica.ToMove()

	g.ticks(30)
	title := g.snap("ui-01-title")
	g.key(ebiten.KeyN)
	g.ticks(10)
	g.snap("ui-02-setup")
	g.key(ebiten.KeyEnter)
	g.ticks(20)
	hand := g.snap("ui-03-handover")
	if c := hand.RGBAAt(screenW/2, 3); !near(c, team[first], 12) {
		t.Fatalf("the hand-over to %v is not in its colour: top edge %v, want %v", first, c, team[first])
	}
	if differs(title, hand, screenW/2, screenH/2, 40) == 0 {
		t.Fatal("the hand-over frame looks like the title")
	}
	g.key(ebiten.KeySpace)
	g.ticks(150) // the round banner fades
	// The round's opening choices (Tactician rerolls): Space declines each;
	// a choice of the other side comes after a hand-over, as does the first
	// activation when it is the other side's.
	shown := first
	for i, st := range p.opening {
		if st.Seat != shown {
			g.ticks(150) // the board stays up a moment, then the hand-over
			g.snap(fmt.Sprintf("ui-04-opening-handover-%d", i))
			g.key(ebiten.KeySpace)
			g.ticks(30)
			shown = st.Seat
		}
		g.snap(fmt.Sprintf("ui-04-opening-%d", i))
		g.key(ebiten.KeySpace)
		g.ticks(30)
		if _, err := replica.Apply(st); err != nil {
			t.Fatal(err)
		}
	}
	if replica.ToMove() != shown {
		g.ticks(150)
		g.key(ebiten.KeySpace)
		g.ticks(30)
	}
	first = replica.ToMove() // the side that activates first
	before := g.snap("ui-04-battle")

	mover := p.activate.Actor

	// Click the model: it is selected, its card shows, nothing is
	// activated yet. A second click activates it and its moves are
	// highlighted.
	x, y := mustClickPoint(t, brd, replica.View(), mover)
	g.click(x, y)
	g.ticks(5)
	if rp := savedReplay(t, g); len(rp.Actions) != len(p.opening) {
		t.Fatalf("one click on %s recorded %v: selecting must not activate", mover, rp.Actions[len(p.opening):])
	}
	inspected := g.snap("ui-04-inspected")
	// Resting the pointer on an enemy shows its card beside it.
	ex, ey := mustClickPoint(t, brd, replica.View(), p.shoots[0].Target)
	g.hover(ex, ey)
	g.ticks(20)
	peek := g.snap("ui-04-peek")
	side := ex + 24 + 60
	if side > screenW-100 {
		side = ex - 24 - 60
	}
	if differs(inspected, peek, side, ey, 40) < 200 {
		t.Fatal("resting the pointer on an enemy showed no card beside it")
	}
	g.click(x, y)
	if _, err := replica.Apply(p.activate); err != nil {
		t.Fatal(err)
	}
	g.hover(screenW/2, 8) // away from the board, so no path is drawn
	g.ticks(30)
	selected := g.snap("ui-05-selected")
	// Take the first candidate cube whose highlight shows (some lie behind
	// walls from this camera).
	pick := -1
	for i, mv := range p.moves {
		x, y := brd.ScreenOf(*mv.Cell)
		if differs(before, selected, x, y, 5) >= 40 {
			pick = i
			break
		}
	}
	if pick < 0 {
		t.Fatalf("none of the %d cubes %s can move to and shoot from is highlighted after selecting it", len(p.moves), mover)
	}
	move, shoot := p.moves[pick], p.shoots[pick]
	dest := *move.Cell
	dx, dy := brd.ScreenOf(dest)
	if rp := savedReplay(t, g); len(rp.Actions) != len(p.opening)+1 || rp.Actions[len(p.opening)] != p.activate.Text() {
		t.Fatalf("after clicking %s the game recorded %v, want %d opening choices and %s", mover, rp.Actions, len(p.opening), p.activate.Text())
	}

	// Hover the destination (the path shows), click it: the model moves.
	g.hover(dx, dy)
	g.snap("ui-06-path")
	g.click(dx, dy)
	if _, err := replica.Apply(move); err != nil {
		t.Fatal(err)
	}
	g.ticks(90)
	g.hover(screenW/2, 8)
	moved := g.snap("ui-07-moved")
	if differs(selected, moved, dx, dy-20, 10) < 10 {
		t.Fatalf("nothing changed on screen where %s moved to", mover)
	}

	// Hover the target (the forecast shows), click it: the model shoots.
	tx, ty := mustClickPoint(t, brd, replica.View(), shoot.Target)
	g.hover(tx, ty)
	forecast := g.snap("ui-08-forecast")
	if differs(moved, forecast, 130, 400, 100) < 200 {
		t.Fatal("hovering the target showed no forecast panel on the left")
	}
	g.click(tx, ty)
	attacks := 0
	for _, a := range replica.Legal() {
		if a.Target == shoot.Target && a.Actor == mover {
			attacks++
		}
	}
	if attacks > 1 {
		// Several weapons can: the bar asks which; take the first.
		g.ticks(10)
		g.snap("ui-09-choose-weapon")
		g.key(ebiten.KeyDigit1)
	}
	if _, err := replica.Apply(shoot); err != nil {
		t.Fatal(err)
	}
	g.hover(screenW/2, 8)
	g.ticks(100) // the dice roll in; the board stays up a moment after
	shot := g.snap("ui-10-shot")
	if c := shot.RGBAAt(screenW/2, 3); near(c, team[first.Other()], 12) {
		t.Fatal("the hand-over came before the shooter could see the dice")
	}
	if differs(moved, shot, screenW-160, screenH-110, 90) < 200 {
		t.Fatal("the dice tray shows no dice after the shot")
	}

	// End the activation with Enter when the rules still allow it; with
	// actions left the first Enter asks and the second ends.
	for _, a := range replica.Legal() {
		if a.Kind == "end" && a.Actor == mover {
			g.key(ebiten.KeyEnter)
			if left := othersThanEnd(replica); left > 0 {
				g.ticks(5)
				g.snap("ui-10-end-asks")
				if rp := savedReplay(t, g); len(rp.Actions) != len(p.opening)+3 {
					t.Fatalf("Enter with %d actions left ended the activation: %v", left, rp.Actions)
				}
				g.key(ebiten.KeyEnter)
			}
			if _, err := replica.Apply(a); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	g.ticks(150)
	after := g.snap("ui-11-after")

	rp := savedReplay(t, g)
	played, err := rp.Play(reg)
	if err != nil {
		t.Fatalf("the saved game does not replay: %v", err)
	}
	if played.Hash() != replica.Hash() {
		t.Fatalf("the game's state differs from the replica's: it recorded %v", rp.Actions)
	}
	if got := pieceOf(played.View(), mover); got.Pos != dest {
		t.Fatalf("%s stands at %v, want %v", mover, got.Pos, dest)
	}
	if played.ToMove() == first && pieceOf(played.View(), mover).Active {
		t.Fatalf("%s is still activating after the end", mover)
	}
	if next := played.ToMove(); next != first {
		// Hot-seat: the board is hidden behind the hand-over to the other side.
		if c := after.RGBAAt(screenW/2, 3); !near(c, team[next], 12) {
			t.Fatalf("no hand-over to %v after the activation: top edge %v", next, c)
		}
	}
}

// TestUIWatchToResults lets the computer play both sides of a two-round
// game until it ends and checks that the results screen shows the winner's colour.
func TestUIWatchToResults(t *testing.T) {
	h := needHost(t)
	g := startGuest(t, h, "-seed", "77", "-arena", "beginner", "-quick", "-watch", "-option", "rounds=2")
	g.ticks(60)
	g.snap("ui-20-watch")
	team := board.DefaultPalette().Team
	for i := 0; i < 400; i++ {
		g.ticks(600)
		if _, err := os.Stat(filepath.Join(g.config, "savegame.json")); os.IsNotExist(err) && i > 0 {
			break
		}
	}
	g.ticks(300) // the game-over notice, then the results screen
	res := g.snap("ui-21-results")
	top := res.RGBAAt(screenW/2, 2)
	if !near(top, team[0], 12) && !near(top, team[1], 12) && !near(top, color.RGBA{255, 196, 64, 255}, 12) {
		t.Fatalf("the results screen's top edge is %v, not a side's colour (or the draw colour)", top)
	}
}

// othersThanEnd counts the legal actions of g that neither end nor pass
// and are not spare (rules.ActionHelp.Spare): those the screen asks about
// before ending an activation.
func othersThanEnd(g rules.Game) int {
	n := 0
	for _, a := range g.Legal() {
		if d, ok := g.(rules.Describer); ok {
			if h, _ := d.Describe(a); h.Spare {
				continue
			}
		}
		switch a.Kind {
		case "end", "pass", "done", "decline", "skip":
		default:
			n++
		}
	}
	return n
}
