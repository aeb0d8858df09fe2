package scene

import (
	"math"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/scene/board"
	"github.com/flashpoint-arena/flashpoint/world"
)

// centre puts the arena in the middle of the free board area.
func (b *battleScreen) centre(a *App) {
	b.centredW, b.centredH = a.w, a.h
	if b.lesson != nil {
		// The lesson's words stand at the foot of the board: the arena
		// fits above them.
		f := battleLayoutFor(float64(a.w), float64(a.h)).board
		f.H -= b.lesson.room(a, b)
		fitBoard(b.brd, b.g.Arena(), f, a.w, a.h)
		return
	}
	centreBoard(b.brd, a.w, a.h, b.g.Arena())
}

// centreBoard places the arena in the middle of the part of a w×h screen
// that the battle HUD leaves free. The zoom is chosen so the arena fills
// that part: its ground corners and the top of its highest level, with a
// cube's margin, fit inside.
func centreBoard(brd *board.Board, w, h int, a *world.Arena) {
	lay := battleLayoutFor(float64(w), float64(h))
	f := lay.board
	if lay.narrow {
		f.H -= hintRoom // the camera keys' line at the board's foot stays clear of the arena
	}
	fitBoard(brd, a, f, w, h)
}

// hintRoom is the height of the camera keys' line at the foot of the
// board (drawCameraHint).
const hintRoom = 22.0

// fitBoard zooms and pans brd so arena a fills rect f of a w×h screen:
// its ground corners and the top of its highest level, with a cube's
// margin, fit inside (zoom kept within 0.5–2).
func fitBoard(brd *board.Board, a *world.Arena, f rect, w, h int) {
	cam := brd.Camera()
	cam.PanX, cam.PanY, cam.Zoom = 0, 0, 1
	brd.SetCamera(cam)
	if a != nil && a.W > 0 && a.D > 0 {
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, c := range []world.Pos{{X: 0, Y: 0}, {X: a.W - 1, Y: 0}, {X: 0, Y: a.D - 1}, {X: a.W - 1, Y: a.D - 1}} {
			for _, z := range []int{0, a.H} {
				c.Z = z
				x, y := brd.ScreenOf(c)
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
			}
		}
		sx, _ := brd.ScreenOf(world.Pos{X: 1})
		ox, _ := brd.ScreenOf(world.Pos{})
		cube := max(8, math.Abs(sx-ox)) * 2
		fit := min((f.W-16)/(x1-x0+cube), (f.H-16)/(y1-y0+cube))
		if fit > 0 && !math.IsInf(fit, 0) {
			brd.ZoomBy(max(0.5, min(2, fit)), 0, 0)
		}
	}
	brd.Centre(w, h)
	brd.PanBy(f.X+f.W/2-float64(w)/2, f.Y+f.H/2-float64(h)/2)
}

// BattleBoard returns a board set up the way a new battle screen sets up
// its own for a w×h window (in logical pixels), before any camera input.
// Tests and tools use it to find where a cube is drawn.
func BattleBoard(a *world.Arena, w, h int) *board.Board {
	brd := board.New(a, board.DefaultPalette())
	centreBoard(brd, w, h, a)
	return brd
}

// forecastFor returns the attack to explain now: the hovered bar entry,
// or the first attack on the hovered model.
func (b *battleScreen) forecastFor() (rules.Action, bool) {
	if b.hoverEntry >= 0 && b.hoverEntry < len(b.entries) {
		if e := b.entries[b.hoverEntry]; e.action != nil && (e.action.Target != "" || b.describe().isAimAction(*e.action)) {
			return *e.action, true
		}
	}
	if b.aim != nil && b.hoverOK {
		if aims := aimsAt(b.rel, b.hover.Cell, b.aim, b.describe()); len(aims) > 0 {
			return aims[0], true
		}
	}
	if id := b.hoverPiece(); id != "" {
		if atts := attacksOn(b.rel, id); len(atts) > 0 {
			return atts[0], true
		}
	}
	if b.hoverOK {
		if aims := b.aimsForClick(b.hover.Cell); len(aims) > 0 {
			return aims[0], true
		}
	}
	if b.target != "" {
		if atts := attacksOn(b.rel, b.target); len(atts) > 0 {
			return atts[0], true
		}
	}
	return rules.Action{}, false
}

