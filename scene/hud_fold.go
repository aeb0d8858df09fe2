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
	b.log.title, b.dice.title = a.t("HudCombatLog"), a.t("HudDice")
	b.log.wheel, b.log.newer, b.dice.empty = a.t("HudLogWheel"), a.t("HudLogNewer"), a.t("HudDiceEmpty")
	b.log.empty = a.t("HudLogEmpty")
	if !b.lay.narrow {
		if b.lay.panels.W > 0 {
			drawPanels(dst, a.fonts, b.view.Panels, b.lay.panels)
			b.hud = append(b.hud, b.lay.panels)
		}
		b.log.draw(dst, a.fonts, b.lay.log, team)
		b.dice.draw(dst, a.fonts, b.lay.dice, team, b.names, a.t, a.say)
		b.hud = append(b.hud, b.lay.log, b.lay.dice)
		return
	}
	label := a.t("HudLog") + " ▼"
	if b.logOpen {
		label = a.t("HudLog") + " ▲"
	}
	tab := button{r: b.lay.logTab, label: label, hint: keyLabel(a.settings.Key(cmdLog))}
	tab.selected = b.logOpen
	tab.draw(dst, a.fonts, &a.in)
	b.hud = append(b.hud, b.lay.logTab)
	if b.logOpen {
		b.log.draw(dst, a.fonts, b.lay.log, team)
		b.hud = append(b.hud, b.lay.log)
	}
	if r, ok := b.diceOverBoard(); ok {
		b.dice.draw(dst, a.fonts, r, team, b.names, a.t, a.say)
		b.hud = append(b.hud, r)
	}
}

// diceOverBoard is where the dice tray stands over the board in a narrow
// window: while the dice are fresh, in a corner clear of the cursor
// (freshDiceRect); while the log is open, beside its last lines when
// there is room on the board for them (the log lists the rolls anyway),
// never over the card column. ok is false when it is not shown.
func (b *battleScreen) diceOverBoard() (rect, bool) {
	if !b.lay.narrow || len(b.dice.rolls) == 0 || !(b.dice.fresh() || b.logOpen) {
		return rect{}, false
	}
	if !b.logOpen {
		return b.freshDiceRect(), true
	}
	r := b.lay.dice
	r.Y = b.lay.log.Y + b.lay.log.H - r.H // under the log's last lines
	r.X = b.lay.log.X - r.W - 8
	return r, r.X >= b.lay.board.X+8
}

// foldInput opens and closes the folded log (its tab or the log key) and
// the folded side panel (its tab or its key).
func (b *battleScreen) foldInput(a *App, in *input) {
	if !b.lay.narrow {
		return
	}
	if in.command(cmdLog) || in.click(b.lay.logTab) {
		b.logOpen = !b.logOpen
	}
	if b.sidesOverlay() && (in.command(cmdSides) || in.click(b.sidesTab(a))) {
		b.sidesOpen = !b.sidesShown()
		b.sidesFor = b.decisionKey()
	}
}

// sidesTab is the tab that opens the folded side panel, left of the log
// tab, named by the panel's title ("Command dice").
func (b *battleScreen) sidesTab(a *App) rect {
	t := b.lay.logTab
	w := textWidth(b.sidesTitle(a.t)+" ▼", a.fonts.face(sizeNormal)) + textWidth(keyLabel(a.settings.Key(cmdSides)), a.fonts.face(sizeSmall)) + 40
	return rect{t.X - 8 - w, t.Y, w, t.H}
}

// sidesTitle is the side panel's title, as the ruleset names it, else
// "Sides" in t's language.
func (b *battleScreen) sidesTitle(t tr) string {
	for _, s := range b.view.Sides {
		if s.Title != "" {
			return s.Title
		}
	}
	return t("PanelSides")
}

// sidesShown reports whether the folded side panel stands over the board:
// as the player last set it in this decision, else open while the human
// player's decision is one of a whole side (no model acts in any choice:
// rerolling, keeping or bidding command dice), when the dice are what it
// is about, and folded while models act, so it does not hide the board.
func (b *battleScreen) sidesShown() bool {
	if b.sidesFor == b.decisionKey() {
		return b.sidesOpen
	}
	if !b.humanDecides() || len(b.legal) == 0 {
		return false
	}
	for _, act := range b.legal {
		if act.Actor != "" {
			return false
		}
	}
	return true
}

