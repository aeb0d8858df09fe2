package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// camera applies the camera keys, the wheel and right-drag panning.
func (b *battleScreen) camera(a *App, in *input) {
	overHUD := b.overHUD(in.mx, in.my)
	switch {
	case in.command(cmdRotateLeft):
		b.brd.Rotate(-1)
		b.refit(a)
	case in.command(cmdRotateRight):
		b.brd.Rotate(1)
		b.refit(a)
	}
	if in.command(cmdCentre) {
		b.centreOn(b.focusPiece())
	}
	if in.command(cmdThreats) {
		b.threats = !b.threats
	}
	defer b.keepInView()
	cx, cy := b.lay.board.X+b.lay.board.W/2, b.lay.board.Y+b.lay.board.H/2
	if in.command(cmdZoomIn) || in.pressed(ebiten.KeyNumpadAdd) {
		b.brd.ZoomBy(1.15, cx, cy)
	}
	if in.command(cmdZoomOut) || in.pressed(ebiten.KeyNumpadSubtract) {
		b.brd.ZoomBy(1/1.15, cx, cy)
	}
	if in.wheel != 0 && !overHUD {
		f := 1.1
		if in.wheel < 0 {
			f = 1 / f
		}
		b.brd.ZoomBy(f, in.mx, in.my)
	}
	const speed = 8
	var dx, dy float64
	// The arrow keys move the board cursor (keyboard_cursor.go).
	if in.held(cmdPanLeft) {
		dx += speed
	}
	if in.held(cmdPanRight) {
		dx -= speed
	}
	if in.held(cmdPanUp) {
		dy += speed
	}
	if in.held(cmdPanDown) {
		dy -= speed
	}
	dx += in.dragX
	dy += in.dragY
	if dx != 0 || dy != 0 {
		b.brd.PanBy(dx, dy)
	}
	cam := b.brd.Camera()
	top := b.g.Arena().H - 1
	if in.command(cmdCutDown) && cam.CutLevel > 0 {
		cam.CutLevel--
		b.brd.SetCamera(cam)
	}
	if in.command(cmdCutUp) && cam.CutLevel < top {
		cam.CutLevel++
		b.brd.SetCamera(cam)
	}
}

// overHUD reports whether a point is on a HUD panel.
func (b *battleScreen) overHUD(x, y float64) bool {
	for _, r := range b.hud {
		if r.contains(x, y) {
			return true
		}
	}
	return false
}

// playerInput handles the deciding player's clicks and keys.
func (b *battleScreen) playerInput(a *App, in *input) {
	// Paging and bar buttons first: they sit above the board.
	if b.undoBtn.clicked(in) || in.undoKey() {
		b.takeBack(a)
		return
	}
	if b.pages > 1 {
		if b.pageBtns[0].clicked(in) || in.pressed(ebiten.KeyComma) {
			b.page = (b.page + b.pages - 1) % b.pages
		}
		if b.pageBtns[1].clicked(in) || in.pressed(ebiten.KeyPeriod) {
			b.page = (b.page + 1) % b.pages
		}
	}
	b.hoverEntry = -1
	for i, r := range b.entryRects {
		if r.W == 0 {
			continue
		}
		if in.hover(r) {
			b.hoverEntry = i
		}
		if in.click(r) {
			b.choose(a, i)
			return
		}
	}
	if rows, idx, _ := rosterRows(b.view, b.rosterArea); len(rows) > 0 && !b.sidesPanel.contains(in.mx, in.my) {
		for k, row := range rows {
			if in.click(row) {
				b.clickPiece(a, b.view.Pieces[idx[k]].ID)
				return
			}
		}
	}
	if in.pressed(ebiten.KeyTab) && b.pickNext() {
		if p := b.piece(b.sel); b.cursor.on && p != nil && p.OnBoard {
			b.cursor.cell = p.Pos // the board cursor follows the model picked
			b.keepCursorInView()
		}
		return
	}
	if d := in.digit(); d > 0 {
		if i := b.shortcut(d); i >= 0 {
			b.choose(a, i)
			return
		}
	}
	if b.cursor.on && (in.pressed(ebiten.KeyEnter) || in.pressed(ebiten.KeyNumpadEnter)) {
		// Enter on the board cursor is a click on its cube; where a click
		// would do nothing, Enter ends as it does without the cursor.
		before := b.uiState(a)
		b.hover, b.hoverOK = b.pointer, b.pointerOK
		if b.anim.busy() {
			b.anim.skip(b.started)
		}
		b.boardClick(a)
		if b.uiState(a) != before {
			return
		}
	}
	if in.command(cmdEndAction) || in.pressed(ebiten.KeySpace) || in.pressed(ebiten.KeyNumpadEnter) {
		for _, act := range b.legal {
			if isEndAction(act) {
				b.end(a, act)
				return
			}
		}
	}

	b.hoverOK = false
	if b.overHUD(in.mx, in.my) && !b.cursor.on {
		if in.leftPressed {
			in.consumed = true
		}
		return
	}
	b.hover, b.hoverOK = b.pointer, b.pointerOK // picked this tick (pick)
	if in.click(rect{-1e9, -1e9, 2e9, 2e9}) {
		if b.anim.busy() {
			b.anim.skip(b.started)
		}
		b.boardClick(a)
	}
}