// overlay builds what the board draws over the arena this frame.
func (b *battleScreen) overlay() bOverlay {
	o := bOverlay{Selected: b.sel}
	if b.lesson != nil && b.lesson.state == lessonPlaying {
		o.Marks = b.lesson.cur().Marks
	}
	for i := range b.view.Pieces {
		if p := &b.view.Pieces[i]; p.OnBoard && burning(p) {
			o.Burning = append(o.Burning, p.ID)
		}
	}
	if b.humanDecides() {
		if pickFirst(b.legal) {
			o.Ready = actorsOf(b.legal)
		}
		if b.aim == nil {
			// While a cube attack is chosen only its cubes show.
			o.Move, o.Sprint = cellsOf(b.rel, b.focus, b.describe())
		}
		o.Targets = targetsOf(focusedTargets(b.rel, b.focus))
		if b.threats && b.aim == nil {
			o.Danger = b.threatCells()
		}
		o.Aim = aimCells(b.rel, b.aim, b.describe())
		if b.hoverOK {
			c := b.hover.Cell
			o.Hover = &c
			// A path into the cube, unless the pointer is on an enemy it
			// attacks: then it shows the attack alone, as a click makes it.
			if act, ok := actionAt(b.rel, c, b.focus, b.describe()); ok && b.aim == nil && !b.hoverAttacks() {
				o.Path = act.Path
			}
		}
		if act, ok := b.forecastFor(); ok {
			if fc, ok := b.forecast(act); ok {
				from, to := b.piece(act.Actor), b.piece(act.Target)
				switch {
				case from != nil && to != nil:
					o.Sight = &bSightLine{From: from.Pos, To: to.Pos, Sight: sightValue(fc.Sight)}
				case from != nil && fc.Cube != nil:
					o.Sight = &bSightLine{From: from.Pos, To: *fc.Cube, Sight: sightValue(fc.Sight)}
				}
				if len(fc.Targets) > 0 {
					// A cube attack: ring everyone it would hit.
					o.Targets = cubeTargets(fc)
				}
			}
		}
		if id := b.entryTarget(); id != "" {
			// The bar entry under the cursor names a model (an attack, the
			// model a Sticky charge sticks to): ring just that one.
			o.Targets = []string{id}
		}
	}
	if b.logCube != nil {
		o.Hover = b.logCube // the cube the log line under the pointer names
	}
	if b.anim.busy() {
		o.Anims = map[string]bAnim{}
		for _, id := range b.anim.pieces() {
			if from, to, t, ok := b.anim.pose(id); ok {
				o.Anims[id] = bAnim{From: from, To: to, T: t}
			}
		}
		o.Flash = b.anim.flash()
	}
	return o
}

// hoverAttacks reports whether the pointer rests on a model the deciding
// side can attack.
func (b *battleScreen) hoverAttacks() bool {
	id := b.hover.Piece
	return id != "" && len(attacksOn(b.rel, id)) > 0
}

// forecast asks the game to explain an attack.
func (b *battleScreen) forecast(act rules.Action) (rules.Forecast, bool) {
	fc, ok := b.g.(rules.Forecaster)
	if !ok {
		return rules.Forecast{}, false
	}
	return fc.Forecast(act)
}

// entryTarget is the model the hovered bar entry acts on, "" for none.
func (b *battleScreen) entryTarget() string {
	if b.hoverEntry < 0 || b.hoverEntry >= len(b.entries) {
		return ""
	}
	if e := b.entries[b.hoverEntry]; e.action != nil {
		return e.action.Target
	}
	return ""
}

// aimsForClick lists the cube attacks a click on cell would make (or, of
// several, focus). A cube that is also a destination is a move until a
// cube attack is chosen on the bar, so a click meant as a move never
// throws a grenade.
func (b *battleScreen) aimsForClick(cell world.Pos) []rules.Action {
	if b.aim == nil {
		if _, ok := actionAt(b.rel, cell, b.focus, b.describe()); ok {
			return nil
		}
	}
	return aimsAt(b.rel, cell, b.aim, b.describe())
}
