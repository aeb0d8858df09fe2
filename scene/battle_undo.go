package scene

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// undoStep is a state from before a player's action that may be taken
// back, with the action.
type undoStep struct {
	before rules.Game
	act    rules.Action
}

// undoState is what the battle keeps to take actions back: the states
// before each of the deciding player's last actions that the rules call
// reversible (rules.Game.Reversible), and why there is nothing to take
// back when there is not.
type undoState struct {
	steps []undoStep
	why   string // shown on the disabled Undo button
}

// noted records an action just applied to g, which was before before it
// (nil when the computer took it): it may be taken back if a person took it, the rules say it revealed and
// rolled nothing, the game is not over, and the same seat, in the same
// round, decides next. Anything else clears what could be taken back.
func (u *undoState) noted(g, before rules.Game, act rules.Action, person bool) {
	ok, why := g.Reversible()
	switch {
	case !person:
		u.steps, u.why = nil, "the computer has played since"
	case !ok:
		u.steps, u.why = nil, "the last action "+strings.TrimPrefix(why, "it ")
	case g.Over():
		u.steps, u.why = nil, "the game is over"
	case g.Round() != before.Round():
		u.steps, u.why = nil, "a new round has begun"
	case g.ToMove() != act.Seat:
		u.steps, u.why = nil, seatName(g.ToMove())+" decides now"
	default:
		u.steps = append(u.steps, undoStep{before: before, act: act})
		u.why = ""
	}
}

// available reports whether an action can be taken back now, and if not
// why not, in words for the button's tooltip.
func (b *battleScreen) undoAvailable() (bool, string) {
	switch {
	case !b.humanDecides():
		return false, "it is not your decision"
	case len(b.undo.steps) == 0 && b.undo.why == "":
		return false, "nothing to take back yet"
	case len(b.undo.steps) == 0:
		return false, b.undo.why
	}
	return true, ""
}

// takeBack returns to the state before the deciding player's last
// reversible action: the board, the bar, the recording and the saved game
// follow; the log says what was taken back.
func (b *battleScreen) takeBack(a *App) {
	if ok, _ := b.undoAvailable(); !ok {
		return
	}
	n := len(b.undo.steps) - 1
	step := b.undo.steps[n]
	b.undo.steps = b.undo.steps[:n]
	b.anim.skip(b.started)
	b.g = step.before
	b.cfg.recorder.Undo(b.g)
	b.dice.clear()
	label := actionLabel(step.act, b.pieceName, b.describe(), true)
	b.log.addAction(step.act, b.word("UndoTakenBack", "Taken back: "+label, "Action", label))
	b.last = rules.Action{}
	b.focus, b.target, b.aim = "", "", nil
	b.refresh()
	b.save(a)
}

// drawUndo draws the Undo button at the top right of the bar.
func (b *battleScreen) drawUndo(a *App, dst *ebiten.Image, bar rect) {
	ok, _ := b.undoAvailable()
	label := a.t("HudUndo")
	// Wide enough for the label in any language beside its key.
	bw := max(110, textWidth(label, a.fonts.face(sizeNormal))+textWidth("Ctrl+Z", a.fonts.face(sizeSmall))+34)
	b.undoBtn = button{r: rect{bar.X + bar.W - bw - 8, bar.Y + 3, bw, 21}, label: label, hint: "Ctrl+Z", disabled: !ok}
	b.undoBtn.draw(dst, a.fonts, &a.in)
}

// undoTip is the Undo button's tooltip: what it would take back, or why
// it cannot.
func (b *battleScreen) undoTip() string {
	if ok, why := b.undoAvailable(); !ok {
		return b.word("UndoNotAvailable", "Undo is not available: "+why+".", "Why", why)
	}
	label := actionLabel(b.undo.steps[len(b.undo.steps)-1].act, b.pieceName, b.describe(), true)
	return b.word("UndoTakeBack", "Take back "+label+". Only actions that rolled no dice and revealed nothing can be taken back.", "Action", label)
}

// undoKey reports Ctrl+Z (Cmd+Z on a Mac) this tick.
func (in *input) undoKey() bool {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	return ctrl && in.pressed(ebiten.KeyZ)
}
