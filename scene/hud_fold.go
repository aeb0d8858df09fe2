package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// drawLogAndDice draws the combat log and the dice tray: in their column,
// or in a narrow window over the board, the log while it is open and the
// dice while they are fresh or the log is open.
func (b *battleScreen) drawLogAndDice(a *App, dst *ebiten.Image, team [2]color.RGBA) {
	if !b.lay.narrow {
		b.log.draw(dst, a.fonts, b.lay.log, team)
		b.dice.draw(dst, a.fonts, b.lay.dice, team, b.names)
		b.hud = append(b.hud, b.lay.log, b.lay.dice)
		return
	}
	label := "Log ▼"
	if b.logOpen {
		label = "Log ▲"
	}
	tab := button{r: b.lay.logTab, label: label, hint: keyLabel(a.settings.Key(cmdLog))}
	tab.selected = b.logOpen
	tab.draw(dst, a.fonts, &a.in)
	b.hud = append(b.hud, b.lay.logTab)
	if b.logOpen {
		b.log.draw(dst, a.fonts, b.lay.log, team)
		b.hud = append(b.hud, b.lay.log)
	}
	if len(b.dice.rolls) > 0 && (b.dice.fresh() || b.logOpen) {
		r := b.lay.dice
		if b.logOpen {
			r.Y = b.lay.log.Y + b.lay.log.H - r.H // under the log's last lines
			r.X = b.lay.log.X - r.W - 8
		}
		b.dice.draw(dst, a.fonts, r, team, b.names)
		b.hud = append(b.hud, r)
	}
}

// foldInput opens and closes the folded log (its tab or the log key).
func (b *battleScreen) foldInput(a *App, in *input) {
	if !b.lay.narrow {
		return
	}
	if in.command(cmdLog) || in.click(b.lay.logTab) {
		b.logOpen = !b.logOpen
	}
}

// diceFreshTicks is how long the dice of the last action stay over the
// board in a narrow window (four seconds).
const diceFreshTicks = 240

// fresh reports dice rolled in the last diceFreshTicks.
func (d *diceTray) fresh() bool {
	for _, a := range d.age {
		if a < diceFreshTicks {
			return true
		}
	}
	return false
}

// sidesOverlay reports whether the side panel (command dice) stands over
// the board instead of at the foot of the card column: in a narrow window
// too short for the card, the fireteam list and the panel together.
func (b *battleScreen) sidesOverlay() bool { return b.lay.narrow && b.lay.left.H < 480 }

// drawSidesOverlay draws the side panel over the board's top-right corner,
// under the log tab, in a short narrow window (sidesOverlay). It returns
// the panel and the help of the chip under the pointer.
func (b *battleScreen) drawSidesOverlay(a *App, dst *ebiten.Image, team [2]color.RGBA) (rect, string) {
	at, v, ok := sidesOverlayPlace(b.lay, a.fonts, b.view)
	if !ok {
		return rect{}, ""
	}
	return drawSides(dst, a.fonts, &a.in, v, at, team)
}

// sidesOverlayPlace is where the side panel stands over the board and the
// view it shows: wider than the card column, so each side's dice wrap
// into fewer rows, and without the status lines when they do not fit (the
// chips keep their help); ok is false when even the chips do not.
func sidesOverlayPlace(lay battleLayout, f *fonts, v rules.View) (rect, rules.View, bool) {
	t := lay.logTab
	w := min(280, lay.board.W-16)
	at := rect{t.X + t.W - w, t.Y + t.H + 6, w, 1000}
	room := lay.bar.Y - 8 - at.Y
	box, _ := sidesLayout(v, f.face(sizeSmall), at)
	if box.H > room {
		for i := range v.Sides {
			v.Sides[i].Lines = nil // v is a copy: the caller's view keeps its lines
		}
		box, _ = sidesLayout(v, f.face(sizeSmall), at)
	}
	at.H = box.H
	return at, v, box.W > 0 && box.H <= room
}