// decisionKey names the decision on screen, so a tab the player set stays
// as set until the next one.
func (b *battleScreen) decisionKey() int { return b.gen }

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

// sidesOverlay reports whether the side panel (command dice) folds behind
// a tab instead of standing at the foot of the card column: in a narrow
// window too short for the card, the fireteam list and the panel together.
func (b *battleScreen) sidesOverlay() bool { return b.lay.narrow && b.lay.left.H < 480 }

// sidesOnCard reports whether the folded side panel is open now in the
// card's place (sidesOverlayPlace), where the card is not drawn under it.
func (b *battleScreen) sidesOnCard(a *App) bool {
	if !b.sidesOverlay() || len(b.view.Sides) == 0 || !b.sidesShown() {
		return false
	}
	_, _, onCard, _ := sidesOverlayPlace(b.lay, a.fonts, b.view, a.t)
	return onCard
}

// foldSidesForCard folds the side panel for the decision on screen when
// the player asks for a model's card (a click on a model, an inspected
// card): the card's place is the panel's while it is open.
func (b *battleScreen) foldSidesForCard() {
	if b.sidesOverlay() && b.sidesShown() {
		b.sidesOpen, b.sidesFor = false, b.decisionKey()
	}
}

// drawSidesOverlay draws the tab of the folded side panel and, while it
// is shown (sidesShown), the panel in the card's place, in a short narrow
// window (sidesOverlay): the board keeps its room and the cursor and the
// models on it stay in sight. It returns the panel and the help of the
// chip under the pointer.
func (b *battleScreen) drawSidesOverlay(a *App, dst *ebiten.Image, team [2]color.RGBA) (rect, string) {
	if len(b.view.Sides) == 0 {
		return rect{}, ""
	}
	shown := b.sidesShown()
	label := b.sidesTitle(a.t) + " ▼"
	if shown {
		label = b.sidesTitle(a.t) + " ▲"
	}
	tab := button{r: b.sidesTab(a), label: label, hint: keyLabel(a.settings.Key(cmdSides)), selected: shown}
	tab.draw(dst, a.fonts, &a.in)
	b.hud = append(b.hud, tab.r)
	if !shown {
		return rect{}, ""
	}
	at, v, _, ok := sidesOverlayPlace(b.lay, a.fonts, b.view, a.t)
	if !ok {
		return rect{}, ""
	}
	return drawSides(dst, a.fonts, &a.in, v, at, team, b.liveChips(), a.t)
}

// sidesOverlayPlace is where the folded side panel stands when it is
// open: in the card's place at the top of the card column, above the
// fireteam list, never over the board (onCard); with more dice, down
// over the fireteam list too; when even the column is too short, over
// the board's top-right corner under the log tab. v is the view it shows, without the status lines when they do not
// fit (the chips keep their help). ok is false when even the chips do
// not.
func sidesOverlayPlace(lay battleLayout, f *fonts, v rules.View, tx tr) (at rect, shown rules.View, onCard, ok bool) {
	col := cardColumn(lay, f, v, tx, true)
	if at, shown, ok := sidesPlaceIn(rect{col.X, col.Y, col.W, 1000}, col.H, f, v, tx); ok {
		return at, shown, true, true
	}
	// More dice: down over the fireteam list too (its rows take no
	// clicks under the panel), the board still clear.
	if at, shown, ok := sidesPlaceIn(rect{col.X, col.Y, col.W, 1000}, lay.left.Y+lay.left.H-col.Y, f, v, tx); ok {
		return at, shown, true, true
	}
	t := lay.logTab
	w := min(280, lay.board.W-16)
	at, shown, ok = sidesPlaceIn(rect{t.X + t.W - w, t.Y + t.H + 6, w, 1000}, lay.bar.Y-8-(t.Y+t.H+6), f, v, tx)
	return at, shown, false, ok
}

// sidesPlaceIn places the side panel at the top of at in room height,
// without the status lines when they do not fit; ok is false when even
// the chips do not.
func sidesPlaceIn(at rect, room float64, f *fonts, v rules.View, tx tr) (rect, rules.View, bool) {
	box, _ := sidesLayout(v, tx, f.face(sizeSmall), at)
	if box.H > room {
		for i := range v.Sides {
			v.Sides[i].Lines = nil // v is a copy: the caller's view keeps its lines
		}
		box, _ = sidesLayout(v, tx, f.face(sizeSmall), at)
	}
	at.H = box.H
	return at, v, box.W > 0 && box.H <= room
}