// shortcut maps number key d to the bar entry it stands for (barKey):
// the same entry whichever page the bar shows; -1 for none.
func (b *battleScreen) shortcut(d int) int {
	for i := range b.entries {
		if barKey(i) == d {
			return i
		}
	}
	return -1
}

// choose carries out bar entry i: an action at once, or for a group of
// cube actions, highlight only that kind.
func (b *battleScreen) choose(a *App, i int) {
	if i < 0 || i >= len(b.entries) {
		return
	}
	e := b.entries[i]
	if e.action != nil {
		if isEndAction(*e.action) || e.action.Kind == "pass" {
			b.end(a, *e.action)
			return
		}
		b.apply(a, *e.action)
		return
	}
	if act, ok := soleChoice(e); ok {
		b.apply(a, act)
		return
	}
	if e.aim {
		if b.aim != nil && sameAim(*b.aim, *e.first) {
			b.aim = nil
		} else {
			b.aim, b.focus = e.first, ""
			if e.actor != "" {
				b.sel = e.actor
			}
		}
		return
	}
	b.aim = nil
	if b.focus == e.kind {
		b.focus = ""
	} else {
		b.focus = e.kind
		if e.actor != "" {
			b.sel = e.actor
		}
	}
}

// soleChoice is the one action of a group with a single cube to choose
// ("Respawn – 1 cube", a grenade with one target cube): choosing the group
// does it, as there is nothing left to pick (a group holds every action
// of its kind, and of its weapon for an attack, so one action is one way).
func soleChoice(e barEntry) (rules.Action, bool) {
	if e.action != nil || e.count != 1 || e.first == nil {
		return rules.Action{}, false
	}
	return *e.first, true
}

// boardClick handles a left click on the board.
func (b *battleScreen) boardClick(a *App) {
	if !b.hoverOK {
		return
	}
	h := b.hover
	if b.aim != nil {
		// A chosen cube attack is aimed at the cube clicked, even at a
		// model standing in it.
		if aims := aimsAt(b.rel, h.Cell, b.aim, b.describe()); len(aims) > 0 {
			b.apply(a, aims[0])
			return
		}
	}
	if h.Piece == "" {
		h.Piece = b.pieceForCell(h.Cell)
	}
	if h.Piece != "" {
		// An attack on this model?
		if atts := attacksOn(b.rel, h.Piece); len(atts) > 0 {
			if len(atts) == 1 {
				b.apply(a, atts[0])
				return
			}
			b.target = h.Piece
			b.entries = b.barOf(b.target)
			b.page = 0
			return
		}
	}
	// A cube attack (a grenade) aimed at this cube: one attack is made at
	// once; with several, the first group is focused and a second click
	// throws it.
	if aims := b.aimsForClick(h.Cell); len(aims) > 0 {
		if len(aims) == 1 || b.aim != nil {
			b.apply(a, aims[0])
			return
		}
		b.aim, b.focus = &aims[0], ""
		return
	}
	if b.aim != nil && h.Piece == "" {
		// A click off the chosen cube attack's cubes puts it down.
		b.aim = nil
		return
	}
	if h.Piece != "" {
		p := b.piece(h.Piece)
		own := p != nil && p.Seat == b.g.ToMove()
		// A cube action into the clicked model's cube, when it is not ours
		// to select (moving next to an enemy, into a friend's cube).
		if act, ok := actionAt(b.rel, h.Cell, b.focus, b.describe()); ok && !own {
			b.apply(a, act)
			return
		}
		b.clickPiece(a, h.Piece)
		return
	}
	if act, ok := actionAt(b.rel, h.Cell, b.focus, b.describe()); ok {
		if same := variantsAt(b.rel, act); len(same) > 1 {
			// Several ways to do it in this cube (which item to leave for
			// the one taken, a Grapple Hook's move or pull): the bar asks.
			b.focus = act.Kind
			b.entries = variantBar(same, b.pieceName, b.describe())
			b.page = 0
			return
		}
		b.apply(a, act)
		return
	}
}

// hoverPiece is the model under the cursor, or the one its cube stands
// for (see pieceForCell); "" for none.
func (b *battleScreen) hoverPiece() string {
	if !b.hoverOK {
		return ""
	}
	if b.hover.Piece != "" {
		return b.hover.Piece
	}
	return b.pieceForCell(b.hover.Cell)
}

// pieceForCell is the model a click on a bare cube stands for: an enemy
// that can be attacked there, else the deciding side's model with
// something to do, when the cube is not a destination.
func (b *battleScreen) pieceForCell(c world.Pos) string {
	if _, ok := actionAt(b.rel, c, b.focus, b.describe()); ok {
		return ""
	}
	if b.aim != nil && len(aimsAt(b.rel, c, b.aim, b.describe())) > 0 {
		return ""
	}
	var own string
	for _, p := range b.view.Pieces {
		if !p.OnBoard || p.Pos != c {
			continue
		}
		if len(attacksOn(b.rel, p.ID)) > 0 {
			return p.ID
		}
		if own == "" && p.Seat == b.g.ToMove() {
			for _, act := range b.legal {
				if act.Actor == p.ID {
					own = p.ID
					break
				}
			}
		}
	}
	return own
}
